// Round BN misses: "Enum-Based State", as apps write the document's Avoid example with other words.
import Observation

// A generation in flight beside its error and its results: three independent properties for one state.
// expect: model-status-flags
@MainActor @Observable final class CoverGenerationModel { // ok: model-state-is-enum
    var isGenerating = false
    var errorDesc: String?
    var covers: [String] = []
}

// A request in progress beside its error message, as a login form's model writes it.
// expect: model-status-flags
@MainActor @Observable final class ActivationModel { // ok: model-state-is-enum
    var requestInProgress = false
    var activationError: String?
}

// One flag beside the data it qualifies is the document's "What if snapshot != nil && isLoading?": its own finding,
// not model-status-flags' (one cause, one finding).
// ok: model-status-flags, model-state-is-enum
// expect: model-status-flag-beside-data
@MainActor @Observable final class TranscriptModel {
    var isStreaming = false
    var messages: [String] = []
}

// As real apps write it: a folder's files beside a loading flag, and a search's results beside its searching flag.
// expect: model-status-flag-beside-data
@MainActor @Observable final class FolderModel {
    var files: [URL] = []
    var isLoading = false
}

// expect: model-status-flag-beside-data
@MainActor @Observable final class SearchInspectorModel {
    var isSearching = false
    var results: [String] = []
    var query = ""
}

// Near misses: data with no status flag, a flag with no data beside it, and an alert's flag beside a navigation path
// and a selection (round BW).
// ok: model-status-flag-beside-data
@MainActor @Observable final class ShelfSelectionModel {
    var books: [String] = []
    var selectedBook: String?
}

// ok: model-status-flag-beside-data
@MainActor @Observable final class ConnectivityModel {
    var isSyncing = false
    var deviceName = ""
}

// ok: model-status-flag-beside-data
@MainActor @Observable final class SendFlowModel {
    var path: [String] = []
    var selectedAccount: String?
    var showsAlert = false
    var alertMessage: String?
}

// Round BX near miss: a feed loader whose status is already one enum (`loadingState`), beside the actor that loads.
// ok: model-status-flags
@MainActor @Observable final class FeedLoaderModel {
    var items: [String] = []
    var loadingState: FeedLoadingState = .idle
    var loadingActor = FeedLoadingActor()
}

enum FeedLoadingState { case idle, loading, done }
actor FeedLoadingActor {}
