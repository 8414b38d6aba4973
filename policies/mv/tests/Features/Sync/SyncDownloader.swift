// Fixture: one cause, one finding. An observable class in the Features layer that does the client's work is
// reported once, as misplaced (observable-only-in-apps), not also as a model doing client work or holding flags.
import Foundation
import Observation

// expect: observable-only-in-apps
@MainActor @Observable final class SyncDownloader { // ok: model-no-client-work, model-status-flags
    var isLoading = false
    var isSyncing = false

    func fetch(_ url: URL) async throws -> Data {
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
