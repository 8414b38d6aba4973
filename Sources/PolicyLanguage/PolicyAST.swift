// PolicyAST (statements): the parsed form of a policy file: layer definitions and rules, each rule one
// assertion (`selector must … , should …`) plus metadata. Value types; every node carries its span.
// Selectors, predicates and their operands are in PolicyAST+Selectors.swift.

/// A parsed policy file: its statements in source order.
public struct PolicyFile: Sendable, Equatable {
    public var source: PolicySource
    public var statements: [Statement]

    public init(source: PolicySource, statements: [Statement]) {
        self.source = source
        self.statements = statements
    }

    /// The rules in source order (explicit `rule` blocks and bare assertions).
    public var rules: [Rule] {
        statements.compactMap { if case .rule(let rule) = $0 { return rule } else { return nil } }
    }

    /// The layer definitions in source order.
    public var layers: [LayerDefinition] {
        statements.compactMap { if case .layer(let layer) = $0 { return layer } else { return nil } }
    }

    /// The `verbs` statements in source order.
    public var verbLists: [VerbList] {
        statements.compactMap { if case .verbs(let list) = $0 { return list } else { return nil } }
    }
}

/// A top-level statement.
public enum Statement: Sendable, Hashable {
    /// `layer Name = selector`
    case layer(LayerDefinition)
    /// `rule id { … }` or a bare assertion.
    case rule(Rule)
    /// `verbs upsert, rehydrate`: words `begin with a verb` takes as verbs, beside the built-in list.
    case verbs(VerbList)
}

/// `verbs upsert, rehydrate`: more verbs for the pack's `begin with a verb` (each a lower-case word).
public struct VerbList: Sendable, Hashable {
    public var words: [Identifier]
    public var span: SourceSpan

    public init(words: [Identifier], span: SourceSpan) {
        self.words = words
        self.span = span
    }
}

/// A name as written, with its place.
public struct Identifier: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var span: SourceSpan

    public init(name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }

    public var description: String { name }
}

/// `layer View = type conforming to View`: a named selector, usable wherever a selector may stand.
public struct LayerDefinition: Sendable, Hashable {
    public var name: Identifier
    public var selector: SymbolSelector
    public var span: SourceSpan

    public init(name: Identifier, selector: SymbolSelector, span: SourceSpan) {
        self.name = name
        self.selector = selector
        self.span = span
    }
}

/// A rule's id: explicit (`rule controller-main-actor {`) or derived for a bare assertion (`<file-stem>-<n>`).
public struct RuleID: Sendable, Hashable, CustomStringConvertible {
    public var value: String
    /// True for ids derived from the file name; the span is then the assertion's first token.
    public var isDerived: Bool
    public var span: SourceSpan

    public init(value: String, isDerived: Bool, span: SourceSpan) {
        self.value = value
        self.isDerived = isDerived
        self.span = span
    }

    public var description: String { value }
}

/// A string literal (message, rationale, examples) after escapes, with `{placeholders}` split out.
public struct StringLiteral: Sendable, Hashable {
    public var template: Template
    public var span: SourceSpan
    /// For `compliant at "Models/User.swift" """…"""`: the file path the example is checked as.
    public var path: String?

    public init(template: Template, span: SourceSpan, path: String? = nil) {
        self.template = template
        self.span = span
        self.path = path
    }

    /// The cooked text, placeholders shown as `{name}`.
    public var text: String { template.text }
}

/// `swiftlint line_length, trailing_whitespace`: SwiftLint rule identifiers (lower case, digits and `_`).
public struct SwiftLintClause: Sendable, Hashable {
    public var names: [String]
    public var span: SourceSpan

    public init(names: [String], span: SourceSpan) {
        self.names = names
        self.span = span
    }
}

/// `severity error`: the word as written; the checker validates it (`RuleSeverity`).
public struct SeverityClause: Sendable, Hashable {
    public var word: String
    public var span: SourceSpan

    public init(word: String, span: SourceSpan) {
        self.word = word
        self.span = span
    }

    /// The severity the word names, or nil if it is not one.
    public var level: RuleSeverity? { RuleSeverity(rawValue: word) }
}

/// How serious a rule's finding is. Ordered: `info < warning < error`.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: RuleSeverity, b: RuleSeverity) -> Bool { a.rank < b.rank }
}

/// A checkable convention: one assertion plus metadata.
public struct Rule: Sendable, Hashable {
    public var id: RuleID
    /// Overrides the modal's default severity for every requirement when present.
    public var severity: SeverityClause?
    /// Finding message template (`{name}`, `{qualified}`, `{kind}`, `{file}` and bindings).
    public var message: StringLiteral?
    public var rationale: StringLiteral?
    /// Example source that satisfies the rule.
    public var compliant: StringLiteral?
    /// Example source that violates the rule.
    public var violating: StringLiteral?
    /// `fix add @MainActor, final`: the mechanical change `policy check --fix` makes to a finding's declaration.
    public var fix: RuleFix?
    /// `report once per file`: of the rule's findings in one file only the first is reported, its message's `{places}`
    /// the number of places (one cause, such as a file indented with tabs, is one finding). The clause's place.
    public var reportOncePerFile: SourceSpan?
    /// `swiftlint line_length`: the SwiftLint rules this rule is, so that SwiftLint's own directive comments
    /// (`// swiftlint:disable line_length`) in a project that uses both silence it too.
    public var swiftLint: SwiftLintClause?
    public var assertion: Assertion
    /// The assertion as written, white space collapsed: a default summary for reports.
    public var text: String
    public var span: SourceSpan

