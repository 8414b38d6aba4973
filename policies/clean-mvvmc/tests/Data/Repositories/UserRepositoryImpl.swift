import Foundation // ok: data-no-ui-imports

// ok: repository-impl-in-data, repository-impl-naming, data-no-presentation
// ok: services-behind-protocols, dependencies-not-constructed
final class UserRepositoryImpl: UserRepository {
    private let client: APIClient
    init(client: APIClient) { self.client = client }
    func fetchUser(id: String) async throws -> User {
        let dto: UserDTO = try await client.get("/users/\(id)")
        return UserMapper.toDomain(dto)
    }
}

// ok: use-case-impl-in-data, use-case-impl-naming
final class FetchUserUseCaseImpl: FetchUserUseCase {
    // expect: services-behind-protocols
    private let repository: UserRepositoryImpl
    init(repository: UserRepository) { self.repository = repository as! UserRepositoryImpl }
    func execute(id: String) async throws -> User { try await repository.fetchUser(id: id) }
}

// expect: repository-impl-naming
final class CachedUsers: UserRepository {
    func fetchUser(id: String) async throws -> User { User(id: id, name: "") }
}

final class ProfileRepositoryImpl {
    // expect: data-no-presentation
    weak var screen: LoginViewModel?
}
