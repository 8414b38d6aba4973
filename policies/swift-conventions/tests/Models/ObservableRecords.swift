import Foundation
import Observation

// "Data structure with business logic -> Model (struct)": a Codable record decoded from the API is data, even when the
// app marks it @Observable so rows update in place. It is judged as a model (a struct, no async work), not as a
// controller holding UI state.
@Observable // expect: model-struct
class Season: Codable, Identifiable {
    var id = ""
    var title = "" // ok: controller-private-set
    var episodes: [Episode] = [] // ok: model-pure-data

    func refresh() async {} // expect: model-no-async
}

@Observable // expect: model-struct
class Episode: Decodable, Identifiable {
    var id = ""
    var watched = false // ok: controller-private-set
}

// Near miss: an @Observable class that is not data stays a controller, wherever it is kept.
@Observable // expect: controller-main-actor, controller-final
class PlaybackQueue {
    private(set) var current: Episode?
    func play(_ episode: Episode) { current = episode }
}
