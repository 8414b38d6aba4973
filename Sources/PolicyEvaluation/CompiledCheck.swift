// CompiledCheck: a selector or predicate compiled once per rule against the SymbolTable and the layer sets,
// so that most candidates are decided by reading array slots. Each check answers yes, no, or unknown:
// exact for the facts the table holds (kinds, layers, modifiers, attributes, names, paths, containers,
// supertypes, declared types, counts), unknown for what only the full evaluator can tell (bodies,
// references, bindings, placeholders). The evaluator runs its full match only where the answer is unknown.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// A three-valued answer: `unknown` means the full evaluator must decide.
enum Verdict: UInt8 {
    case no, yes, unknown

    init(_ condition: Bool) { self = condition ? .yes : .no }

    /// Three-valued `and` (decisive `.no`) or `or` (decisive `.yes`) over items, stopping at the first decisive
    /// answer: otherwise unknown if some item was unknown, else the other answer.
    static func combining<Items: Sequence>(_ items: Items, decisive: Verdict, _ verdict: (Items.Element) -> Verdict) -> Verdict {
        var result = decisive.negated
        for item in items {
            switch verdict(item) {
            case decisive: return decisive
            case .unknown: result = .unknown
            default: break
            }
        }
        return result
    }

    var negated: Verdict {
        switch self {
        case .no: return .yes
        case .yes: return .no
        case .unknown: return .unknown
        }
    }
}

indirect enum CompiledCheck {
    case constant(Verdict)
    case kind(SymbolKind)
    /// Membership of a layer, resolved when compiled (layers cannot refer to themselves).
    case layer(LayerSet)
    /// A modifier bit (see `ModifierBits`) a symbol must have.
    case modifier(UInt64)
    /// The symbols holding a matching attribute (by id).
    case attribute(holders: [Bool])
    /// `named P`; a regular expression without a DFA remembers its answer per name in `typedMemo[slot]` (names
    /// repeat a lot, and such a regex costs far more than a lookup).
    case named(CompiledPattern, slot: Int?)
    /// `have Q force unwraps`: unwraps in the subject's code, counted.
    case forceUnwraps(Quantity)
    /// `under P`; `slot` is the memo of verdicts by file.
    case under(CompiledPathPattern, slot: Int)
    /// `in S`: the container matches.
    case container(CompiledCheck)
    case supertype(CompiledPattern)
    /// `typed T`; `slot` is the memo of verdicts by type text.
    case typed(TypeOperand, slot: Int)
    /// `call NAME [on R] [before assigning T]` without bound names: some call in the subject's code matches.
    /// `callers` marks the symbols whose own code calls a matching name (`CodeNameIndex`).
    case calls(CompiledPattern, CallSpec, callers: [Bool])
    /// `use Task.isCancelled`: some member reference (or `defer`, `await`) in the subject's code matches; `users`
    /// marks the symbols whose own code does.
    case uses(users: [Bool])
    /// `import P` (`only`: every import matches); `slot` is the memo of verdicts by file.
    case imports(CompiledPattern, only: Bool, slot: Int)
    /// `assign [V] to T`: some assignment in the subject's bodies matches. `assigners` marks the symbols whose body
    /// assigns a value whose leading name matches V (nil when V is not given): without one in scope the answer is
    /// no. `exact` is false when the assignment binds a name or depends on bindings, and a possible match is unknown.
    case assigns(AssignSpec, assigners: [Bool]?, exact: Bool)
    /// `reference S`: some project symbol the subject's code or types name matches; `slot` is the memo of whether
    /// each symbol matches S (many symbols name the same few types).
    case references(CompiledCheck, SymbolSelector, slot: Int)
    case complexity(Quantity)
    case lines(Quantity)
    /// `have Q parameters…`: parameters matching the check, counted.
    case parameterCount(Quantity, CompiledCheck)
    /// `have Q members…`: members (or a file's top-level declarations) matching the check, counted.
    case memberCount(Quantity, CompiledCheck)
    case all([CompiledCheck])
    case any([CompiledCheck])
    case not(CompiledCheck)

    /// What a `typed` operand compares the type text with.
    enum TypeOperand {
        /// A pattern on the text, white space removed.
        case pattern(CompiledPattern)
        /// A bare name that is not a layer: a glob on the text, white space removed.
        case name(String)
        /// A layer or selector: some project type the text names matches.
        case resolved(CompiledCheck)
    }

    static var unknown: CompiledCheck { .constant(.unknown) }

    /// A rough cost of deciding the check, so that conjunctions and disjunctions try the cheap operands first
    /// (their verdict does not depend on the order): slots before names, names before types, bodies last.
    var cost: Int {
        switch self {
        case .constant(let verdict): return verdict == .unknown ? 9 : 0
        case .kind, .layer, .attribute: return 0
        case .modifier, .under: return 1
        case .named, .supertype, .complexity, .lines: return 2
        case .container(let inner): return 1 + inner.cost
        case .typed, .forceUnwraps: return 3
        case .parameterCount, .memberCount: return 4
        case .imports: return 1
        case .calls, .uses, .assigns, .references: return 5
        case .all(let operands), .any(let operands): return operands.map(\.cost).max() ?? 0
        case .not(let operand): return operand.cost
        }
    }

    /// A conjunction of the operands, cheapest first; a single operand stands alone.
    static func conjunction(_ operands: [CompiledCheck]) -> CompiledCheck {
        operands.count == 1 ? operands[0] : .all(cheapestFirst(operands))
    }

    static func cheapestFirst(_ operands: [CompiledCheck]) -> [CompiledCheck] {
        operands.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(\.element)
    }
}

