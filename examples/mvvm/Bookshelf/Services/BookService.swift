import Foundation

protocol BookServiceProtocol {
    func fetchBooks() async throws -> [Book]
    func purchase(_ book: Book) async throws
}

final class BookService: BookServiceProtocol {
    private let baseURL = URL(string: "https://api.example.com/books")!

    func fetchBooks() async throws -> [Book] {
        let (data, _) = try await URLSession.shared.data(from: baseURL)
        return try JSONDecoder().decode([Book].self, from: data)
    }

    func purchase(_ book: Book) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("\(book.id)/purchase"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }
}
