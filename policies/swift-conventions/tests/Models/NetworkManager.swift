import Foundation
import Observation

// Round BM: a network helper made @Observable, kept with the models: endpoints and a request method,
// no UI state. By its name it does the service's work ("Async operation (API, database) → Service"),
// so the controller items do not apply.
@Observable class NetworkManager { // ok: controller-main-actor, controller-final, controller-task-tracking-async
    static let baseURL = "https://example.com/api"

    func get<T: Decodable>(_ type: T.Type, route: String) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: NetworkManager.baseURL + route))
        return try JSONDecoder().decode(T.self, from: data)
    }
}

// Violating near miss in the same folder: an @Observable class holding the signed-in state views
// show is UI state, a controller under another name.
@Observable class SessionManager { // expect: controller-main-actor, controller-final
    var userName: String? // expect: controller-private-set
}
