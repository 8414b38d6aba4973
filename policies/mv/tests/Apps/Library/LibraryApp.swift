// Fixture: the App struct owns the root models.
import SwiftUI

@main
// ok: root-models-in-app
struct LibraryApp: App {
    @State private var library = LibraryModel()
    @State private var importer = ImportModel(useCase: ImportUseCase())

    var body: some Scene {
        WindowGroup { ShelfView(importer: importer).environment(library) }
    }
}
