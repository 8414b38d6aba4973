import Foundation

/// Loads the library and publishes snapshots as they arrive.
public struct LibraryUseCase: Sendable {
    private let client: BookClient

    public init(client: BookClient) { self.client = client }

    public func stream() -> AsyncThrowingStream<LibrarySnapshot, Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    let books = try await client.books()
                    continuation.yield(LibrarySnapshot(books: books, fetchedAt: Date()))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }
}
