import Foundation
import Observation

// Deliberate violation: loading/syncing/error flags instead of one state enum.
// expect: model-status-flags
@MainActor @Observable final class SyncModel {
    var isSyncing = false
    var isLoading = false
    var lastError: Error?
    var lastSync: Date?
    private let useCase: SyncUseCase

    init(useCase: SyncUseCase) { self.useCase = useCase }

    func sync() async {
        isSyncing = true
        // Deliberate violation: picking values out of the use case state instead of assigning it.
        for await progress in useCase.stream() { // expect: model-state-direct-assignment
            if case .finished(let date) = progress { lastSync = date }
        }
        isSyncing = false
    }
}
