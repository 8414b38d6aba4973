import SwiftUI

struct BookDetailView: View {
    @StateObject private var viewModel: BookDetailViewModel
    @State private var isShowingReviews = false

    init(book: Book) {
        _viewModel = StateObject(wrappedValue: BookDetailViewModel(book: book))
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "book.closed")
                .font(.largeTitle)
                .accessibilityLabel("Book cover")
            Text(viewModel.book.title).font(.title)
            Text(viewModel.averageRating).font(.body)
            Button(isShowingReviews ? "Hide reviews" : "Show reviews") {
                withAnimation { isShowingReviews.toggle() }
            }
            if isShowingReviews {
                ForEach(viewModel.reviews) { review in
                    Text(review.text).font(.callout)
                }
            }
        }
        .task { await viewModel.loadReviews() }
    }
}
