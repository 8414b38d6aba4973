import XCTest
@testable import SymbolGraph

final class SymbolGraphPlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
