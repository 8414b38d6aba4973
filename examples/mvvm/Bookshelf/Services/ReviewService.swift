import Foundation

protocol ReviewServiceProtocol {
    func fetchReviews(for bookID: UUID) async throws -> [Review]
}

final class ReviewService: ReviewServiceProtocol {
    func fetchReviews(for bookID: UUID) async throws -> [Review] {
        let url = URL(string: "https://api.example.com/books/\(bookID)/reviews")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Review].self, from: data)
    }

    // Deliberate violation: a completion handler next to the async API.
    func fetchReviewCount(for bookID: UUID, completion: @escaping (Int) -> Void) { // expect: async-await-over-completion-handlers
        Task {
            let reviews = try? await fetchReviews(for: bookID)
            completion(reviews?.count ?? 0)
        }
    }
}
