import Testing

// "Test Naming Convention: test_[methodName]_[givenCondition]_[expectedResult]", in Swift Testing.
struct SignupTests {
    @Test func signupFails() {} // expect: test-naming
    @Test func test_signup_withTakenEmail_showsErrorState() {} // ok: test-naming
    // As real apps name Swift Testing functions: method_result with underscores. One cause, one finding: the test's
    // name is test-naming's, not identifier-camel-case's.
    // ok: identifier-camel-case
    @Test func signup_showsErrorState() async throws {} // expect: test-naming
    // Round AR: a condition or result may start with a number.
    @Test func test_nudgeAll_allSucceed_5FriendsNotified() {} // ok: test-naming
}

// Near miss, as apps write it: "Protocol-Based Mocking: final class MockUserRepository: UserRepository" with the
// `final` left out. It conforms to the protocol it replaces, which is what the item asks.
// ok: mocks-protocol-based
class MockAPIClient: APIClient {}

// As apps write it: a view model's mock that subclasses a real view model (here the shared base) inherits its
// loading and side effects instead of replacing a protocol.
// expect: mocks-protocol-based
class MockFeedViewModel: BaseViewModel {}
