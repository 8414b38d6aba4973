// PolicyEvaluation: rules × symbol graph → findings. For each rule the selector's candidates come from an
// index (by kind, attribute, layer, container, folder), never from every symbol of every file. Each candidate
// goes through the rule's compiled checks (CompiledCheck: yes, no or unknown from indexed facts); only where
// they cannot tell does the full matcher (Predicates.swift) evaluate the filters, collecting `as` bindings.
// Every requirement is checked once per binding, and each failed requirement becomes a Finding.

import Dispatch
import Findings
import Foundation
import Parallel
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// What evaluating a policy produced.
public struct Evaluation: Sendable {
    public var findings: [Finding]
    public var rules: [RuleDescriptor]
    /// Each layer member a rule applied to, with whether it passed: the markdown report's checklists.
    public var subjects: [Subject]
    /// Wall time each rule took (its id and seconds, in rule order), for `--stats`. Shared work (a layer's members,
    /// the reference index) counts for the first rule that needs it.
    public var ruleSeconds: [(rule: String, seconds: Double)] = []
}

public struct Evaluator: Sendable {
    public let policy: CheckedPolicy
    public let graph: SymbolGraph
    /// Policy file name → text, for findings' default messages (the requirement as written).
    public let sources: [String: String]
    /// The pack each rule came from, for rule metadata.
    public let packOfRule: [String: String]
    /// Indexes of the graph, shared when several policies are evaluated over one graph; built here when nil.
    public let indexes: EvaluationIndexes?
    /// Whether to record every layer member each rule applied to (`Evaluation.subjects`, for the markdown report).
    public let recordsSubjects: Bool
    /// Whether the fast paths answer before the meaning (`EvaluationOptions`).
    public var options: EvaluationOptions
    /// Where files' text is read for code patterns (`contain \`P\``, `code matching \`P\``): the disk by default.
    public var sourceText: SourceText

    public init(policy: CheckedPolicy, graph: SymbolGraph, sources: [String: String] = [:], packOfRule: [String: String] = [:],
                indexes: EvaluationIndexes? = nil, recordsSubjects: Bool = true, options: EvaluationOptions = EvaluationOptions(),
                sourceText: SourceText = .disk) {
        self.options = options
        self.sourceText = sourceText
        self.policy = policy
        self.graph = graph
        self.sources = sources
        self.packOfRule = packOfRule
        self.indexes = indexes
        self.recordsSubjects = recordsSubjects
    }

    /// Evaluates every rule. Layers first, then rules, spread over `jobs` threads, each with its own context (memo
    /// tables, compiled checks) for both; the result does not depend on the number of threads (findings are sorted,
    /// rules keep their order).
    public func evaluate(jobs: Int = 1) -> Evaluation {
        Self.evaluate([self], jobs: jobs)[0]
    }

