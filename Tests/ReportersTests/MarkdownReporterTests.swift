// MarkdownReporterTests: the pull-request report — verdict, tables per severity and rule, each finding once under its
// subject, the cap per rule, links, the title, quiet, and the size limit whatever the input.
import XCTest
import Findings
import Reporters

final class MarkdownReporterTests: XCTestCase {
    private func render(_ report: Report, options: ReportOptions = ReportOptions()) -> String {
        MarkdownReporter().render(report, options: options)
    }

    /// `count` findings of `rules` rules, with long paths and messages, spread over files.
    private func bigReport(findings count: Int, rules: Int, nameLength: Int = 80) -> Report {
        let padding = String(repeating: "n", count: nameLength)
        let findings = (0..<count).map { index in
            Finding(rule: "rule-\(index % rules)", severity: [.error, .warning, .info][index % 3],
                    message: "Symbol\(index) \(padding) must be something else entirely",
                    location: SourceLocation(file: "Sources/Module\(index % 50)/\(padding)\(index / 50).swift", line: index % 900 + 1, column: 5),
                    symbol: "Type\(index)\(padding)", subjectKind: "class")
        }
        let descriptors = (0..<rules).map { RuleDescriptor(id: "rule-\($0)", severity: .error, summary: "{name} must be \($0)") }
        return Report(findings: findings, rules: descriptors, filesChecked: count / 50 + 1)
    }

    func testVerdictFollowsSeverities() {
        XCTAssertTrue(render(Fixture.report(severities: [])).contains("**PASS** · 0 findings"))
        XCTAssertTrue(render(Fixture.report(severities: [.info, .info])).contains("**PASS** · 2 findings"))
        XCTAssertTrue(render(Fixture.report(severities: [.warning, .info])).contains("**NEEDS WORK** · 2 findings"))
        XCTAssertTrue(render(Fixture.report(severities: [.info, .warning, .error])).contains("**FAIL** · 3 findings in 1 file checked"))
    }

    func testSummaryTablesCountPerSeverityAndPerRule() {
        let output = render(Fixture.report, options: Fixture.options)
        XCTAssertTrue(output.contains("| severity | findings |\n|:--|--:|\n| error | 3 |\n| warning | 2 |\n| info | 2 |\n"), output)
        XCTAssertTrue(output.contains("| `service-no-main-actor` | error | 1 | Services are not `@MainActor` |\n"), output)
        XCTAssertTrue(output.contains("5 of 12 rules passed with no findings."), output)
    }

    func testEachFindingAppearsOnceUnderItsSubject() {
        let output = render(Fixture.report, options: Fixture.options)
        for finding in Fixture.findings {
            let listed = output.components(separatedBy: "· \(finding.location.line):\(finding.location.column) — ").count - 1
            XCTAssertEqual(listed, 1, "\(finding.rule) listed \(listed) times:\n\(output)")
        }
        XCTAssertTrue(output.contains("""
            **FeatureController** · Sources/App/Controllers/FeatureController.swift
            - **error** `controller-main-actor` · 3:1 — FeatureController must be annotated `@MainActor`
            - **warning** `controller-private-set` · 12:5 — FeatureController.items should be private(set)
            """), output)
    }

    func testFileLevelFindingIsListedUnderItsFile() {
        let output = render(Fixture.report, options: Fixture.options)
        XCTAssertTrue(output.contains("### Files\n\n**Sources/App/Legacy.swift**\n- **info** `file-header` · 1:1 — File has no header comment\n"), output)
    }

    func testKnownKindsComeFirstInConfiguredOrderThenOthersAlphabetically() {
        let headings = render(Fixture.report, options: Fixture.options).split(separator: "\n").filter { $0.hasPrefix("### ") }
        XCTAssertEqual(headings, ["### Problems (files not fully checked)", "### Controllers", "### Services", "### Views",
                                  "### Models", "### Files"])
    }

    func testOnlyTheFirstFindingsOfEachRuleAreListedAndTheRestCounted() {
        let report = bigReport(findings: 30, rules: 2)
        let output = render(report, options: ReportOptions(maxFindingsPerRule: 4))
        XCTAssertEqual(output.components(separatedBy: "\n- **").count - 1, 8, output)
        XCTAssertTrue(output.contains("| `rule-0` | error | 15 (4 listed) |"), output)
        XCTAssertTrue(output.contains("_22 more findings are not listed: the report lists the first 4 of each rule (`--max-findings`)._"), output)
    }

    func testLinkBaseLinksEachFindingToItsLine() {
        var options = Fixture.options
        options.linkBase = "https://github.com/team/app/blob/abc123/"
        let output = render(Fixture.report, options: options)
        XCTAssertTrue(output.contains("[8:12](https://github.com/team/app/blob/abc123/Sources/App/Services/Feature%20Service.swift#L8)"), output)
    }

