// Fixture: issue #28 round C. Use cases named with a `…UseCaseProtocol` protocol and an implementation without the
// Impl suffix, in a lower-case domain/usecase folder.
import Foundation

// expect: use-case-naming
protocol SearchPantryUseCaseProtocol {
    func execute(query: String) async throws -> [Shelf]
}

// expect: use-case-impl-naming, use-case-impl-in-data
struct SearchPantryUseCase: SearchPantryUseCaseProtocol {
    func execute(query: String) async throws -> [Shelf] { [] }
}
