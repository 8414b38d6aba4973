import Foundation

// A handle on in-flight work (Data/UseCases/SyncProfileUseCaseImpl.swift keeps one).
protocol ProfileSyncCancellable {
    func cancel()
}
