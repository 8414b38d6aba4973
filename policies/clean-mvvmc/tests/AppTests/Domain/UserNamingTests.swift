import XCTest // ok: domain-imports-foundation-only

// test_[methodName]_[givenCondition]_[expectedResult]: the method segment is the method's camelCase name; the
// condition and result segments may start with a capital (test_fetch_Offline_ReturnsCache has the three parts).
final class UserNamingTests: XCTestCase {
    // ok: test-naming
    func test_fetchUser_Offline_ReturnsCache() {}

    // expect: test-naming
    func testFetchUserOffline() {}

    // expect: test-naming
    func test_fetchUser_offline() {}
}
