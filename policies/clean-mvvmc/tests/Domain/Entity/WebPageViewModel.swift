import Foundation

// A route's payload in the Domain layer, named …ViewModel (round Q): a Hashable value, not a screen's view model.
// expect: entity-naming
struct WebPageViewModel: Hashable { // ok: view-model-location, view-model-main-actor, view-model-observable-object
    let url: URL
    let title: String
}
