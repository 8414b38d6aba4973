import Testing

// "Test Naming Convention: test_[methodName]_[givenCondition]_[expectedResult]", in Swift Testing.
struct SignupTests {
    @Test func signupFails() {} // expect: test-naming
    @Test func test_signup_withTakenEmail_showsErrorState() {} // ok: test-naming
}

// "Protocol-Based Mocking: final class MockUserRepository: UserRepository": a mock left open.
// expect: mocks-protocol-based
class MockAPIClient: APIClient {}