    public init(id: RuleID, severity: SeverityClause? = nil, message: StringLiteral? = nil, rationale: StringLiteral? = nil,
                compliant: StringLiteral? = nil, violating: StringLiteral? = nil, fix: RuleFix? = nil,
                reportOncePerFile: SourceSpan? = nil, swiftLint: SwiftLintClause? = nil, assertion: Assertion, text: String,
                span: SourceSpan) {
        self.id = id
        self.severity = severity
        self.message = message
        self.rationale = rationale
        self.compliant = compliant
        self.violating = violating
        self.fix = fix
        self.reportOncePerFile = reportOncePerFile
        self.swiftLint = swiftLint
        self.assertion = assertion
        self.text = text
        self.span = span
    }
}

/// `selector must P, should not Q`: each symbol the selector matches is checked against every requirement;
/// each failed requirement is one finding.
public struct Assertion: Sendable, Hashable {
    public var selector: SymbolSelector
    public var requirements: [Requirement]
    public var span: SourceSpan

    public init(selector: SymbolSelector, requirements: [Requirement], span: SourceSpan) {
        self.selector = selector
        self.requirements = requirements
        self.span = span
    }

    /// The pattern of a `code matching \`P\` [in S]` selector: the assertion is then about code, not symbols.
    public var codePattern: CodePatternLiteral? {
        guard case .simple(let simple) = selector.kind, case .code(let pattern)? = simple.head else { return nil }
        return pattern
    }

    /// The layout fact of a `line longer than 120 [in S] [under P]` selector: the assertion is about places in files.
    public var layout: LayoutSelector? {
        guard case .simple(let simple) = selector.kind, case .layout(let layout)? = simple.head else { return nil }
        return layout
    }
}

/// `must` or `should`.
public enum Modal: String, Sendable, Hashable {
    case must, should

    /// The severity a requirement has when its rule sets none: must → error, should → warning.
    public var defaultSeverity: RuleSeverity { self == .must ? .error : .warning }
}

/// `must [not] predicate`: the subject fails when the predicate is false (or, negated, when it is true).
public struct Requirement: Sendable, Hashable {
    public var modal: Modal
    public var negated: Bool
    public var predicate: SymbolPredicate
    public var span: SourceSpan

    public init(modal: Modal, negated: Bool, predicate: SymbolPredicate, span: SourceSpan) {
        self.modal = modal
        self.negated = negated
        self.predicate = predicate
        self.span = span
    }
}

/// `fix add @MainActor, final` or `fix remove @Published`: edits of a finding's declaration head. Each action is
/// idempotent (adding what is there, or removing what is not, changes nothing), so a rule's whole fix can be
/// applied to any of its findings. `fix replace with \`T\``: each match of the rule's code pattern becomes `T`.
public struct RuleFix: Sendable, Hashable {
    /// The head edits; empty for a `replace`.
    public var actions: [FixAction]
    /// `fix replace with \`T\``: the code a match becomes, its metavariables filled with what the match bound.
    public var replacement: CodeTemplateLiteral?
    public var span: SourceSpan

    public init(actions: [FixAction], replacement: CodeTemplateLiteral? = nil, span: SourceSpan) {
        self.actions = actions
        self.replacement = replacement
        self.span = span
    }
}

/// The template of `fix replace with \`T\``: Swift text in which `$NAME` / `$$$NAME` stand for what the rule's
/// pattern bound to that name.
public struct CodeTemplateLiteral: Sendable, Hashable {
    /// The text between the backticks.
    public var text: String
    /// The whole token, backticks included.
    public var span: SourceSpan
    /// Each metavariable written in the template, with its place in the policy file.
    public var variables: [Variable]

    /// `$S` or `$$$BODY`: `name` is `S`, `BODY` (`_` for `$_`, empty for a bare `$$$`).
    public struct Variable: Sendable, Hashable {
        public var name: String
        public var span: SourceSpan

        public init(name: String, span: SourceSpan) {
            self.name = name
            self.span = span
        }
    }

    public init(text: String, span: SourceSpan, variables: [Variable]) {
        self.text = text
        self.span = span
        self.variables = variables
    }
}

/// One edit of a declaration head: add or remove an attribute or a written modifier.
public struct FixAction: Sendable, Hashable {
    public enum Verb: String, Sendable, Hashable { case add, remove }
    public enum Item: Sendable, Hashable {
        /// `@MainActor`, `@available(iOS 17, *)`: the name without `@` and the arguments as written.
        case attribute(name: String, arguments: String?)
        /// `final`, `private(set)`: a modifier as Swift writes it.
        case modifier(name: String, detail: String?)
    }

    public var verb: Verb
    public var item: Item
    public var span: SourceSpan

    public init(verb: Verb, item: Item, span: SourceSpan) {
        self.verb = verb
        self.item = item
        self.span = span
    }

    /// The item as Swift source: `@MainActor`, `private(set)`.
    public var itemText: String {
        switch item {
        case .attribute(let name, let arguments): return "@" + name + (arguments.map { "(" + $0 + ")" } ?? "")
        case .modifier(let name, let detail): return name + (detail.map { "(" + $0 + ")" } ?? "")
        }
    }

    /// `add @MainActor`.
    public var description: String { verb.rawValue + " " + itemText }
}
