import SwiftUI

@main
struct BookshelfApp: App {
    @State private var library = LibraryModel(useCase: LibraryUseCase(client: BookshelfApp.client))
    @State private var importer = ImportModel(useCase: ImportUseCase(client: BookshelfApp.client))
    @State private var sync = SyncModel(useCase: SyncUseCase())
    @State private var goal = ReadingGoalModel()

    private static let client = BookClient(baseURL: URL(string: "https://books.example.com")!)

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environment(library)
                .environment(importer)
                .environment(sync)
                .environment(goal)
        }
        WindowGroup(id: "goal") {
            ShelfView()
                // expect: root-models-in-app
                .environment(ReadingGoalModel())
        }
    }
}
