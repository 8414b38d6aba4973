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

// expect: coordinator-naming
final class AuthRouter {}

// ok: view-location, view-naming
struct AuthCoordinatorView: View {
    @ObservedObject var coordinator: AuthCoordinator
    var body: some View { NavigationStack(path: $coordinator.path) { Text("") } }
}
