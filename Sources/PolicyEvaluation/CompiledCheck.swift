// CompiledCheck: a selector or predicate compiled once per rule, as a flat program of steps (CheckProgram),
// so that most candidates are decided by reading array slots; each kind's step is decided in its file in
// Predicates/, beside the kind's meaning. Each check answers yes, no, or unknown:
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

/// A compiled check: where its root step is in the context's `CheckProgram`. A handle is a 32-bit index, plain
/// data, so deciding a check and handing its operands around retains nothing.
struct CompiledCheck: Hashable {
    let index: Int32

    /// The check that always answers unknown (the program's first step).
    static let unknown = CompiledCheck(index: 0)
}

/// One step of a compiled check. Its operands that are checks are handles into the same program, and the operands
/// of `all` and `any` a run of the program's operand list, so a program is flat: no step owns another.
enum CheckStep {
    case constant(Verdict)
    case kind(SymbolKind)
    /// Membership of a layer, resolved when compiled (layers cannot refer to themselves).
    case layer(LayerSet)
    /// A modifier bit (see `ModifierBits`) a symbol must have.
    case modifier(UInt64)
    /// The symbols holding a matching attribute (by id).
    case attribute(holders: BitSet)
    /// `named P`; a regular expression without a DFA remembers its answer per name in `textMemo[slot]` (names
    /// repeat a lot, and such a regex costs far more than a lookup).
    case named(Held<CompiledPattern>, slot: Int?)
    /// `have Q force unwraps`: unwraps in the subject's code, counted.
    case forceUnwraps(QuantityKind)
    /// `under P`; `slot` is the memo of verdicts by folder (`FileFolders`) the pattern keeps (`compiledPath`).
    case under(CompiledPathPattern, slot: Int)
    /// `in S`: the container matches.
    case container(CompiledCheck)
    /// `conforming to P`, `inheriting from P` with a literal name: the symbols that have it (by id, `supertypeHolders`).
    case supertype(holders: BitSet)
    /// `conforming to P`, `inheriting from P` with a glob: matched against the subject's supertype names.
    case supertypeMatch(Held<CompiledPattern>)
    /// `typed T`; `slot` is the memo of verdicts by type text.
    case typed(Held<TypeOperand>, slot: Int)
    /// `typed P` with a pattern that is quicker to run again than to look up (a glob or a DFA): matched every time.
    case typedPattern(Held<CompiledPattern>)
    /// `call NAME [on R] [before assigning T]` without bound names: some call in the subject's code matches. `bit`
    /// is the name's in `CodeNameMemo` when it is a literal (nil: every call's name is matched), so the code of only
    /// the subjects a rule reaches this step with is read, once for all rules. `nameOnly` when the spec is its name
    /// and nothing else (compared with `CallSpec(name:)`, so that a part added to the spec is never taken as met):
    /// otherwise a call of the name is only a start, and the meaning decides.
    case calls(Held<CompiledPattern>, Held<CallSpec>, bit: Int?, nameOnly: Bool)
    /// `use Task.isCancelled`: some member reference (or `defer`, `await`) in the subject's code matches; `bit` as
    /// for `calls`.
    case uses(Held<CompiledPattern>, bit: Int?)
    /// `import P` (`only`: every import matches); `slot` is the memo of verdicts by file.
    case imports(Held<CompiledPattern>, only: Bool, slot: Int)
    /// `assign [V] to T`: some assignment in the subject's bodies matches. `value` is V when given and free of
    /// bindings (`valueBit` its bit in `CodeNameMemo`, as for `calls`): without an assigned value in scope whose
    /// leading name it matches, the answer is no. `exact` is false when the assignment binds a name or depends on
    /// bindings, and a possible match is unknown.
    case assigns(Held<AssignSpec>, value: Held<CompiledPattern>?, valueBit: Int?, exact: Bool)
    /// `reference S`: some project symbol the subject's code or types name matches; `slot` is the memo of whether
    /// each symbol matches S (many symbols name the same few types).
    case references(CompiledCheck, Held<SymbolSelector>, slot: Int)
    case complexity(QuantityKind)
    case lines(QuantityKind)
    /// `have Q members…` or `have Q parameters…`: the children (`forEachChild`) matching the check, counted.
    case childCount(QuantityKind, CompiledCheck, parameters: Bool)
    /// Every operand (`CheckProgram.operands`) holds, tried cheapest first.
    case all(Range<Int32>)
    /// Some operand holds, tried cheapest first.
    case any(Range<Int32>)
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

