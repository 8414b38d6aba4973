import Foundation

protocol CityRepository {
    func fetchCities() async throws -> [String]
}
