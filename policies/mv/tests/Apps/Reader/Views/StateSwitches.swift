import SwiftUI
import UIKit

// "Why enums": "switch statements force handling every case". A `default:` over a model's state gives that up.
enum ShelfLoadState { case idle, loading, ready, failed }

@MainActor @Observable final class ShelfLoadModel {
    var state: ShelfLoadState = .idle
}

// As the document writes the view: every case named.
struct ShelfStatusView: View {
    @Environment(ShelfLoadModel.self) private var shelf
    var body: some View {
        switch shelf.state { // ok: model-state-switch-default
        case .idle: Text("Pull to load")
        case .loading: ProgressView()
        case .ready: Text("Shelf")
        case .failed: Text("Could not load the shelf")
        }
    }
}

// As apps write it: the states the view does not show yet folded into a default.
struct ShelfToolbarLabel: View {
    @Environment(ShelfLoadModel.self) private var shelf
    var body: some View {
        switch shelf.state { // expect: model-state-switch-default
        case .loading: Text("Loading…")
        default: Text("Shelf")
        }
    }
}

// Near miss: a gesture's state is UIKit's, not the model's.
final class ShelfPanHandler {
    func handle(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state { // ok: model-state-switch-default
        case .began: break
        default: break
        }
    }
}

// Near miss (judged before the rule was kept): a state made of flags that combine (an OptionSet) cannot be switched
// over exhaustively; its default is needed.
struct ShelfEditFlags: OptionSet {
    let rawValue: Int
    static let saving = ShelfEditFlags(rawValue: 1)
    static let dirty = ShelfEditFlags(rawValue: 2)
}

@MainActor @Observable final class ShelfEditorModel {
    var state: ShelfEditFlags = []
}

struct ShelfSaveLabel: View {
    @Environment(ShelfEditorModel.self) private var editor
    var body: some View {
        switch editor.state { // ok: model-state-switch-default
        case .saving: Text("Saving…")
        default: Text("Save")
        }
    }
}
