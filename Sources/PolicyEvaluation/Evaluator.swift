// PolicyEvaluation: rules × symbol graph → findings. For each rule the selector's candidates come from an
// index (by kind, by attribute, by layer), never from every symbol of every file; each candidate's filters
// are evaluated (collecting `as` bindings), then every requirement is checked once per binding, and each
// failed requirement becomes a Finding. Layer memberships and sub-selector results are memoised.

import Dispatch
import Findings
import Foundation
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// What evaluating a policy produced.
public struct Evaluation: Sendable {
    public var findings: [Finding]
    public var rules: [RuleDescriptor]
    /// Each layer member a rule applied to, with whether it passed: the markdown report's checklists.
    public var subjects: [Subject]
}

public struct Evaluator: Sendable {
    public let policy: CheckedPolicy
    public let graph: SymbolGraph
    /// Policy file name → text, for findings' default messages (the requirement as written).
    public let sources: [String: String]
    /// The pack each rule came from, for rule metadata.
    public let packOfRule: [String: String]

    public init(policy: CheckedPolicy, graph: SymbolGraph, sources: [String: String] = [:], packOfRule: [String: String] = [:]) {
        self.policy = policy
        self.graph = graph
        self.sources = sources
        self.packOfRule = packOfRule
    }

    /// Evaluates every rule.
    /// Evaluates every rule. Rules are spread over `jobs` threads, each with its own memo tables; the
    /// result does not depend on the number of threads (findings are sorted, rules keep their order).
    public func evaluate(jobs: Int = 1) -> Evaluation {
        let references = ReferenceIndex(graph)
        let rules = policy.rules
        let workers = max(1, min(jobs, rules.count))
        let results = Slots<EvaluationContext.RuleResult>(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let context = EvaluationContext(policy: policy, graph: graph, references: references)
            for index in stride(from: worker, to: rules.count, by: workers) {
                let rule = rules[index]
                let result = context.evaluate(rule, message: { subject, bindings, requirement in
                    message(rule, requirement, subject, bindings, context.facts)
                })
                results.store(result, at: index)
            }
        }
        var findings: [Finding] = []
        var subjects: [Subject] = []
        for case let result? in results.takeAll() {
            findings += result.findings
            subjects += result.subjects
        }
        let descriptors = rules.map { rule in
            RuleDescriptor(id: rule.id, severity: Severity(rule.severity), summary: summary(of: rule),
                           pack: packOfRule[rule.id], rationale: rule.rule.rationale?.text)
        }
        return Evaluation(findings: findings.sorted(), rules: descriptors, subjects: subjects)
    }

    /// The message's template expanded, or the subject and the requirement as written.
    func message(_ rule: CheckedRule, _ requirement: Requirement, _ subject: SubjectRef, _ bindings: Bindings,
                 _ facts: SubjectFacts) -> String {
        let values = facts.templateValues(subject, bindings)
        if let template = rule.rule.message?.template { return template.expanded(with: values) }
        let text = requirementText(requirement).map { Self.expandPlaceholders($0, values) } ?? rule.rule.text
        return "\(facts.kindWord(subject)) \(facts.qualifiedName(subject)) \(text)"
    }

