import SwiftUI

struct BookList: View {
    let books: [Book]

    var body: some View {
        List(books) { book in
            NavigationLink(value: book) { BookRow(book: book) }
        }
        .navigationDestination(for: Book.self) { BookDetailView(book: $0) }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title).font(.headline)
            Text(book.author).font(.subheadline)
        }
    }
}
