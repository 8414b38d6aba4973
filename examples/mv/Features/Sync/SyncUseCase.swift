import Foundation
import Observation

public enum SyncProgress: Sendable {
    case uploading(remaining: Int)
    case finished(Date)
}

// Deliberate violation: an observable progress tracker inside the Features layer.
// expect: observable-only-in-apps
@MainActor @Observable final class SyncProgressTracker {
    var remaining = 0
}

public struct SyncUseCase: Sendable {
    public init() {}

    public func stream() -> AsyncStream<SyncProgress> {
        AsyncStream { continuation in
            continuation.yield(.finished(Date()))
            continuation.finish()
        }
    }
}
