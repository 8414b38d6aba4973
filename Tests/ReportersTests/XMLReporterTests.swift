// XMLReporterTests: the checkstyle and junit formats — shape, counts, and an empty report.
import XCTest
import Findings
import Reporters

final class XMLReporterTests: XCTestCase {
    func testCheckstyleHasOneFileElementPerFileWithItsErrors() {
        let output = CheckstyleReporter().render(Fixture.report, options: Fixture.options)
        XCTAssertEqual(output.components(separatedBy: "<file name=").count - 1, 6, output)
        XCTAssertTrue(output.contains("""
              <file name="Sources/App/Controllers/FeatureController.swift">
                <error line="3" column="1" severity="error" message="FeatureController must be annotated @MainActor" source="policy.controller-main-actor"/>
            """), output)
    }

    func testCheckstyleOfAnEmptyReportIsAnEmptyDocument() {
        XCTAssertEqual(CheckstyleReporter().render(Fixture.empty, options: ReportOptions()),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    func testJUnitHasASuitePerRuleAndCountsFailures() {
        let output = JUnitReporter().render(Fixture.report, options: Fixture.options)
        XCTAssertTrue(output.contains("<testsuites name=\"policy\" tests=\"13\" failures=\"7\" errors=\"1\">"), output)
        XCTAssertTrue(output.contains("""
              <testsuite name="controller-final" tests="1" failures="0" errors="0">
                <testcase classname="controller-final" name="no findings"/>
            """), output)
        XCTAssertTrue(output.contains("<failure type=\"error\" message=\"FeatureController must be annotated @MainActor\">"), output)
        XCTAssertTrue(output.contains("<testsuite name=\"problems\" tests=\"1\" failures=\"0\" errors=\"1\">"), output)
    }

    func testXMLEscapingCoversMarkupQuotesAndControls() {
        let finding = Finding(rule: "r", severity: .error, message: "a<b>&\"c\"'d'\u{1B}\u{0}\u{FFFE}",
                              location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let output = CheckstyleReporter().render(Report(findings: [finding], rules: [], filesChecked: 1), options: ReportOptions())
        XCTAssertTrue(output.contains("message=\"a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;\\u{1B}\\u{0}\\u{FFFE}\""), output)
    }
}
