import Foundation

// ok: container-in-app, no-service-locator
final class DIContainer {
    // ok: container-exposes-protocols
    lazy var userRepository: UserRepository = UserRepositoryImpl(client: apiClient)
    // expect: container-exposes-protocols
    lazy var fetchUserUseCase: FetchUserUseCaseImpl = FetchUserUseCaseImpl(repository: userRepository)
    private lazy var apiClient: APIClient = URLSessionHTTPClient()
}

// expect: no-service-locator
final class LegacyDIContainer {
    static let shared = LegacyDIContainer()
    func resolve<T>() -> T? { nil }
}
