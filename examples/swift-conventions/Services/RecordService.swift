import Foundation

protocol RecordServiceProtocol {
    func fetchRecords(athleteID: String) async throws -> [PersonalRecord]
}

actor RecordService: RecordServiceProtocol {
    func fetchRecords(athleteID: String) async throws -> [PersonalRecord] {
        try await Task.sleep(for: .milliseconds(150))
        return [
            PersonalRecord(id: "800", event: "800 m", seconds: 118.4),
            PersonalRecord(id: "1500", event: "1500 m", seconds: 242.9),
        ]
    }
}
