import Foundation

struct AuthAssembly {
    let container: DIContainer

    @MainActor
    func makeLoginViewModel() -> LoginViewModel {
        LoginViewModel(loginUseCase: container.loginUseCase)
    }
}
