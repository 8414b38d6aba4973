import Foundation
import Observation

@Observable
@MainActor
final class LeaderboardController {
    // MARK: - Properties
    private(set) var records: [PersonalRecord] = []
    private(set) var isRefreshing = false
    private(set) var errorMessage: String?

    // MARK: - Dependencies
    private let service: RecordServiceProtocol
    private var refreshTask: Task<Void, Never>?

    // MARK: - Init
    init(service: RecordServiceProtocol = RecordService()) {
        self.service = service
    }

    // MARK: - Methods
    // Deliberate (Recommended items): the flag is reset by a last statement instead of a defer, and the
    // method returns before its task ends, so `.refreshable` stops its spinner too early.
    func refresh() async {
        refreshTask?.cancel()

        // expect: task-await-value
        refreshTask = Task {
            isRefreshing = true // expect: task-defer-loading-state
            do {
                records = try await service.fetchRecords(athleteID: "club")
            } catch {
                if !Task.isCancelled {
                    errorMessage = error.localizedDescription
                }
            }
            isRefreshing = false
        }
    }

    // MARK: - Cleanup
    deinit {
        refreshTask?.cancel()
    }
}
