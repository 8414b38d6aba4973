import Foundation
import Observation

// expect: controller-main-actor
@Observable
final class AthleteProfileController {
    // MARK: - Properties
    private(set) var athlete: Athlete?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    // MARK: - Dependencies
    private let service: AthleteServiceProtocol
    private var loadTask: Task<Void, Never>?

    // MARK: - Init
    init(service: AthleteServiceProtocol = AthleteService()) {
        self.service = service
    }

    // MARK: - Methods
    func load(athleteID: String) async {
        loadTask?.cancel()

        loadTask = Task {
            isLoading = true
            defer { isLoading = false }

            do {
                athlete = try await service.fetchAthlete(id: athleteID)
            } catch {
                if !Task.isCancelled {
                    errorMessage = error.localizedDescription
                }
            }
        }

        await loadTask?.value
    }

    // MARK: - Cleanup
    deinit {
        loadTask?.cancel()
    }
}
