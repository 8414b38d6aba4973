// JSONReporterTests: the JSON output parses back, has the documented fields, and keeps its key order.
import Foundation
import XCTest
import Findings
import Reporters

final class JSONReporterTests: XCTestCase {
    private func render(_ report: Report = Fixture.report) -> String {
        JSONReporter().render(report, options: Fixture.options)
    }

    func testParsesBackWithRequiredTopLevelFields() throws {
        let root = try parseObject(render())
        XCTAssertEqual(try value(root, "version", as: Int.self), 1)
        let tool: [String: Any] = try value(root, "tool")
        XCTAssertEqual(try value(tool, "name", as: String.self), "policy")
        XCTAssertEqual(try value(tool, "version", as: String.self), "1.2.3")
        XCTAssertNotNil(root["summary"] as? [String: Any])
        XCTAssertEqual((root["findings"] as? [Any])?.count, Fixture.findings.count)
        XCTAssertEqual((root["problems"] as? [Any])?.count, Fixture.problems.count)
    }

    func testEveryFindingHasAllDocumentedKeys() throws {
        let root = try parseObject(render())
        let findings: [[String: Any]] = try value(root, "findings")
        let keys: Set<String> = ["rule", "severity", "message", "file", "line", "column", "symbol", "kind"]
        for finding in findings {
            // `pack` is there exactly for packs' rules
            XCTAssertEqual(Set(finding.keys), finding["rule"] as? String == "file-header" ? keys : keys.union(["pack"]))
            XCTAssertTrue(["error", "warning", "info"].contains(finding["severity"] as? String))
        }
    }

    func testSummaryCounts() throws {
        let summary: [String: Any] = try value(try parseObject(render()), "summary")
        XCTAssertEqual(summary["verdict"] as? String, "FAIL")
        XCTAssertEqual(summary["findings"] as? Int, 7)
        XCTAssertEqual(summary["errors"] as? Int, 3)
        XCTAssertEqual(summary["warnings"] as? Int, 2)
        XCTAssertEqual(summary["info"] as? Int, 2)
        XCTAssertEqual(summary["filesChecked"] as? Int, 7)
        XCTAssertEqual(summary["problems"] as? Int, 1)
        XCTAssertEqual(summary["rulesEvaluated"] as? Int, 12)
    }

    func testFileLevelFindingHasNullSymbol() throws {
        let findings: [[String: Any]] = try value(try parseObject(render()), "findings")
        let fileLevel = try XCTUnwrap(findings.first { $0["rule"] as? String == "file-header" })
        XCTAssertTrue(fileLevel["symbol"] is NSNull)
        XCTAssertEqual(fileLevel["kind"] as? String, "file")
    }

    func testMessagesRoundTripExactly() throws {
        let message = Fixture.trickyMessage + " \\ back\tslash \u{01} \u{2028} \u{7F} 🚀"
        let finding = Finding(rule: "r", severity: .error, message: message,
                              location: SourceLocation(file: "Dir \"q\"/A.swift", line: 1, column: 1))
        let findings: [[String: Any]] = try value(try parseObject(render(Report(findings: [finding], rules: [], filesChecked: 1))), "findings")
        XCTAssertEqual(findings.first?["message"] as? String, message)
        XCTAssertEqual(findings.first?["file"] as? String, "Dir \"q\"/A.swift")
    }

    func testTopLevelKeysAppearInDocumentedOrder() {
        let output = render()
        let positions = ["\"version\"", "\"tool\"", "\"summary\"", "\"findings\"", "\"problems\""].compactMap {
            output.range(of: $0)?.lowerBound
        }
        XCTAssertEqual(positions.count, 5)
        XCTAssertEqual(positions, positions.sorted())
    }

    func test_strings_escapeQuotesBackslashesControlsDeleteAndLineSeparators() throws {
        let message = "a\"b\\c\nd\te\u{7F}f\u{2028}g\u{01} é ~"
        let finding = Finding(rule: "r", severity: .error, message: message, location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let text = render(Report(findings: [finding], rules: [], filesChecked: 1))
        XCTAssertTrue(text.contains(#""message": "a\"b\\c\nd\te\u007ff\u2028g\u0001 é ~","#), text)
        let findings: [[String: Any]] = try value(try parseObject(text), "findings")
        XCTAssertEqual(findings.first?["message"] as? String, message)
    }

    func test_emptyLists_areWrittenAsEmptyArraysOnTheKeyLine() {
        let text = render(Report(findings: [], rules: [], filesChecked: 0))
        XCTAssertTrue(text.contains("  \"findings\": [],\n  \"problems\": []\n}\n"), text)
    }
}
