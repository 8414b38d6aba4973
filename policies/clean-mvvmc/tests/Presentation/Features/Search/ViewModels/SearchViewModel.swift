import SwiftUI

// Near miss: a view model that publishes a settable property nobody binds breaks nothing of "No direct property
// manipulation from views"; the views below are what change it.
@MainActor
final class SearchViewModel: ObservableObject {
    @Published private(set) var state: SearchViewState = .idle
    @Published var query = ""
    @Published var email = ""
    @Published var tags: [String] = []

    func search(_ text: String) {
        query = text
    }
}

// Declared beside the view model in its file: the coordinator's protocol and a tab enum are not view models.
protocol SearchCoordinating: AnyObject { // ok: view-model-naming
    func showResult(_ id: String)
}

enum SearchScope { // ok: view-model-naming
    case all
    case recent
}

// Still reported: a class in the ViewModels folder that is not named as a view model.
final class SearchHistory { // expect: view-model-naming
    private(set) var entries: [String] = []
}
