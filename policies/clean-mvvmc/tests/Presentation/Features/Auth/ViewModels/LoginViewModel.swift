import SwiftUI

// ok: presentation-no-data-types, no-injection-wrappers, view-model-main-actor, view-model-observable-object, view-model-state-enum, view-model-location, view-model-naming
@MainActor final class LoginViewModel: ObservableObject {
    // ok: view-model-published-private-set, view-model-scattered-state
    @Published private(set) var state: AuthViewState = .idle
    // ok: no-property-injection
    private let login: LoginUseCase
    init(login: LoginUseCase) { self.login = login }
    func load() async { state = .loading }
}

// expect: view-model-main-actor, view-model-state-enum
final class SignupViewModel: ObservableObject {
    // expect: view-model-published-private-set, view-model-scattered-state
    @Published var isLoading = false
    // expect: no-property-injection
    var login: LoginUseCase!
    // expect: dependencies-not-constructed, presentation-no-data-types
    func reset() { _ = UserRepositoryImpl(client: URLSessionHTTPClient()) }
}

// expect: view-model-observable-object, view-model-main-actor, view-model-state-enum
struct RowViewModel {
    let title: String
}

// expect: view-model-naming
struct LoginFormatter {}

@MainActor final class ResetPasswordViewModel: ObservableObject {
    @Published private(set) var state: AuthViewState = .idle
    // expect: no-injection-wrappers, no-property-injection
    @Injected var login: LoginUseCase
}
