// Layout facts are read only when a layout rule asks: a file outside the rule's `under` paths is never read, and a
// file checked by several layout rules is read and measured once per context.

import Foundation
import PolicyLanguage
import XCTest
@testable import PolicyEvaluation

final class LayoutReadTests: XCTestCase {
    /// Paths read through a `SourceText`, in order.
    final class ReadLog: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var read: [String] { lock.withLock { paths } }
    }

    func contextAndRules(_ policy: String, _ files: [String: String], log: ReadLog) throws -> (EvaluationContext, [CheckedRule]) {
        let checked = try PolicyLanguage.load(sources: [(file: policyFile, text: policy)]).get()
        let texts = files
        let source = SourceText { path in
            log.record(path)
            return texts[path].map { Array($0.utf8) }
        }
        let ordered = files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        return (EvaluationContext(policy: checked, graph: graph(ordered), sourceText: source), checked.rules)
    }

    func testFilesOutsideTheUnderPathsAreNotRead() throws {
        let log = ReadLog()
        let files = ["Sources/A.swift": "let a = 1\n", "Tests/B.swift": "let b = 2\n"]
        let (context, rules) = try contextAndRules("line longer than 5 under Sources must not exist", files, log: log)
        let result = context.evaluate(rules[0], message: { _, _, _, _ in "" })
        XCTAssertEqual(result.findings.map(\.location.file), ["Sources/A.swift"])
        XCTAssertEqual(log.read, ["Sources/A.swift"])
    }

    func testSeveralLayoutRulesMeasureAFileOnce() throws {
        let log = ReadLog()
        let policy = "line longer than 5 must not exist\nline with trailing whitespace must not exist\nimport out of order must not exist\n"
        let (context, rules) = try contextAndRules(policy, ["A.swift": "import B\nimport A \n"], log: log)
        let counts = rules.map { context.evaluate($0, message: { _, _, _, _ in "" }).findings.count }
        XCTAssertEqual(counts, [2, 1, 1])
        XCTAssertEqual(log.read, ["A.swift"])
        XCTAssertEqual(context.codePatterns.layout.computedFiles, 1)
    }
}
