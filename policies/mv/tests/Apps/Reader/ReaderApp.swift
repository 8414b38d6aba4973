// Fixture: "Store root models in the App struct" -- a second App struct, as real apps write it: the model
// created inline in the environment modifier.
import SwiftUI

// expect: root-models-in-app
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ReaderShelfView(library: LibraryModel())
                .environment(ReaderModel(useCase: SyncUseCase()))
        }
    }
}
