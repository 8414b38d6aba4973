// ReportOptionsCLITests: `policy check`'s report options — --quiet, --min-severity apart from --fail-on,
// --max-findings, --link-base, the markdown title from the packs, the new formats, and --help naming them.
import Foundation
import XCTest
@testable import PolicyCommands

final class ReportOptionsCLITests: XCTestCase {
    /// `rules.policy` with an error, a warning and an info rule; `src/App.swift` breaks each once.
    private func sandbox() -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.threeSeverities)
        box.write("src/App.swift", Fixtures.appSwift)
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String]) -> RunResult {
        box.run(["check", "--no-config", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    func testQuietPrintsOnlyTheFindings() {
        let result = check(sandbox(), ["--quiet"])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertNotContains(result.out, "in 1 file")
        XCTAssertEqual(result.err, "")
    }

    func testQuietBaselineWriteSaysNothing() {
        let box = sandbox()
        let result = check(box, ["--quiet", "--write-baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.all, "")
    }

    func testMinSeverityHidesFindingsButTheExitCodeStillFollowsFailOn() {
        let result = check(sandbox(), ["--min-severity", "error", "--fail-on", "info", "--format", "xcode"])
        XCTAssertEqual(result.code, .findings)
        XCTAssertEqual(result.out.split(separator: "\n").count, 1, result.out)
        XCTAssertContains(result.out, "error: FeedController must be final")

        let text = check(sandbox(), ["--min-severity", "warning"])
        XCTAssertContains(text.out, "1 error, 1 warning, 0 info in 1 file, 1 below warning not shown")
    }

    func testBadMinSeverityAndMaxFindingsAreUsageErrors() {
        XCTAssertEqual(check(sandbox(), ["--min-severity", "loud"]).err, "policy: error: --min-severity takes error, warning or info, not 'loud'\n")
        XCTAssertEqual(check(sandbox(), ["--max-findings", "-1"]).code, .usage)
        XCTAssertEqual(check(sandbox(), ["--max-findings", "many"]).code, .usage)
    }

    func testMaxFindingsAndLinkBaseShapeTheMarkdown() {
        let box = Sandbox()
        box.mkdir(".git")
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/App.swift", "class AController {}\nclass BController {}\nclass CController {}\n")
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), "--format", "markdown",
                              "--max-findings", "2", "--link-base", "https://example.com/blob/abc", "src"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "| `controller-final` | error | 3 (2 listed) |")
        XCTAssertContains(result.out, "[1:1](https://example.com/blob/abc/src/App.swift#L1)")
        XCTAssertContains(result.out, "_1 more finding is not listed")
    }

    func testMarkdownIsTitledByThePackOrByTitle() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "team-pack", name: "team")
        box.write("src/App.swift", "class AController {}\n")
        let byPack = box.run(["check", "--no-config", "--pack", box.path("team-pack"), "--format", "markdown", box.path("src")])
        XCTAssertTrue(byPack.out.hasPrefix("## Policy check: team\n"), byPack.all)
        let given = box.run(["check", "--no-config", "--pack", box.path("team-pack"), "--format", "markdown", "--title", "Review", box.path("src")])
        XCTAssertTrue(given.out.hasPrefix("## Review\n"), given.all)
    }

    func testCheckstyleAndJUnitFromTheCommandLine() {
        let box = sandbox()
        let checkstyle = check(box, ["--format", "checkstyle"])
        XCTAssertContains(checkstyle.out, "<error line=\"3\" column=\"1\" severity=\"error\" message=\"FeedController must be final\" source=\"policy.controller-final\"/>")
        let junit = check(box, ["--format", "junit"])
        XCTAssertContains(junit.out, "<testsuite name=\"controller-final\" tests=\"1\" failures=\"1\" errors=\"0\">")
    }

    func testHelpNamesTheReportOptionsAndFormats() {
        let help = Sandbox().run(["check", "--help"]).out
        for part in ["--max-findings N", "--link-base URL", "--min-severity LEVEL", "--quiet", "checkstyle", "junit",
                     "65,536 characters", "refuse (exit 2) to write over"] {
            XCTAssertContains(help, part)
        }
    }
}
