import Foundation

final class UserRepositoryImpl: UserRepository {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func fetchUser(id: String) async throws -> User {
        let dto: UserDTO = try await client.get(path: "/users/\(id)")
        return UserMapper.toDomain(dto)
    }
}
