import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published private(set) var isAuthenticated = false
    private(set) var authCoordinator: AuthCoordinator?
    private(set) var profileCoordinator: ProfileCoordinator?
    private let container: DIContainer

    init(container: DIContainer) {
        self.container = container
    }

    func startAuth() -> AuthCoordinator {
        let child = AuthCoordinator(parent: self, assembly: AuthAssembly(container: container))
        authCoordinator = child
        return child
    }

    func startProfile() -> ProfileCoordinator {
        let child = ProfileCoordinator(parent: self, fetchUserProfile: container.fetchUserProfileUseCase)
        profileCoordinator = child
        return child
    }

    func didLogIn() {
        isAuthenticated = true
    }

    /// deeplink://user/profile/123 goes to the profile flow; the rest is unhandled.
    func handle(_ url: URL) -> Bool {
        if url.host == "user" {
            return startProfile().handle(url)
        }
        return false
    }
}

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        if coordinator.isAuthenticated {
            ProfileCoordinatorView(coordinator: coordinator.startProfile())
        } else {
            AuthCoordinatorView(coordinator: coordinator.startAuth())
        }
    }
}
