import SwiftUI

@MainActor
final class LoginViewModel: ObservableObject {
    @Published private(set) var state: AuthViewState = .idle
    private let loginUseCase: LoginUseCase

    init(loginUseCase: LoginUseCase) {
        self.loginUseCase = loginUseCase
    }

    func login(email: String, password: String) async {
        state = .loading
        do {
            let user = try await loginUseCase.execute(email: email, password: password)
            state = .loaded(user)
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
