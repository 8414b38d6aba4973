import Foundation

// "Dependencies injected via init()": a private var set only in init cannot be injected after construction,
// and a handle on in-flight work (a Cancellable or a Task) is not a dependency.
final class SyncProfileUseCaseImpl: FetchUserUseCase {
    private var repository: UserRepository // ok: no-property-injection
    private var syncTask: ProfileSyncCancellable? // ok: no-property-injection

    init(repository: UserRepository) { self.repository = repository }
    func execute(id: String) async throws -> User { try await repository.fetchUser(id: id) }
}

// Still reported: a settable dependency another type can replace at runtime.
final class RefreshProfileUseCaseImpl: FetchUserUseCase {
    var repository: UserRepository // expect: no-property-injection
    init(repository: UserRepository) { self.repository = repository }
    func execute(id: String) async throws -> User { try await repository.fetchUser(id: id) }
}
