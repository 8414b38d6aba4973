import Foundation
import Observation

@Observable
@MainActor
final class WorkoutListController {
    // MARK: - Properties
    private(set) var workouts: [Workout] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private(set) var navigationDestination: Destination?

    enum Destination: Hashable {
        case detail(id: String)
        case records
    }

    // MARK: - Dependencies
    private let service: WorkoutServiceProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - Init
    init(service: WorkoutServiceProtocol = WorkoutService()) {
        self.service = service
    }

    // MARK: - Methods
    func load() async {
        loadTask?.cancel()

        loadTask = Task {
            isLoading = true
            defer { isLoading = false }

            do {
                workouts = try await service.fetchWorkouts()
                errorMessage = nil
            } catch {
                if !Task.isCancelled {
                    errorMessage = error.localizedDescription
                }
            }
        }

        await loadTask?.value
    }

    func navigate(to destination: Destination) {
        navigationDestination = destination
    }

    func clearNavigation() {
        navigationDestination = nil
    }

    // MARK: - Cleanup
    deinit {
        loadTask?.cancel()
    }
}
