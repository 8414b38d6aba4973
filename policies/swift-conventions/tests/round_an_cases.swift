import SwiftUI
import Observation
import SwiftData

// Cases from round AN's reviewers.

protocol OnboardingDelegate: AnyObject { func onboardingDidFinish() }

// "private(set) for state": the state a view reads is private(set). A weak delegate is wiring its owner sets
// (private(set) would not let the owner set it), not state.
@Observable @MainActor
final class OnboardingController {
    weak var delegate: OnboardingDelegate? // ok: controller-private-set
    var currentStep = 0 // expect: controller-private-set
    private var stepTask: Task<Void, Never>?

    func advance() {
        stepTask?.cancel()
        stepTask = Task {
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            currentStep += 1
        }
    }

    deinit { stepTask?.cancel() }
}

// "Task tracking variable": a Task started from deinit outlives the object by design; there is no later call to
// cancel it before. The Task a method starts and forgets is still reported.
@Observable @MainActor
final class RecorderController {
    private(set) var isRecording = false

    deinit {
        Task { [weak self] in await self?.stopTimers() } // ok: controller-task-tracking
    }

    func start() {
        Task { await self.begin() } // expect: controller-task-tracking
    }

    private func begin() async { isRecording = true }
    private func stopTimers() async { isRecording = false }
}

// Round AT. "Models: struct": a SwiftData record is a model wherever the app files it (here beside its views); it is a
// class because SwiftData needs one, reported once at info severity.
@Model // expect: model-persistent-class
final class AlbumRecord {
    var title: String

    init(title: String) { self.title = title }
}

// Round AW. "Service: async operation (API, database)": a logger writes diagnostics, and a view may log; a view
// calling an API service is still reported.
protocol LoggerServiceProtocol {
    func info(_ message: String) async
}

final class LoggerService: LoggerServiceProtocol {
    static let shared = LoggerService()
    func info(_ message: String) async {}
}

actor WeatherService { // expect: service-protocol
    func forecast() async throws -> [String] { [] }
}

struct ForecastScreen: View {
    private let logger: LoggerServiceProtocol = LoggerService.shared
    private let weather = WeatherService()

    var body: some View {
        Text("Forecast")
            .task {
                await logger.info("shown") // ok: view-no-service
                _ = try? await weather.forecast() // expect: view-no-service
            }
    }
}
