// TextReporterTests: grouping, alignment, colour on/off, problems, summary line, hostile messages.
import Foundation
import XCTest
import Findings
import Reporters

final class TextReporterTests: XCTestCase {
    private let esc = "\u{1B}["

    func testNoColorCodesWhenColorIsOff() {
        let output = TextReporter().render(Fixture.report, options: ReportOptions(color: false))
        XCTAssertFalse(output.contains("\u{1B}"))
    }

    func testColorCodesPresentWhenColorIsOn() {
        let output = TextReporter().render(Fixture.report, options: ReportOptions(color: true))
        XCTAssertTrue(output.contains(esc + "1;31merror" + esc + "0m"), "errors in bold red")
        XCTAssertTrue(output.contains(esc + "33mwarning" + esc + "0m"), "warnings in yellow")
        XCTAssertTrue(output.contains(esc + "36minfo" + esc + "0m"), "info in cyan")
        XCTAssertTrue(output.contains(esc + "1m" + Fixture.controller + esc + "0m"), "file headers in bold")
    }

    func testColoredOutputMatchesPlainOutputOnceCodesAreStripped() throws {
        let colored = TextReporter().render(Fixture.report, options: ReportOptions(color: true))
        let plain = TextReporter().render(Fixture.report, options: ReportOptions(color: false))
        let regex = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
        let stripped = regex.stringByReplacingMatches(in: colored, range: NSRange(colored.startIndex..., in: colored),
                                                      withTemplate: "")
        XCTAssertEqual(stripped, plain)
    }

    func testFindingsAreGroupedUnderFileHeaders() {
        let lines = TextReporter().render(Fixture.report, options: ReportOptions()).split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.firstIndex { $0 == Fixture.controller }
        XCTAssertNotNil(header)
        if let header {
            XCTAssertEqual(lines[header + 1], "  3:1   error    FeatureController must be annotated @MainActor  [controller-main-actor]")
            XCTAssertEqual(lines[header + 2], "  12:5  warning  FeatureController.items should be private(set)  [controller-private-set]")
        }
    }

    func testSummaryLineCountsAndPluralises() {
        let report = Fixture.report(severities: [.error, .warning])
        let output = TextReporter().render(report, options: ReportOptions())
        XCTAssertTrue(output.hasSuffix("\n1 error, 1 warning, 0 info in 1 file\n"), output)
        XCTAssertEqual(ReportSummary(Fixture.report).line, "3 errors, 2 warnings, 2 info in 7 files, 1 problem")
    }

    func testProblemsAreListedWithTheirLocation() {
        let output = TextReporter().render(Fixture.report, options: ReportOptions())
        XCTAssertTrue(output.contains("Problems (files not fully checked):\n  Sources/App/Broken.swift:7:3  error    unterminated string literal"))
    }

    func testMultiLineMessageContinuesAtMessageColumn() {
        let output = TextReporter().render(Fixture.report, options: ReportOptions())
        XCTAssertTrue(output.contains("""
              8:12  error    Service "FeatureService" is 100% @MainActor: fetch(a, b), save()
                             move it off the main actor — café ✓
                             see docs  [service-no-main-actor]
            """))
    }

    func testControlCharactersInMessagesCannotDriveTheTerminal() {
        let finding = Finding(rule: "r", severity: .error, message: "evil \u{1B}[2J\u{07} text",
                              location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let output = TextReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertFalse(output.contains("\u{1B}"))
        XCTAssertFalse(output.contains("\u{07}"))
        XCTAssertTrue(output.contains("evil \\u{1B}[2J\\u{7} text"), output)
    }

    func testMessagesAreTrimmedAndTabsBecomeSpacesWhetherPlainASCIIOrNot() {
        func line(_ message: String) -> String {
            let finding = Finding(rule: "r", severity: .error, message: message, location: SourceLocation(file: "A.swift", line: 1, column: 1))
            let output = TextReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
            return output.split(separator: "\n").first { $0.contains("[r]") }.map(String.init) ?? ""
        }
        XCTAssertTrue(line("  padded message  ").hasSuffix("error    padded message  [r]"), line("  padded message  "))
        XCTAssertTrue(line("tab\there").hasSuffix("error    tab here  [r]"), line("tab\there"))
        XCTAssertTrue(line(" café ").hasSuffix("error    café  [r]"), line(" café "))
    }
}


final class TextReporterOptionTests: XCTestCase {
    func testQuietLeavesOutTheSummaryLine() {
        let output = TextReporter().render(Fixture.report(severities: [.error]), options: ReportOptions(quiet: true))
        XCTAssertFalse(output.contains("in 1 file"), output)
        XCTAssertTrue(output.contains("error    message 0  [rule-0]"), output)
        XCTAssertEqual(TextReporter().render(Fixture.empty, options: ReportOptions(quiet: true)), "")
    }

    func testSummarySaysHowManyFindingsMinSeverityHid() {
        let output = TextReporter().render(Fixture.report(severities: [.error]), options: ReportOptions(hiddenFindings: 2, minimumSeverity: .error))
        XCTAssertTrue(output.hasSuffix("1 error, 0 warnings, 0 info in 1 file, 2 below error not shown\n"), output)
    }

    func testControlCharactersInFileNamesAreSpelledVisibly() {
        let finding = Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: "a\u{1B}[2J\nb.swift", line: 1, column: 1))
        let output = TextReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertTrue(output.hasPrefix("a\\u{1B}[2J\\u{A}b.swift\n"), output)
    }
}
