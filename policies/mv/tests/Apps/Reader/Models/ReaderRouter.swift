import Observation

// "Business logic belongs in Features (use cases) and SDKs (clients), not models": navigation state is the Apps
// layer's own. A router deciding which sheet or stack a destination opens is not business logic to move out.
enum ReaderDestination { case book(String), settings, store, share(String), help }

@MainActor @Observable
final class ReaderRouter {
    var path: [ReaderDestination] = []
    var sheet: ReaderDestination?

    func open(_ destination: ReaderDestination) { // ok: model-minimal-logic
        switch destination {
        case .book, .help:
            if path.count > 8 { path.removeFirst() }
            path.append(destination)
        case .settings, .store:
            if sheet != nil { sheet = nil } else { sheet = destination }
        case .share(let id):
            if id.isEmpty { return }
            sheet = destination
        }
    }
}
