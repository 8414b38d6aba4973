import Foundation

protocol PantryRepository { // ok: repository-protocol-in-domain
    func fetchShelves() async throws -> [Shelf]
}
