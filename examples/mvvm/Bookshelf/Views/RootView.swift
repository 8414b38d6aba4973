import SwiftUI

struct RootView: View {
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            BookListView()
                .navigationDestination(for: AppDestination.self) { destination in
                    switch destination {
                    case .bookDetail(let book):
                        BookDetailView(book: book)
                    case .settings:
                        SettingsView()
                    }
                }
        }
    }
}
