// PolicyAST (selectors and predicates): which symbols a rule is about (`SymbolSelector`) and what is said about
// them (`SymbolPredicate`), plus their operands: patterns, quantities, `have` items, call and assignment specs.
// SymbolSelector filters are predicates too: `class matching *Controller` is the kind `class` filtered by
// `.named(*Controller)`, so an evaluator implements each atom once.

/// Which symbols: a simple selector, or selectors combined with and/or/not.
public struct SymbolSelector: Sendable, Hashable {
    public var kind: SelectorKind
    public var span: SourceSpan

    public init(kind: SelectorKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// The shape of a selector.
public indirect enum SelectorKind: Sendable, Hashable {
    /// `[modifiers] [head] {filter}`.
    case simple(SimpleSelector)
    /// `a and b`: symbols matching every operand.
    case all([SymbolSelector])
    /// `a or b`: symbols matching some operand.
    case any([SymbolSelector])
    /// `not a`: symbols not matching the operand.
    case not(SymbolSelector)
}

/// `stored var in Controller without private`: head, modifiers every match must have, and filters.
public struct SimpleSelector: Sendable, Hashable {
    /// The kind or layer; nil means any symbol (`under Models must …`).
    public var head: SelectorHead?
    /// Qualifiers written before the head (`stored`, `static`, `private`…); all must hold.
    public var modifiers: [Modifier]
    /// Filters in source order; all must hold. Attribute qualifiers (`@Observable class`) come first as `.has`.
    public var filters: [SymbolPredicate]

    public init(head: SelectorHead?, modifiers: [Modifier] = [], filters: [SymbolPredicate] = []) {
        self.head = head
        self.modifiers = modifiers
        self.filters = filters
    }
}

/// A selector's head word.
public enum SelectorHead: Sendable, Hashable {
    /// A kind word: `class`, `func`, `stored var`…
    case kind(SymbolKind)
    /// A layer name; `CheckedPolicy.layers` has its definition.
    case layer(Identifier)
    /// `code matching \`P\``: the subjects are the pattern's matches (in the files, or with `in S` in the code of
    /// the symbols S selects); only `exist` can be said of them.
    case code(CodePatternLiteral)
    /// `line longer than 120`, `import out of order`…: the subjects are the places in files where a layout fact holds
    /// (PolicyAST+Layout.swift); only `exist` can be said of them.
    case layout(LayoutSelector)
}

/// A Swift code pattern as written between backticks (SwiftPatterns compiles it; the parser has checked it does),
/// with the relations and constraints written after it (`inside \`Q\``, `where $W < 44`).
public struct CodePatternLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The Swift text between the backticks.
    public var text: String
    /// The whole token, backticks included.
    public var span: SourceSpan
    /// Every one must hold of a match, in order (each may bind more metavariables).
    public var relations: [CodePatternRelation]
    /// Tests on what the metavariables bound; every one must hold.
    public var constraints: [CodePatternConstraint]

    public init(text: String, span: SourceSpan, relations: [CodePatternRelation] = [], constraints: [CodePatternConstraint] = []) {
        self.text = text
        self.span = span
        self.relations = relations
        self.constraints = constraints
    }

    public var description: String {
        (["`" + text + "`"] + relations.map(\.description) + constraints.map(\.description)).joined(separator: " ")
    }
}

/// `inside \`Q\``, `not inside \`Q\``, `containing`, `after`, `before`: where another pattern must (or must not)
/// be relative to a match.
public struct CodePatternRelation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An enclosing node matches.
        case inside = "inside"
        case notInside = "not inside"
        /// A node within the match matches.
        case containing = "containing"
        case notContaining = "not containing"
        /// An earlier statement of the match's statement list, or an earlier link of its chain, matches.
        case after = "after"
        case notAfter = "not after"
        /// A later statement, or a later link of its chain (a modifier applied to it), matches.
        case before = "before"
        case notBefore = "not before"

        /// Whether the related pattern may be a lone metavariable (`not after `$_``): any other statement of the
        /// statement list holding the match.
        public var takesLoneMetavariable: Bool {
            switch self {
            case .after, .notAfter, .before, .notBefore: return true
            case .inside, .notInside, .containing, .notContaining: return false
            }
        }

        /// Whether the related pattern must match (and so may bind metavariables).
        public var isPositive: Bool {
            switch self {
            case .inside, .containing, .after, .before: return true
            case .notInside, .notContaining, .notAfter, .notBefore: return false
            }
        }
    }

    public var kind: Kind
    public var pattern: CodePatternLiteral

    public init(kind: Kind, pattern: CodePatternLiteral) {
        self.kind = kind
        self.pattern = pattern
    }

    public var description: String { kind.rawValue + " " + pattern.description }
}

