import Foundation

@MainActor
final class BookListViewModel: ObservableObject {
    @Published private(set) var books: [Book] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?
    @Published var searchText = ""

    private let bookService: BookServiceProtocol

    init(bookService: BookServiceProtocol = BookService()) {
        self.bookService = bookService
    }

    var filteredBooks: [Book] {
        guard !searchText.isEmpty else { return books }
        return books.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var formattedTotal: String {
        String(format: "$%.2f", books.reduce(0) { $0 + $1.price })
    }

    func loadBooks() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            books = try await bookService.fetchBooks()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func purchase(_ book: Book) async {
        do {
            try await bookService.purchase(book)
        } catch {
            errorMessage = "Purchase failed: \(error.localizedDescription)"
        }
    }
}
