// Fixture: an App struct that creates its model inside body.
import SwiftUI

// expect: root-models-in-app
struct KioskApp: App {
    var body: some Scene {
        WindowGroup { ShelfView(importer: ImportModel(useCase: ImportUseCase())) }
    }
}

// A model-free app has nothing to store.
// ok: root-models-in-app
struct ToolsApp: App {
    var body: some Scene { WindowGroup { Text("Tools") } }
}
