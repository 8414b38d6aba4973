import SwiftUI

// An API type is a service whatever its suffix: "Async operation (API, database) -> Service". (Stateless: no
// actor needed, see service-actor.)
// expect: service-protocol
struct TripsAPI {
    static func fetchTrips() async throws -> [String] { [] }
}

struct TripsView: View {
    @State private var trips: [String] = []
    var body: some View {
        List(trips, id: \.self) { Text($0) }
            .task { trips = (try? await TripsAPI.fetchTrips()) ?? [] } // expect: view-no-service
    }
}

// Near miss: a formatter named like an API helper does no I/O.
struct TripsAPIFormatter { // ok: service-protocol, service-actor
    static func label(_ name: String) -> String { name }
}

private extension TripsView {
    func reload() async throws -> [String] {
        try await TripsAPI.fetchTrips() // expect: view-no-service
    }
}
