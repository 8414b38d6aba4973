// NameFindingPlaceTests: a requirement on a declaration's name points at the name as written, after the attributes
// and modifiers above or before it; any other requirement stays on the declaration's first line.
import Findings
import XCTest

final class NameFindingPlaceTests: XCTestCase {
    static func positions(_ policy: String, _ source: String) -> [String] {
        findings(policy: policy, files: ["App/Feed.swift": source]).map { "\($0.location.line):\($0.location.column)" }
    }

    func testANameRequirementPointsAtTheNameBelowAnAttributeWithArguments() {
        let source = "final class FeedTests {\n    @Test(\"loads (the) feed\")\n    @MainActor\n    func testLoadsFeed() {}\n}\n"
        XCTAssertEqual(Self.positions("func must match regex \"^test_\"\n", source), ["4:10"])
    }

    func testANameAfterModifiersOnOneLineIsAtItsColumn() {
        XCTAssertEqual(Self.positions("class must be named *Controller\n", "public final class Feed {}\n"), ["1:20"])
    }

    func testEachNameOfACaseListIsItsOwn() {
        XCTAssertEqual(Self.positions("case must not be named b*\n", "enum E {\n    case alpha, beta\n}\n"), ["2:17"])
    }

    func testAMissingAttributeStaysOnTheDeclarationsFirstLine() {
        XCTAssertEqual(Self.positions("class must have final\n", "@MainActor\nclass Feed {}\n"), ["1:1"])
    }
}
