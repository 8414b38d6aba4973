// ReportBlocksTests: JSON and SARIF reports made as they are written (`renderForOutput`) are the same bytes as their
// text (`render`), and a large report reaches the sink in blocks of about a megabyte rather than whole.
import Findings
import Reporters
import XCTest

final class ReportBlocksTests: XCTestCase {
    /// About 3 MB of JSON: enough findings with long messages for several blocks.
    private static let large: Report = {
        let findings = (0..<6_000).map { index in
            Finding(rule: "rule-\(index % 7)", severity: .warning,
                    message: "message \(index) " + String(repeating: "long words and \"quotes\" ", count: 12),
                    location: SourceLocation(file: "Sources/F\(index / 50).swift", line: index % 50 + 1, column: 3),
                    symbol: "T\(index)", subjectKind: "Model")
        }
        return Report(findings: findings, rules: [], filesChecked: 120)
    }()

    private func blocks(_ rendered: RenderedReport) -> [[UInt8]] {
        guard case .stream(let write) = rendered else { return [] }
        var blocks: [[UInt8]] = []
        write { blocks.append(Array($0)) }
        return blocks
    }

    func testJSONBlocksAreTheBytesOfItsTextAndALargeReportHasSeveral() {
        let blocks = blocks(ReportFormat.json.renderForOutput(Self.large, options: Fixture.options))
        XCTAssertGreaterThan(blocks.count, 2)
        XCTAssertTrue(blocks.allSatisfy { $0.count < 2 << 20 })
        XCTAssertEqual(Array(blocks.joined()), Array(ReportFormat.json.render(Self.large, options: Fixture.options).utf8))
    }

    func testSARIFBlocksAreTheBytesOfItsText() {
        let blocks = blocks(ReportFormat.sarif.renderForOutput(Self.large, options: Fixture.options))
        XCTAssertGreaterThan(blocks.count, 2)
        XCTAssertEqual(Array(blocks.joined()), Array(ReportFormat.sarif.render(Self.large, options: Fixture.options).utf8))
    }

    func testTextReportIsRenderedAsOneText() {
        guard case .text(let text) = ReportFormat.text.renderForOutput(Fixture.report, options: Fixture.options) else {
            return XCTFail("a text report is one text")
        }
        XCTAssertEqual(text, ReportFormat.text.render(Fixture.report, options: Fixture.options))
    }

    func testTextAppendedToAStreamComesLast() {
        var rendered = RenderedReport.stream { sink in Array("{}".utf8).withUnsafeBufferPointer(sink) }
        rendered.append("\nnote\n")
        XCTAssertEqual(rendered.text, "{}\nnote\n")
    }
}
