import Foundation
import Observation

@Observable
@MainActor
final class RecordsController {
    // MARK: - Properties
    private(set) var records: [PersonalRecord] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    // MARK: - Dependencies
    private let service: RecordServiceProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - Init
    init(service: RecordServiceProtocol = RecordService()) {
        self.service = service
    }

    // MARK: - Methods
    func load(athleteID: String) async {
        // expect: task-cancel-previous
        loadTask = Task {
            isLoading = true
            defer { isLoading = false }

            do {
                records = try await service.fetchRecords(athleteID: athleteID)
            } catch {
                if !Task.isCancelled {
                    errorMessage = error.localizedDescription
                }
            }
        }

        await loadTask?.value
    }

    var fastest: PersonalRecord? {
        records.min { $0.seconds < $1.seconds }
    }

    // MARK: - Cleanup
    deinit {
        loadTask?.cancel()
    }
}
