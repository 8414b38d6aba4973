import XCTest // ok: domain-imports-foundation-only

final class UserTests: XCTestCase {
    // ok: test-naming
    func test_init_withId_keepsId() { XCTAssertEqual(User(id: "1", name: "").id, "1") }
}