extension EvaluationContext {
    // MARK: Compiling

    /// The check for a selector, compiled once per place in the policy.
    func compiledCheck(_ selector: SymbolSelector) -> CompiledCheck {
        memoized(\.compiledSelectors, selector.span) { compile(selector) }
    }

    /// A check from `table`, compiled and stored there the first time; unknown when compiled checks are off.
    private func memoized(_ table: ReferenceWritableKeyPath<EvaluationContext, [SourceSpan: CompiledCheck]>, _ span: SourceSpan,
                          _ compile: () -> CompiledCheck) -> CompiledCheck {
        guard compilesChecks else { return .unknown }
        if let known = self[keyPath: table][span] { return known }
        let check = compile()
        self[keyPath: table][span] = check
        return check
    }

    func compile(_ selector: SymbolSelector) -> CompiledCheck {
        switch selector.kind {
        case .simple(let simple):
            var parts: [CompiledCheck] = []
            switch simple.head {
            case .kind(let kind)?: parts.append(.kind(kind))
            case .layer(let name)?: parts.append(.layer(members(ofLayer: name.name)))
            case nil: break
            }
            for modifier in simple.modifiers {
                parts.append(ModifierBits.bit(modifier, detail: nil).map { CompiledCheck.modifier($0) } ?? .unknown)
            }
            parts += simple.filters.map(compile)
            return .conjunction(parts)
        case .all(let operands): return .conjunction(operands.map(compile))
        case .any(let operands): return .any(CompiledCheck.cheapestFirst(operands.map(compile)))
        case .not(let operand): return .not(compile(operand))
        }
    }

