import XCTest

// ok: mocks-protocol-based
final class MockUserRepository: UserRepository {
    func fetchUser(id: String) async throws -> User { User(id: id, name: "") }
}

// expect: mocks-protocol-based
class MockProductRepository: ProductRepositoryImpl {}

final class LoginViewModelTests: XCTestCase {
    // ok: test-naming, no-force-unwrap
    func test_fetchUser_withValidId_returnsUserData() async throws {
        let user = try await MockUserRepository().fetchUser(id: "1")
        XCTAssertEqual(Optional(user.id)!, "1")
    }

    // expect: test-naming
    func testLoginFails() {}

    // ok: test-naming, identifier-camel-case
    func makeSut() -> Int { 0 }
}
