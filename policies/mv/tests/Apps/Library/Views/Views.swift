// Fixture: views observing app models, and views that own models.
import SwiftUI

struct ShelfView: View {
    // ok: root-models-not-in-views
    @Environment(LibraryModel.self) private var library
    // ok: root-models-not-in-views
    let importer: ImportModel
    @State private var isShowingSheet = false

    var body: some View { Text("Shelf") }
}

// "Store root models in the App struct, not individual views": this view creates the models its subtree observes.
struct CatalogView: View {
    // expect: root-models-not-in-views
    @State private var library = LibraryModel()
    // expect: root-models-not-in-views
    @StateObject private var legacy = LegacyStore()

    var body: some View { ShelfView(importer: ImportModel()).environment(library).environmentObject(legacy) }
}

// Near miss: a helper one view keeps for itself in @State (a player per tile) is view state, not a root model:
// it must not be app-wide.
struct CoverTileView: View {
    // ok: root-models-not-in-views
    @State private var player = LibraryModel()

    var body: some View { Text("Tile") }
}

// As real apps write it: the screen creates the model and hands it to its child views as an argument, so the model is
// rooted in this view instead of the App struct.
struct ExportScreen: View {
    // expect: root-models-not-in-views
    @State private var estimate = LibraryModel()

    var body: some View { CoverTileView().overlay { ShelfStatusView(library: estimate) } }
}

struct ShelfStatusView: View {
    // ok: root-models-not-in-views
    let library: LibraryModel
    var body: some View { Text("Status") }
}

struct ReaderView: View {
    // expect: no-view-local-models
    @MainActor @Observable final class Pager { var page = 0 }

    var body: some View { Text("Reader") }
}

// expect: no-view-models
struct ReaderViewModel { var page = 0 }

struct CatalogView_Previews: PreviewProvider {
    struct Preview: View {
        // ok: root-models-not-in-views
        @State private var library = LibraryModel()
        var body: some View { CatalogView().environment(library) }
    }
    static var previews: some View { Preview() }
}

// ok: observable-main-actor
@MainActor final class LegacyStore: ObservableObject {
    @Published var count = 0
}

// ok: observable-main-actor
@MainActor @Observable final class LibraryModel {
    var state: LibraryState = .uninitialized
}

enum LibraryState { case uninitialized, ready([Book]) }