    /// An operand of more than a few words, held by reference: deciding a check then reads it in place rather than
    /// copying a pattern or a spec (and retaining each of its parts) out of the step for every subject.
    final class Held<Value> {
        let value: Value

        init(_ value: Value) { self.value = value }
    }
}

/// The checks one context compiled: steps by handle, the operand runs of `all` and `any`, and each step's cost.
struct CheckProgram {
    private(set) var steps: [CheckStep] = [.constant(.unknown)]
    private(set) var operands: [CompiledCheck] = []
    /// A rough cost of deciding each step, so that conjunctions and disjunctions try the cheap operands first
    /// (their verdict does not depend on the order): slots before names, names before types, bodies last.
    private var costs: [Int] = [9]

    subscript(check: CompiledCheck) -> CheckStep { steps[Int(check.index)] }

    mutating func add(_ step: CheckStep) -> CompiledCheck {
        steps.append(step)
        costs.append(cost(of: step))
        return CompiledCheck(index: Int32(steps.count - 1))
    }

    /// A conjunction of the operands, cheapest first; a single operand stands alone.
    mutating func conjunction(_ checks: [CompiledCheck]) -> CompiledCheck {
        checks.count == 1 ? checks[0] : add(.all(operandRun(checks)))
    }

    /// A disjunction of the operands, cheapest first; a single operand stands alone.
    mutating func disjunction(_ checks: [CompiledCheck]) -> CompiledCheck {
        checks.count == 1 ? checks[0] : add(.any(operandRun(checks)))
    }

    private mutating func operandRun(_ checks: [CompiledCheck]) -> Range<Int32> {
        let first = Int32(operands.count)
        operands += checks.enumerated().sorted { (cost(of: $0.element), $0.offset) < (cost(of: $1.element), $1.offset) }.map(\.element)
        return first..<Int32(operands.count)
    }

    private func cost(of check: CompiledCheck) -> Int { costs[Int(check.index)] }

    private func cost(of step: CheckStep) -> Int {
        switch step {
        case .constant(let verdict): return verdict == .unknown ? 9 : 0
        case .kind, .layer, .attribute, .supertype: return 0
        case .under: return 1
        // a trait (`stored`, `async`…) reads the declaration's details; the other modifiers are in the column
        case .modifier(let bit): return bit & ModifierBits.traitBits != 0 ? 3 : 1
        // a list of many globs costs more than one; a type pattern most texts fail at their ends, read from the
        // column, less than a trait
        case .named(let pattern, _): return pattern.value.alternativeCount > 2 ? 3 : 2
        case .typedPattern(let pattern): return pattern.value.rejectsTypesAtTheirEnds ? 2 : 3
        case .supertypeMatch, .complexity, .lines: return 2
        case .container(let inner): return 1 + cost(of: inner)
        case .typed, .forceUnwraps: return 3
        case .childCount: return 4
        case .imports: return 1
        case .calls, .uses, .assigns, .references: return 5
        case .all(let run), .any(let run): return run.map { cost(of: operands[Int($0)]) }.max() ?? 0
        case .not(let operand): return cost(of: operand)
        }
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
        guard fastPaths else { return .unknown }
        if let known = self[keyPath: table][span] { return known }
        let check = compile()
        self[keyPath: table][span] = check
        return check
    }

    /// A step added to the context's program.
    private func add(_ step: CheckStep) -> CompiledCheck { program.add(step) }

    func compile(_ selector: SymbolSelector) -> CompiledCheck {
        switch selector.kind {
        case .simple(let simple):
            var parts: [CompiledCheck] = []
            switch simple.head {
            case .kind(let kind)?: parts.append(add(.kind(kind)))
            case .layer(let name)?: parts.append(add(.layer(members(ofLayer: name.name))))
            case .code?, .layout?: return .unknown
            case nil: break
            }
            for modifier in simple.modifiers {
                parts.append(ModifierBits.bit(modifier, detail: nil).map { add(.modifier($0)) } ?? .unknown)
            }
            parts += simple.filters.map(compile)
            return program.conjunction(parts)
        case .all(let operands): return program.conjunction(operands.map(compile))
        case .any(let operands): return program.disjunction(operands.map(compile))
        case .not(let operand): return add(.not(compile(operand)))
        }
    }

