import Foundation

// Its state is the inherited `state`: the one published enum the document asks for.
@MainActor // ok: view-model-state-enum
final class HeroesViewModel: BaseViewModel<[String]> {
    private var page = 0
    func loadNextPage() { page += 1 }
}

// Near miss: a subclass of a base that publishes no state enum still needs one.
@MainActor // ok: view-model-state-enum
class PlainViewModel: ObservableObject {
    let title = "Plain"
}

@MainActor // expect: view-model-state-enum
final class VillainsViewModel: PlainViewModel {
    @Published var isLoading = false
}
