import Foundation

// Round BX: a repository kept as a singleton, as real apps write it (its own findings are the singleton's).
final class CityRepositoryImpl: CityRepository {
    static let shared = CityRepositoryImpl() // expect: dependencies-not-constructed, services-behind-protocols
    func fetchCities() async throws -> [String] { [] }
}
