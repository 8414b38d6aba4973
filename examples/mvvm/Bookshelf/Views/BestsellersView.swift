import SwiftUI

// Deliberate violations: business data in @State, loaded and transformed by the view itself,
// a fixed-size font, and an icon button that is unlabelled and too small to tap.
struct BestsellersView: View {
    @State private var books: [Book] = [] // expect: state-ui-only
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Image("bestseller-banner")
                .accessibilityLabel("Bestseller banner")
            Text("Bestsellers").font(.system(size: 24, weight: .bold)) // expect: dynamic-type-fonts
            Button {
                isExpanded.toggle()
            } label: {
                Image(systemName: isExpanded ? "chevron.up" : "chevron.down") // expect: images-accessibility-label
                    .frame(width: 24, height: 24) // expect: tap-target-button-label
            }
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