    /// `{task}` → the bound name, for every `{word}` that has a value; others stay as written.
    static func expandPlaceholders(_ text: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            out += values[key] ?? "{\(key)}"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    func summary(of rule: CheckedRule) -> String {
        rule.rule.message?.template.text ?? rule.rule.text
    }

    /// `must have @MainActor` as written in the policy file, white space collapsed.
    func requirementText(_ requirement: Requirement) -> String? {
        guard let text = sources[requirement.span.file] else { return nil }
        return requirement.span.text(in: text).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}

extension Severity {
    init(_ severity: RuleSeverity) {
        switch severity {
        case .info: self = .info
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}

/// Project symbols each symbol names: its types and body (the graph's `references` edges), its supertypes
/// (an extension's count for the extended type), and the type a property's initial value constructs. Built once
/// per evaluation and shared by every thread.
struct ReferenceIndex: Sendable {
    let targets: [SymbolID: [SymbolID]]

    init(_ graph: SymbolGraph) {
        var references: [SymbolID: [SymbolID]] = [:]
        for edge in graph.edges where edge.kind == .references || edge.kind == .inherits {
            guard case .symbol(let target) = edge.target else { continue }
            let source = edge.kind == .inherits ? (graph.symbols[edge.source].extendedType ?? edge.source) : edge.source
            references[source, default: []].append(target)
        }
        for id in (graph.symbolsByKind[.var] ?? []) + (graph.symbolsByKind[.let] ?? []) {
            let decl = graph.declaration(id)
            guard decl.typeAnnotation == nil, let inferred = decl.initializer.flatMap(SubjectFacts.inferredType) else { continue }
            references[id, default: []] += graph.resolveTypes(in: inferred)
        }
        targets = references
    }
}

/// The evaluation of one policy over one graph: indexes and memo tables shared by the rules of one thread.
final class EvaluationContext {
    let policy: CheckedPolicy
    let graph: SymbolGraph
    let facts: SubjectFacts
    /// Project symbols each symbol names (its types and body), from the graph's `references` edges, plus the
    /// project types it inherits from or conforms to directly (an extension's count for the extended type), and
    /// for a var/let without a written type the type inferred from `= Type(…)`, which the graph does not record.
    let referencesBySource: [SymbolID: [SymbolID]]
    private var layerMembers: [String: Set<SubjectRef>] = [:]
    private var layerInProgress: Set<String> = []
    private var compiledPatterns: [SourceSpan: CompiledPattern] = [:]
    /// Whether a file is under a path pattern without placeholders, by pattern place and file.
    private var pathMemo: [PathKey: Bool] = [:]
    private var compiledPaths: [SourceSpan: CompiledPathPattern?] = [:]
    private var fileFolders: [Int: [[UInt8]]] = [:]
    private var typeTexts: [CachedTypeText] = []
    /// The symbols whose bodies count for a type or file subject (see `SubjectFacts.scope`), computed once.
    private var scopeMemo: [SubjectRef: [SymbolID]] = [:]

    struct PathKey: Hashable {
        var span: SourceSpan
        var file: Int
    }
    /// Memo of whether a subject matches a binding-free selector, keyed by the selector's place.
    private var selectorMemo: [SelectorKey: Bool] = [:]
    /// Whether the selector or predicate at a place binds names (see `binds`).
    private var bindsMemo: [SourceSpan: Bool] = [:]

    func bindingMemo(_ span: SourceSpan, _ compute: () -> Bool) -> Bool {
        if let known = bindsMemo[span] { return known }
        let result = compute()
        bindsMemo[span] = result
        return result
    }

    struct SelectorKey: Hashable {
        var span: SourceSpan
        var subject: SubjectRef
    }

    init(policy: CheckedPolicy, graph: SymbolGraph, references: ReferenceIndex? = nil) {
        self.policy = policy
        self.graph = graph
        self.facts = SubjectFacts(graph: graph)
        referencesBySource = (references ?? ReferenceIndex(graph)).targets
    }

    struct RuleResult: Sendable {
        var findings: [Finding] = []
        var subjects: [Subject] = []
    }

    func evaluate(_ rule: CheckedRule, message: (SubjectRef, Bindings, Requirement) -> String) -> RuleResult {
        var result = RuleResult()
        let assertion = rule.rule.assertion
        for subject in candidates(assertion.selector) {
            guard let environments = match(assertion.selector, subject, Bindings()) else { continue }
            var failed = false
            var reported = Set<String>()
            for requirement in assertion.requirements {
                for bindings in environments {
                    let holds = test(requirement.predicate, subject, bindings)
                    guard holds == requirement.negated else { continue }
                    failed = true
                    let text = message(subject, bindings, requirement)
                    guard reported.insert(text).inserted else { continue }
                    result.findings.append(Finding(rule: rule.id, severity: Severity(rule.severity(of: requirement)),
                                                   message: text, location: facts.location(subject),
                                                   symbol: facts.qualifiedName(subject), subjectKind: subjectKind(subject)))
                }
            }
            if case .symbol(let id) = subject, graph.symbols[id].kind.isNominalType, let layer = layerName(of: subject) {
                result.subjects.append(Subject(symbol: facts.qualifiedName(subject), kind: layer, location: facts.location(subject),
                                               rule: rule.id, passed: !failed))
            }
        }
        return result
    }

    /// The first layer (in definition order) a subject belongs to; its kind word when it belongs to none.
    func subjectKind(_ subject: SubjectRef) -> String {
        layerName(of: subject) ?? facts.kindWord(subject)
    }

    func layerName(of subject: SubjectRef) -> String? {
        policy.layerOrder.first { members(ofLayer: $0).contains(subject) }
    }

    // MARK: Candidates

    /// The subjects a selector can match, from the indexes, in source order. Filters are not applied here.
    func candidates(_ selector: SymbolSelector) -> [SubjectRef] {
        switch selector.kind {
        case .simple(let simple):
            var base: [SubjectRef]
            if let narrowed = indexedCandidates(simple) {
                // every match must pass this filter, so its index is a superset of the matches; the full
                // match (head, modifiers, every filter) still runs on each candidate
                base = narrowed
            } else {
                switch simple.head {
                case .kind(let kind)?: base = candidates(ofKind: kind)
                case .layer(let name)?: base = members(ofLayer: name.name).sorted()
                case nil: base = graph.symbols.indices.map { .symbol($0) }
                }
            }
            if let attribute = indexedAttribute(simple) {
                // The index holds declarations only: parameters (`parameter with @escaping`) are left to the filter.
                let holders = Set(graph.symbolsByAttribute.filter { Self.attributeMatches(attribute, $0.key) }.values.joined())
                base = base.filter { $0.symbol.map(holders.contains) ?? true }
            }
            return base
        case .all(let operands):
            return operands.first.map(candidates) ?? []
        case .any(let operands):
            return Array(Set(operands.flatMap(candidates))).sorted()
        case .not:
            return graph.symbols.indices.map { .symbol($0) } + graph.files.indices.map { .file($0) }
        }
    }

    /// Candidates from the most selective index a filter allows: `in SELECTOR` (the members of the types that
    /// match it, their extensions' members included) or `under PATH` (the symbols of the files under it). Nil when
    /// no filter is indexable, or the selector asks for parameters or files (which these indexes do not hold).
    func indexedCandidates(_ simple: SimpleSelector) -> [SubjectRef]? {
        if case .kind(let kind)? = simple.head, kind == .parameter || kind == .file || kind == .symbol { return nil }
        for filter in simple.filters {
            if case .isIn(let container) = filter.kind, !binds(container) {
                var result: [SubjectRef] = []
                for owner in candidates(container) where test(container, owner, Bindings()) {
                    guard case .symbol(let id) = owner else { continue }
                    result += graph.members(of: id).map { .symbol($0) }
                }
                return Array(Set(result)).sorted()
            }
        }
        for filter in simple.filters {
            if case .under(let pattern) = filter.kind, let compiled = compiledPath(pattern) {
                var result: [SubjectRef] = []
                for (index, file) in graph.files.enumerated() where compiled.matches(folders: folders(ofFile: index)) {
                    result += file.symbols.map { .symbol($0) }
                }
                return result
            }
        }
        return nil
    }

    /// A literal attribute every match must have (`@Observable class`, `class with @Observable`): an index key.
    func indexedAttribute(_ simple: SimpleSelector) -> String? {
        for filter in simple.filters {
            guard case .has(let items) = filter.kind else { continue }
            for item in items {
                if case .attribute(let attribute) = item.kind, attribute.name.placeholders.isEmpty,
                   !attribute.name.text.contains("*") {
                    return attribute.name.text
                }
            }
        }
        return nil
    }

    /// `Observable` matches `@Observable` and the module-qualified `@Observation.Observable`; a pattern with
    /// a dot matches the written name only.
    static func attributeMatches(_ pattern: String, _ written: String) -> Bool {
        if Glob.matches(pattern, written) { return true }
        guard !pattern.contains("."), let dot = written.lastIndex(of: ".") else { return false }
        return Glob.matches(pattern, String(written[written.index(after: dot)...]))
    }

    func candidates(ofKind kind: SymbolKind) -> [SubjectRef] {
        func ids(_ kinds: [DeclarationKind]) -> [SymbolID] {
            kinds.flatMap { graph.symbolsByKind[$0] ?? [] }.sorted()
        }
        switch kind {
        case .file: return graph.files.indices.map { .file($0) }
        case .parameter:
            return ids([.func, .`init`, .subscript, .macro]).flatMap { id in
                graph.declaration(id).parameters.indices.map { SubjectRef.parameter(id, $0) }
            }
        case .symbol: return graph.symbols.indices.map { .symbol($0) }
        default: return ids(Self.declarationKinds(kind)).map { .symbol($0) }
        }
    }

    /// Whether a kind word covers a declaration kind: the one mapping, checked per candidate without building an array.
    static func kind(_ kind: SymbolKind, includes declarationKind: DeclarationKind) -> Bool {
        switch kind {
        case .type: return declarationKind.isNominalType
        case .class: return declarationKind == .class
        case .struct: return declarationKind == .struct
        case .enum: return declarationKind == .enum
        case .actor: return declarationKind == .actor
        case .protocol: return declarationKind == .protocol
        case .extension: return declarationKind == .extension
        case .function, .method: return declarationKind == .func
        case .initializer: return declarationKind == .`init`
        case .deinitializer: return declarationKind == .deinit
        case .subscript: return declarationKind == .subscript
        case .property: return declarationKind == .var || declarationKind == .let
        case .variable: return declarationKind == .var
        case .constant: return declarationKind == .let
        case .enumCase: return declarationKind == .case
        case .typeAlias: return declarationKind == .typealias
        case .import: return declarationKind == .import
        case .parameter, .file, .symbol: return false
        }
    }

    /// The declaration kinds a kind word covers (empty for `parameter`, `file`, `symbol`, which are not declarations).
    static func declarationKinds(_ kind: SymbolKind) -> [DeclarationKind] {
        DeclarationKind.allCases.filter { Self.kind(kind, includes: $0) }
    }

    // MARK: Layers

    func members(ofLayer name: String) -> Set<SubjectRef> {
        if let known = layerMembers[name] { return known }
        guard let selector = policy.layer(named: name), layerInProgress.insert(name).inserted else { return [] }
        var result = Set<SubjectRef>()
        for subject in candidates(selector) where match(selector, subject, Bindings()) != nil {
            result.insert(subject)
        }
        layerInProgress.remove(name)
        layerMembers[name] = result
        return result
    }

    // MARK: Matching

    /// The binding environments under which `subject` matches `selector`, or nil when it does not.
    func match(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        guard binds(selector) else { return test(selector, subject, bindings) ? [bindings] : nil }
        switch selector.kind {
        case .simple(let simple):
            guard headAndModifiersMatch(simple, subject) else { return nil }
            var environments = [bindings]
            for filter in simple.filters {
                environments = environments.flatMap { evaluate(filter, subject, $0) ?? [] }
                if environments.isEmpty { return nil }
            }
            return environments
        case .all(let operands):
            var environments = [bindings]
            for operand in operands {
                environments = environments.flatMap { match(operand, subject, $0) ?? [] }
                if environments.isEmpty { return nil }
            }
            return environments
        case .any(let operands):
            let environments = operands.flatMap { match($0, subject, bindings) ?? [] }
            return environments.isEmpty ? nil : environments
        case .not(let operand):
            return match(operand, subject, bindings) == nil ? [bindings] : nil
        }
    }

    /// Whether a related symbol (a parent, a referenced type) matches: memoised when no binding can change it.
    func matches(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard bindings.values.isEmpty else { return test(selector, subject, bindings) }
        let key = SelectorKey(span: selector.span, subject: subject)
        if let known = selectorMemo[key] { return known }
        let result = test(selector, subject, bindings)
        selectorMemo[key] = result
        return result
    }

    /// A simple selector's head (kind or layer) and qualifiers, which bind nothing.
    func headAndModifiersMatch(_ simple: SimpleSelector, _ subject: SubjectRef) -> Bool {
        switch simple.head {
        case .kind(let kind)?: guard isKind(kind, subject) else { return false }
        case .layer(let name)?: guard members(ofLayer: name.name).contains(subject) else { return false }
        case nil: break
        }
        return simple.modifiers.allSatisfy { hasModifier($0, detail: nil, subject) }
    }

    /// Whether a subject matches a selector, allocating nothing (bindings made inside are not kept).
    func test(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch selector.kind {
        case .simple(let simple):
            return headAndModifiersMatch(simple, subject) && allHold(simple.filters, subject, bindings)
        case .all(let operands):
            return operands.allSatisfy { test($0, subject, bindings) }
        case .any(let operands):
            return operands.contains { test($0, subject, bindings) }
        case .not(let operand):
            return !test(operand, subject, bindings)
        }
    }

    /// A conjunction of side-effect-free predicates, the cheap ones (kind, attribute, folder, memoised parent)
    /// tested first so the costly ones (types, regexes, bodies) run only for the subjects that remain.
    func allHold(_ predicates: [SymbolPredicate], _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        for predicate in predicates where Self.isCheap(predicate) {
            if !test(predicate, subject, bindings) { return false }
        }
        for predicate in predicates where !Self.isCheap(predicate) {
            if !test(predicate, subject, bindings) { return false }
        }
        return true
    }

    /// One that reads a fact directly or a memo: no type text, regex over names, or walk over bodies.
    static func isCheap(_ predicate: SymbolPredicate) -> Bool {
        switch predicate.kind {
        case .isKind, .under, .isIn, .exists, .conformsTo, .inheritsFrom: return true
        case .has(let items):
            return items.allSatisfy {
                switch $0.kind {
                case .attribute, .modifier, .complexity, .lines: return true
                case .member, .forceUnwraps: return false
                }
            }
        case .not(let operand): return isCheap(operand)
        case .all(let operands), .any(let operands): return operands.allSatisfy(isCheap)
        case .named(let pattern):
            if case .regex = pattern.kind { return false }
            return true
        case .typed, .returns, .references, .calls, .uses, .imports, .importsOnly, .assigns: return false
        }
    }

    func isKind(_ kind: SymbolKind, _ subject: SubjectRef) -> Bool {
        switch subject {
        case .file: return kind == .file
        case .parameter: return kind == .parameter
        case .symbol(let id):
            let symbolKind = graph.symbols[id].kind
            switch kind {
            case .symbol: return true
            case .method, .property: return graph.symbols[id].parent != nil && Self.kind(kind, includes: symbolKind)
            default: return Self.kind(kind, includes: symbolKind)
            }
        }
    }

    /// `under P` for a file: compiled once per pattern, memoised per file when the pattern has no placeholders.
    func fileIsUnder(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let file = facts.fileIndex(subject)
        let key = PathKey(span: pattern.span, file: file)
        if let known = pathMemo[key] { return known }
        guard let compiled = compiledPath(pattern) else {
            return pattern.matchesPath(graph.files[file].relativePath, bindings: facts.templateValues(subject, bindings))
        }
        let result = compiled.matches(folders: folders(ofFile: file))
        pathMemo[key] = result
        return result
    }

    func compiledPath(_ pattern: Pattern) -> CompiledPathPattern? {
        if let known = compiledPaths[pattern.span] { return known }
        let compiled = CompiledPathPattern(pattern)
        compiledPaths[pattern.span] = .some(compiled)
        return compiled
    }

    func folders(ofFile file: Int) -> [[UInt8]] {
        if let known = fileFolders[file] { return known }
        let folders = CompiledPathPattern.folders(of: graph.files[file].relativePath)
        fileFolders[file] = folders
        return folders
    }

    static func hasPlaceholders(_ pattern: Pattern) -> Bool {
        if case .glob(let alternatives) = pattern.kind { return alternatives.contains { !$0.placeholders.isEmpty } }
        return false
    }

    /// A property's or parameter's type text (see `SubjectFacts.typeText`), computed once per symbol.
    func typeText(_ subject: SubjectRef) -> String? {
        guard case .symbol(let id) = subject else { return facts.typeText(subject) }
        if typeTexts.isEmpty { typeTexts = Array(repeating: .unknown, count: graph.symbols.count) }
        switch typeTexts[id] {
        case .known(let text): return text
        case .unknown:
            let text = facts.typeText(subject)
            typeTexts[id] = .known(text)
            return text
        }
    }

    enum CachedTypeText {
        case unknown
        case known(String?)
    }

    /// The bodies that count for a subject, memoised for types and files (which have many).
    func scope(_ subject: SubjectRef) -> [SymbolID] {
        switch subject {
        case .symbol(let id) where !graph.symbols[id].kind.isTypeLike: return [id]
        case .parameter(let id, _): return [id]
        default:
            if let known = scopeMemo[subject] { return known }
            let result = facts.scope(subject)
            scopeMemo[subject] = result
            return result
        }
    }

    func compiled(_ pattern: Pattern) -> CompiledPattern {
        if let known = compiledPatterns[pattern.span] { return known }
        let compiled = CompiledPattern(pattern)
        compiledPatterns[pattern.span] = compiled
        return compiled
    }
}
