// MarkdownReporterTests: verdict logic, subject sections and headings, checklists, empty sections.
import XCTest
import Findings
import Reporters

final class MarkdownReporterTests: XCTestCase {
    private func render(_ report: Report, options: ReportOptions = ReportOptions()) -> String {
        MarkdownReporter().render(report, options: options)
    }

    func testOverallPassWithNoFindings() {
        XCTAssertTrue(render(Fixture.report(severities: [])).contains("- Overall: PASS\n"))
    }

    func testOverallPassWithOnlyInfo() {
        XCTAssertTrue(render(Fixture.report(severities: [.info, .info])).contains("- Overall: PASS\n"))
    }

    func testOverallNeedsWorkWithOnlyWarnings() {
        XCTAssertTrue(render(Fixture.report(severities: [.warning, .info])).contains("- Overall: NEEDS WORK\n"))
    }

    func testOverallFailWithAnyError() {
        let output = render(Fixture.report(severities: [.info, .warning, .error]))
        XCTAssertTrue(output.contains("- Overall: FAIL\n- Issues found: 3\n- Critical: 1\n"), output)
    }

    func testVerdictFollowsSeverities() {
        XCTAssertEqual(ReportSummary(Fixture.report(severities: [])).verdict, .pass)
        XCTAssertEqual(ReportSummary(Fixture.report(severities: [.warning])).verdict, .needsWork)
        XCTAssertEqual(ReportSummary(Fixture.report(severities: [.warning, .error])).verdict, .fail)
    }

    func testEmptySectionsSayNone() {
        let output = render(Fixture.report(severities: [.error]))
        XCTAssertTrue(output.contains("### Warnings (should fix)\nNone.\n"))
        XCTAssertTrue(output.contains("### Recommendations\nNone.\n"))
        XCTAssertTrue(output.contains("### Critical Issues (must fix)\n1. **A** (A.swift:1:1): message 0 [rule-0]\n"))
    }

    func testTitleDefaultsToPolicyCheck() {
        XCTAssertTrue(render(Fixture.empty).hasPrefix("## SwiftUI Pattern Validation: policy check\n"))
        XCTAssertTrue(render(Fixture.empty, options: ReportOptions(title: "Login")).hasPrefix("## SwiftUI Pattern Validation: Login\n"))
    }

    func testKnownKindsComeFirstInConfiguredOrderThenOthersAlphabetically() {
        let headings = render(Fixture.report, options: Fixture.options).split(separator: "\n").filter { $0.hasPrefix("### ") }
        XCTAssertEqual(headings, ["### Summary", "### Controllers", "### Services", "### Views", "### Models",
                                  "### Files", "### Repositories", "### Critical Issues (must fix)",
                                  "### Warnings (should fix)", "### Recommendations", "### Problems (files not fully checked)"])
    }

    func testSubjectChecklistShowsPassAndFailRows() {
        let output = render(Fixture.report, options: Fixture.options)
        XCTAssertTrue(output.contains("""
            **FeatureController** (Sources/App/Controllers/FeatureController.swift:3)
            - [x] controller-final: PASS
            - [ ] controller-main-actor: FAIL — FeatureController must be annotated @MainActor
            - [ ] controller-private-set: FAIL — FeatureController.items should be private(set)
            """))
    }

    func testFileLevelFindingIsListedUnderItsFile() {
        let output = render(Fixture.report, options: Fixture.options)
        XCTAssertTrue(output.contains("### Files\n\n**Sources/App/Legacy.swift**\n- [ ] file-header: FAIL — File has no header comment\n"))
    }

    func testHeadingsAreDataDriven() {
        let headings = SubjectHeadings([.init(kind: "Coordinator", heading: "Flow Coordinators")])
        XCTAssertEqual(headings.heading(for: "coordinator"), "Flow Coordinators")
        XCTAssertEqual(headings.heading(for: "Controller"), "Controllers")
        let subject = Subject(symbol: "AppFlow", kind: "Coordinator", location: SourceLocation(file: "F.swift", line: 2, column: 1),
                              rule: "r", passed: true)
        let report = Report(findings: [], rules: [], subjects: [subject], filesChecked: 1)
        XCTAssertTrue(render(report, options: ReportOptions(subjectHeadings: headings))
            .contains("### Flow Coordinators\n\n**AppFlow** (F.swift:2)\n- [x] r: PASS\n"))
    }

    func testUnknownKindsArePluralised() {
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "Repository"), "Repositories")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "class"), "Classes")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "Key"), "Keys")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "Coordinator"), "Coordinators")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "controller"), "Controllers")
    }
}
