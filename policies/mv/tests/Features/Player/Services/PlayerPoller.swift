import Observation

// "Features, Services, SDKs expose plain types and async streams": an observable class in a Services folder
// is a use case or client made observable.
// expect: observable-only-in-apps
@MainActor
@Observable
final class PlayerPoller {
    var progress = 0.0
}
