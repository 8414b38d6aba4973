import Foundation

// Cases from round AO's reviewers.

// "State encapsulated in ViewState enums": a view model that loads through its use case keeps the phases of the
// load in one enum, not in a list the view cannot tell empty from not yet loaded.
@MainActor // expect: view-model-state-enum
final class ShowcaseListViewModel: ObservableObject {
    @Published private(set) var items: [ShowcaseItem] = []
    private let fetchShowcase: FetchShowcaseUseCase

    init(fetchShowcase: FetchShowcaseUseCase) {
        self.fetchShowcase = fetchShowcase
    }

    func loadItems() async {
        items = (try? await fetchShowcase.execute()) ?? []
    }
}

// Near miss: a view model that loads nothing (a tab bar's selection, a constant list of options) has no loading,
// error or empty phase for an enum to hold.
@MainActor // ok: view-model-state-enum
final class ShowcaseTabsViewModel: ObservableObject {
    @Published var selectedTab = 0
    let tabTitles = ["Components", "Animations", "Layouts"]

    func selectTab(_ index: Int) {
        selectedTab = index
    }

    // Round AQ. Near miss for view-model-intent-names: a static factory builds the view model; no view sends it.
    static func forPreview() -> ShowcaseTabsViewModel { ShowcaseTabsViewModel() } // ok: view-model-intent-names
}

// "Methods: verb phrases", and the document's mapper names (toDomain, toDTO): a conversion named for its two sides
// is a mapper's name wherever it is declared; a noun phrase is not.
extension ShowcaseListViewModel {
    private nonisolated static func presentationToDomain(_ title: String) -> ShowcaseItem { // ok: method-verb-phrase
        ShowcaseItem(id: 0, title: title)
    }
}

enum ShowcaseFormatter {
    private static func itemTitle(_ item: ShowcaseItem) -> String { // expect: method-verb-phrase
        item.title
    }
}
