import Foundation

// "Implementation: [Verb][Noun]UseCaseImpl … implementation in Data layer".

// ok: use-case-impl-naming, use-case-impl-in-data, dependencies-not-constructed, no-property-injection
final class FetchProfileUseCaseImpl: FetchUserUseCase {
    private let repository: UserRepository
    init(repository: UserRepository) { self.repository = repository }
    func execute(id: String) async throws -> User { try await repository.fetchUser(id: id) }
}

// As apps write it: the implementation named for its data source.
// expect: use-case-impl-naming
final class RemoteFetchUser: FetchUserUseCase {
    private let repository: UserRepository
    init(repository: UserRepository) { self.repository = repository }
    func execute(id: String) async throws -> User { try await repository.fetchUser(id: id) }
}

// "No runtime property injection": a dependency set after construction.
final class FetchAvatarUseCaseImpl: FetchUserUseCase {
    var repository: UserRepository? // expect: no-property-injection
    func execute(id: String) async throws -> User { User(id: id, name: "") }
}

// "Protocol lives in Domain": a use case contract declared next to its implementation.
// expect: use-case-protocol-in-domain
protocol UploadAvatarUseCase {
    func execute(_ data: Data) async throws
}
