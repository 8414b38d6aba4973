import Foundation
import Observation

@Observable
@MainActor
final class WorkoutDetailController {
    // MARK: - Properties
    private(set) var workout: Workout?
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    // expect: controller-private-set
    var notes = ""

    // MARK: - Dependencies
    private let workoutID: String
    private let service: WorkoutServiceProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - Init
    init(workoutID: String, service: WorkoutServiceProtocol = WorkoutService()) {
        self.workoutID = workoutID
        self.service = service
    }

    // MARK: - Methods
    func load() async {
        loadTask?.cancel()

        loadTask = Task {
            isLoading = true
            defer { isLoading = false }

            do {
                workout = try await service.fetchWorkout(id: workoutID)
            } catch {
                if !Task.isCancelled {
                    errorMessage = error.localizedDescription
                }
            }
        }

        await loadTask?.value
    }

    func updateNotes(_ text: String) {
        notes = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: - Cleanup
    deinit {
        loadTask?.cancel()
    }
}
