import SwiftUI

struct ShelfView: View {
    @Environment(LibraryModel.self) private var library

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Shelf")
                .toolbar { ImportButton() }
                .task { await library.load() }
        }
    }

    @ViewBuilder private var content: some View {
        switch library.state {
        case .uninitialized, .loading(prior: nil):
            ProgressView()
        case .loading(prior: let snapshot?), .failed(prior: let snapshot?), .ready(let snapshot):
            BookList(books: snapshot.books)
        case .failed(prior: nil):
            ContentUnavailableView("No books", systemImage: "books.vertical")
        }
    }
}
