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

// expect: model-struct, model-no-published
final class Fixture: ObservableObject {
    @Published var kickoff = Date()
}

// expect: model-no-async
struct Broadcast: Equatable {
    let channel: String
    // expect: model-pure-data
    var service: BroadcastService?
    func refresh() async {}

    static func == (lhs: Broadcast, rhs: Broadcast) -> Bool { lhs.channel == rhs.channel }
}

actor BroadcastService {} // expect: service-protocol
