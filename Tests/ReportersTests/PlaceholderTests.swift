import XCTest
@testable import Reporters

final class ReportersPlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
