import SwiftUI

// Round BX: a view that asks a token store's shared instance itself, as real apps write it; a haptic tap is
// presentation feedback, not a dependency the container wires.
final class TokenManager {
    static let shared = TokenManager()
    func fetchUserName() -> String { "" }
}

final class HapticsManager {
    static let shared = HapticsManager()
    func tap() {}
}

struct GreetingView: View {
    var body: some View {
        Button("Hello, \(TokenManager.shared.fetchUserName())") { // expect: dependencies-not-singletons
            HapticsManager.shared.tap() // ok: dependencies-not-singletons
        }
    }
}
