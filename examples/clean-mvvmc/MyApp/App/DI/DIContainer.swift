import Foundation

final class DIContainer {
    // Repositories
    lazy var userRepository: UserRepository = UserRepositoryImpl(client: apiClient)
    lazy var authRepository: AuthRepository = AuthRepositoryImpl(client: apiClient)

    // Use Cases
    lazy var fetchUserProfileUseCase: FetchUserProfileUseCase = FetchUserProfileUseCaseImpl(repository: userRepository)
    lazy var loginUseCase: LoginUseCase = LoginUseCaseImpl(repository: authRepository)

    // Networking
    private lazy var apiClient: APIClient = URLSessionAPIClient(baseURL: "https://api.example.com")
}