    func compile(_ predicate: SymbolPredicate) -> CompiledCheck {
        switch predicate.kind {
        case .all(let operands): return program.conjunction(operands.map(compile))
        case .any(let operands): return program.disjunction(operands.map(compile))
        case .not(let operand): return add(.not(compile(operand)))
        case .has(let items): return program.conjunction(items.map(compile))
        case .isKind(let kind): return add(.kind(kind))
        case .named(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            guard !compiled.isCheapToMatch else { return add(.named(CheckStep.Held(compiled), slot: nil)) }
            textMemo.append([:])
            return add(.named(CheckStep.Held(compiled), slot: textMemo.count - 1))
        case .under(let pattern):
            guard let compiled = compiledPath(pattern) else { return .unknown }
            return add(.under(compiled.path, slot: compiled.slot))
        case .isIn(let selector):
            return binds(selector) ? .unknown : add(.container(compile(selector)))
        case .conformsTo(let pattern), .inheritsFrom(let pattern):
            if let holders = supertypeHolders(pattern) { return add(.supertype(holders: holders)) }
            let compiled = compiled(pattern)
            return compiled.dependsOnBindings ? .unknown : add(.supertypeMatch(CheckStep.Held(compiled)))
        case .supertypeSelected:
            return .unknown
        case .typed(let operand):
            guard let type = typeOperand(operand) else { return .unknown }
            if case .pattern(let pattern) = type, pattern.isCheapToMatch { return add(.typedPattern(CheckStep.Held(pattern))) }
            textMemo.append([:])
            return add(.typed(CheckStep.Held(type), slot: textMemo.count - 1))
        case .calls(let spec):
            let name = compiled(spec.name)
            guard !name.dependsOnBindings, isBindingFree(spec.receiver), isBindingFree(spec.beforeAssigning) else { return .unknown }
            return add(.calls(CheckStep.Held(name), CheckStep.Held(spec), bit: codeNames.callBit(name), nameOnly: spec == CallSpec(name: spec.name)))
        case .uses(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            return add(.uses(CheckStep.Held(compiled), bit: codeNames.useBit(compiled)))
        case .references(let selector):
            guard !binds(selector) else { return .unknown }
            symbolMemo.append([])
            return add(.references(compile(selector), CheckStep.Held(selector), slot: symbolMemo.count - 1))
        case .assigns(let spec):
            let value = spec.value.map(compiled)
            let valueIsFixed = !(value?.dependsOnBindings ?? false)
            let fixedValue = valueIsFixed ? value : nil
            let exact = spec.binding == nil && valueIsFixed && !binds(spec.target)
            guard exact || fixedValue != nil else { return .unknown }
            return add(.assigns(CheckStep.Held(spec), value: fixedValue.map { CheckStep.Held($0) },
                                valueBit: fixedValue.flatMap(codeNames.assignedBit), exact: exact))
        case .exists: return add(.constant(.yes))
        case .imports(let pattern), .importsOnly(let pattern):
            let compiled = compiled(pattern)
            guard !compiled.dependsOnBindings else { return .unknown }
            fileMemo.append([Verdict](repeating: .unknown, count: graph.files.count))
            if case .importsOnly = predicate.kind { return add(.imports(CheckStep.Held(compiled), only: true, slot: fileMemo.count - 1)) }
            return add(.imports(CheckStep.Held(compiled), only: false, slot: fileMemo.count - 1))
        case .returns, .contains, .isolatedTo, .beginsWithVerb, .referencedBy: return .unknown
        }
    }

    func compile(_ item: HasItem) -> CompiledCheck {
        switch item.kind {
        case .attribute(let attribute):
            guard attribute.name.placeholders.isEmpty, attribute.arguments == nil else { return .unknown }
            return add(.attribute(holders: attributeHolders(attribute.name.text)))
        case .modifier(let modifier):
            return ModifierBits.bit(modifier.modifier, detail: modifier.detail).map { add(.modifier($0)) } ?? .unknown
        case .member(let member):
            guard member.binding == nil, !binds(member.selector) else { return .unknown }
            let check = compile(member.selector)
            let quantity = member.quantity.kind
            return add(.childCount(quantity, check, parameters: asksForParameters(member.selector)))
        case .complexity(let quantity): return add(.complexity(quantity.kind))
        case .lines(let quantity): return add(.lines(quantity.kind))
        case .forceUnwraps(let quantity): return add(.forceUnwraps(quantity.kind))
        }
    }

    func typeOperand(_ operand: Operand) -> CheckStep.TypeOperand? {
        switch operand.kind {
        case .pattern(let pattern): return Self.hasPlaceholders(pattern) ? nil : .pattern(compiled(pattern))
        case .selector(let selector): return binds(selector) ? nil : .resolved(compile(selector))
        case .nameOrLayer(let identifier):
            if policy.layerSelector(for: identifier) != nil { return .resolved(add(.layer(members(ofLayer: identifier.name)))) }
            return .name(identifier.name)
        case .binding: return nil
        }
    }

    // MARK: Deciding

    /// The check's answer for one subject: exact where the table holds the facts, unknown elsewhere.
    func verdict(_ check: CompiledCheck, _ subject: SubjectRef) -> Verdict {
        switch program[check] {
        case .constant(let verdict): return verdict
        case .kind(let kind): return Verdict(isKind(kind, subject))
        case .layer(let members): return Verdict(members.contains(subject))
        case .modifier(let bit): return modifierVerdict(bit, subject)
        case .attribute(let holders): return attributeVerdict(holders, subject)
        case .named(let pattern, let slot): return namedVerdict(pattern.value, slot, subject)
        case .forceUnwraps(let quantity): return Verdict(hasForceUnwraps(quantity, subject))
        case .under(let path, let slot): return underVerdict(path, slot, subject)
        case .container(let inner):
            guard let container = container(of: subject) else { return .no }
            return verdict(inner, container)
        case .supertype(let holders): return supertypeVerdict(holders, subject)
        case .supertypeMatch(let pattern):
            return Verdict(anySupertype(of: subject) { pattern.value.matches($0) })
        case .typedPattern(let pattern): return typedPatternVerdict(pattern.value, subject)
        case .typed(let operand, let slot): return typedVerdict(operand.value, slot, subject)
        case .calls(let name, let spec, let bit, let nameOnly): return callsVerdict(name.value, spec.value, bit, nameOnly, subject)
        case .uses(let pattern, let bit): return usesVerdict(pattern.value, bit, subject)
        case .assigns(let spec, let value, let valueBit, let exact):
            return assignsVerdict(spec.value, value?.value, valueBit, exact, subject)
        case .imports(let pattern, let only, let slot): return importsVerdict(pattern.value, only, slot, subject)
        case .references(let check, let selector, let slot): return referencesVerdict(check, selector.value, slot, subject)
        case .complexity(let quantity): return complexityVerdict(quantity, subject)
        case .lines(let quantity): return linesVerdict(quantity, subject)
        case .childCount(let quantity, let inner, let parameters):
            return count(quantity, inner, childrenOf: subject, parameters: parameters)
        case .all(let run): return Verdict.combining(run, decisive: .no) { verdict(program.operands[Int($0)], subject) }
        case .any(let run): return Verdict.combining(run, decisive: .yes) { verdict(program.operands[Int($0)], subject) }
        case .not(let operand): return verdict(operand, subject).negated
        }
    }

    // MARK: Steps of one subject (each kind's in its file in Predicates/), in `verdict` and `verdicts` alike

    /// The verdict kept in `fileMemo[slot]` at `index` (a folder for `under`, a file for `imports`), decided by
    /// `decide` the first time.
    @inline(__always) func fileMemoized(_ slot: Int, _ index: Int, _ decide: () -> Bool) -> Verdict {
        let known = fileMemo[slot][index]
        if known != .unknown { return known }
        let result = Verdict(decide())
        fileMemo[slot][index] = result
        return result
    }

    // MARK: Deciding a list of subjects

    /// `verdict` for every subject of a list, step by step over the list rather than subject by subject: a
    /// conjunction or disjunction hands each operand only the subjects it has not decided yet (so each subject meets
    /// the same operands as in `verdict`), and the steps that read one slot per symbol run as one loop. The answers
    /// are `verdict`'s; what changes is that a step is dispatched once per list, not once per subject.
    func verdicts(_ check: CompiledCheck, _ subjects: [SubjectRef]) -> [Verdict] {
        switch program[check] {
        case .all(let run): return verdicts(of: run, decisive: .no, subjects)
        case .any(let run): return verdicts(of: run, decisive: .yes, subjects)
        case .not(let operand): return verdicts(operand, subjects).map(\.negated)
        case .kind(let kind): return subjects.map { Verdict(isKind(kind, $0)) }
        case .layer(let members): return subjects.map { Verdict(members.contains($0)) }
        case .modifier(let bit): return subjects.map { modifierVerdict(bit, $0) }
        case .attribute(let holders): return subjects.map { attributeVerdict(holders, $0) }
        case .supertype(let holders): return subjects.map { supertypeVerdict(holders, $0) }
        case .container(let inner):
            // subjects without a container are no; the others' containers are decided as one list (members of one
            // type come together, so a container is asked once per run of its members)
            var containers: [SubjectRef] = []
            var containerOf = [Int](repeating: -1, count: subjects.count)
            for (position, subject) in subjects.enumerated() {
                guard let container = container(of: subject) else { continue }
                if containers.last != container { containers.append(container) }
                containerOf[position] = containers.count - 1
            }
            let answers = containers.isEmpty ? [] : verdicts(inner, containers)
            return containerOf.map { $0 < 0 ? .no : answers[$0] }
        // the steps below read their operands once for the list, not once per subject (an operand read from its
        // `Held` box inside the loop would be copied, and its parts retained, for every subject)
        case .named(let pattern, let slot):
            let pattern = pattern.value
            return subjects.map { namedVerdict(pattern, slot, $0) }
        case .under(let path, let slot): return subjects.map { underVerdict(path, slot, $0) }
        case .typedPattern(let pattern):
            let pattern = pattern.value
            return subjects.map { typedPatternVerdict(pattern, $0) }
        case .typed(let operand, let slot):
            let operand = operand.value
            return subjects.map { typedVerdict(operand, slot, $0) }
        case .calls(let name, let spec, let bit, let nameOnly):
            let (name, spec) = (name.value, spec.value)
            return subjects.map { callsVerdict(name, spec, bit, nameOnly, $0) }
        case .uses(let pattern, let bit):
            let pattern = pattern.value
            return subjects.map { usesVerdict(pattern, bit, $0) }
        case .assigns(let spec, let value, let valueBit, let exact):
            let (spec, value) = (spec.value, value?.value)
            return subjects.map { assignsVerdict(spec, value, valueBit, exact, $0) }
        case .imports(let pattern, let only, let slot):
            let pattern = pattern.value
            return subjects.map { importsVerdict(pattern, only, slot, $0) }
        case .references(let check, let selector, let slot):
            let selector = selector.value
            return subjects.map { referencesVerdict(check, selector, slot, $0) }
        case .constant, .forceUnwraps, .supertypeMatch, .complexity, .lines, .childCount:
            return subjects.map { verdict(check, $0) }
        }
    }

    /// A conjunction (decisive `.no`) or disjunction (decisive `.yes`) over a list: each operand, cheapest first,
    /// decides the subjects that are still open; a decisive answer closes a subject, unknown marks it.
    private func verdicts(of run: Range<Int32>, decisive: Verdict, _ subjects: [SubjectRef]) -> [Verdict] {
        var result = [Verdict](repeating: decisive.negated, count: subjects.count)
        // the positions still open (none listed until an operand closes one: then every subject is) and their
        // subjects; each operand that closes some copies out the rest, as few as are left, so a rule whose first
        // list holds every symbol of the graph does not copy that list again
        var open: [Int32] = []
        var pending = subjects
        for operand in run {
            guard !pending.isEmpty else { break }
            let answers = verdicts(program.operands[Int(operand)], pending)
            // a decisive answer closes its subject and an unknown one marks it; both are kept in the result
            var keptCount = 0
            for index in answers.indices {
                let answer = answers[index]
                if answer != decisive.negated { result[open.isEmpty ? index : Int(open[index])] = answer }
                if answer != decisive { keptCount += 1 }
            }
            guard keptCount < answers.count else { continue }
            var keptPositions: [Int32] = []
            var keptSubjects: [SubjectRef] = []
            keptPositions.reserveCapacity(keptCount)
            keptSubjects.reserveCapacity(keptCount)
            for index in answers.indices where answers[index] != decisive {
                keptPositions.append(open.isEmpty ? Int32(index) : open[index])
                keptSubjects.append(pending[index])
            }
            open = keptPositions
            pending = keptSubjects
        }
        return result
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
