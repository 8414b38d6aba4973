import Foundation

// ok: use-case-protocol-in-domain, use-case-naming
protocol FetchUserUseCase {
    func execute(id: String) async throws -> User
}

// expect: use-case-naming
protocol UserFetching {}

protocol LoginUseCase {
    func execute() async throws
}

// expect: use-case-impl-naming
final class DefaultLoginUseCase: LoginUseCase {
    func execute() async throws {}
}
