import Foundation

@MainActor
final class BookDetailViewModel: ObservableObject {
    @Published private(set) var reviews: [Review] = []
    @Published private(set) var errorMessage: String?

    let book: Book
    private let reviewService: ReviewServiceProtocol

    init(book: Book, reviewService: ReviewServiceProtocol = ReviewService()) {
        self.book = book
        self.reviewService = reviewService
    }

    var averageRating: String {
        guard !reviews.isEmpty else { return "No ratings" }
        let average = Double(reviews.reduce(0) { $0 + $1.rating }) / Double(reviews.count)
        return String(format: "%.1f ★", average)
    }

    func loadReviews() async {
        do {
            reviews = try await reviewService.fetchReviews(for: book.id)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