    func testAbsolutePathsAreNotLinked() {
        let finding = Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: "/tmp/A.swift", line: 2, column: 1),
                              symbol: "A", subjectKind: "class")
        let output = render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions(linkBase: "https://x.test"))
        XCTAssertTrue(output.contains("- **error** `r` · 2:1 — m"), output)
    }

    func testTitleIsTheGivenOneWithoutAFixedPrefix() {
        XCTAssertTrue(render(Fixture.empty).hasPrefix("## policy check\n"))
        XCTAssertTrue(render(Fixture.empty, options: ReportOptions(title: "Policy check: mvvm")).hasPrefix("## Policy check: mvvm\n"))
        XCTAssertFalse(render(Fixture.report, options: Fixture.options).contains("SwiftUI Pattern Validation"))
    }

    func testQuietLeavesOutTheSummary() {
        let output = render(Fixture.report, options: ReportOptions(quiet: true))
        XCTAssertFalse(output.contains("| severity |"), output)
        XCTAssertFalse(output.contains("**FAIL**"), output)
        XCTAssertTrue(output.contains("- **error** `controller-main-actor` · 3:1"), output)
    }

    func testHiddenFindingsAreSaidInTheSummary() {
        let output = render(Fixture.report(severities: [.error]), options: ReportOptions(hiddenFindings: 4, minimumSeverity: .warning))
        XCTAssertTrue(output.contains("**FAIL** · 1 finding in 1 file checked · 4 below warning not shown"), output)
    }

    func testHugeReportStaysUnderTheCommentLimitWithANote() {
        let report = bigReport(findings: 50_000, rules: 300, nameLength: 400)
        let output = render(report, options: ReportOptions(maxFindingsPerRule: 1_000))
        XCTAssertLessThan(output.utf8.count, MarkdownReporter.characterLimit)
        XCTAssertLessThan(output.count, MarkdownReporter.characterLimit)
        XCTAssertTrue(output.contains("> **Report cut** to stay under GitHub's 65536-character limit for a comment: "), String(output.suffix(500)))
        XCTAssertTrue(output.contains("of 50000 findings listed."), String(output.suffix(500)))
        XCTAssertTrue(output.contains("| … | | "), "the rule table is capped too")
    }

    func testOneEnormousNameOrMessageCannotFillTheReport() {
        let long = String(repeating: "a", count: 1_000_000)
        let finding = Finding(rule: "r", severity: .error, message: long, location: SourceLocation(file: long, line: 1, column: 1),
                              symbol: long, subjectKind: long)
        let output = render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions(title: long))
        XCTAssertLessThan(output.utf8.count, 5_000)
        XCTAssertTrue(output.contains("- **error** `r` · 1:1 — aaa"), output)
    }

    func testSmallerLimitCutsAtALineWithTheNote() {
        let output = MarkdownReporter(characterLimit: 2_000).render(bigReport(findings: 200, rules: 3), options: ReportOptions())
        XCTAssertLessThan(output.utf8.count, 2_000)
        XCTAssertTrue(output.hasSuffix("for all of them.\n"), output)
        let lines = output.split(separator: "\n")
        XCTAssertTrue(lines[lines.count - 2].hasPrefix("- **"), "a cut page ends with a finding, not a heading:\n\(output)")
    }

    func testUnknownKindsArePluralised() {
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "Repository"), "Repositories")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "class"), "Classes")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "Key"), "Keys")
        XCTAssertEqual(SubjectHeadings.standard.heading(for: "controller"), "Controllers")
    }

    func testHeadingsAreDataDriven() {
        let headings = SubjectHeadings([.init(kind: "Coordinator", heading: "Flow Coordinators")])
        let finding = Finding(rule: "r", severity: .warning, message: "m", location: SourceLocation(file: "F.swift", line: 2, column: 1),
                              symbol: "AppFlow", subjectKind: "coordinator")
        let output = render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions(subjectHeadings: headings))
        XCTAssertTrue(output.contains("### Flow Coordinators\n\n**AppFlow** · F.swift\n- **warning** `r` · 2:1 — m\n"), output)
    }
}

final class MarkdownLinkTests: XCTestCase {
    private func linked(_ file: String, root: String? = "/repo", cwd: String? = "/repo/app") -> String {
        let finding = Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: file, line: 7, column: 1),
                              symbol: "A", subjectKind: "class")
        let options = ReportOptions(linkBase: "https://x.test/blob/c1", linkRoot: root, linkWorkingDirectory: cwd)
        let output = MarkdownReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: options)
        return output.split(separator: "\n").first { $0.hasPrefix("- **error**") }.map(String.init) ?? output
    }

    func testPathsAreLinkedBelowTheRepositoryRoot() {
        XCTAssertEqual(linked("Sources/A.swift"), "- **error** `r` · [7:1](https://x.test/blob/c1/app/Sources/A.swift#L7) — m")
        XCTAssertEqual(linked("/repo/lib/B c.swift"), "- **error** `r` · [7:1](https://x.test/blob/c1/lib/B%20c.swift#L7) — m")
        XCTAssertEqual(linked("../lib/./B.swift"), "- **error** `r` · [7:1](https://x.test/blob/c1/lib/B.swift#L7) — m")
    }

    func testPathsOutsideTheRootAreNotLinked() {
        XCTAssertEqual(linked("/elsewhere/A.swift"), "- **error** `r` · 7:1 — m")
        XCTAssertEqual(linked("../../A.swift"), "- **error** `r` · 7:1 — m")
        XCTAssertEqual(linked("/abs/A.swift", root: nil), "- **error** `r` · 7:1 — m")
    }
}
