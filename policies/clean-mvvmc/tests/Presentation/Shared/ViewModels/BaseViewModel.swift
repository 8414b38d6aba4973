// Fixture: issue #28 round C. A base view model that screens' view models subclass.
import Combine

// expect: view-model-state-enum
@MainActor
class BaseViewModel: ObservableObject { // ok: view-model-suffix, view-model-naming
    @Published private(set) var isBusy = false
}
