import XCTest
@testable import PolicyLanguage

final class PolicyLanguagePlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
