import Foundation

// "Async operation (API, database) -> Service (actor + protocol)": the implementation of a service protocol is the
// service, whatever suffix the app gives it (`DeckServiceHTTP: DeckService`).
protocol DeckService: Sendable {
    func decks() async throws -> [String]
}

final class DeckServiceHTTP: DeckService { // expect: service-actor
    func decks() async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: URL(filePath: "/decks"))
        return [String(decoding: data, as: UTF8.self)]
    }
}

// Near miss: a preview's private stand-in for the protocol is a test double.
private struct PreviewDecks: DeckService { // ok: service-actor
    func decks() async throws -> [String] { ["Spanish"] }
}
