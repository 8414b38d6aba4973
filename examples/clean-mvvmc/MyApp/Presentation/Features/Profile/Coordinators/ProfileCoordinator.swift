import SwiftUI

@MainActor
final class ProfileCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    private weak var parent: AppCoordinator?
    private let fetchUserProfile: FetchUserProfileUseCase

    init(parent: AppCoordinator, fetchUserProfile: FetchUserProfileUseCase) {
        self.parent = parent
        self.fetchUserProfile = fetchUserProfile
    }

    func makeProfileViewModel(userId: String) -> ProfileViewModel {
        ProfileViewModel(userId: userId, fetchUserProfile: fetchUserProfile)
    }

    /// deeplink://user/profile/123
    func handle(_ url: URL) -> Bool {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2, parts[0] == "profile" else { return false }
        path.append(parts[1])
        return true
    }
}

struct ProfileCoordinatorView: View {
    @ObservedObject var coordinator: ProfileCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            Text("Profiles")
                .navigationDestination(for: String.self) { userId in
                    ProfileView(viewModel: coordinator.makeProfileViewModel(userId: userId))
                }
        }
    }
}
