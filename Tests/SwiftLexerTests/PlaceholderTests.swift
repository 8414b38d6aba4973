import XCTest
@testable import SwiftLexer

final class SwiftLexerPlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
