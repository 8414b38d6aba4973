// Fixture: the document's "no ViewModels" is about the class a view owns. A protocol that only names the role, a
// display struct, and a form row nested in a view model are not view models of their own; the view model is.
import SwiftUI

protocol ShelfDetailsVM { // ok: no-view-models
    var title: String { get }
}

struct BadgeViewModel { // ok: no-view-models
    let text: String
}

// expect: no-view-models
@MainActor @Observable final class ProfileEditViewModel {
    @MainActor @Observable final class FieldEditViewModel { // ok: no-view-models
        var value = ""
    }
    var fields: [FieldEditViewModel] = []
}

// As real apps abbreviate it.
// expect: no-view-models
@MainActor final class TopUpVM: ObservableObject {
    @Published var amount = ""
}

// "No dedicated ViewModels for individual views", written as many apps nest one in an extension of its view
// (`ShelfView.ViewModel`): the view's own view model all the same.
struct ShelfView: View {
    @State private var viewModel = ViewModel()
    var body: some View { Text(viewModel.title) }
}

extension ShelfView {
    // expect: no-view-models
    @MainActor @Observable
    final class ViewModel {
        var title = ""
    }
}

// Rounds BF and BY: one instance every screen reads and writes, kept as a singleton, is app-wide state named like a
// view model, not a view's own (a fullscreen overlay that every row's player opens).
@MainActor @Observable final class OverlayViewModel { // ok: no-view-models
    static let shared = OverlayViewModel()
    var playingURL: URL?
}

struct OverlayHost: View {
    @State private var overlay = OverlayViewModel.shared
    var body: some View { Text(overlay.playingURL?.absoluteString ?? "") }
}

// A view's own view model with a static sample for its previews is still the view's.
// expect: no-view-models
@MainActor @Observable final class PlaylistViewModel {
    static let preview = PlaylistViewModel()
    var titles: [String] = []
}

// Round CC: a navigation stack's path holder named as a view model is that stack's router, which many views read.
@MainActor @Observable final class ReaderNavigationViewModel { // ok: no-view-models
    var path: [String] = []
    func open(_ title: String) { path.append(title) }
}