    func compile(_ predicate: SymbolPredicate) -> CompiledCheck {
        switch predicate.kind {
        case .all(let operands): return .conjunction(operands.map(compile))
        case .any(let operands): return .any(CompiledCheck.cheapestFirst(operands.map(compile)))
        case .not(let operand): return .not(compile(operand))
        case .has(let items): return .conjunction(items.map(compile))
        case .isKind(let kind): return .kind(kind)
        case .named(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            guard !compiled.isCheapToMatch else { return .named(compiled, slot: nil) }
            typedMemo.append([:])
            return .named(compiled, slot: typedMemo.count - 1)
        case .under(let pattern):
            guard let path = compiledPath(pattern) else { return .unknown }
            fileMemo.append([Verdict](repeating: .unknown, count: graph.files.count))
            return .under(path, slot: fileMemo.count - 1)
        case .isIn(let selector):
            return binds(selector) ? .unknown : .container(compile(selector))
        case .conformsTo(let pattern), .inheritsFrom(let pattern):
            let compiled = compiled(pattern)
            return compiled.dependsOnBindings ? .unknown : .supertype(compiled)
        case .typed(let operand):
            guard let type = typeOperand(operand) else { return .unknown }
            typedMemo.append([:])
            return .typed(type, slot: typedMemo.count - 1)
        case .calls(let spec):
            let name = compiled(spec.name)
            guard !name.dependsOnBindings, isBindingFree(spec.receiver), isBindingFree(spec.beforeAssigning) else { return .unknown }
            return .calls(name, spec, callers: codeNames.callers(matching: name, in: graph))
        case .uses(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            return .uses(users: codeNames.users(matching: compiled, in: graph))
        case .references(let selector):
            guard !binds(selector) else { return .unknown }
            symbolMemo.append([])
            return .references(compile(selector), selector, slot: symbolMemo.count - 1)
        case .assigns(let spec):
            let value = spec.value.map(compiled)
            let valueIsFixed = !(value?.dependsOnBindings ?? false)
            let assigners = valueIsFixed ? value.map { codeNames.assigners(matching: $0, in: graph) } : nil
            let exact = spec.binding == nil && valueIsFixed && !binds(spec.target)
            return exact || assigners != nil ? .assigns(spec, assigners: assigners, exact: exact) : .unknown
        case .exists: return .constant(.yes)
        case .imports(let pattern), .importsOnly(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            fileMemo.append([Verdict](repeating: .unknown, count: graph.files.count))
            if case .importsOnly = predicate.kind { return .imports(compiled, only: true, slot: fileMemo.count - 1) }
            return .imports(compiled, only: false, slot: fileMemo.count - 1)
        case .returns: return .unknown
        }
    }

    func compile(_ item: HasItem) -> CompiledCheck {
        switch item.kind {
        case .attribute(let attribute):
            guard attribute.name.placeholders.isEmpty, attribute.arguments == nil else { return .unknown }
            var holders = [Bool](repeating: false, count: graph.symbols.count)
            for (written, ids) in graph.symbolsByAttribute where Self.attributeMatches(attribute.name.text, written) {
                for id in ids { holders[id] = true }
            }
            return .attribute(holders: holders)
        case .modifier(let modifier):
            return ModifierBits.bit(modifier.modifier, detail: modifier.detail).map { CompiledCheck.modifier($0) } ?? .unknown
        case .member(let member):
            guard member.binding == nil, !binds(member.selector) else { return .unknown }
            let check = compile(member.selector)
            return asksForParameters(member.selector) ? .parameterCount(member.quantity, check) : .memberCount(member.quantity, check)
        case .complexity(let quantity): return .complexity(quantity)
        case .lines(let quantity): return .lines(quantity)
        case .forceUnwraps(let quantity): return .forceUnwraps(quantity)
        }
    }

    func typeOperand(_ operand: Operand) -> CompiledCheck.TypeOperand? {
        switch operand.kind {
        case .pattern(let pattern): return Self.hasPlaceholders(pattern) ? nil : .pattern(compiled(pattern))
        case .selector(let selector): return binds(selector) ? nil : .resolved(compile(selector))
        case .nameOrLayer(let identifier):
            if policy.layerSelector(for: identifier) != nil { return .resolved(.layer(members(ofLayer: identifier.name))) }
            return .name(identifier.name)
        case .binding: return nil
        }
    }

    // MARK: Deciding

    /// The check's answer for one subject: exact where the table holds the facts, unknown elsewhere.
    func verdict(_ check: CompiledCheck, _ subject: SubjectRef) -> Verdict {
        switch check {
        case .constant(let verdict): return verdict
        case .kind(let kind): return Verdict(isKind(kind, subject))
        case .layer(let members): return Verdict(members.contains(subject))
        case .modifier(let bit):
            guard case .symbol(let id) = subject else { return .unknown }
            return Verdict(declarations.modifiers(id).contains(bit))
        case .attribute(let holders):
            switch subject {
            case .symbol(let id): return Verdict(holders[id])
            case .file: return .no
            case .parameter: return .unknown
            }
        case .named(let pattern, let slot):
            func matches(_ name: String) -> Bool {
                guard let slot else { return pattern.matches(name) }
                if let known = typedMemo[slot][name] { return known == .yes }
                let result = pattern.matches(name)
                typedMemo[slot][name] = Verdict(result)
                return result
            }
            switch subject {
            case .symbol(let id): return Verdict(matches(graph.name(id)))
            case .parameter(let id, let index):
                return Verdict(matches(declarations.parameterName(id, index)) || matches(declarations.parameterLabel(id, index)))
            case .file: return .unknown
            }
        case .forceUnwraps(let quantity):
            return Verdict(quantity.admits(forceUnwrapCount(subject)))
        case .under(let path, let slot):
            let file = facts.fileIndex(subject)
            let known = fileMemo[slot][file]
            if known != .unknown { return known }
            let result = Verdict(path.matches(folders: folders(ofFile: file)))
            fileMemo[slot][file] = result
            return result
        case .container(let inner):
            guard let container = container(of: subject) else { return .no }
            return verdict(inner, container)
        case .supertype(let pattern):
            let names = supertypes(of: subject)
            if let literal = pattern.literal { return Verdict(names.contains(literal)) }
            return Verdict(names.contains { pattern.matches($0) })
        case .typed(let operand, let slot):
            // a glob or a DFA is quicker to run again than to look up; other regexes and project types are remembered
            if case .symbol(let id) = subject, case .pattern(let pattern) = operand, pattern.isCheapToMatch {
                return declarations.squeezedTypeText(id).map { Verdict(pattern.matchesSqueezedType($0)) } ?? .no
            }
            let text: String?
            switch subject {
            case .symbol(let id): text = declarations.typeText(id)
            case .parameter(let id, let index): text = declarations.parameterType(id, index)
            case .file: text = nil
            }
            guard let text else { return .no }
            if case .pattern(let pattern) = operand, pattern.isCheapToMatch { return Verdict(pattern.matchesType(text)) }
            if let known = typedMemo[slot][text] { return known }
            let result = typeVerdict(operand, text)
            typedMemo[slot][text] = result
            return result
        case .calls(let name, let spec, let callers):
            guard anyInScope(subject, { callers[$0] }) else { return .no }
            if spec.receiver == nil, spec.beforeAssigning == nil { return .yes }
            return Verdict(calls(name, spec, subject, Bindings()))
        case .uses(let users):
            return Verdict(anyInScope(subject) { users[$0] })
        case .assigns(let spec, let assigners, let exact):
            if let assigners, !anyInScope(subject, { assigners[$0] }) { return .no }
            guard exact else { return .unknown }
            return Verdict(!assignments(spec, subject, Bindings(), firstOnly: true).isEmpty)
        case .imports(let pattern, let only, let slot):
            let file = facts.fileIndex(subject)
            let known = fileMemo[slot][file]
            if known != .unknown { return known }
            let modules = graph.files[file].imports
            let result = Verdict(only ? modules.allSatisfy { moduleMatches(pattern, $0.module) } : modules.contains { moduleMatches(pattern, $0.module) })
            fileMemo[slot][file] = result
            return result
        case .references(let check, let selector, let slot):
            if symbolMemo[slot].isEmpty { symbolMemo[slot] = [Verdict](repeating: .unknown, count: graph.symbols.count) }
            return Verdict(anyInScope(subject) { id in
                anyReference(from: id) { target in
                    let known = symbolMemo[slot][target]
                    if known != .unknown { return known == .yes }
                    let matched: Bool
                    switch verdict(check, .symbol(target)) {
                    case .yes: matched = true
                    case .no: matched = false
                    case .unknown: matched = matches(selector, .symbol(target), Bindings())
                    }
                    symbolMemo[slot][target] = Verdict(matched)
                    return matched
                }
            })
        case .complexity(let quantity):
            guard case .symbol(let id) = subject else { return .no }
            return Verdict(quantity.admits(declarations.complexity(id)))
        case .lines(let quantity):
            switch subject {
            case .symbol(let id), .parameter(let id, _): return Verdict(quantity.admits(declarations.lineSpan(id)))
            case .file(let f): return Verdict(quantity.admits(graph.files[f].lineCount))
            }
        case .parameterCount(let quantity, let inner):
            guard case .symbol(let id) = subject else { return Verdict(quantity.admits(0)) }
            return count(quantity, (0..<declarations.parameterCount(id)).lazy.map { SubjectRef.parameter(id, $0) }, inner)
        case .memberCount(let quantity, let inner):
            switch subject {
            case .symbol(let id):
                guard graph.symbols[id].kind.isTypeLike else { return Verdict(quantity.admits(0)) }
                return count(quantity, graph.members(of: id).lazy.map { SubjectRef.symbol($0) }, inner)
            case .file(let f):
                return count(quantity, graph.files[f].symbols.lazy.filter { self.graph.symbols[$0].parent == nil }.map { SubjectRef.symbol($0) }, inner)
            case .parameter:
                return Verdict(quantity.admits(0))
            }
        case .all(let operands): return Verdict.combining(operands, decisive: .no) { verdict($0, subject) }
        case .any(let operands): return Verdict.combining(operands, decisive: .yes) { verdict($0, subject) }
        case .not(let operand): return verdict(operand, subject).negated
        }
    }

    func count<Children: Sequence>(_ quantity: Quantity, _ children: Children, _ check: CompiledCheck) -> Verdict
    where Children.Element == SubjectRef {
        var matched = 0
        for child in children {
            switch verdict(check, child) {
            case .yes: matched += 1
            case .no: break
            case .unknown: return .unknown
            }
        }
        return Verdict(quantity.admits(matched))
    }

    func typeVerdict(_ operand: CompiledCheck.TypeOperand, _ text: String) -> Verdict {
        switch operand {
        case .pattern(let pattern): return Verdict(pattern.matchesType(text))
        case .name(let name): return Verdict(Glob.matches(name, squeezed(text)))
        case .resolved(let check):
            return Verdict.combining(graph.resolveTypes(in: text), decisive: .yes) { verdict(check, .symbol($0)) }
        }
    }

    /// Whether a subject matches a selector: its compiled check, or the full match where that cannot tell.
    func selects(_ selector: SymbolSelector, _ subject: SubjectRef) -> Bool { decides(selector, subject, Bindings()) }

    /// `test` through the compiled check first: a yes or no from it holds under any bindings (it answers unknown
    /// wherever bindings could matter).
    func decides(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch verdict(compiledCheck(selector), subject) {
        case .yes: return true
        case .no: return false
        case .unknown: return test(selector, subject, bindings)
        }
    }

    func decides(_ predicate: SymbolPredicate, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch verdict(compiledCheck(predicate), subject) {
        case .yes: return true
        case .no: return false
        case .unknown: return test(predicate, subject, bindings)
        }
    }

    /// The check for a predicate, compiled once per place in the policy.
    func compiledCheck(_ predicate: SymbolPredicate) -> CompiledCheck {
        memoized(\.compiledPredicates, predicate.span) { compile(predicate) }
    }
}
