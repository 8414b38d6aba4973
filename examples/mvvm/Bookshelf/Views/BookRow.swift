import SwiftUI

struct BookRow: View {
    let book: Book
    let onBuy: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(book.title).font(.headline)
                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Button("Buy", action: onBuy)
                .buttonStyle(.bordered)
                .frame(minWidth: 44, minHeight: 44)
        }
    }
}
