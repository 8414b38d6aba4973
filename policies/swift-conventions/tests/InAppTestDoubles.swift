// Test doubles kept in the app target (for previews and UI tests), named Test* after the protocol they stand in for,
// are not the document's services: "Async operation (API, database) -> Service (actor + protocol)" is about the real one.
import Foundation

protocol NoteRepository: Sendable {
    func notes() async throws -> [String]
}

@MainActor // ok: service-actor, service-no-main-actor
final class TestNoteRepository: NoteRepository {
    var stored: [String] = []
    nonisolated func notes() async throws -> [String] { [] }
}

// The real one is still checked.
@MainActor // expect: service-actor, service-no-main-actor
final class CloudNoteRepository: NoteRepository {
    nonisolated func notes() async throws -> [String] { try await Task.sleep(for: .seconds(1)); return [] }
}

// A type that only begins with Test and is no double stays checked.
final class TestResultService { // expect: service-actor, service-protocol
    func upload(score: Int) async throws { try await Task.sleep(for: .seconds(1)) }
}
