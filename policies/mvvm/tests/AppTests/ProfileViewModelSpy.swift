import Foundation

// A test target's view model double need not be @MainActor; the checklist's "All ViewModels" are the app's.
final class StubProfileViewModel: ObservableObject { // ok: view-model-main-actor, observable-object-main-actor
    @Published var name = ""
}

final class RecordingPaymentService { // ok: service-behind-protocol
    func fetchTotal() async throws -> Double { 0 }
}
