// ReportFormatTests: the format list, empty reports in every format, and the shared output contract
// (newline-terminated, no trailing whitespace, independent of input order).
import XCTest
import Findings
import Reporters

final class ReportFormatTests: XCTestCase {
    func testFormatNamesInListingOrder() {
        XCTAssertEqual(ReportFormat.names, ["text", "xcode", "json", "sarif", "github", "markdown", "checkstyle", "junit"])
        XCTAssertEqual(ReportFormat.allCases.count, ReportFormat.names.count)
    }

    func testFormatByNameIsCaseInsensitive() {
        XCTAssertEqual(ReportFormat(name: "SARIF"), .sarif)
        XCTAssertEqual(ReportFormat(name: "markdown"), .markdown)
        XCTAssertNil(ReportFormat(name: "yaml"))
    }

    func testEveryFormatHasASummary() {
        for format in ReportFormat.allCases { XCTAssertFalse(format.summary.isEmpty, format.rawValue) }
    }

    func testEmptyReportInText() {
        XCTAssertEqual(ReportFormat.text.render(Fixture.empty), "0 errors, 0 warnings, 0 info in 0 files\n")
    }

    func testEmptyReportInXcodeAndGitHubIsEmpty() {
        XCTAssertEqual(ReportFormat.xcode.render(Fixture.empty), "")
        XCTAssertEqual(ReportFormat.github.render(Fixture.empty), "")
    }

    func testEmptyReportInJSON() throws {
        let root = try parseObject(ReportFormat.json.render(Fixture.empty))
        XCTAssertEqual((root["findings"] as? [Any])?.count, 0)
        XCTAssertEqual((root["problems"] as? [Any])?.count, 0)
        XCTAssertEqual((root["summary"] as? [String: Any])?["verdict"] as? String, "PASS")
    }

    func testEmptyReportInSARIF() throws {
        let root = try parseObject(ReportFormat.sarif.render(Fixture.empty))
        let run = (root["runs"] as? [[String: Any]])?.first
        XCTAssertEqual((run?["results"] as? [Any])?.count, 0)
        XCTAssertEqual((((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any])?.count, 0)
        XCTAssertNil((run?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"])
    }

    func testEmptyReportInMarkdown() {
        XCTAssertEqual(ReportFormat.markdown.render(Fixture.empty), """
            ## policy check

            **PASS** · 0 findings in 0 files checked

            """)
    }

    func testEveryFormatEndsWithNewlineAndHasNoTrailingWhitespace() {
        for format in ReportFormat.allCases {
            for options in [Fixture.options, GoldenTests.colorOptions] {
                let output = format.render(Fixture.report, options: options)
                XCTAssertTrue(output.hasSuffix("\n"), format.rawValue)
                for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                    XCTAssertEqual(line.last.map { $0.isWhitespace } ?? false, false, "\(format.rawValue): \(line)")
                }
            }
        }
    }

    func testOutputDoesNotDependOnInputOrder() {
        var shuffled = Fixture.report
        shuffled.findings = Fixture.findings.reversed()
        shuffled.problems = Fixture.problems.reversed()
        shuffled.rules = Fixture.rules.reversed()
        shuffled.subjects = Fixture.subjects.reversed()
        for format in ReportFormat.allCases {
            XCTAssertEqual(format.render(shuffled, options: Fixture.options),
                           format.render(Fixture.report, options: Fixture.options), format.rawValue)
        }
    }

    func testReportOrderIsSortedOrderAndKeepsFindingsThatTieInTheirOrder() {
        let findings = Fixture.findings
        XCTAssertEqual(Array(findings.reversed()).inReportOrder(), findings.sorted())
        XCTAssertEqual(findings.sorted().inReportOrder(), findings.sorted())
        let place = SourceLocation(file: "A.swift", line: 3, column: 1)
        let first = Finding(rule: "r", severity: .error, message: "m", location: place, symbol: "First")
        let second = Finding(rule: "r", severity: .warning, message: "m", location: place, symbol: "Second")
        let earlier = Finding(rule: "r", severity: .info, message: "m", location: SourceLocation(file: "A.swift", line: 1, column: 1))
        XCTAssertEqual([first, second, earlier].inReportOrder(), [earlier, first, second])
        XCTAssertEqual([second, first, earlier].inReportOrder(), [earlier, second, first])
    }
}

