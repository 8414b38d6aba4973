import SwiftUI

// Deliberate violations: business data in @State, loaded and transformed by the view itself,
// a fixed-size font, and an icon button that is unlabelled and too small to tap.
// expect: api-calls-in-services, view-no-data-transformation
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
            ForEach(books.sorted { $0.price > $1.price }) { book in
                Text(book.title)
            }
        }
        .task {
            let url = URL(string: "https://api.example.com/bestsellers")!
            if let (data, _) = try? await URLSession.shared.data(from: url) {
                books = (try? JSONDecoder().decode([Book].self, from: data)) ?? []
            }
        }
    }
}
