// HostileNamesTests: file, symbol and rule names and messages that try to inject — a workflow command after a line
// break, terminal escapes, bidi overrides, HTML, mentions — come out inert in every format (the goldens show how).
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import Findings
import Reporters

final class HostileNamesTests: XCTestCase {
    private func render(_ format: ReportFormat) -> String {
        format.render(Fixture.hostileReport, options: Fixture.options)
    }

    /// The Actions runner trims a line's leading white space before it looks for `::` (`ActionCommand.TryParseV2`).
    func testNoFormatButGitHubPrintsALineTheRunnerReadsAsACommand() {
        for format in ReportFormat.allCases where format != .github {
            for line in render(format).split(separator: "\n") {
                let trimmed = line.drop(while: \.isWhitespace)
                XCTAssertFalse(trimmed.hasPrefix("::") || trimmed.hasPrefix("##["), "\(format.rawValue): \(line)")
            }
        }
    }

    func testAFileNamedLikeACommandIsDefusedInTextAndXcode() {
        let finding = Finding(rule: "r", severity: .error, message: "m\n  ::error::second line",
                              location: SourceLocation(file: "::error file=a.swift::x.swift", line: 1, column: 1))
        let report = Report(findings: [finding], rules: [], filesChecked: 1)
        XCTAssertEqual(ReportFormat.xcode.render(report), "\\u{3A}:error file=a.swift::x.swift:1:1: error: m ::error::second line [r]\n")
        XCTAssertTrue(ReportFormat.text.render(report).hasPrefix("\\u{3A}:error file=a.swift::x.swift\n  1:1  error    m\n                \\u{3A}:error::second line  [r]\n"),
                      ReportFormat.text.render(report))
    }

    func testGitHubPrintsExactlyOneCommandPerFindingAndProblem() {
        let lines = render(.github).split(separator: "\n")
        XCTAssertEqual(lines.count, 3, render(.github))
        for line in lines {
            XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), String(line))
        }
    }

    func testNoFormatPrintsARawControlCharacterOrBidiOverride() {
        for format in ReportFormat.allCases {
            for scalar in render(format).unicodeScalars where scalar != "\n" {
                let value = scalar.value
                let unsafe = value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                XCTAssertFalse(unsafe, "\(format.rawValue) prints U+\(String(value, radix: 16))")
            }
        }
    }

    func testLineFormatsSpellControlsVisibly() {
        XCTAssertTrue(render(.text).contains("dir, v2/a:b %.swift\\u{1B}\\u{7}\n") && render(.text).contains("\\u{1B}[2J"), render(.text))
        XCTAssertTrue(render(.xcode).contains("x\\u{A}::error file=evil.swift,line=1::INJECTED\\u{A}.swift:2:3: error:"), render(.xcode))
        XCTAssertTrue(render(.github).contains("file=x%0A%3A%3Aerror file=evil.swift%2Cline=1%3A%3AINJECTED%0A.swift,"), render(.github))
        XCTAssertTrue(render(.github).contains("\\u{1B}]0;title\\u{7}"), render(.github))
    }

    func testJSONAndSARIFKeepNamesExactly() throws {
        let json = try parseObject(render(.json))
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "evil-rule" })
        XCTAssertEqual(finding["file"] as? String, Fixture.injectingFile)
        XCTAssertEqual(finding["symbol"] as? String, Fixture.hostileSymbol)
        XCTAssertEqual(finding["message"] as? String, Fixture.hostileMessage)

        let sarif = try parseObject(render(.sarif))
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "evil/evil-rule" })
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, Fixture.hostileMessage)
        let location = (result["locations"] as? [[String: Any]])?.first
        XCTAssertEqual(((location?["logicalLocations"] as? [[String: Any]])?.first)?["fullyQualifiedName"] as? String, Fixture.hostileSymbol)
    }

    func testMarkdownMentionsNobodyAndMakesNoHTML() {
        let output = render(.markdown)
        XCTAssertTrue(output.contains("`@octocat`"), output)
        XCTAssertFalse(output.replacingOccurrences(of: "`@octocat`", with: "").contains("@octocat"), output)
        XCTAssertFalse(output.contains("<script>"), output)
        XCTAssertTrue(output.contains("\\<script\\>"), output)
    }

    func testXMLFormatsAreWellFormedAndKeepLineBreaksInNames() throws {
        for format in [ReportFormat.checkstyle, .junit] {
            let collector = AttributeCollector()
            let parser = XMLParser(data: Data(render(format).utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(format.rawValue): \(parser.parserError.map { "\($0)" } ?? "")")
            let values = collector.attributes.flatMap { $0.values }
            XCTAssertTrue(values.contains { $0.contains(Fixture.injectingFile) }, "\(format.rawValue): \(values)")
        }
    }

    func testSARIFRuleDescriptionsHaveNoPlaceholders() throws {
        let sarif = try parseObject(render(.sarif))
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rule = try XCTUnwrap((driver?["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "evil/evil-rule" })
        XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, "The symbol must not be declaration in the file")
        XCTAssertEqual((rule["fullDescription"] as? [String: Any])?["text"] as? String, "The symbol must not be declaration in the file")
    }
}

/// Every element's attributes, in document order.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var attributes: [[String: String]] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        attributes.append(attributeDict)
    }
}
