import SwiftUI

// "All ViewModels have @MainActor": a view model isolated to an actor of its own, as one real app writes it,
// with @MainActor on its published properties only.
// expect: view-model-not-actor
final actor CatAdoptViewModel: ObservableObject {
    @MainActor @Published var cats: [String] = []
    func adopt(_ name: String) async {}
}

// In the document's own terms: a plain actor named as a view model.
// expect: view-model-not-actor
actor ProductListVM {
    var products: [String] = []
}

// Near miss: an actor that is a service, and the document's @MainActor class view model.
protocol ProductCaching {}
// ok: view-model-not-actor
actor ProductCacheService: ProductCaching {
    var cache: [String: String] = [:]
}

// ok: view-model-not-actor, view-model-main-actor
@MainActor
final class ShelterViewModel: ObservableObject {
    @Published private(set) var cats: [String] = []
}
