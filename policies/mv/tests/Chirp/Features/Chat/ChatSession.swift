// Fixture (rounds AL, AN, X): an app target's folder (Chirp/) groups its screens by feature in Features/. That is
// the Apps layer spelled per feature, not the document's Features (use case) layer, which sits beside Apps at the
// top of the tree or in a package: an observable model here is where the document wants it.
import Observation
import SwiftUI

@MainActor @Observable final class ChatSession { // ok: observable-only-in-apps
    var draft = ""
    var messages: [String] = []

    func send() {
        messages.append(draft)
        draft = ""
    }
}

struct ChatScreen: View {
    @Environment(ChatSession.self) private var session

    var body: some View {
        List(session.messages, id: \.self) { Text($0) }
    }
}
