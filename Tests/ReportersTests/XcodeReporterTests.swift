// XcodeReporterTests: the `file:line:col: level: message [rule]` line form.
import XCTest
import Findings
import Reporters

final class XcodeReporterTests: XCTestCase {
    private func render(_ findings: [Finding]) -> String {
        XcodeReporter().render(Report(findings: findings, rules: [], filesChecked: 1), options: ReportOptions())
    }

    func testSeveritiesMapToErrorWarningNote() {
        let output = render([
            Finding(rule: "e", severity: .error, message: "E", location: SourceLocation(file: "A.swift", line: 1, column: 2)),
            Finding(rule: "w", severity: .warning, message: "W", location: SourceLocation(file: "A.swift", line: 2, column: 3)),
            Finding(rule: "i", severity: .info, message: "I", location: SourceLocation(file: "A.swift", line: 3, column: 4)),
        ])
        XCTAssertEqual(output, """
            A.swift:1:2: error: E [e]
            A.swift:2:3: warning: W [w]
            A.swift:3:4: note: I [i]

            """)
    }

    func testMultiLineMessageStaysOnOneLine() {
        let output = XcodeReporter().render(Fixture.report, options: ReportOptions())
        XCTAssertEqual(output.split(separator: "\n").count, Fixture.findings.count + Fixture.problems.count)
        XCTAssertTrue(output.contains("save() move it off the main actor — café ✓ see docs [service-no-main-actor]"))
    }

    func testMissingColumnAndLineAreOmitted() {
        let output = render([
            Finding(rule: "a", severity: .warning, message: "no column", location: SourceLocation(file: "A.swift", line: 4, column: 0)),
            Finding(rule: "b", severity: .warning, message: "no line", location: SourceLocation(file: "B.swift", line: 0, column: 0)),
        ])
        XCTAssertEqual(output, "A.swift:4: warning: no column [a]\nB.swift: warning: no line [b]\n")
    }
}
