import Foundation
import WidgetKit

// Near misses, as apps write them: kept in a Models folder but not data structures. An actor is a service, a caseless
// enum a namespace of functions, a WidgetKit provider a framework type.
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
