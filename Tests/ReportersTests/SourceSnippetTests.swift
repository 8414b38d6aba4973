// SourceSnippetTests: findings shown at their exact place — the text report's source line with a caret (and `~`
// under a known range), SARIF regions with their end and snippet, JSON and GitHub ends — read through an injected
// `SourceReader`, so no real files are needed (one test reads a real temporary file).
import Foundation
import XCTest
import Findings
import Reporters

final class SourceSnippetTests: XCTestCase {
    static let file = "Sources/App/Feed.swift"
    static let source = """
        import Foundation

        import Combine
        final class FeedView {
        \tlet items = service.fetch()!
        }
        """

    static var options: ReportOptions {
        var options = ReportOptions(quiet: true)
        options.sourceReader = .contents([file: source])
        return options
    }

    static func finding(line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil,
                        file: String = file) -> Finding {
        Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: file, line: line, column: column),
                endLine: endLine, endColumn: endColumn)
    }

    static func render(_ format: ReportFormat, _ findings: [Finding], options: ReportOptions = options) -> String {
        format.render(Report(findings: findings, rules: [], filesChecked: 1), options: options)
    }

    func testTextPutsCaretUnderColumn() {
        let text = Self.render(.text, [Self.finding(line: 3, column: 8)])
        XCTAssertEqual(text, """
            Sources/App/Feed.swift
              3:8  error    m  [r]
                  | import Combine
                  |        ^

            """)
    }

    func testTextPutsTildesUnderRangeOnLine() {
        // line 5 starts with a tab (shown as one space); `service.fetch()` is bytes 14..<29, 15 characters
        let text = Self.render(.text, [Self.finding(line: 5, column: 14, endLine: 5, endColumn: 29)])
        XCTAssertTrue(text.hasSuffix("      |  let items = service.fetch()!\n      |              ^" + String(repeating: "~", count: 14) + "\n"),
                      text)
    }

    func testTextRangeGoingOnMarksToEndOfLine() {
        // `final class FeedView {` is 22 characters: the caret and 21 tildes
        let text = Self.render(.text, [Self.finding(line: 4, column: 1, endLine: 6, endColumn: 2)])
        XCTAssertTrue(text.hasSuffix("      | final class FeedView {\n      | ^" + String(repeating: "~", count: 21) + "\n"), text)
    }

    func testTextMissingFileHasNoSnippet() {
        let text = Self.render(.text, [Self.finding(line: 3, column: 8, file: "Sources/App/Gone.swift")])
        XCTAssertEqual(text, "Sources/App/Gone.swift\n  3:8  error    m  [r]\n")
    }

    func testTextChangedFileHasNoSnippet() {
        // the file is shorter than the finding's line, or its line shorter than the column: no snippet, no crash
        let text = Self.render(.text, [Self.finding(line: 40, column: 1), Self.finding(line: 1, column: 90)])
        XCTAssertFalse(text.contains("|"), text)
    }

    func testTextWithoutReaderHasNoSnippet() {
        let text = Self.render(.text, [Self.finding(line: 3, column: 8)], options: ReportOptions(quiet: true))
        XCTAssertFalse(text.contains("|"), text)
    }

    func testTextReadsRealFileRelativeToFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("let a = 1\r\nlet b = a!\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        var options = ReportOptions(quiet: true)
        options.sourceReader = .files(relativeTo: folder.path)
        let text = Self.render(.text, [Self.finding(line: 2, column: 9, endLine: 2, endColumn: 11, file: "A.swift")],
                               options: options)
        XCTAssertEqual(text, "A.swift\n  2:9  error    m  [r]\n      | let b = a!\n      |         ^~\n")
        options.sourceReader = .files(relativeTo: folder.appendingPathComponent("missing").path)
        XCTAssertEqual(Self.render(.text, [Self.finding(line: 2, column: 9, file: "A.swift")], options: options),
                       "A.swift\n  2:9  error    m  [r]\n")
    }

    func testSARIFRegionHasEndAndSnippet() throws {
        let sarif = try parseObject(Self.render(.sarif, [Self.finding(line: 5, column: 14, endLine: 5, endColumn: 29)]))
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first)
        let physical: [String: Any] = try value(location, "physicalLocation")
        let region: [String: Any] = try value(physical, "region")
        XCTAssertEqual(region["startLine"] as? Int, 5)
        XCTAssertEqual(region["startColumn"] as? Int, 14)
        XCTAssertEqual(region["endLine"] as? Int, 5)
        XCTAssertEqual(region["endColumn"] as? Int, 29)
        let snippet: [String: Any] = try value(region, "snippet")
        XCTAssertEqual(snippet["text"] as? String, "\tlet items = service.fetch()!")
    }

    func testSARIFRegionWithoutEndOrFileHasStartOnly() throws {
        let sarif = Self.render(.sarif, [Self.finding(line: 3, column: 8, file: "Other.swift")])
        XCTAssertTrue(sarif.contains("\"startColumn\": 8"), sarif)
        XCTAssertFalse(sarif.contains("endLine"), sarif)
        XCTAssertFalse(sarif.contains("snippet"), sarif)
    }

    func testJSONHasEndKeysOnlyWhenKnown() throws {
        let json = try parseObject(Self.render(.json, [Self.finding(line: 5, column: 14, endLine: 6, endColumn: 2),
                                                       Self.finding(line: 3, column: 1)]))
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 2)
        XCTAssertNil(findings[0]["endLine"])
        XCTAssertNil(findings[0]["endColumn"])
        XCTAssertEqual(findings[1]["endLine"] as? Int, 6)
        XCTAssertEqual(findings[1]["endColumn"] as? Int, 2)
    }

    func testGitHubGivesLineColumnAndEnd() {
        XCTAssertEqual(Self.render(.github, [Self.finding(line: 5, column: 14, endLine: 5, endColumn: 29)]),
                       "::error file=Sources/App/Feed.swift,line=5,col=14,endLine=5,endColumn=29,title=r::m\n")
        XCTAssertEqual(Self.render(.github, [Self.finding(line: 3, column: 8)]),
                       "::error file=Sources/App/Feed.swift,line=3,col=8,title=r::m\n")
    }

    func testXcodeGivesLineAndColumn() {
        XCTAssertEqual(Self.render(.xcode, [Self.finding(line: 5, column: 14, endLine: 5, endColumn: 29)]),
                       "Sources/App/Feed.swift:5:14: error: m [r]\n")
    }

    func testEachFileIsReadOnceForManyFindings() {
        let reads = ReadCounter()
        var options = ReportOptions(quiet: true)
        options.sourceReader = SourceReader(name: "counted") { path in
            reads.add()
            return Array(Self.source.utf8)
        }
        let findings = (1...6).map { Self.finding(line: $0, column: 1) } + [Self.finding(line: 1, column: 1, file: "B.swift")]
        let text = Self.render(.text, findings, options: options)
        // six lines of the first file and one of B.swift (the counted reader serves the same text): seven carets
        XCTAssertEqual(text.components(separatedBy: "^").count - 1, 7)
        XCTAssertEqual(reads.count, 2)
        _ = Self.render(.sarif, findings, options: options)
        XCTAssertEqual(reads.count, 4)
    }

    func testSourceLineControlsAreShownVisibly() {
        var options = ReportOptions(quiet: true)
        options.sourceReader = .contents(["E.swift": "let s = \"\u{1B}[31m\"; x!\n::error::forged\n"])
        let text = Self.render(.text, [Self.finding(line: 1, column: 18, file: "E.swift"),
                                       Self.finding(line: 2, column: 1, file: "E.swift")], options: options)
        // the ESC byte before the column shows as `\u{1B}`, six characters: the caret moves with it, under `x`
        XCTAssertTrue(text.contains("      | let s = \"\\u{1B}[31m\"; x!\n      | " + String(repeating: " ", count: 22) + "^\n"), text)
        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.contains("      | ::error::forged\n"), text)
    }

    func testFindingDropsEndBeforeStart() {
        let finding = Self.finding(line: 5, column: 13, endLine: 5, endColumn: 2)
        XCTAssertNil(finding.endLine)
        XCTAssertNil(finding.endColumn)
    }
}

/// Counts a reader's calls (readers are `@Sendable`, so the count is behind a lock).
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0
    func add() { lock.lock(); reads += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return reads }
}
