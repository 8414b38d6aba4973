import SwiftUI

// "Async operation (API, database) -> Service": a singleton named *Manager doing the database work, as one real app
// writes its Firestore access (round AY), is a service: it needs its protocol and an actor, and views may not call it.
// expect: service-protocol, service-actor
final class ProfileManager {
    static let shared = ProfileManager()
    private init() {}
    func fetchProfile(id: String) async throws -> String { id }
}

struct ProfileScreen: View {
    @State private var name = ""
    var body: some View {
        Text(name).task {
            // expect: view-no-service
            name = (try? await ProfileManager.shared.fetchProfile(id: "me")) ?? ""
        }
    }
}

// Near misses: a manager that holds UI state is a controller's concern, a CoreLocation delegate is an NSObject
// adapter, and a synchronous helper does no service work.
// ok: service-protocol, service-actor
final class LocationManager: NSObject {
    func requestWhenInUse(completion: @escaping (Bool) -> Void) { completion(true) }
}

// ok: service-protocol, service-actor
final class HapticsManager {
    func tap() {}
}
