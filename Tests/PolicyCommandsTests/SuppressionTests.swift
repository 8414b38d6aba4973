// SuppressionTests: inline `// policy:` comments in Swift files, through `policy check`.
import XCTest
@testable import PolicyCommands

final class SuppressionTests: XCTestCase {
    /// Runs the final-controllers rule over one file with `swift`; returns the xcode-format lines.
    private func check(_ swift: String, _ extra: [String] = []) -> (code: ExitCode, lines: [String]) {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/S.swift", swift)
        let result = box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
        let lines = result.out.split(separator: "\n").map { line -> String in
            let text = box.normalize(String(line))
            return text.replacingOccurrences(of: "<root>/src/S.swift:", with: "")
        }
        return (result.code, lines)
    }

    func testDisableNextLineSilencesTheNextLine() {
        let result = check("""
        // policy:disable-next-line controller-final -- legacy
        class AController {}
        class BController {}
        """)
        XCTAssertEqual(result.lines, ["3:1: error: BController must be final [controller-final]"])
    }

    func testDisableLineSilencesItsOwnLine() {
        let result = check("""
        class AController {} // policy:disable-line controller-final -- legacy
        class BController {}
        """)
        XCTAssertEqual(result.lines, ["2:1: error: BController must be final [controller-final]"])
    }

    func testRegionDisableEnableSilencesTheLinesBetween() {
        let result = check("""
        // policy:disable controller-final -- generated code
        class AController {}
        class BController {}
        // policy:enable controller-final
        class CController {}
        """)
        XCTAssertEqual(result.lines, ["5:1: error: CController must be final [controller-final]"])
    }

    func testRegionWithoutEnableRunsToTheEndOfTheFile() {
        let result = check("""
        class AController {}
        // policy:disable controller-final -- generated below
        class BController {}
        class CController {}
        """)
        XCTAssertEqual(result.lines, ["1:1: error: AController must be final [controller-final]"])
    }

    func testAllSilencesEveryRule() {
        let result = check("""
        // policy:disable-next-line all -- legacy
        class AController {}
        """)
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.lines, [])
    }

    func testSuppressionOfAnotherRuleDoesNotSilence() {
        let result = check("""
        // policy:disable-next-line some-other-rule -- wrong id
        class AController {}
        """)
        XCTAssertEqual(result.lines, ["2:1: error: AController must be final [controller-final]"])
    }

    func testSuppressionWithoutReasonIsReported() {
        let result = check("""
        // policy:disable-next-line controller-final
        class AController {}
        """)
        XCTAssertEqual(result.lines, [
            "1:1: warning: suppression of controller-final has no reason: add '-- why' after the rule ids [suppression-without-reason]",
        ])
    }

    func testUnusedSuppressionsAreListedOnlyWhenAsked() {
        let swift = """
        // policy:disable-next-line controller-final -- nothing to silence
        final class AController {}
        """
        XCTAssertEqual(check(swift).lines, [])
        XCTAssertEqual(check(swift, ["--report-unused-suppressions"]).lines, [
            "1:1: note: disable-next-line of controller-final suppresses nothing: remove it [unused-suppression]",
        ])
    }

    func testUsedSuppressionIsNotReportedAsUnused() {
        let result = check("""
        // policy:disable-next-line controller-final -- legacy
        class AController {}
        """, ["--report-unused-suppressions"])
        XCTAssertEqual(result.lines, [])
    }
}
