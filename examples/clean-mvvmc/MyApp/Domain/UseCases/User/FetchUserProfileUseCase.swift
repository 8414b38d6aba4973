import Foundation

protocol FetchUserProfileUseCase {
    func execute(id: String) async throws -> User
}
