// CodeReplacement: the parse check that keeps a fix from writing code it broke (only problems the file did not
// already have count), and the one-line form of code in a fix's summary.
import XCTest
@testable import PolicyFixes

final class CodeReplacementTests: XCTestCase {
    func testOnlyProblemsTheFixAddedCount() {
        let broken = Array("func f() {\n    g(\n}\n".utf8)
        let fine = Array("func f() {\n    g()\n}\n".utf8)
        XCTAssertTrue(CodeReplacement.newParseProblems(old: fine, new: fine).isEmpty)
        XCTAssertFalse(CodeReplacement.newParseProblems(old: fine, new: broken).isEmpty)
        // a file that did not parse before is not blamed on the fix for the same problem
        XCTAssertTrue(CodeReplacement.newParseProblems(old: broken, new: broken + Array("let x = 1\n".utf8)).isEmpty)
    }

    func testSummariesShowCodeOnOneShortLine() {
        XCTAssertEqual(CodeReplacement.shortened("Task {\n    a()\n}"), "Task { a() }")
        let long = CodeReplacement.shortened(String(repeating: "abc ", count: 30))
        XCTAssertEqual(long.count, 60)
        XCTAssertTrue(long.hasSuffix("…"))
    }
}
