import Observation

// A test target's observable double is not one of the app's models ("@MainActor on all @Observable models").
@Observable
final class MockImportModel { // ok: observable-main-actor, observable-only-in-apps
    var imported = 0
}
