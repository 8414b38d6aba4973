import Foundation

public struct ImportUseCase: Sendable {
    private let client: BookClient

    public init(client: BookClient) { self.client = client }

    public func stream(file: URL) -> AsyncThrowingStream<ImportProgress, Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    continuation.yield(.reading(fraction: 0))
                    let books = try await client.importBooks(from: file)
                    continuation.yield(.saving(count: books.count))
                    continuation.yield(.completed(ImportSnapshot(imported: books)))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }
}
