import SwiftUI
import Observation

// An app's own package of shared screen state: `public` is how its modules share it, not a library API.
@MainActor @Observable public final class RouterPath { // ok: observable-only-in-apps
    public var path: [String] = []
    public init() {}
}

// A stream watcher in the same package is client work, whatever the folder.
// expect: observable-only-in-apps
@MainActor @Observable public final class EventStreamWatcher {
    public var events: [String] = []
}
