import Foundation

// A display struct named …ViewModel holds no state to observe: the view-model rules are about the
// screen's class (view models are ObservableObject classes).
// ok: view-model-main-actor, view-model-observable-object, view-model-location
struct OrderRowViewModel: Identifiable, Hashable {
    let id: String
    let title: String
}
