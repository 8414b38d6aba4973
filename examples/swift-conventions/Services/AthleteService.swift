import Foundation

protocol AthleteServiceProtocol {
    func fetchAthlete(id: String) async throws -> Athlete
}

actor AthleteService: AthleteServiceProtocol {
    func fetchAthlete(id: String) async throws -> Athlete {
        try await Task.sleep(for: .milliseconds(100))
        return Athlete(id: id, name: "Sam Rivera", sport: "Middle distance")
    }
}
