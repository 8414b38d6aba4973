import Foundation

// ok: repository-protocol-in-domain, protocol-no-delegate-manager
protocol UserRepository {
    func fetchUser(id: String) async throws -> User
}

// expect: protocol-no-delegate-manager
protocol SessionManager {}