    /// Several policies over one graph (the packs of one check), in three phases over the threads: every policy's
    /// layers; each file read once for the code patterns and layout rules that ask about it; then the rules of all
    /// the policies as one list that the threads take from, so that no thread idles at the end of each policy.
    /// One evaluation per evaluator, in order, each as `evaluate(jobs:)` gives it.
    public static func evaluate(_ evaluators: [Evaluator], jobs: Int = 1) -> [Evaluation] {
        let clock = ContinuousClock()
        let workerCount = max(1, jobs)
        guard let graph = evaluators.first?.graph else { return [] }
        // the indexes given (one set for every policy of a check), else built once for all the policies; and one set
        // of graph memos per thread, which that thread's contexts of every policy fill together
        let indexStart = clock.now
        let given = evaluators.lazy.compactMap(\.indexes).first?.shared
        let shared = given ?? SharedIndexes(graph, policies: evaluators.map(\.policy), jobs: workerCount)
        // indexes built here count with the first policy's layers
        let indexSeconds = given == nil ? (clock.now - indexStart).seconds : 0
        let memos = (0..<workerCount).map { _ in GraphMemos(graph, shared: shared, sourceText: evaluators[0].sourceText,
                                                                     fastPaths: evaluators[0].options.fastPaths) }
        let workers = evaluators.map { $0.contexts(shared: $0.indexes?.shared ?? shared, memos: memos) }
        // With a policy for every thread, each policy's layers are one job, the threads computing different policies'
        // layers at once. With fewer policies than threads, each layer is split over the threads.
        var layerSeconds = [Double](repeating: 0, count: evaluators.count)
        if evaluators.count >= workerCount {
            let layerJobs = Slots<Double>(count: evaluators.count)
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                while let policy = layerJobs.claim() {
                    let start = clock.now
                    evaluators[policy].computeLayers(adoptedBy: workers[policy], splitOver: [workers[policy][worker]])
                    layerJobs.store((clock.now - start).seconds, at: policy)
                }
            }
            layerSeconds = layerJobs.takeAll().map { $0 ?? 0 }
        } else {
            for policy in evaluators.indices {
                let start = clock.now
                evaluators[policy].computeLayers(adoptedBy: workers[policy], splitOver: workers[policy])
                layerSeconds[policy] = (clock.now - start).seconds
            }
        }
        // Every layer is known: each file is read now for every code pattern and layout rule that will ask about it,
        // the files spread over the threads (rules taken one per thread would read the same files at the same time,
        // one thread waiting for the other's reading of each).
        let readStart = clock.now
        // claimed one by one, nothing stored
        let files = Slots<Never>(count: graph.files.count)
        DispatchQueue.concurrentPerform(iterations: min(workerCount, max(1, graph.files.count))) { worker in
            let memo = workers[0][worker].context.codePatterns
            while let file = files.claim() { memo.prefetch(file: file, path: graph.files[file].path) }
        }
        let readSeconds = (clock.now - readStart).seconds
        let jobsList = evaluators.indices.flatMap { policy in
            evaluators[policy].policy.rules.indices.map { (policy: policy, rule: $0) }
        }
        let results = Slots<(result: EvaluationContext.RuleResult?, seconds: Double)>(count: jobsList.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workerCount, jobsList.count))) { worker in
            // each thread takes the next rule when it is free, so one slow rule does not hold back a fixed share
            while let index = results.claim() {
                let start = clock.now
                let (policy, rule) = jobsList[index]
                let result = evaluators[policy].evaluate(rule: rule, in: workers[policy][worker].context)
                results.store((result, (clock.now - start).seconds), at: index)
            }
        }
        var ruleResults = evaluators.map { _ in [(result: EvaluationContext.RuleResult?, seconds: Double)]() }
        for (job, result) in zip(jobsList, results.takeAll()) { ruleResults[job.policy].append(result ?? (nil, 0)) }
        return evaluators.indices.map { policy in
            var evaluation = evaluators[policy].evaluation(of: ruleResults[policy].map(\.result), seconds: ruleResults[policy].map(\.seconds),
                                                           layerSeconds: layerSeconds[policy] + (policy == 0 ? indexSeconds : 0),
                                                           includesIndexes: policy == 0 && given == nil)
            if policy == 0, readSeconds > 0 { evaluation.ruleSeconds.insert(("(files read for code patterns and layout)", readSeconds), at: 1) }
            return evaluation
        }
    }

    /// One context per worker, each with that worker's graph memos.
    func contexts(shared: SharedIndexes, memos: [GraphMemos]) -> [OwnedContext] {
        memos.map { memos in
            OwnedContext(EvaluationContext(policy: policy, graph: graph, shared: shared, memos: memos, fastPaths: options.fastPaths,
                                           sourceText: sourceText))
        }
    }

    /// One rule's findings (sorted) and subjects.
    func evaluate(rule index: Int, in context: EvaluationContext) -> EvaluationContext.RuleResult {
        let rule = policy.rules[index]
        // each requirement as written, by its place in the rule
        let written = rule.rule.assertion.requirements.map(requirementText)
        var result = context.evaluate(rule, recordingSubjects: recordsSubjects, message: { subject, bindings, requirement, matched in
            message(rule, written[requirement], subject, bindings, context.facts, matched: matched)
        })
        // sorted here, on the worker: the final sort then merges runs that are already in order
        result.findings = result.findings.inReportOrder()
        // the matches this rule alone asked for are not kept for the rules after it
        context.codePatterns.forgetMatchesOfThisThread()
        return result
    }

    /// The evaluation from each rule's result (in rule order) and time.
    func evaluation(of results: [EvaluationContext.RuleResult?], seconds: [Double], layerSeconds: Double,
                    includesIndexes: Bool) -> Evaluation {
        let rules = policy.rules
        // room for all of them at once: findings are copied once, not again each time the array regrows
        var findings: [Finding] = []
        var subjects: [Subject] = []
        findings.reserveCapacity(results.reduce(0) { $0 + ($1?.findings.count ?? 0) })
        subjects.reserveCapacity(results.reduce(0) { $0 + ($1?.subjects.count ?? 0) })
        for case let result? in results {
            findings += result.findings
            subjects += result.subjects
        }
        let descriptors = rules.map { rule in
            RuleDescriptor(id: rule.id, severity: Severity(rule.severity), summary: summary(of: rule),
                           pack: packOfRule[rule.id], rationale: rule.rule.rationale?.text,
                           reportsOncePerFile: rule.rule.reportOncePerFile != nil, swiftLintRules: rule.rule.swiftLint?.names)
        }
        let ruleSeconds = [("(layers\(includesIndexes ? " and indexes" : ""))", layerSeconds)]
            + rules.indices.map { (rules[$0].id, seconds[$0]) }
        return Evaluation(findings: findings.inReportOrder(), rules: descriptors, subjects: subjects, ruleSeconds: ruleSeconds)
    }

    /// Every layer's members, in dependency order, each adopted by every context of `workers`. Each layer's
    /// candidates are split over the contexts of `computing`, one thread each (a layer is tested against every
    /// symbol of its kind); a single context computes them on the calling thread.
    func computeLayers(adoptedBy workers: [OwnedContext], splitOver computing: [OwnedContext]) {
        for name in policy.layerOrder {
            guard let selector = policy.layer(named: name), let first = computing.first else { continue }
            let candidates = first.context.candidates(selector)
            let chunks = max(1, min(computing.count, candidates.count / 1_000))
            let members: [SubjectRef]
            if chunks == 1 {
                members = first.context.matches(of: selector, among: candidates[...])
            } else {
                let size = (candidates.count + chunks - 1) / chunks
                let matches = Slots<[SubjectRef]>(count: chunks)
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let part = candidates[min(candidates.count, chunk * size)..<min(candidates.count, (chunk + 1) * size)]
                    matches.store(computing[chunk].context.matches(of: selector, among: part), at: chunk)
                }
                members = matches.takeAll().flatMap { $0 ?? [] }
            }
            let layer = LayerSet(symbolCount: graph.symbols.count, members: members)
            for worker in workers { worker.context.adopt(layer, named: name) }
        }
    }

    /// The message's template expanded, or the subject and the requirement as written (`requirementText`).
    /// `matched`: what a code pattern's metavariables bound at the finding's match (`{W}` for `$W`), if any.
    func message(_ rule: CheckedRule, _ requirementText: String?, _ subject: SubjectRef, _ bindings: Bindings,
                 _ facts: SubjectFacts, matched: [String: String] = [:]) -> String {
        func value(_ key: String) -> String? { matched[key] ?? facts.templateValue(key, subject, bindings) }
        if let template = rule.rule.message?.template { return template.expanded(value) }
        // a code rule's subject is a match: the rule as written says what was found
        if rule.rule.assertion.codePattern != nil { return rule.rule.text }
        let text = requirementText.map { Self.expandPlaceholders($0, value) } ?? rule.rule.text
        return "\(facts.kindWord(subject)) \(facts.qualifiedName(subject)) \(text)"
    }

    /// `{task}` → the bound name, for every `{word}` that has a value; others stay as written.
    static func expandPlaceholders(_ text: String, _ values: [String: String]) -> String {
        expandPlaceholders(text) { values[$0] }
    }

    static func expandPlaceholders(_ text: String, _ value: (String) -> String?) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            out += value(key) ?? "{\(key)}"
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

