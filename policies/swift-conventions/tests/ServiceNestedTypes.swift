import SwiftUI

// "A view never calls a service": building a value of a type the service declares (`RosterAPI.Filter(…)`) calls
// nothing on the service; calling the service's method beside it does.
// expect: service-protocol
actor RosterAPI {
    struct Filter {
        let team: String
    }

    func players(matching filter: Filter) async throws -> [String] { [] }
}

struct RosterFilterView: View {
    let api: RosterAPI
    @State private var team = ""

    var body: some View {
        Button("Search") {
            let filter = RosterAPI.Filter(team: team) // ok: view-no-service
            Task { _ = try? await api.players(matching: filter) } // expect: view-no-service
        }
    }
}
