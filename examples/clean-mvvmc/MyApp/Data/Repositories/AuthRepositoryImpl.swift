import Combine
import Foundation

final class AuthRepositoryImpl: AuthRepository {
    private let client: APIClient
    // Deliberate violation: a Combine stream where the standard asks for an AsyncSequence.
    let sessionChanges = PassthroughSubject<User?, Never>() // expect: no-combine-streams

    init(client: APIClient) {
        self.client = client
    }

    func login(email: String, password: String) async throws -> User {
        let response: LoginResponse = try await client.get(path: "/login?email=\(email)")
        return UserMapper.toDomain(response.user)
    }
}
