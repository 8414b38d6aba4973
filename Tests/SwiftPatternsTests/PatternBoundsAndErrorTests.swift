// PatternBoundsAndErrorTests: sequence matching stays linear in the run length (step counts, not time), and a
// pattern that does not parse, or parses to nothing, is an error at its line and column.

import XCTest
import SwiftCode
@testable import SwiftPatterns

final class PatternBoundsAndErrorTests: XCTestCase {
    /// Steps of matching `pattern` against one call with `count` arguments, none of which is the final `0`.
    func steps(_ pattern: String, arguments count: Int) throws -> Int {
        let compiled = try CodePattern.compile(pattern)
        let source = "f(" + (1...count).map(String.init).joined(separator: ", ") + ")\n"
        var statistics = SearchStatistics()
        XCTAssertEqual(PatternSearch.matches(of: compiled, in: CodeParser.parseFile(Array(source.utf8)), statistics: &statistics), [])
        XCTAssertEqual(statistics.budgetExceeded, 0)
        return statistics.steps
    }

    func testThreeSequencesCostLinearStepsNotCubic() throws {
        let small = try steps("f($$$, $$$, $$$, 0)", arguments: 100)
        let large = try steps("f($$$, $$$, $$$, 0)", arguments: 400)
        // O(items × arguments): 4× the arguments, about 4× the steps (a backtracking matcher takes 64×)
        XCTAssertLessThan(Double(large) / Double(small), 5, "\(small) → \(large) steps")
        XCTAssertLessThan(large, 5 * 4 * 400)
    }

    func testThreeSequencesInStatementsCostLinearSteps() throws {
        func statementSteps(_ count: Int) throws -> Int {
            let compiled = try CodePattern.compile("func f() { $$$\n $$$\n $$$\n done() }")
            let body = (0..<count).map { "    s\($0)()" }.joined(separator: "\n")
            var statistics = SearchStatistics()
            // not anchored: the body has no `done`, and these steps are the matcher's, not the pre-filter's
            _ = PatternSearch.matches(of: compiled, in: CodeParser.parseFile(Array("func f() {\n\(body)\n}\n".utf8)),
                                      statistics: &statistics, fastPaths: false)
            return statistics.steps
        }
        let small = try statementSteps(100)
        let large = try statementSteps(400)
        XCTAssertLessThan(Double(large) / Double(small), 5)
    }

    func testStepBudgetGivesUpACandidate() throws {
        let compiled = try CodePattern.compile("f($$$, $$$, $$$, 0)")
        var statistics = SearchStatistics()
        let source = "f(" + (1...50).map(String.init).joined(separator: ", ") + ")\n"
        _ = PatternSearch.matches(of: compiled, in: CodeParser.parseFile(Array(source.utf8)), budget: 10, statistics: &statistics)
        XCTAssertEqual(statistics.budgetExceeded, 1)
    }

    func testReusedNamedSequencesStopAtTheStepBudget() throws {
        // each $$$A/$$$B split is a different binding state: polynomial, so the budget is what bounds it
        let compiled = try CodePattern.compile("func f() { $$$A\n $$$B\n $$$A\n $$$B\n done() }")
        let body = (0..<300).map { "    s\($0 % 3)()" }.joined(separator: "\n")
        var statistics = SearchStatistics()
        let found = PatternSearch.matches(of: compiled, in: CodeParser.parseFile(Array("func f() {\n\(body)\n}\n".utf8)),
                                          budget: 20_000, statistics: &statistics, fastPaths: false)
        XCTAssertEqual(found, [])
        XCTAssertEqual(statistics.candidates, 1)
        XCTAssertLessThanOrEqual(statistics.steps, 20_001, "\(statistics)")
        XCTAssertEqual(statistics.budgetExceeded, 1)
    }

    func error(_ pattern: String) -> PatternError? {
        do { _ = try CodePattern.compile(pattern); return nil } catch { return error as? PatternError }
    }

    func testUnclosedParenthesisIsAnErrorAtItsPlace() {
        XCTAssertEqual(error("f(a, $X"), PatternError(line: 1, column: 8, message: "expected ')' to close the one at 1:2"))
    }

    func testErrorOnALaterLineHasThatLine() {
        XCTAssertEqual(error("a()\nb(]")?.line, 2)
    }

    func testEmptyPatternIsAnError() {
        XCTAssertEqual(error("  // nothing\n"), PatternError(line: 1, column: 1, message: "expected a Swift expression or statement, the pattern is empty"))
    }

    func testLoneMetavariableIsAnError() {
        XCTAssertEqual(error("$X")?.message, "expected Swift code around the metavariable: a lone metavariable matches every node")
        XCTAssertEqual(error("$$$")?.message, "expected Swift code around the metavariable: a lone metavariable matches every node")
    }

    func testRenderedErrorHasACaretUnderTheColumn() {
        XCTAssertEqual(error("f(a, $X")?.rendered(pattern: "f(a, $X"),
                       "pattern:1:8: error: expected ')' to close the one at 1:2\n    f(a, $X\n           ^")
    }

    func testCaretCountsCharactersNotBytes() {
        XCTAssertEqual(error("f(\"é\", ]")?.rendered(pattern: "f(\"é\", ]"),
                       "pattern:1:9: error: unexpected ']' in the argument list\n    f(\"é\", ]\n           ^")
    }

    func testClosureParametersAndDollarNumbersAreSwiftNotMetavariables() {
        XCTAssertEqual(MetaToken.classify("$0"), .literal)
        XCTAssertEqual(MetaToken.classify("$value"), .literal)
        XCTAssertEqual(MetaToken.classify("$X1"), .single("X1"))
        XCTAssertEqual(MetaToken.classify("$$$ARGS"), .sequence("ARGS"))
        XCTAssertEqual(found("xs.map { $0 + 1 }", in: "xs.map { $0 + 1 }\nxs.map { $1 + 1 }\n"), ["1:1 xs.map { $0 + 1 }"])
    }
}
