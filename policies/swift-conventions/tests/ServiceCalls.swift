import SwiftUI

// Section 3 of the document: "a view never calls a service". The finding is at the call; a view that only
// hands a service to its controller or a child (dependency wiring) calls nothing.

protocol RosterServiceProtocol {
    func players() async throws -> [String]
    func remove(_ name: String) async throws
}

actor RosterService: RosterServiceProtocol {
    func players() async throws -> [String] { [] }
    func remove(_ name: String) async throws {}
}

@Observable
@MainActor
final class RosterController {
    private(set) var players: [String] = []
    private let service: RosterServiceProtocol

    init(service: RosterServiceProtocol) {
        self.service = service
    }
}

// The document's anti-pattern: the view calls the service itself.
struct RosterAdminView: View {
    let service: RosterServiceProtocol
    @State private var players: [String] = []

    var body: some View {
        List(players, id: \.self) { Text($0) }
    }

    func remove(_ name: String) async {
        try? await service.remove(name) // expect: view-no-service
    }
}

// As real apps write it: a concrete service stored in the view and called from a button.
struct RosterCleanupView: View {
    private let rosterService = RosterService()

    var body: some View {
        Button("Clear") {
            Task { _ = try? await rosterService.players() } // expect: view-no-service
        }
    }
}

// Near miss: a routing view receives the service and only passes it on.
struct RosterRoutingView: View {
    let service: RosterServiceProtocol // ok: view-no-service

    var body: some View {
        RosterScreen(controller: RosterController(service: service)) // ok: view-no-service
    }
}

struct RosterScreen: View {
    let controller: RosterController
    var body: some View { Text("\(controller.players.count)") }
}

// As apps write it (round Q): the service reached through the app state the view holds.
final class RosterAppState {
    let api: RosterAPI
    var theme = RosterTheme()
    init(api: RosterAPI) { self.api = api }
}

final class RosterAPI {
    let roster: RosterServiceProtocol
    init(roster: RosterServiceProtocol) { self.roster = roster }
}

final class RosterTheme {
    func reset() {}
}

struct RosterBadgeView: View {
    let appState: RosterAppState
    var body: some View {
        Button("Refresh") {
            Task { _ = try? await appState.api.roster.players() } // expect: view-no-service
        }
        // Near miss: the same chain to an object that is no service.
        Button("Reset theme") { appState.theme.reset() } // ok: view-no-service
    }
}

// As real apps write it: a SwiftData repository built inside a view's helper method and queried there.
// expect: service-protocol
final class BookingRepository {
    private let context: ModelContext
    init(context: ModelContext) { self.context = context }
    func bookings(ids: [String]) throws -> [String] { ids }
}

struct BookingListView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var bookings: [String] = []
    var body: some View { List(bookings, id: \.self) { Text($0) }.onAppear(perform: reload) }

    private func reload() {
        do {
            let repository = BookingRepository(context: modelContext)
            bookings = try repository.bookings(ids: []) // expect: view-no-local-service
        } catch {
            bookings = []
        }
    }

    // Near miss: a formatter built and used locally is no service.
    private func title(_ date: Date) -> String {
        let formatter = DateFormatter()
        return formatter.string(from: date) // ok: view-no-local-service
    }
}

// As callback-style apps write it: the call takes a completion as a trailing closure, with or without parentheses.
protocol WalkRepositoryProtocol {
    func fetchWalks(completion: @escaping ([String]) -> Void)
    func deleteWalk(id: String, completion: @escaping (Bool) -> Void)
}

struct WalkHistoryView: View {
    let walkRepository: WalkRepositoryProtocol
    @State private var walks: [String] = []

    var body: some View {
        List(walks, id: \.self) { Text($0) }
            .onAppear {
                // expect: view-no-service
                walkRepository.fetchWalks { walks = $0 }
            }
    }

    func delete(_ id: String) {
        // expect: view-no-service
        walkRepository.deleteWalk(id: id) { _ in }
    }
}
