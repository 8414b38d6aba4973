// The `report once per file` clause of a rule block: parsed with its place, errors for a broken or repeated one,
// `{places}` allowed in the message only with it, `report` still free as a name, and `policy fmt` keeping it.
import XCTest
@testable import PolicyLanguage

final class ReportOncePerFileClauseTests: XCTestCase {
    func testTheClauseIsParsedWithItsPlace() {
        let rule = TestSupport.rule("""
        rule tabs {
          line indented with tabs must not exist
          report once per file
        }
        """)
        XCTAssertEqual(rule.reportOncePerFile?.line, 3)
        XCTAssertEqual(rule.reportOncePerFile?.column, 3)
    }

    func testARuleWithoutTheClauseReportsEveryPlace() {
        XCTAssertNil(TestSupport.rule("rule r {\n  line indented with tabs must not exist\n}\n").reportOncePerFile)
    }

    func testAClauseWithoutFileSaysWhatWasExpected() {
        XCTAssertEqual(TestSupport.diagnostics("rule r {\n  line indented with tabs must not exist\n  report once per line\n}\n"), """
        test.policy:3:19: error: expected 'file' after 'report once per', found 'line'
          report once per line
                          ^~~~
        """)
    }

    func testADuplicateClauseIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          line indented with tabs must not exist
          report once per file
          report once per file
        }
        """).contains("test.policy:4:3: error: duplicate 'report once per file' in rule 'r'"))
    }

    func testPlacesIsAPlaceholderOnlyOfARuleReportedOncePerFile() {
        let once = "rule r {\n  line indented with tabs must not exist\n  report once per file\n  message \"{places} lines use tabs\"\n}\n"
        XCTAssertEqual(TestSupport.diagnostics(once), "")
        let every = "rule r {\n  line indented with tabs must not exist\n  message \"{places} lines use tabs\"\n}\n"
        XCTAssertTrue(TestSupport.diagnostics(every).contains("test.policy:3:12: error: unknown binding '{places}' in rule 'r'"))
    }

    func testReportIsStillALayerName() {
        let file = TestSupport.parse("layer report = class matching *Report\nreport must be final\n")
        XCTAssertEqual(file.layers.map(\.name.name), ["report"])
        XCTAssertEqual(file.rules.count, 1)
    }

    func testFormatterKeepsTheClauseOnItsOwnLine() {
        let text = "rule r {\n  line indented with tabs must not exist\n  report   once per  file\n}\n"
        guard case .success(let formatted) = PolicyFormatter.format(PolicySource(name: "t.policy", text: text)) else {
            return XCTFail("does not format")
        }
        XCTAssertEqual(formatted, "rule r {\n  line indented with tabs must not exist\n  report once per file\n}\n")
    }
}
