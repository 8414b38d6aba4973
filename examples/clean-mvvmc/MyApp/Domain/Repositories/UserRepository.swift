import Foundation

protocol UserRepository {
    func fetchUser(id: String) async throws -> User
}
