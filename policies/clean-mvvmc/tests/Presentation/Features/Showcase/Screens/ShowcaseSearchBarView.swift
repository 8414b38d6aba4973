import SwiftUI

// Round AQ. "Methods: verb phrases": a view's modifier named as SwiftUI names its own (`.onSubmit`, `.onTapGesture`)
// returns the modified view; a noun-named helper is still no verb phrase.
struct ShowcaseSearchBarView: View {
    @Binding var query: String
    private var onSearch: () -> Void = {}

    init(query: Binding<String>) {
        _query = query
    }

    var body: some View {
        TextField("Search", text: $query).onSubmit(onSearch)
    }

    func onSearchTap(_ action: @escaping () -> Void) -> ShowcaseSearchBarView { // ok: method-verb-phrase
        var copy = self
        copy.onSearch = action
        return copy
    }

    private func placeholderText() -> String { "Search" } // expect: method-verb-phrase
}