/// The evaluation of one policy over one graph: indexes and memo tables shared by the rules of one thread.
final class EvaluationContext {
    let policy: CheckedPolicy
    let graph: SymbolGraph
    /// What this thread remembers of the graph, shared with its contexts of the other policies (`GraphMemos`).
    private let memos: GraphMemos
    let facts: SubjectFacts
    /// The literal names of `call`, `use` and `assign` each symbol's code has, read when first asked.
    let codeNames: CodeNameMemo
    let declarations: DeclarationFacts
    /// The bodies that count for each type (`TypeScopes`).
    let scopes: TypeScopes
    /// Each file's folders (`SharedIndexes.folders`).
    let fileFolders: FileFolders
    let supertypeIndex: SupertypeIndex
    /// Code patterns compiled, files parsed and matches found for `contain` and `code matching` (`CodePatternMemo`).
    let codePatterns: CodePatternMemo
    private var layerMembers: [String: LayerSet]
    private var layerInProgress: Set<String> = []
    // The memo tables below marked `@exclusivity(unchecked)` are read or written for every subject, and each access
    // is one statement (a lookup, or a store after the answer is computed): none spans a call that could reach the
    // same table, so accesses are not checked for overlap at run time (the checks cost more than the lookups).
    @exclusivity(unchecked) private var compiledPatterns: [SourceSpan: CompiledPattern] = [:]
    /// Path patterns by place (`compiledPath`): nil for one with placeholders.
    var compiledPaths: [SourceSpan: CompiledPath?] = [:]
    /// `supertypeHolders` by the pattern's place.
    var supertypeMemo: [SourceSpan: BitSet] = [:]
    /// Compiled checks by the selector's place, and the memo tables they fill (see `CompiledCheck`).
    var compiledSelectors: [SourceSpan: CompiledCheck] = [:]
    var compiledPredicates: [SourceSpan: CompiledCheck] = [:]
    /// The steps of every compiled check (`CheckProgram`). Read for every subject, and only ever read or appended
    /// to in one statement (no access to it spans a call that could compile a check), so accesses are not checked
    /// for overlap at run time.
    @exclusivity(unchecked) var program = CheckProgram()
    /// Verdicts by name (`named`) or by type text (`typed`), one table per step that remembers them.
    @exclusivity(unchecked) var textMemo: [[String: Verdict]] = []
    /// Verdicts by file (`imports`, one table per step) or by folder (`under`, one table per path pattern, see
    /// `compiledPath` and `FileFolders`).
    @exclusivity(unchecked) var fileMemo: [[Verdict]] = []
    @exclusivity(unchecked) var symbolMemo: [[Verdict]] = []
    /// Candidate lists kept once for every thread (`SharedCandidates`).
    private let sharedCandidates: SharedCandidates
    /// What names bound by code patterns refer to, in the file being searched (`Predicates/CodeConstraints.swift`).
    var referentMemo = ReferentMemo()
    /// `policy.layerOrder` with each layer's members, for naming the layer of a subject.
    private var layersInOrder: [(name: String, members: LayerSet)] = []

