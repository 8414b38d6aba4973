import SwiftUI

// Deliberate violations: business data in @State, loaded and transformed by the view itself,
// and a fixed-size font.
struct BestsellersView: View {
    @State private var books: [Book] = [] // expect: state-ui-only
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Image("bestseller-banner")
                .accessibilityLabel("Bestseller banner")
            // expect: dynamic-type-fonts
            Text("Bestsellers").font(.system(size: 24, weight: .bold))
            // expect: view-no-data-transformation
            ForEach(books.sorted { $0.price > $1.price }) { book in
                Text(book.title)
            }
        }
        .task {
            let url = URL(string: "https://api.example.com/bestsellers")!
            // expect: api-calls-in-services
            if let (data, _) = try? await URLSession.shared.data(from: url) {
                // expect: view-no-data-transformation
                books = (try? JSONDecoder().decode([Book].self, from: data)) ?? []
            }
        }
    }
}
