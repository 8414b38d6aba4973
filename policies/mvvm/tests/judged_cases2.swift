import SwiftUI
import Combine

// A Combine helper that subscribes returns a cancellable: a stream subscription, not a one-shot completion API.
extension Publisher {
    func sinkOnMain(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, // ok: async-await-over-completion-handlers
                    receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receive(on: DispatchQueue.main).sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

// Near miss: a one-shot loader with a completion is still the rule's.
protocol TripLoading {}

final class TripLoader: TripLoading {
    func load(completion: @escaping (Result<[String], Error>) -> Void) {} // expect: async-await-over-completion-handlers
}

// The item a sheet or a delete confirmation shows is presentation state ("Sheet/Alert presentation: View").
struct Journal: Identifiable, Codable {
    let id: UUID
}

struct JournalsScreen: View {
    @State private var editEntry: Journal? // ok: state-no-model-data
    @State private var journalToDelete: Journal? // ok: state-no-model-data
    @State private var journalToArchive: Journal? // ok: state-no-model-data
    @State private var journal: Journal? // expect: state-no-model-data
    var body: some View {
        Text("Journals")
            .sheet(item: $editEntry) { _ in Text("Edit") }
    }
}

// An API client created in the view and called there is service access from a view, whatever its suffix.
protocol TripClientProtocol {}

final class TripClient: TripClientProtocol {
    init(token: String) {}
    func trips() async throws -> [String] { [] }
}

struct TripsScreen: View {
    @State private var trips: [String] = [] // expect: state-ui-only
    private var client: TripClient { TripClient(token: "") }
    var body: some View {
        List(trips, id: \.self) { Text($0) }
            .task { trips = (try? await TripClient(token: "").trips()) ?? [] } // expect: view-no-service-call-inline
            .refreshable { trips = (try? await client.trips()) ?? [] } // expect: view-no-service-access
    }
}

struct TripDetailScreen: View {
    @State private var trips: [String] = [] // expect: state-ui-only
    var body: some View { Text("Trip").task { await load() } }
}

private extension TripDetailScreen {
    func load() async {
        trips = (try? await TripClient(token: "").trips()) ?? [] // expect: view-no-service-call-inline
    }
}

private extension TripsScreen {
    func reload() async {
        trips = (try? await client.trips()) ?? [] // expect: view-no-service-access
    }
}
