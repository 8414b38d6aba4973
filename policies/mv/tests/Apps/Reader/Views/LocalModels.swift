// Fixture: "No dedicated ViewModels for individual views", as real apps write them.
import SwiftUI
import Combine

struct ChapterListView: View {
    // A model type nested in the one view that uses it: a ViewModel under another name.
    // expect: no-view-local-models
    final class Loader: ObservableObject {
        @Published var chapters: [String] = []
    }

    @ObservedObject var loader: Loader

    var body: some View { List(loader.chapters, id: \.self) { Text($0) } }
}

// expect: no-view-models
@MainActor final class ChapterRowViewModel: ObservableObject {
    @Published var title = ""
}

// Near miss: a view-nested value type is not a model.
struct ChapterHeaderView: View {
    struct Style { var bold = true } // ok: no-view-local-models
    var body: some View { Text("Header") }
}
