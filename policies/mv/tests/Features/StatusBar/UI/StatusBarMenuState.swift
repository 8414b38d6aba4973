import SwiftUI

// A feature's UI folder (Features/StatusBar/UI/, beside its views) is the Apps layer spelled per feature, as its
// Views and Components folders are: the observable state its views watch lives where the document wants it.
// ok: observable-only-in-apps
@MainActor
@Observable
final class StatusBarMenuState {
    var isMenuOpen = false
}

struct StatusBarMenu: View {
    @State private var state = StatusBarMenuState()
    var body: some View { Text(state.isMenuOpen ? "Open" : "Closed") }
}
