import Foundation
import SwiftUI
import WidgetKit

// Near misses, as apps write them: kept in a Models folder but not data structures. An actor is a service, a caseless
// enum a namespace of functions, a WidgetKit provider a framework type.
// expect: service-protocol
actor ArtworkManager { // ok: model-struct, model-equatable
    func fetchArtwork(id: String) async -> Data? { nil } // ok: model-no-async
}

enum Summaries { // ok: model-equatable
    static func summarize(_ text: String) async -> String { text } // ok: model-no-async
}

struct QueueProvider: TimelineProvider { // ok: model-equatable
    func placeholder(in context: Context) -> QueueEntry { QueueEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (QueueEntry) -> Void) { completion(QueueEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<QueueEntry>) -> Void) {
        completion(Timeline(entries: [QueueEntry(date: .now)], policy: .atEnd))
    }
}

// The document's model, next to them, is still one.
struct QueueEntry: TimelineEntry { // expect: model-equatable
    let date: Date
}

// As Apple's MVC "model layer" folders hold them: a singleton that owns a system service, and a struct of payment
// functions that stores nothing. Services and namespaces, not the document's data structures.
final class Hotspot: ObservableObject { // ok: model-struct, model-equatable
    static let shared = Hotspot()
    @Published var isRunning = false // ok: model-no-published
    func start() async throws { isRunning = true } // ok: model-no-async
}

struct ApplePayment { // ok: model-struct, model-equatable
    func authorize(amount: Int) async -> Bool { amount > 0 } // ok: model-no-async
}

// Near miss: a model class that stores its data is still a model, singleton or not.
// expect: model-struct
final class Profile {
    var name = ""
    var email = ""
}

// As apps keep SwiftUI plumbing beside their models (round R): a view modifier that injects the environment.

struct SharedEnvironment: ViewModifier { // ok: model-equatable, model-pure-data
    let profile: Profile
    func body(content: Content) -> some View { content.environment(\.locale, .current) }
}

// Round BR: a lock-guarded state machine kept with the models, read from audio callbacks: it must be
// shared by reference, infrastructure rather than a data model.
final class ToneKeyer: @unchecked Sendable { // ok: model-struct
    private let lock = NSLock()
    private var isKeying = false

    func setKeying(_ on: Bool) {
        lock.lock()
        defer { lock.unlock() }
        isKeying = on
    }
}
