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
