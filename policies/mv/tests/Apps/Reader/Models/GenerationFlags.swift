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

// Near miss: one flag of what is playing beside the data is not the document's combination.
// ok: model-status-flags, model-state-is-enum
@MainActor @Observable final class TranscriptModel {
    var isStreaming = false
    var messages: [String] = []
}
