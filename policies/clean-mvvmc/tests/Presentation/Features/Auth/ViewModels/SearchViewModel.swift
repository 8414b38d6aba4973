import Observation

// "ViewState enum", in an @Observable view model (not the document's ObservableObject, reported once by
// view-model-observable-object): every stored property is observed, so the state enum needs no @Published.
// ok: view-model-state-enum
// expect: view-model-observable-object
@Observable @MainActor final class SearchViewModel {
    private(set) var state: SearchViewState = .idle
    private(set) var query = ""

    func search(for text: String) async { query = text }
}

// As real apps write it: an @Observable view model of loose flags and optionals.
// expect: view-model-state-enum, view-model-observable-object
@Observable @MainActor final class ResultsViewModel {
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    func loadResults() async { isLoading = true }
}