    /// Memo of whether a subject matches a binding-free selector, keyed by the selector's place.
    @exclusivity(unchecked) private var selectorMemo: [SelectorKey: Bool] = [:]
    /// Whether the selector or predicate at a place binds names (see `binds`).
    @exclusivity(unchecked) private var bindsMemo: [SourceSpan: Bool] = [:]

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

    /// Whether compiled checks, memos of answers and candidate indexes are used (`EvaluationOptions.fastPaths`).
    let fastPaths: Bool

    /// `memos` are those of the thread the context is used on (built from `shared` when nil).
    init(policy: CheckedPolicy, graph: SymbolGraph, shared: SharedIndexes? = nil, memos: GraphMemos? = nil,
         layers: [String: LayerSet] = [:], fastPaths: Bool = true, sourceText: SourceText = .disk) {
        self.fastPaths = fastPaths
        self.policy = policy
        self.graph = graph
        let shared = shared ?? SharedIndexes(graph, policies: [policy])
        let memos = memos ?? GraphMemos(graph, shared: shared, sourceText: sourceText, fastPaths: fastPaths)
        self.memos = memos
        codePatterns = memos.codePatterns
        facts = memos.facts
        scopes = memos.scopes
        codeNames = memos.codeNames
        declarations = memos.declarations
        fileFolders = shared.folders
        supertypeIndex = shared.supertypes
        sharedCandidates = shared.candidates
        layerMembers = layers
        registerSearchedPatterns()
    }

    /// Gives the thread's code-pattern memo the patterns each rule asks of whole files or of its subjects' code
    /// (`code matching P [in S]`, `S must not contain P`), with the test of their search constraints and the files
    /// the rule reads, so that a file is parsed once for all of them.
    private func registerSearchedPatterns() {
        for rule in policy.rules {
            let assertion = rule.rule.assertion
            if let literal = assertion.codePattern, case .simple(let simple) = assertion.selector.kind {
                register(literal) { context in context.filesSearched(by: simple) }
                continue
            }
            var asked = PolicyReferences()
            for requirement in assertion.requirements { asked.visit(requirement.predicate) }
            guard !asked.codePatterns.isEmpty else { continue }
            // the files of the rule's subjects, computed once for all its patterns
            var subjectFiles: BitSet?
            for literal in asked.codePatterns {
                register(literal) { context in
                    if let known = subjectFiles { return known }
                    // a type's code is its extensions' too, wherever they are written
                    var files = BitSet(count: context.graph.files.count)
                    for subject in context.selected(by: assertion.selector) {
                        guard case .symbol(let id) = subject else {
                            files[context.facts.fileIndex(subject)] = true
                            continue
                        }
                        files[context.graph.symbols[id].file] = true
                        for extensionID in context.graph.extensions(of: id) { files[context.graph.symbols[extensionID].file] = true }
                    }
                    subjectFiles = files
                    return files
                }
            }
        }
    }

    private func register(_ literal: CodePatternLiteral, files: @escaping (EvaluationContext) -> BitSet?) {
        // weak: the memo is owned by this thread's contexts, this one among them
        let test: ((CodeMatch) -> Bool)? = literal.constraints.contains(where: Self.isSearchConstraint) ? { [weak self] match in
            self?.satisfiesCodeConstraints(literal, match, .file(match.file), where: Self.isSearchConstraint) ?? false
        } : nil
        codePatterns.register(CodePatternMemo.SearchedPattern(literal: literal, test: test, files: { [weak self] in
            self.flatMap(files)
        }))
    }