/// `where $W < 44`, `where $N matching *Service`, `where $S is integer`, `where $C is property typed Controller`:
/// a test on what a metavariable bound. Several, written `where A and B` or `where A where B`, must all hold.
public struct CodePatternConstraint: Sendable, Hashable, CustomStringConvertible {
    public enum Comparison: String, Sendable, Hashable, CaseIterable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "=="
    }

    /// `is integer`…: the kind of literal the metavariable bound (parentheses around it do not count).
    public enum LiteralKind: String, Sendable, Hashable, CaseIterable {
        case integer, float, string, bool, `nil`, array, dictionary, regex
    }

    public enum Test: Sendable, Hashable {
        /// `< 44`: the bound text read as a number (an integer or decimal literal) compared with a number.
        case compare(Comparison, Double)
        /// `matching *Service`, `matching regex "^load"`: the bound text (one line) against a name pattern: globs
        /// match the whole text, a regex searches it.
        case matching(Pattern)
        /// `is integer`: the bound node is a literal of this kind.
        case literal(LiteralKind)
        /// `is property [typed T]`, `is stored property [typed T]`: the bound name (`x` or `self.x`) is a property
        /// of the type enclosing the match whose declared or inferred type matches `T` (a layer or type pattern).
        case property(stored: Bool, typed: Operand?)
        /// `is Service`: the bound name is a property of the enclosing type whose type is in the layer, or names a
        /// type in the layer itself.
        case layer(Identifier)
    }

    /// The metavariable's name, without `$`.
    public var variable: String
    /// `not matching`, `is not`: the test must fail.
    public var negated: Bool
    public var test: Test
    public var span: SourceSpan

    public init(variable: String, negated: Bool = false, test: Test, span: SourceSpan) {
        self.variable = variable
        self.negated = negated
        self.test = test
        self.span = span
    }

    /// `where $W < 44` with a number comparison.
    public init(variable: String, comparison: Comparison, number: Double, span: SourceSpan) {
        self.init(variable: variable, test: .compare(comparison, number), span: span)
    }

    /// Whether the test needs the symbol graph (what a name refers to), so is decided by the evaluator per match.
    public var readsGraph: Bool {
        switch test {
        case .property, .layer: return true
        case .compare, .matching, .literal: return false
        }
    }

    public var description: String {
        let not = negated ? "not " : ""
        switch test {
        case .compare(let comparison, let number):
            let shown = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            return "where $\(variable) \(not)\(comparison.rawValue) \(shown)"
        case .matching(let pattern):
            return "where $\(variable) \(not)matching \(pattern)"
        case .literal(let kind):
            return "where $\(variable) is \(not)\(kind.rawValue)"
        case .property(let stored, let typed):
            var text = "where $\(variable) is \(not)\(stored ? "stored " : "")property"
            if let typed { text += " typed " + Self.describe(typed) }
            return text
        case .layer(let name):
            return "where $\(variable) is \(not)\(name.name)"
        }
    }

    static func describe(_ operand: Operand) -> String {
        switch operand.kind {
        case .pattern(let pattern): return pattern.description
        case .nameOrLayer(let name), .binding(let name): return name.name
        case .selector: return "<selector>"
        }
    }
}

/// Something that is true or false of one symbol.
public struct SymbolPredicate: Sendable, Hashable {
    public var kind: PredicateKind
    public var span: SourceSpan

