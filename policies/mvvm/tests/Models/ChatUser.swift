import Foundation
import Combine

// Round BL: "Data structures → Model". A user record with an identity, made observable so screens
// showing its name update, but not declared Identifiable: still data, not a view model or coordinator
// (@MainActor is asked of those).
class ChatUser: ObservableObject { // ok: observable-object-main-actor
    @Published var id: String
    @Published var name: String

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

// Violating near miss in the same folder: app-wide state with no identity that screens observe
// (a session the views read as an environment object) publishes UI state.
final class SessionState: ObservableObject { // expect: observable-object-main-actor
    @Published var isSignedIn = false
    @Published var selectedTab = 0
}
