import Foundation
import Observation

// "Use enums to represent model state rather than multiple independent properties": an error kept beside the
// state enum that already has an error case, as one real app writes it (round AY).
@Observable
@MainActor
final class SubscriptionsModel {
    enum State {
        case idle
        case loading
        case loaded([String])
        case error(String)
    }

    private(set) var state: State = .idle
    // expect: model-error-beside-state
    var errorMessage: String?
}

// In the document's terms: a ModelState enum and a last error beside it.
enum ImportModelState { case uninitialized, loading, ready([String]) }
@MainActor @Observable final class ImportQueueModel {
    var state: ImportModelState = .uninitialized
    // expect: model-error-beside-state
    var lastError: Error?
}

// Near miss: the error is a case of the state, and a draft's text is not an error.
// ok: model-error-beside-state
@MainActor @Observable final class ComposeModel {
    enum State { case editing, sending, failed(String) }
    var state: State = .editing
    var draft = ""
}

// An account's registration status and its error are two flags (round AY).
// expect: model-status-flags
@Observable
@MainActor
final class AccountModel {
    var username = ""
    var isRegistered = false
    var errorMessage: String?
}

// Flags under other names, as real apps write them (round AZ): bare status words, an -ing prefix, an error by suffix.
// expect: model-status-flags
@MainActor @Observable final class EvaluatorModel {
    var running = false
    var cancelled = false
    var output = ""
}

// expect: model-status-flags
@MainActor @Observable final class BillingModel {
    var fetchingSubscriptionData = false
    var subscriptionDataErrorMessage: String?
}

// Near miss: one status word and plain data.
// ok: model-status-flags
@MainActor @Observable final class PlayerModel {
    var running = false
    var trackName = ""
    var volume = 0.5
}
