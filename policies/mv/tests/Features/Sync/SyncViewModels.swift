// Fixture: one cause, one finding. An observable ViewModel in the Features layer is reported once, as a
// ViewModel (no-view-models), not a second time as an observable class outside the Apps layer.

// expect: no-view-models
@MainActor @Observable final class SyncScreenViewModel { // ok: observable-only-in-apps
    var progress = 0.0
}

// An observable class that is not a ViewModel is still misplaced here.
// expect: observable-only-in-apps
@MainActor @Observable final class SyncProgressStore {
    var progress = 0.0
}
