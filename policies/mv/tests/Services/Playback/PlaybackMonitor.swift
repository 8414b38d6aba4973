import Observation

// "Models live only in the Apps layer — not in Services or Features": the Services layer beside Features (not a
// folder inside a feature slice) exposes plain types and async streams.
// expect: observable-only-in-apps
@MainActor
@Observable
final class PlaybackMonitor {
    var position = 0.0
}

// Near miss: a service of that layer that streams its values instead of being observed.
struct PlaybackClock { // ok: observable-only-in-apps
    func ticks() -> AsyncStream<Double> { AsyncStream { $0.finish() } }
}

// As apps write it: a menu-bar item's controller that keeps an ObservableObject conformance but publishes nothing.
import AppKit
import Combine

final class StatusItemService: NSObject, ObservableObject { // ok: observable-only-in-apps
    private var statusItem: NSStatusItem?
    func install() { statusItem = NSStatusBar.system.statusItem(withLength: 20) }
}

// Near miss: one that publishes state in that layer is observation there.
// expect: observable-only-in-apps
final class PlaybackVolumeService: ObservableObject {
    @Published var volume = 0.5
}
