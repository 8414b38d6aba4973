import SwiftUI

// ok: presentation-no-data-types, no-injection-wrappers, view-model-main-actor, view-model-observable-object
// ok: view-model-state-enum, view-model-location, view-model-naming
@MainActor final class LoginViewModel: ObservableObject {
    // ok: view-model-scattered-state
    @Published private(set) var state: AuthViewState = .idle
    // ok: no-property-injection
    private let login: LoginUseCase
    init(login: LoginUseCase) { self.login = login }
    func load() async { state = .loading }
}

// One cause, one finding: constructing the Data *Impl is dependencies-not-constructed's, not also
// presentation-no-data-types'; flags without a ViewState are view-model-state-enum's, not also scattered-state's.
// ok: presentation-no-data-types
// expect: view-model-main-actor, view-model-state-enum
final class SignupViewModel: ObservableObject {
    // ok: view-model-scattered-state
    @Published var isLoading = false
    // expect: no-property-injection
    var login: LoginUseCase!
    // expect: dependencies-not-constructed
    func reset() { _ = UserRepositoryImpl(client: URLSessionHTTPClient()) }
}

// A row's "view model" holds values only: a display struct, not a screen's view model (no state to observe).
// ok: view-model-observable-object, view-model-main-actor
struct RowViewModel { // ok: view-model-state-enum
    let title: String
}

// expect: view-model-naming
struct LoginFormatter {}

@MainActor final class ResetPasswordViewModel: ObservableObject {
    @Published private(set) var state: AuthViewState = .idle
    // ok: no-property-injection
    // expect: no-injection-wrappers
    @Injected var login: LoginUseCase
}

// "State encapsulated in ViewState enums (not scattered properties)": a ViewState with flags beside it.
@MainActor final class ForgotPasswordViewModel: ObservableObject {
    @Published private(set) var state: AuthViewState = .idle
    @Published private(set) var errorMessage: String? // expect: view-model-scattered-state
    @Published private(set) var isEmpty = false // expect: view-model-scattered-state
    @Published private(set) var email = "" // ok: view-model-scattered-state
}

// A struct view model with screen state is still a view model. It loads nothing, so it has no loading, error or
// empty phase for a ViewState enum to hold.
// expect: view-model-observable-object, view-model-main-actor
struct BannerViewModel { // ok: view-model-state-enum
    var isShown = false
}

// Published state typed by a protocol is what the view shows (a loaded forecast), not a dependency set from outside.
protocol ForecastDisplayable {}
@MainActor final class ForecastViewModel: ObservableObject {
    @Published var viewState: AuthViewState = .idle
    // ok: no-property-injection
    @Published var forecast: ForecastDisplayable?
    // expect: no-property-injection
    var loginUseCase: LoginUseCase?
    private let login: LoginUseCase
    init(login: LoginUseCase) { self.login = login }
}
