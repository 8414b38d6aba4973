// GoldenTests: every format rendered from the shared fixture, compared byte for byte with
// Golden/<format>.<ext>. Run with UPDATE_GOLDEN=1 to rewrite the files in the source tree.
import Foundation
import XCTest
import Findings
import Reporters

final class GoldenTests: XCTestCase {
    func testTextGolden() throws { try assertGolden(.text, "text.txt") }
    func testTextColorGolden() throws { try assertGolden(.text, "text-color.txt", options: Self.colorOptions) }
    func testXcodeGolden() throws { try assertGolden(.xcode, "xcode.txt") }
    func testJSONGolden() throws { try assertGolden(.json, "report.json") }
    func testSARIFGolden() throws { try assertGolden(.sarif, "report.sarif") }
    func testGitHubGolden() throws { try assertGolden(.github, "github.txt") }
    func testMarkdownGolden() throws { try assertGolden(.markdown, "report.md") }
    func testMarkdownWithLinksAndCapGolden() throws { try assertGolden(.markdown, "report-links.md", options: Self.linkedOptions) }
    func testCheckstyleGolden() throws { try assertGolden(.checkstyle, "checkstyle.xml") }
    func testJUnitGolden() throws { try assertGolden(.junit, "junit.xml") }

    // findings with source lines to show and ranges (`Fixture.placedReport`): the caret display and SARIF regions
    func testTextCaretDisplayGolden() throws {
        try assertGolden(.text, "text-snippets.txt", options: Fixture.placedOptions, report: Fixture.placedReport)
    }
    func testSARIFRegionsGolden() throws {
        try assertGolden(.sarif, "report-snippets.sarif", options: Fixture.placedOptions, report: Fixture.placedReport)
    }

    // hostile file, symbol and rule names and messages (`Fixture.hostileReport`), one golden per format
    func testTextHostileGolden() throws { try assertGolden(.text, "hostile/text.txt", report: Fixture.hostileReport) }
    func testXcodeHostileGolden() throws { try assertGolden(.xcode, "hostile/xcode.txt", report: Fixture.hostileReport) }
    func testJSONHostileGolden() throws { try assertGolden(.json, "hostile/report.json", report: Fixture.hostileReport) }
    func testSARIFHostileGolden() throws { try assertGolden(.sarif, "hostile/report.sarif", report: Fixture.hostileReport) }
    func testGitHubHostileGolden() throws { try assertGolden(.github, "hostile/github.txt", report: Fixture.hostileReport) }
    func testMarkdownHostileGolden() throws { try assertGolden(.markdown, "hostile/report.md", report: Fixture.hostileReport) }
    func testCheckstyleHostileGolden() throws { try assertGolden(.checkstyle, "hostile/checkstyle.xml", report: Fixture.hostileReport) }
    func testJUnitHostileGolden() throws { try assertGolden(.junit, "hostile/junit.xml", report: Fixture.hostileReport) }

    static var linkedOptions: ReportOptions {
        var options = Fixture.options
        options.linkBase = "https://github.com/team/app/blob/0123abc/"
        options.maxFindingsPerRule = 1
        return options
    }

    static var colorOptions: ReportOptions {
        var options = Fixture.options
        options.color = true
        return options
    }

    private func assertGolden(_ format: ReportFormat, _ name: String, options: ReportOptions = Fixture.options,
                              report: Report = Fixture.report, file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = format.render(report, options: options)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
                .appendingPathComponent("Golden").appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let folder = (name as NSString).deletingLastPathComponent
        let url = try XCTUnwrap(Bundle.module.url(forResource: (name as NSString).lastPathComponent, withExtension: nil,
                                                  subdirectory: folder.isEmpty ? "Golden" : "Golden/" + folder),
                                "missing Golden/\(name); run with UPDATE_GOLDEN=1", file: file, line: line)
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            XCTFail("\(format.rawValue) output differs from Golden/\(name) (UPDATE_GOLDEN=1 regenerates)\n"
                    + firstDifference(expected, actual), file: file, line: line)
        }
    }

    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        for index in 0..<max(e.count, a.count) {
            let el = index < e.count ? e[index] : "<end>", al = index < a.count ? a[index] : "<end>"
            if el != al { return "line \(index + 1):\n  expected: \(el)\n  actual:   \(al)" }
        }
        return ""
    }
}
