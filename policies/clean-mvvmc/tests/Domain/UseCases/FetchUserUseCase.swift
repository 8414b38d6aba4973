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

// expect: use-case-impl-naming, use-case-impl-in-data
final class DefaultLoginUseCase: LoginUseCase {
    func execute() async throws {}
}
