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

// expect: coordinator-naming
final class AuthRouter {}

// ok: view-location, view-naming
struct AuthCoordinatorView: View {
    @ObservedObject var coordinator: AuthCoordinator
    var body: some View { NavigationStack(path: $coordinator.path) { Text("") } }
}
