import Foundation

struct Match: Equatable { // ok: model-struct, model-equatable, model-no-published, model-no-async, model-pure-data
    let id: String
    let homeScore: Int
    let awayScore: Int

    var isDraw: Bool { homeScore == awayScore }
}

struct Venue: Hashable { // ok: model-equatable
    let name: String
}

// expect: model-equatable
struct Season {
    let year: Int
}

// expect: model-struct
final class Fixture: ObservableObject {
    @Published var kickoff = Date() // expect: model-no-published
    @Published private(set) var venue = "" // expect: model-no-published
}

// As real apps write a model: an ObservableObject in the Models folder whose @Published state the views
// bind to. One finding on the class (make it a struct) and one per @Published property.
// expect: model-struct
final class Scoreboard: ObservableObject, Equatable {
    // expect: model-no-published
    @Published
    var home = 0
    let id = UUID()

    static func == (lhs: Scoreboard, rhs: Scoreboard) -> Bool { lhs.id == rhs.id }
}

// Near miss: a value model whose properties are plain stored values.
struct Standing: Equatable { // ok: model-struct, model-no-published
    var points: Int
    var published: Bool
}

struct Broadcast: Equatable {
    let channel: String
    // expect: model-pure-data
    var service: BroadcastService?
    func refresh() async {} // expect: model-no-async

    static func == (lhs: Broadcast, rhs: Broadcast) -> Bool { lhs.channel == rhs.channel }
}

actor BroadcastService {} // expect: service-protocol

// An error type filed under Models is thrown, not shown or compared as data: not a model.
struct ScheduleError: LocalizedError { // ok: model-equatable
    let reason: String
    var errorDescription: String? { reason }
}

// Round N: a manager or store kept in the Models folder, and a Services folder inside it, do a controller's or a
// service's work: not data models.
final class ConsentManager: ObservableObject { // ok: model-struct, model-equatable
    @Published private(set) var granted = false // ok: model-no-published
}

final class ProjectStore: ObservableObject { // ok: model-struct, model-equatable
    @Published private(set) var projects: [String] = [] // ok: model-no-published
}

// A model value type: an enum of a repository's library state, kept per item by views.
enum LibraryState: Equatable { // ok: view-model-read-only
    case absent, saved, archived
    static func parse(_ raw: String) -> LibraryState { raw == "saved" ? .saved : .absent }
}
