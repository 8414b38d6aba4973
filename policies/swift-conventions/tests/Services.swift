import Foundation

struct Athlete: Equatable {
    let id: String
}

final class AthleteRecord {
    var id = ""
}

protocol AthleteServiceProtocol {
    func fetchAthletes() async throws -> [Athlete]
    // expect: service-returns-structs
    func fetchRecord() async throws -> AthleteRecord
}

actor AthleteService: AthleteServiceProtocol { // ok: service-protocol, service-actor, service-no-main-actor, service-no-ui-state, service-no-controller
    func fetchAthletes() async throws -> [Athlete] { [] } // ok: service-returns-structs
    // expect: service-returns-structs
    func fetchRecord() async throws -> AthleteRecord { AthleteRecord() }

    // Round AQ. Near miss: a private helper's intermediate class never leaves the service.
    private func parseRecord(_ data: Data) -> AthleteRecord { AthleteRecord() } // ok: service-returns-structs
}

// The service's own factory (round V) returns the service, no model.
protocol TrackClientProtocol {
    func tracks() async throws -> [Athlete]
}

final class TrackClient: TrackClientProtocol { // expect: service-actor
    func tracks() async throws -> [Athlete] { [] }
    static func live() -> TrackClient? { TrackClient() } // ok: service-returns-structs
}

// expect: service-protocol, service-actor, service-no-main-actor
@MainActor final class UploadService {
    func upload(_ data: Data) async throws {}
}

// A synchronous helper service need not be an actor.
struct FormatService: FormatServiceProtocol { // ok: service-actor, service-protocol
    func format(_ value: Double) -> String { "\(value)" }
}

protocol FormatServiceProtocol {
    func format(_ value: Double) -> String
}

// An ObservableObject with no @Published property publishes no UI state.
actor ReportService: ReportServiceProtocol, ObservableObject { // ok: service-no-ui-state
    // expect: service-no-controller
    weak var owner: ReportController?
    func build() async -> String { "" }
}

protocol ReportServiceProtocol {}

@Observable @MainActor final class ReportController {}

// As real apps write it: a stateless struct service that forwards to an API client through a `let`: no mutable
// state for an actor to isolate.
struct MatchAdministrationService: MatchAdministrationServicing { // ok: service-actor, service-protocol
    let client: any MatchSending
    func rename(_ id: String, to name: String) async throws { try await client.send(id, name) }
}

protocol MatchSending {
    func send(_ id: String, _ name: String) async throws
}

protocol MatchAdministrationServicing {
    func rename(_ id: String, to name: String) async throws
}

// A struct service that keeps a cache in a var has mutable state: it is told to become an actor.
// expect: service-actor
struct MatchCacheService: MatchCacheServiceProtocol {
    var cache: [String: String] = [:]
    func lookup(_ id: String) async -> String? { cache[id] }
}

protocol MatchCacheServiceProtocol {
    func lookup(_ id: String) async -> String?
}