    /// A layer computed elsewhere: what `members(ofLayer:)` answers from now on.
    func adopt(_ layer: LayerSet, named name: String) { layerMembers[name] = layer }

    /// Every subject a binding-free selector selects.
    func selected(by selector: SymbolSelector) -> [SubjectRef] {
        matches(of: selector, among: ArraySlice(candidates(selector)))
    }

    /// The subjects among `candidates` that match a binding-free selector.
    func matches(of selector: SymbolSelector, among candidates: ArraySlice<SubjectRef>) -> [SubjectRef] {
        let subjects = Array(candidates)
        let answers = verdicts(compiledCheck(selector), subjects)
        return subjects.indices.compactMap { index in
            switch answers[index] {
            case .yes: return subjects[index]
            case .no: return nil
            case .unknown: return match(selector, subjects[index], Bindings()) == nil ? nil : subjects[index]
            }
        }
    }

    struct RuleResult: Sendable {
        var findings: [Finding] = []
        var subjects: [Subject] = []
    }

    func evaluate(_ rule: CheckedRule, recordingSubjects: Bool = true,
                  message: (SubjectRef, Bindings, _ requirement: Int, _ matched: [String: String]) -> String) -> RuleResult {
        var result = RuleResult()
        let assertion = rule.rule.assertion
        if let pattern = assertion.codePattern {
            return evaluateCode(rule, pattern, message: { subject, matched in message(subject, Bindings(), 0, matched) })
        }
        if let layout = assertion.layout {
            return evaluateLayout(rule, layout, message: { subject, matched in message(subject, Bindings(), 0, matched) })
        }
        let subjects = candidates(assertion.selector)
        // a rule about a layer the project does not have compiles nothing (a compiled check can cost a table of
        // every symbol)
        guard !subjects.isEmpty else { return result }
        let selectorCheck = compiledCheck(assertion.selector)
        let selectorBinds = binds(assertion.selector)
        let requirements = assertion.requirements
        let requirementChecks = requirements.map { binds($0.predicate) ? CompiledCheck.unknown : compiledCheck($0.predicate) }
        let requirementNegated = requirements.map(\.negated)
        let unbound = [Bindings()]
        // the compiled checks decide the whole list step by step (`verdicts`): the selector first, then each
        // requirement for the subjects the selector surely selects; a subject it leaves unknown is decided alone
        // once its full match has selected it
        let selections = verdicts(selectorCheck, subjects)
        let surelySelected = subjects.indices.filter { selections[$0] == .yes }.map { subjects[$0] }
        let decided = requirementChecks.map { verdicts($0, surelySelected) }
        var nextSure = 0
        var reportedPlaces = Set<SourceLocation>()
        for (position, subject) in subjects.enumerated() {
            let selected = selections[position]
            if selected == .no { continue }
            // this subject's place among the surely selected ones, whose requirements are decided in `decided`
            let sure = selected == .yes ? nextSure : nil
            if selected == .yes { nextSure += 1 }
            let environments: [Bindings]
            if selected == .yes, !selectorBinds {
                environments = unbound
            } else {
                guard let matched = match(assertion.selector, subject, Bindings()) else { continue }
                environments = matched
            }
            var failed = false
            var reported = Set<String>()
            // one message per subject: only several requirements or binding environments can repeat one
            let mayRepeat = requirements.count > 1 || environments.count > 1
            for (index, check) in requirementChecks.enumerated() {
                let known = sure.map { decided[index][$0] } ?? verdict(check, subject)
                // a requirement the compiled check finds met gives no finding under any bindings: the requirement
                // itself is not even read (copying it per subject cost more than deciding it)
                if known != .unknown, (known == .yes) != requirementNegated[index] { continue }
                let requirement = requirements[index]
                for bindings in environments {
                    let holds = known == .unknown ? test(requirement.predicate, subject, bindings) : known == .yes
                    guard holds == requirement.negated else { continue }
                    failed = true
                    if requirement.negated, case .contains(let pattern) = requirement.predicate.kind {
                        // each match is one finding, at the match, once per rule (a view nested in a view that the
                        // rule also selects holds the same match)
                        for match in codeMatches(pattern, in: subject) {
                            let place = SourceLocation(file: graph.files[match.file].path, line: match.line, column: match.column)
                            guard reportedPlaces.insert(place).inserted else { continue }
                            let text = message(subject, bindings, index, match.bindings)
                            result.findings.append(Finding(rule: rule.id, severity: Severity(rule.severity(of: requirement)), message: text,
                                                           location: place, symbol: facts.qualifiedName(subject), subjectKind: subjectKind(subject),
                                                           endLine: match.endLine, endColumn: match.endColumn,
                                                           matchedCode: match.matchedCode))
                        }
                        continue
                    }
                    let text = message(subject, bindings, index, [:])
                    if let places = findingPlaces(requirement, subject, bindings) {
                        // one finding per offending place; a place reported for this rule already (a call in a
                        // nested type that is a subject too, another requirement) is not reported again
                        for place in places where reportedPlaces.insert(place).inserted {
                            result.findings.append(Finding(rule: rule.id, severity: Severity(rule.severity(of: requirement)),
                                                           message: text, location: place,
                                                           symbol: facts.qualifiedName(subject), subjectKind: subjectKind(subject)))
                        }
                        continue
                    }
                    if mayRepeat, !reported.insert(text).inserted { continue }
                    result.findings.append(Finding(rule: rule.id, severity: Severity(rule.severity(of: requirement)),
                                                   message: text, location: ownPlace(requirement, subject),
                                                   symbol: facts.qualifiedName(subject), subjectKind: subjectKind(subject)))
                }
            }
            if recordingSubjects, case .symbol(let id) = subject, graph.symbols[id].kind.isNominalType, let layer = layerName(of: subject) {
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
        if layersInOrder.isEmpty { layersInOrder = policy.layerDefinitionOrder.map { ($0, members(ofLayer: $0)) } }
        return layersInOrder.first { $0.members.contains(subject) }?.name
    }

    // MARK: Candidates

    /// The subjects a selector can match, from the indexes, in source order. Filters are not applied here.
    func candidates(_ selector: SymbolSelector) -> [SubjectRef] {
        switch selector.kind {
        case .simple(let simple):
            var base: [SubjectRef]
            if fastPaths, let narrowed = indexedCandidates(simple) {
                // every match must pass this filter, so its index is a superset of the matches; the full
                // match (head, modifiers, every filter) still runs on each candidate
                base = narrowed
            } else {
                switch simple.head {
                case .kind(let kind)?: base = candidates(ofKind: kind)
                case .layer(let name)?: base = members(ofLayer: name.name).members
                // code is selected by `evaluateCode`; the checker allows `code matching` nowhere else
                case .code?, .layout?: base = []
                case nil: base = graph.symbols.indices.map { .symbol($0) }
                }
            }
            if fastPaths, let attribute = indexedAttribute(simple) {
                // The index holds declarations only: parameters (`parameter with @escaping`) are left to the filter.
                let holders = attributeHolders(attribute)
                base = base.filter { $0.symbol.map { holders[$0] } ?? true }
            }
            return base
        case .all(let operands):
            return operands.first.map(candidates) ?? []
        case .any(let operands):
            return union(operands.map(candidates))
        case .not:
            return graph.symbols.indices.map { .symbol($0) } + graph.files.indices.map { .file($0) }
        }
    }

    /// The union of candidate lists, in source order: symbols marked in a table and read back in id order (no
    /// sort), files and parameters, which are rare here, through a set.
    func union(_ lists: [[SubjectRef]]) -> [SubjectRef] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var marked = [Bool](repeating: false, count: graph.symbols.count)
        var others = Set<SubjectRef>()
        var count = 0
        marked.withUnsafeMutableBufferPointer { marked in
            for list in lists {
                for subject in list {
                    if case .symbol(let id) = subject {
                        if !marked[id] { count += 1 }
                        marked[id] = true
                    } else {
                        others.insert(subject)
                    }
                }
            }
        }
        var result = others.isEmpty ? [] : others.sorted()
        result.reserveCapacity(result.count + count)
        marked.withUnsafeBufferPointer { marked in
            for id in marked.indices where marked[id] { result.append(.symbol(id)) }
        }
        return others.isEmpty ? result : result.sorted()
    }

    /// Candidates from the most selective index a filter allows: `in SELECTOR` (the members of the types that
    /// match it, their extensions' members included), `matching NAME` for types (`typesByName`), `under PATH`
    /// (the symbols of the files under it) or `conforming to P` / `inheriting from P` with a literal name (the
    /// symbols with that supertype). For parameters, `named P` (`parametersByName`). Nil when no filter is
    /// indexable, or the selector asks for files (which these indexes do not hold).
    func indexedCandidates(_ simple: SimpleSelector) -> [SubjectRef]? {
        if case .kind(.parameter)? = simple.head { return parametersByName(simple) }
        if case .kind(.file)? = simple.head { return nil }
        for filter in simple.filters {
            if case .isIn(let container) = filter.kind, !binds(container) {
                return members(ofMatches: container)
            }
        }
        if let types = typesByName(simple) { return types.map { .symbol($0) } }
        for filter in simple.filters {
            if case .under(let pattern) = filter.kind, let compiled = compiledPath(pattern) {
                let matchedFolders = fileFolders.folders.map(compiled.path.matches)
                var result: [SubjectRef] = []
                for (index, file) in graph.files.enumerated() where matchedFolders[folder(ofFile: index)] {
                    result += file.symbols.map { .symbol($0) }
                }
                return result
            }
        }
        for filter in simple.filters {
            switch filter.kind {
            case .conformsTo(let pattern), .inheritsFrom(let pattern):
                guard let ids = supertypeIndex.holders(of: compiled(pattern)) else { continue }
                return ids.map { .symbol($0) }
            default: continue
            }
        }
        return nil
    }

    /// `type matching *Service`: the types with a name the pattern matches, from the graph's type names (each
    /// distinct name matched once, no declaration read). Nil unless the head is a kind of named type, a filter
    /// names it with a pattern that does not depend on bindings, and the kind has at least half as many symbols as
    /// the graph has type names (testing a name costs about half what reading a candidate's declaration does: for
    /// `protocol matching *Service` the kind's list is the shorter way).
    func typesByName(_ simple: SimpleSelector) -> [SymbolID]? {
        guard case .kind(let kind)? = simple.head else { return nil }
        let kinds = Self.declarationKinds(kind)
        guard kinds.allSatisfy({ $0.isNominalType || $0 == .typealias }),
              kinds.reduce(0, { $0 + (graph.symbolsByKind[$1]?.count ?? 0) }) * 2 >= graph.typeNameCount,
              let name = indexableName(simple) else { return nil }
        return graph.types(whereEnds: name.mayMatch, whereName: name.matches)
    }

    /// `parameter named completion*`: the parameters with a name or label the pattern matches, from the files' flat
    /// lists of parameters (no declaration read). Nil unless a filter names them with a pattern that does not
    /// depend on bindings.
    func parametersByName(_ simple: SimpleSelector) -> [SubjectRef]? {
        guard let name = indexableName(simple) else { return nil }
        return graph.parameters(whereName: name.matches).map { .parameter(ParameterRef(function: $0.function, index: $0.index)) }
    }

    /// The pattern of the first `named P` filter that does not depend on bindings: what a name index can answer.
    private func indexableName(_ simple: SimpleSelector) -> CompiledPattern? {
        for filter in simple.filters {
            guard case .named(let pattern) = filter.kind else { continue }
            let compiled = compiled(pattern)
            if !compiled.dependsOnBindings { return compiled }
        }
        return nil
    }

    /// The members of the types a selector matches (their extensions' members included), sorted: memoised for every
    /// thread (`SharedCandidates`), as many rules ask for the members of the same layer.
    func members(ofMatches container: SymbolSelector) -> [SubjectRef] {
        sharedCandidates.members(ofMatches: container.span) { computeMembers(ofMatches: container) }
    }

    private func computeMembers(ofMatches container: SymbolSelector) -> [SubjectRef] {
        var ids: [SymbolID] = []
        // the owners are decided as one list (`matches`), not each through the check's memo by place
        let owners = candidates(container)
        for owner in matches(of: container, among: owners[...]) {
            guard case .symbol(let id) = owner else { continue }
            ids += graph.members(of: id)
        }
        // owners come in id order and so, mostly, do their members: sorting is needed only after an extension
        if !ids[...].isSorted { ids.sort() }
        var result: [SubjectRef] = []
        result.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() where index == 0 || ids[index - 1] != id { result.append(.symbol(id)) }
        return result
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

    /// The symbols (by id) written with an attribute the name matches (see `attributeMatches`): memoised by name,
    /// as the candidates of every rule selecting by it and each check compiled from it ask again.
    func attributeHolders(_ name: String) -> BitSet {
        if let known = memos.attributeHolders[name] { return known }
        var holders = BitSet(count: graph.symbols.count)
        for (written, ids) in graph.symbolsByAttribute where Self.attributeMatches(name, written) {
            for id in ids { holders[id] = true }
        }
        memos.attributeHolders[name] = holders
        return holders
    }

    /// `Observable` matches `@Observable` and the module-qualified `@Observation.Observable`; a pattern with
    /// a dot matches the written name only.
    static func attributeMatches(_ pattern: String, _ written: String) -> Bool {
        if Glob.matches(pattern, written) { return true }
        guard !pattern.utf8.contains(UInt8(ascii: ".")), let dot = written.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return Glob.matches(pattern, String(Substring(written.utf8[written.utf8.index(after: dot)...])))
    }

    /// The subjects of a kind word, in id order: memoised for every thread (`SharedCandidates`).
    func candidates(ofKind kind: SymbolKind) -> [SubjectRef] {
        sharedCandidates.ofKind(kind) { computeCandidates(ofKind: kind) }
    }

    private func computeCandidates(ofKind kind: SymbolKind) -> [SubjectRef] {
        switch kind {
        case .file: return graph.files.indices.map { .file($0) }
        case .parameter:
            var result: [SubjectRef] = []
            for (id, declarationKind) in declarations.kinds.enumerated()
            where declarationKind == .func || declarationKind == .`init` || declarationKind == .subscript || declarationKind == .macro {
                for index in 0..<declarations.parameterCount(id) { result.append(.parameter(ParameterRef(function: id, index: index))) }
            }
            return result
        case .symbol: return graph.symbols.indices.map { .symbol($0) }
        default:
            // the index's lists of the kinds the word covers, joined back into id order (a symbol has one kind, so
            // no id repeats)
            var ids = Self.declarationKinds(kind).flatMap { graph.symbolsByKind[$0] ?? [] }
            if !ids[...].isSorted { ids.sort() }
            return ids.map { .symbol($0) }
        }
    }

    // MARK: Layers

    func members(ofLayer name: String) -> LayerSet {
        if let known = layerMembers[name] { return known }
        guard let selector = policy.layer(named: name), layerInProgress.insert(name).inserted else {
            return LayerSet(symbolCount: graph.symbols.count)
        }
        let result = LayerSet(symbolCount: graph.symbols.count, members: matches(of: selector, among: candidates(selector)[...]))
        layerInProgress.remove(name)
        layerMembers[name] = result
        return result
    }

    // MARK: Matching

    /// The binding environments under which `subject` matches `selector`, or nil when it does not.
    func match(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        guard binds(selector) else { return decides(selector, subject, bindings) ? [bindings] : nil }
        switch selector.kind {
        case .simple(let simple):
            guard headAndModifiersMatch(simple, subject) else { return nil }
            return everyHolds(simple.filters, bindings) { evaluate($0, subject, $1) }
        case .all(let operands):
            return everyHolds(operands, bindings) { match($0, subject, $1) }
        case .any(let operands):
            return someHolds(operands, bindings) { match($0, subject, $1) }
        case .not(let operand):
            return match(operand, subject, bindings) == nil ? [bindings] : nil
        }
    }

    /// Whether a related symbol (a parent, a referenced type) matches: memoised when no binding can change it.
    func matches(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard bindings.values.isEmpty, fastPaths else { return test(selector, subject, bindings) }
        // the compiled check decides most related symbols without the memo's hashing
        switch verdict(compiledCheck(selector), subject) {
        case .yes: return true
        case .no: return false
        case .unknown: break
        }
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
        case .code?, .layout?: return false
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

    static func hasPlaceholders(_ pattern: Pattern) -> Bool {
        if case .glob(let alternatives) = pattern.kind { return alternatives.contains { !$0.placeholders.isEmpty } }
        return false
    }

    /// Whether some symbol whose body counts for the subject satisfies `condition` (see `scope`), without an array
    /// for a single symbol.
    func anyInScope(_ subject: SubjectRef, _ condition: (SymbolID) -> Bool) -> Bool {
        switch subject {
        case .symbol(let id): return declarations.kinds[id].isTypeLike ? scopes.contains(id, where: condition) : condition(id)
        case .parameter(let parameter): return condition(parameter.function)
        case .file(let f): return graph.files[f].symbols.contains(where: condition)
        }
    }

    /// Force unwraps in the code of the subject's scope.
    func forceUnwrapCount(_ subject: SubjectRef) -> Int {
        var count = 0
        _ = anyInScope(subject) { id in
            count += facts.forceUnwraps(id)
            return false
        }
        return count
    }

    /// The bodies that count for a subject (see `TypeScopes`).
    func scope(_ subject: SubjectRef) -> [SymbolID] {
        switch subject {
        case .symbol(let id): return declarations.kinds[id].isTypeLike ? scopes.scope(of: id) : [id]
        case .parameter(let parameter): return [parameter.function]
        case .file(let f): return Array(graph.files[f].symbols)
        }
    }

    func compiled(_ pattern: Pattern) -> CompiledPattern {
        if let known = compiledPatterns[pattern.span] { return known }
        let compiled = CompiledPattern(pattern)
        compiledPatterns[pattern.span] = compiled
        return compiled
    }
}
