import XCTest
@testable import PolicyCommands

final class PolicyCommandsPlaceholderTests: XCTestCase {
    func testModuleLinks() {}
}
