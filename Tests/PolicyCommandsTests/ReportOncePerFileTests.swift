// `report once per file` through `policy check` and `policy test`: the first place of each file, `{places}` the
// places in that file, other rules untouched, and suppressions applied before the first place is chosen.
import XCTest
@testable import PolicyCommands

final class ReportOncePerFileTests: XCTestCase {
    private let rules = """
    rule tabs {
      line indented with tabs must not exist
      report once per file
      message "This file indents {places} lines with tabs"
    }
    rule long-lines {
      line longer than 20 must not exist
    }
    """

    /// `policy check` of the files with the rules above: the xcode-format lines, paths made relative.
    private func check(_ files: [String: String]) -> [String] {
        let box = Sandbox()
        _ = box.write("rules.policy", rules)
        for (path, text) in files { _ = box.write("src/\(path)", text) }
        let result = box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy"), box.path("src")])
        return result.out.split(separator: "\n").map { box.normalize(String($0)).replacingOccurrences(of: "<root>/src/", with: "") }
    }

    func testOnlyTheFirstPlaceOfEachFileIsReportedWithTheNumberOfPlaces() {
        let lines = check([
            "A.swift": "struct A {\n\tlet a = 1\n\tlet b = 2\n\tlet c = 3\n}\n",
            "B.swift": "struct B {\n    let a = 1\n\tlet b = 2\n}\n",
        ])
        XCTAssertEqual(lines, [
            "A.swift:2:1: error: This file indents 3 lines with tabs [tabs]",
            "B.swift:3:1: error: This file indents 1 lines with tabs [tabs]",
        ])
    }

    func testOtherRulesStillReportEveryPlace() {
        let lines = check(["A.swift": "\tlet first = 1234567890\n\tlet second = 1234567890\n"])
        XCTAssertEqual(lines.filter { $0.hasSuffix("[long-lines]") }.count, 2)
        XCTAssertEqual(lines.filter { $0.hasSuffix("[tabs]") }, ["A.swift:1:1: error: This file indents 2 lines with tabs [tabs]"])
    }

    func testASuppressedFirstPlaceLeavesTheNextOneReported() {
        let lines = check(["A.swift": "// policy:disable-next-line tabs -- pasted from a tabbed tool\n\tlet a = 1\n\tlet b = 2\n"])
        XCTAssertEqual(lines.filter { $0.hasSuffix("[tabs]") }, ["A.swift:3:1: error: This file indents 1 lines with tabs [tabs]"])
    }
}
