// Fixture: "Store root models in the App struct" -- a second App struct, as real apps write it: the model
// created inline in the environment modifier.
import SwiftUI

struct ReaderApp: App {
    // ok: root-models-in-app
    @State private var library = LibraryModel()
    @State private var completions = ReaderCompletionsModel.shared // ok: root-models-shared-in-views

    var body: some Scene {
        WindowGroup {
            // expect: root-models-in-app
            ReaderShelfView(library: LibraryModel())
                // expect: root-models-in-app
                .environment(ReaderModel(useCase: SyncUseCase()))
        }
    }
}

// As real apps split the App struct: a second window's scene in an extension, its model created inline.
extension ReaderApp {
    var statsScene: some Scene {
        WindowGroup(id: "stats") {
            ReaderShelfView(library: library)
                // expect: root-models-in-app
                .environment(ReaderModel(useCase: SyncUseCase()))
        }
    }
}
