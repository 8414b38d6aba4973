import Foundation

// ok: repository-protocol-in-domain, protocol-no-delegate-manager
protocol UserRepository {
    func fetchUser(id: String) async throws -> User
}

// expect: protocol-no-delegate-manager
protocol SessionManager {}

// Round CA: a Manager protocol with a `Protocol` suffix after it says the same.
// expect: protocol-no-delegate-manager
protocol CacheManagerProtocol {}

// Near miss: a capability named for what it manages is no Manager.
// ok: protocol-no-delegate-manager
protocol CacheStoring {}
