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

    static var colorOptions: ReportOptions {
        var options = Fixture.options
        options.color = true
        return options
    }

    private func assertGolden(_ format: ReportFormat, _ name: String, options: ReportOptions = Fixture.options,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = format.render(Fixture.report, options: options)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
                .appendingPathComponent("Golden").appendingPathComponent(name)
            try Data(actual.utf8).write(to: url)
            return
        }
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"),
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
