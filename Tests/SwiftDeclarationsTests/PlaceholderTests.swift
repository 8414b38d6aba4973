import XCTest
@testable import SwiftDeclarations

final class SwiftDeclarationsPlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
