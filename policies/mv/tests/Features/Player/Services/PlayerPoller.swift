import Observation

// A vertical UI slice: Features/Player/ holds the feature's views (Components) and the models they observe, here in
// its own Services folder. That is the Apps layer spelled per feature, not the document's Services layer.
// ok: observable-only-in-apps
@MainActor
@Observable
final class PlayerPoller {
    var progress = 0.0
}

// Being in the Apps layer, it is judged as a model: "Use enums to represent model state rather than multiple
// independent properties", as real apps write it (flags for each step, and an error message beside them).
// expect: model-status-flags
@MainActor
@Observable
final class PlayerSession {
    private(set) var isLoading = false
    private(set) var isSearching = false
    private(set) var isReadyToPlay = false
    var errorMessage: String?
}
