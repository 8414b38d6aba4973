import AppIntents
import WidgetKit

// Fixture (round AS): App Intents and WidgetKit types of an app's widget. Their requirements are named and shaped by
// the frameworks (`placeholder(in:)`, `entities(for:)`, `static var typeDisplayRepresentation`); the entity's own
// instance properties are still the document's "Immutable entities".
struct CountdownEvent: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Event" // ok: entities-immutable
    static var defaultQuery = CountdownEventQuery()

    let id: String
    var title: String // expect: entities-immutable

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct CountdownEventQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CountdownEvent] { [] } // ok: method-verb-phrase
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) } // ok: method-verb-phrase
    // ok: no-escaping-completion
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: .now))
    }
    // ok: no-escaping-completion
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {}
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}
