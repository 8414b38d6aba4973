// Fixture: "Store root models in the App struct, not individual views" and "No dedicated ViewModels".
import SwiftUI

// The document's way: the view reads a model the App struct created.
struct ReaderShelfView: View {
    @Environment(ReaderModel.self) private var reader // ok: root-models-not-in-views
    let library: LibraryModel // ok: root-models-not-in-views

    var body: some View { Text("Reader") }
}

// Against it, in the document's words: the view creates the root model itself, without @State, so a new one
// is made every time the parent re-renders.
struct ReaderPageView: View {
    let reader = ReaderModel(useCase: SyncUseCase()) // expect: root-models-not-in-views

    var body: some View { Text("Page") }
}

// As real apps write it: a model created in a view's 'private var', next to other view state.
struct ReaderSettingsView: View {
    @State private var fontSize = 14.0
    private var library = LibraryModel() // expect: root-models-not-in-views

    var body: some View { Text("\(fontSize)") }
}
