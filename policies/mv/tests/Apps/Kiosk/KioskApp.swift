// Fixture: an App struct that creates its model inside body.
import SwiftUI

struct KioskApp: App {
    var body: some Scene {
        // expect: root-models-in-app
        WindowGroup { ShelfView(importer: ImportModel(useCase: ImportUseCase())) }
    }
}

// As apps split it: a Scene type whose body creates the model, rebuilt with the scene.
struct KioskScene: Scene {
    var body: some Scene {
        WindowGroup {
            // expect: root-models-in-app
            ShelfView(importer: ImportModel(useCase: ImportUseCase()))
        }
    }
}

// A model-free app has nothing to store.
// ok: root-models-in-app
struct ToolsApp: App {
    var body: some Scene { WindowGroup { Text("Tools") } }
}

// Near miss: the model is created once, in a stored property of the App struct, and handed to the scene.
struct KioskStoredApp: App {
    // ok: root-models-in-app
    @State private var importer = ImportModel(useCase: ImportUseCase())
    // ok: root-models-in-app
    var body: some Scene { WindowGroup { ShelfView(importer: importer) } }
}

// Round AU. Near miss: the model is created once, from an action, into the App struct's own stored property.
struct KioskLazyApp: App {
    @State private var importer: ImportModel?

    var body: some Scene {
        WindowGroup {
            Text("Kiosk")
                .onAppear {
                    importer = ImportModel(useCase: ImportUseCase()) // ok: root-models-in-app
                }
        }
    }
}
