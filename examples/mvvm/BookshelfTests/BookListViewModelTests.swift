import XCTest
@testable import Bookshelf

final class MockBookService: BookServiceProtocol {
    var stubbedBooks: [Book] = []
    var shouldThrowError = false

    func fetchBooks() async throws -> [Book] {
        if shouldThrowError { throw URLError(.badServerResponse) }
        return stubbedBooks
    }

    func purchase(_ book: Book) async throws {}
}

@MainActor
final class BookListViewModelTests: XCTestCase {
    func testLoadBooks() async {
        let mockService = MockBookService()
        mockService.stubbedBooks = [
            Book(id: UUID(), title: "Test", author: "Author", price: 9.99, genre: "Test")
        ]
        let viewModel = BookListViewModel(bookService: mockService)

        await viewModel.loadBooks()

        XCTAssertEqual(viewModel.books.count, 1)
        XCTAssertFalse(viewModel.isLoading)
    }
}
