import Foundation

final class AuthRepositoryImpl: AuthRepository {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func login(email: String, password: String) async throws -> User {
        let response: LoginResponse = try await client.get(path: "/login?email=\(email)")
        return UserMapper.toDomain(response.user)
    }
}
