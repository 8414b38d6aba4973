import SwiftUI

struct BookListView: View {
    @StateObject private var viewModel = BookListViewModel()
    @EnvironmentObject private var coordinator: AppCoordinator
    @State private var showingPurchaseAlert = false
    @State private var selectedBook: Book?

    var body: some View {
        List(viewModel.filteredBooks) { book in
            BookRow(book: book) {
                selectedBook = book
                showingPurchaseAlert = true
            }
            .onTapGesture { coordinator.navigate(to: .bookDetail(book)) }
        }
        .searchable(text: $viewModel.searchText)
        .navigationTitle("Books")
        .toolbar {
            Button {
                coordinator.navigate(to: .settings)
            } label: {
                Image(systemName: "gearshape")
                    .accessibilityLabel("Settings")
            }
        }
        .task { await viewModel.loadBooks() }
        .alert("Purchase", isPresented: $showingPurchaseAlert) {
            Button("Buy") {
                if let book = selectedBook {
                    Task { await viewModel.purchase(book) }
                }
            }
            Button("Cancel", role: .cancel) {}
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView("Loading…")
            }
        }
    }
}
