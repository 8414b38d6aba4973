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

// "Constructor injection via init()": a view model that calls a singleton (SearchHistoryService, in no layer folder).

@MainActor
final class SearchSuggestionsViewModel: ObservableObject {
    @Published private(set) var state: SearchViewState = .idle
    private let history: SearchHistoryService

    // Near miss: the shared instance as the default of an injected dependency.
    init(history: SearchHistoryService = .shared) { // ok: view-model-no-singletons
        self.history = history
    }

    func submit(_ query: String) {
        SearchHistoryService.shared.record(query) // expect: view-model-no-singletons
        history.record(query) // ok: view-model-no-singletons
        UserDefaults.standard.set(query, forKey: "last") // ok: view-model-no-singletons
    }
}

// As apps write it: the singleton taken where a stored property is set up, whole or one of its parts.
@MainActor
final class SearchFiltersViewModel: ObservableObject {
    @Published private(set) var state: SearchViewState = .idle
    private let history = SearchHistoryService.shared // expect: view-model-no-singleton-properties
    private let recorder = SearchHistoryService.shared.recorder // expect: view-model-no-singleton-properties
    // Near miss: a call on the singleton is view-model-no-singletons' finding, once.
    // expect: view-model-no-singletons
    private let first = SearchHistoryService.shared.firstEntry() // ok: view-model-no-singleton-properties
    // Near miss: a value type's default instance, no dependency.
    private let formatter = NumberFormatter() // ok: view-model-no-singleton-properties
}
