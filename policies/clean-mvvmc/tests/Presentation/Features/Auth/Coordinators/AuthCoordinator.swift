import SwiftUI

// ok: coordinator-location, coordinator-naming, coordinator-has-navigation-path
// ok: coordinator-hierarchy, coordinator-deep-links
@MainActor final class AuthCoordinator: ObservableObject {
    // ok: coordinator-owns-navigation
    @Published var path = NavigationPath()
    weak var parent: AppCoordinator?
    func handle(_ url: URL) -> Bool { parent?.handle(url) ?? false }
}

// expect: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links
final class SignupCoordinator {
    func start() {}
}

// As apps write a feature coordinator (round S): it pushes onto the path its parent owns.
// ok: coordinator-has-navigation-path
// expect: coordinator-deep-links
final class PasswordResetCoordinator {
    private let appCoordinator: any AuthFlowParentCoordinator
    init(appCoordinator: any AuthFlowParentCoordinator) { self.appCoordinator = appCoordinator }
    func showReset() { appCoordinator.push("reset") }
}

protocol AuthFlowParentCoordinator: AnyObject {
    func push(_ route: String)
}

// As apps write a leaf coordinator (round BL): its parent hands it the way back, as a closure it keeps.
// ok: coordinator-hierarchy
// expect: coordinator-has-navigation-path, coordinator-deep-links
final class WelcomeCoordinator {
    private let showSignInHandler: () -> Void
    init(showSignInHandler: @escaping () -> Void) { self.showSignInHandler = showSignInHandler }
    func continueTapped() { showSignInHandler() }
}

// A generic base coordinator the feature coordinators build on (round BL): the features keep the path.
// ok: coordinator-has-navigation-path
// expect: coordinator-hierarchy
class BaseCoordinator<Route: Hashable> {
    func view(for route: Route) -> AnyView { AnyView(EmptyView()) }
}

// expect: coordinator-naming
final class AuthRouter {}

// ok: view-location, view-naming
struct AuthCoordinatorView: View {
    @ObservedObject var coordinator: AuthCoordinator
    var body: some View { NavigationStack(path: $coordinator.path) { Text("") } }
}
