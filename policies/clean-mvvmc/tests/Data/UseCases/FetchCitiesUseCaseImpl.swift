import Foundation

// Round BX: "Constructor injection via init()", "DIContainer wires dependencies at app launch". A use case that calls
// a repository's shared instance hides what the container should wire; the same use case given the repository
// through init is the document's shape.
final class FetchCitiesUseCaseImpl: FetchCitiesUseCase {
    func execute() async throws -> [String] {
        try await CityRepositoryImpl.shared.fetchCities() // expect: dependencies-not-singletons
    }
}

final class FetchCapitalsUseCaseImpl: FetchCitiesUseCase {
    private let repository: CityRepository
    init(repository: CityRepository) { self.repository = repository }
    func execute() async throws -> [String] {
        try await repository.fetchCities() // ok: dependencies-not-singletons
    }
}
