// SemanticVersionTests: MAJOR.MINOR.PATCH parsing and numeric ordering.
import XCTest
@testable import PolicyPacks

final class SemanticVersionTests: XCTestCase {
    func testParsesThreeNumbers() throws {
        let version = try XCTUnwrap(SemanticVersion("1.20.3"))
        XCTAssertEqual([version.major, version.minor, version.patch], [1, 20, 3])
        XCTAssertEqual(version.description, "1.20.3")
    }

    func testAcceptsAPrereleaseSuffix() throws {
        let version = try XCTUnwrap(SemanticVersion("2.0.0-beta.1"))
        XCTAssertEqual(version.description, "2.0.0")
    }

    func testRejectsMalformedVersions() {
        for text in ["", "1", "1.0", "1.0.0.0", "a.b.c", "1..0", "-1.0.0", "1.0.x", "v1.0.0", " 1.0.0", "+1.0.0", "1.+2.3", "1.0.0-"] {
            XCTAssertNil(SemanticVersion(text), "'\(text)' should not parse")
        }
    }

    func testOrdersNumericallyNotLexically() throws {
        let versions = try ["1.10.0", "1.2.0", "0.9.9", "1.2.10", "1.2.9", "10.0.0"].map { try XCTUnwrap(SemanticVersion($0)) }
        XCTAssertEqual(versions.sorted().map(\.description), ["0.9.9", "1.2.0", "1.2.9", "1.2.10", "1.10.0", "10.0.0"])
    }

    func testEqualVersionsAreNotLess() throws {
        let a = try XCTUnwrap(SemanticVersion("1.2.3")), b = try XCTUnwrap(SemanticVersion("1.2.3"))
        XCTAssertFalse(a < b)
        XCTAssertFalse(b < a)
    }
}
