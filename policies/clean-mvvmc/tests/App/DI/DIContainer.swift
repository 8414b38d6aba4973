import Foundation

// ok: container-in-app, no-service-locator
final class DIContainer {
    // ok: container-exposes-protocols
    lazy var userRepository: UserRepository = UserRepositoryImpl(client: apiClient)
    // expect: container-exposes-protocols
    lazy var fetchUserUseCase: FetchUserUseCaseImpl = FetchUserUseCaseImpl(repository: userRepository)
    private lazy var apiClient: APIClient = URLSessionHTTPClient()
}

final class LegacyDIContainer {
    static let shared = LegacyDIContainer() // expect: no-service-locator
    func resolve<T>() -> T? { nil } // expect: no-service-locator
}

// "All services exposed via protocols" and "No service locator pattern", as apps write them.
final class OrdersDIContainer { // ok: container-in-app
    // expect: container-exposes-protocols
    lazy var imageRepository: ImageCacheRepositoryImpl = ImageCacheRepositoryImpl()
    private lazy var client: URLSessionHTTPClient = URLSessionHTTPClient() // ok: container-exposes-protocols
}

// expect: assembly-location
final class OrdersAssembly {
    func register(_ container: OrdersDIContainer) {} // expect: no-service-locator
}
