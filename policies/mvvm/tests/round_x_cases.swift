import SwiftUI

// "No direct Service access from Views", as apps with use cases write it: the view keeps the use case the view model
// should call and loads with it itself.
protocol GalleryUseCaseProtocol {
    func media(forSetId id: UUID) async throws -> [String]
}

struct GalleryView: View {
    let setId: UUID
    let useCase: GalleryUseCaseProtocol
    @State private var isProcessing = false

    var body: some View {
        Text("Gallery").task { await load() }
    }

    private func load() async {
        _ = try? await useCase.media(forSetId: setId) // expect: view-no-service-access
    }
}

// "❌ Wrong: Old completion handlers", on a service the view model builds in place.
// expect: service-behind-protocol
final class ForecastService {
    func forecast(city: String, completion: @escaping (Result<Double, Error>) -> Void) {} // expect: async-await-over-completion-handlers
}

final class AddForecastViewModel: ObservableObject { // expect: view-model-main-actor
    @Published private(set) var temperature = 0.0

    // expect: async-await-over-completion-handlers
    func save(city: String, completion: @escaping (Double) -> Void) {
        ForecastService().forecast(city: city) { result in // expect: view-model-callback-calls-inline
            if case .success(let value) = result { completion(value) }
        }
    }
}

// Near miss: an async call on a service built in place is not the callback pattern.
@MainActor final class ForecastPreviewViewModel: ObservableObject {
    @Published private(set) var summary = ""
    func load() async {
        summary = (try? await SummaryService().summary()) ?? "" // ok: view-model-callback-calls-inline
    }
}

final class SummaryService { // expect: service-behind-protocol
    func summary() async throws -> String { "" }
}

// "No direct Service access from Views", as apps write a one-off call: the service is built in a method and called.
final class ZoneAdminService { // expect: service-behind-protocol
    func zones() async throws -> [String] { [] }
}

struct ZoneDetailView: View {
    @State private var zones: [String] = [] // expect: state-ui-only
    var body: some View { Text("Zones").task { await reload() } }

    private func reload() async {
        let admin = ZoneAdminService()
        zones = (try? await admin.zones()) ?? [] // expect: view-no-local-service
    }

    // Near miss: a formatter built and used locally is no service.
    private func label(_ count: Int) -> String {
        let formatter = NumberFormatter()
        return formatter.string(from: NSNumber(value: count)) ?? "" // ok: view-no-local-service
    }
}