    public init(kind: PredicateKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// Every predicate the language has. Glob-pattern alternatives (`named A, B`) hold if any alternative matches.
public indirect enum PredicateKind: Sendable, Hashable {
    /// `p and q`
    case all([SymbolPredicate])
    /// `p or q`
    case any([SymbolPredicate])
    /// `not p`
    case not(SymbolPredicate)
    /// `have @A, final, a stored property…`, `with …`: every item holds.
    case has([HasItem])
    /// `be actor`: the symbol is of this kind.
    case isKind(SymbolKind)
    /// `matching P`, `named P`, `be named P`, `match P`: the simple name matches.
    case named(Pattern)
    /// `under P`, `be under P`: the file path matches the path pattern (see `Pattern.matchesPath`).
    case under(Pattern)
    /// `in S`, `be in S`: the direct parent matches (members of extensions count for the extended type).
    case isIn(SymbolSelector)
    /// `conforming to P`, `conform to P`: some conformance (transitively through project types and the framework
    /// types the tool knows) matches.
    case conformsTo(Pattern)
    /// `inheriting from P`, `inherit from P`: some superclass (transitively, framework superclasses included) matches.
    case inheritsFrom(Pattern)
    /// `conforming to (S)`, `inheriting from (S)`: some supertype (transitively through project types) is a project
    /// type the selector selects: `conform to (protocol)` is a conformance to a protocol the project declares.
    case supertypeSelected(SymbolSelector)
    /// `be isolated to MainActor`: the declaration is isolated to the global actor, written or inherited (from a
    /// supertype, a project's or a framework's, or as a member of an isolated type or extension).
    case isolatedTo(Identifier)
    /// `begin with a verb`: the name's first camel-case word is a verb (the built-in list and the pack's `verbs`).
    case beginsWithVerb
    /// `typed T`, `be typed T`: the declared type of a property or parameter.
    case typed(Operand)
    /// `returning T`, `return T`: a function's return type.
    case returns(Operand)
    /// `referencing S`, `reference S`: the symbol (its types or body) refers to a project symbol matching S.
    case references(SymbolSelector)
    /// `referenced by S`, `be referenced by S`: a project symbol matching S, or a member of one, refers to this
    /// symbol (`reference`'s edges read the other way: a property's type, a body's names).
    case referencedBy(SymbolSelector)
    /// `calling C`, `call C`: the body calls a matching function.
    case calls(CallSpec)
    /// `use Task.isCancelled`: the body contains the member chain.
    case uses(Pattern)
    /// `importing P`, `import P`: the file (of a symbol) imports a matching module.
    case imports(Pattern)
    /// `import only P`: every import of the file matches.
    case importsOnly(Pattern)
    /// `assigning A`, `assign A`: the body assigns to a matching target.
    case assigns(AssignSpec)
    /// `exist`: always true of a matched symbol; `must not exist` reports every match.
    case exists
    /// `contain \`P\``: the subject's code (its whole declaration text, bodies included) has a match of the code
    /// pattern; with `must not`, each match is one finding, at the match.
    case contains(CodePatternLiteral)
}

/// One item of a `have`/`with`/`without` list.
public struct HasItem: Sendable, Hashable {
    public var kind: HasItemKind
    public var span: SourceSpan

    public init(kind: HasItemKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// What a symbol may have.
public enum HasItemKind: Sendable, Hashable {
    /// `@MainActor`, `@available(iOS 17, *)`.
    case attribute(AttributeItem)
    /// `final`, `private(set)`: `private` alone matches only plain `private`.
    case modifier(ModifierItem)
    /// `a stored property typed protocol as p`, `at most 5 parameters`, `deinit that calls cancel`: matching children counted.
    case member(MemberItem)
    /// `complexity at most 10`: cyclomatic complexity of the body.
    case complexity(Quantity)
    /// `no force unwraps`: number of `!` unwraps in the symbol's text.
    case forceUnwraps(Quantity)
    /// `at most 40 lines`: lines the declaration spans.
    case lines(Quantity)
}

/// `@Name` or `@Name(arguments)`.
public struct AttributeItem: Sendable, Hashable {
    /// The name without `@`, a glob template (`@*Actor` is allowed).
    public var name: Template
    /// The raw text between the parentheses, if any; nil matches any arguments.
    public var arguments: String?

    public init(name: Template, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }
}

/// `private`, `private(set)`, `nonisolated(unsafe)`.
public struct ModifierItem: Sendable, Hashable {
    public var modifier: Modifier
    /// The word in parentheses (`set`), if any.
    public var detail: String?

    public init(modifier: Modifier, detail: String? = nil) {
        self.modifier = modifier
        self.detail = detail
    }
}

/// `[quantity] selector [as name]`: the number of children (members, parameters, cases…) matching the selector.
public struct MemberItem: Sendable, Hashable {
    /// `at least 1` when not written.
    public var quantity: Quantity
    public var selector: SymbolSelector
    /// `as task`: each matching child is bound to this name for the rest of the assertion.
    public var binding: Identifier?

    public init(quantity: Quantity, selector: SymbolSelector, binding: Identifier? = nil) {
        self.quantity = quantity
        self.selector = selector
        self.binding = binding
    }
}

/// How many: `a`/`an` (≥ 1), `no` (0), `at most N`, `at least N`, `exactly N`, `N`, `more than N`, `fewer than N`.
public struct Quantity: Sendable, Hashable {
    public var kind: QuantityKind
    /// As written (`at most 5`); empty when implicit.
    public var text: String
    public var span: SourceSpan

    public init(kind: QuantityKind, text: String, span: SourceSpan) {
        self.kind = kind
        self.text = text
        self.span = span
    }

    /// Whether a count satisfies the quantity.
    public func admits(_ count: Int) -> Bool { kind.admits(count) }
}

/// A quantity normalised to one comparison (`more than 1` is `.atLeast(2)`, `no` is `.exactly(0)`).
public enum QuantityKind: Sendable, Hashable {
    case atLeast(Int)
    case atMost(Int)
    case exactly(Int)

    /// Whether a count satisfies the comparison.
    public func admits(_ count: Int) -> Bool {
        switch self {
        case .atLeast(let bound): return count >= bound
        case .atMost(let bound): return count <= bound
        case .exactly(let bound): return count == bound
        }
    }
}

/// A name, path or type pattern: glob alternatives (any may match) or one regular expression.
public struct Pattern: Sendable, Hashable, CustomStringConvertible {
    public var kind: PatternKind
    public var span: SourceSpan

    public init(kind: PatternKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    public var description: String {
        switch kind {
        case .glob(let alternatives): return alternatives.map(\.text).joined(separator: ", ")
        case .regex(let regex): return "regex \"\(regex.source)\""
        }
    }

    /// The one name the pattern matches, when it is a single glob alternative without stars or placeholders.
    public var literal: String? {
        guard case .glob(let alternatives) = kind, alternatives.count == 1 else { return nil }
        let parts = alternatives[0].parts
        var literal: String
        if parts.count == 1, case .literal(let text) = parts[0] {
            literal = text
        } else {
            literal = ""
            for part in parts {
                guard case .literal(let text) = part else { return nil }
                literal += text
            }
        }
        let hasStar = literal.withUTF8 { $0.contains(UInt8(ascii: "*")) }
        return hasStar ? nil : literal
    }
}

/// The two pattern forms.
public enum PatternKind: Sendable, Hashable {
    /// `*Controller`, `"Task<*>?"`, `{name}Protocol`: `*` is any run of characters, the rest literal.
    case glob([Template])
    /// `regex "^test_[a-z]+$"`: compiled when parsed; searched (use `^…$` to anchor).
    case regex(SafeRegex)
}

/// The operand of `typed`, `returning`, `return`, `on` and `before assigning`.
public struct Operand: Sendable, Hashable {
    public var kind: OperandKind
    public var span: SourceSpan

    public init(kind: OperandKind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// What an operand names.
public enum OperandKind: Sendable, Hashable {
    /// Type text (or, after `on`, a receiver's name) matched by a pattern: `"Task<*>?"`, `*Controller`.
    case pattern(Pattern)
    /// A project symbol matching a selector: `typed protocol`, `return class`.
    case selector(SymbolSelector)
    /// A bare identifier: a layer if one of that name is defined (`typed Controller`), otherwise a name
    /// pattern (`typed Bool`). Use `CheckedPolicy.layers[name]` to tell.
    case nameOrLayer(Identifier)
    /// `{task}`: the symbol bound by `as task`.
    case binding(Identifier)
}

/// `cancel`, `cancel on {task}`, `cancel on {task} before assigning {task}`, `fetch on Service`.
public struct CallSpec: Sendable, Hashable {
    /// The called function's name.
    public var name: Pattern
    /// `on X`: the receiver (a binding, a layer/type, or a name).
    public var receiver: Operand?
    /// `before assigning X`: the call must come before the first assignment to X in the same body.
    public var beforeAssigning: Operand?

    public init(name: Pattern, receiver: Operand? = nil, beforeAssigning: Operand? = nil) {
        self.name = name
        self.receiver = receiver
        self.beforeAssigning = beforeAssigning
    }
}

/// `Task to property as task`, `to Controller`: an assignment of an optional value pattern to a target.
public struct AssignSpec: Sendable, Hashable {
    /// The assigned expression's head (`Task` for `x = Task { … }`); nil means any value.
    public var value: Pattern?
    /// The assigned property, or (for a layer/type) a member of a value of that type.
    public var target: SymbolSelector
    /// `as task`: binds the assigned property.
    public var binding: Identifier?

    public init(value: Pattern?, target: SymbolSelector, binding: Identifier? = nil) {
        self.value = value
        self.target = target
        self.binding = binding
    }
}
