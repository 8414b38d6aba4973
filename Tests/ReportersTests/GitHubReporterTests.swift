// GitHubReporterTests: workflow-command form and GitHub's escaping rules for data and properties.
import XCTest
import Findings
import Reporters

final class GitHubReporterTests: XCTestCase {
    func testEscapeDataEncodesPercentCarriageReturnAndNewline() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a, b"), "100%25 done%0D%0Anext: a, b")
    }

    func testEscapeDataEncodesPercentBeforeOtherEscapes() {
        XCTAssertEqual(GitHubReporter.escapeData("%0A\n"), "%250A%0A")
    }

    func testEscapePropertyAlsoEncodesColonAndComma() {
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
    }

    func testSeveritiesMapToErrorWarningNotice() {
        let findings: [Finding] = Severity.allCases.map {
            Finding(rule: $0.rawValue, severity: $0, message: "m", location: SourceLocation(file: "A.swift", line: 1, column: 1))
        }
        let output = GitHubReporter().render(Report(findings: findings, rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertEqual(output, """
            ::error file=A.swift,line=1,col=1,title=error::m
            ::notice file=A.swift,line=1,col=1,title=info::m
            ::warning file=A.swift,line=1,col=1,title=warning::m

            """)
    }

    func testPropertiesAndMessageAreEscapedInCommand() {
        let finding = Finding(rule: "odd:rule,id", severity: .error, message: Fixture.trickyMessage,
                              location: SourceLocation(file: "Dir, v2/A:B.swift", line: 8, column: 12))
        let output = GitHubReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertEqual(output, "::error file=Dir%2C v2/A%3AB.swift,line=8,col=12,title=odd%3Arule%2Cid::"
            + "Service \"FeatureService\" is 100%25 @MainActor: fetch(a, b), save()%0Amove it off the main actor — café ✓%0D%0Asee docs\n")
    }

    func testFindingWithoutLineOmitsLineAndColumn() {
        let finding = Finding(rule: "r", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 0, column: 0))
        let output = GitHubReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertEqual(output, "::warning file=A.swift,title=r::m\n")
    }
}
