// The parsed file's lists are kept for the life of the graph: they hold no room to grow.
import XCTest
@testable import SwiftDeclarations

final class ParsedFileStorageTests: XCTestCase {
    func testDeclarationListIsCopiedToItsSizeWhenTheFileHasFewDeclarationsForItsTokens() {
        // room is reserved for about one declaration per 24 tokens: a long body leaves most of it unused
        let body = (0..<2_000).map { "print(\($0))" }.joined(separator: "\n")
        let members = (0..<20).map { "    let value\($0) = \($0)" }.joined(separator: "\n")
        let file = parse("struct Holder {\n\(members)\n    func run() {\n\(body)\n    }\n}\n")
        XCTAssertEqual(file.declarations.count, 22)
        XCTAssertLessThan(file.declarations.capacity, 2 * file.declarations.count)
    }
}
