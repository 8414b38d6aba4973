import SwiftUI

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var state: ProfileViewState = .idle
    // expect: view-model-scattered-state
    @Published var isLoading = false
    @Published var nickname = ""
    private let userId: String
    private let fetchUserProfile: FetchUserProfileUseCase

    init(userId: String, fetchUserProfile: FetchUserProfileUseCase) {
        self.userId = userId
        self.fetchUserProfile = fetchUserProfile
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await fetchUserProfile.execute(id: userId))
        } catch {
            state = .error(error.localizedDescription)
        }
    }

    // expect: view-model-intent-names
    func profileTitle() -> String {
        if case .loaded(let user) = state { return user.name }
        return ""
    }
}
