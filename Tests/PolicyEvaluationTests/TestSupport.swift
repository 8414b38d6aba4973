// Test helpers: evaluate a policy text against in-memory Swift files (keyed by relative path, so `under`
// patterns work) and render findings compactly so each test can assert them in one readable list. Every
// evaluation runs twice, with the fast paths and by the predicates' meaning alone, and fails the test when the
// two differ: each behaviour test is also a test of the fast paths against the meaning.

import Findings
import PolicyEvaluation
import PolicyLanguage
import SwiftDeclarations
import SymbolGraph
import XCTest

/// The policy file name every test uses; bare rules get ids `p-1`, `p-2`, …
let policyFile = "p.policy"

/// Parses `files` (relative path → Swift text) into a graph with root "" and builds it in the given order.
func graph(_ files: [(path: String, text: String)]) -> SymbolGraph {
    let parsed = files.map { SwiftFileParser.parse(source: Array($0.text.utf8), path: $0.path) }
    return GraphBuilder.link(parsed, root: "")
}

/// Loads a policy (fails the test on diagnostics) and evaluates it, with the fast paths and without
/// (`assertSameEvaluation`); the evaluation with them, or nil when the policy does not load.
func evaluation(policy: String, files: [(path: String, text: String)],
                file: StaticString = #filePath, line: UInt = #line) -> Evaluation? {
    switch PolicyLanguage.load(sources: [(file: policyFile, text: policy)]) {
    case .failure(let diagnostics):
        XCTFail("policy does not load:\n\(diagnostics)", file: file, line: line)
        return nil
    case .success(let checked):
        // code patterns read the files' text from memory (the graph keeps none)
        let texts = SourceText.texts(Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first }))
        return evaluatedBothWays(checked, graph: graph(files), sources: [policyFile: policy], sourceText: texts, file: file, line: line)
    }
}

/// `policy` over `graph` with the fast paths and by the predicates' meaning alone (`EvaluationOptions.fastPaths`);
/// fails the test when the findings (rule, severity, message, file, line, column, symbol) or the subjects differ.
/// The evaluation with the fast paths.
func evaluatedBothWays(_ policy: CheckedPolicy, graph: SymbolGraph, sources: [String: String] = [:], sourceText: SourceText = .disk,
                       jobs: Int = 1, file: StaticString = #filePath, line: UInt = #line) -> Evaluation {
    let fast = Evaluator(policy: policy, graph: graph, sources: sources, sourceText: sourceText).evaluate(jobs: jobs)
    let meaning = Evaluator(policy: policy, graph: graph, sources: sources, options: EvaluationOptions(fastPaths: false),
                            sourceText: sourceText).evaluate()
    assertSameEvaluation(fast, meaning, file: file, line: line)
    return fast
}

/// Fails the test when two evaluations differ in their findings or subjects, listing what each alone has.
func assertSameEvaluation(_ fast: Evaluation, _ meaning: Evaluation, file: StaticString = #filePath, line: UInt = #line) {
    func positioned(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule) \($0.severity) \($0.location.file):\($0.location.line):\($0.location.column) \($0.symbol ?? "-"): \($0.message)" }
    }
    if fast.findings != meaning.findings {
        let (withFast, withMeaning) = (positioned(fast.findings), positioned(meaning.findings))
        XCTFail("""
            the fast paths and the meaning give different findings
            only with the fast paths:\n  \(withFast.filter { !withMeaning.contains($0) }.joined(separator: "\n  "))
            only by the meaning:\n  \(withMeaning.filter { !withFast.contains($0) }.joined(separator: "\n  "))
            """, file: file, line: line)
    }
    XCTAssertEqual(fast.subjects, meaning.subjects, "the fast paths and the meaning give different subjects", file: file, line: line)
}

/// The findings of `policy` over `files`, sorted by path so the input order is fixed.
func findings(policy: String, files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> [Finding] {
    let ordered = files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
    return evaluation(policy: policy, files: ordered, file: file, line: line)?.findings ?? []
}

/// `rule path:line symbol: message` per finding: what tests compare.
func render(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.rule) \($0.location.file):\($0.location.line) \($0.symbol ?? "-"): \($0.message)" }
}

/// `rule path:line symbol` per finding, for tests that assert the message separately.
func places(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.rule) \($0.location.file):\($0.location.line) \($0.symbol ?? "-")" }
}

/// Asserts the exact findings, as `render` shows them.
func assertFindings(_ policy: String, _ files: [String: String], _ expected: [String],
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(render(findings(policy: policy, files: files, file: file, line: line)), expected, file: file, line: line)
}

/// Asserts that no finding is produced.
func assertClean(_ policy: String, _ files: [String: String], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(render(findings(policy: policy, files: files, file: file, line: line)), [], file: file, line: line)
}

/// A compiled glob of one literal name, as `call NAME` gives it.
func pattern(_ text: String) -> CompiledPattern {
    CompiledPattern(Pattern(kind: .glob([Template(parts: [.literal(text)])]), span: SourceSpan(file: "", line: 1, column: 1, length: 0, offset: 0)))
}
