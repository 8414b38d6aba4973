import XCTest
@testable import PolicyPacks

final class EmbeddedPackWriterLiteralTests: XCTestCase {
    func testRawStringDelimiterOutnumbersPoundsAfterQuotes() {
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "plain text"), 1)
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "a \"## quote"), 3)
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "\\# escape"), 2)
    }
}
