import SwiftUI
import Combine

// Second cases of the document's controller, service, view, task and navigation items, written as real apps
// write them, each with a near miss.

protocol RunServiceProtocol {
    func fetchRuns() async throws -> [String]
}

actor RunService: RunServiceProtocol {
    func fetchRuns() async throws -> [String] { [] }
}

// "Protocol-based service": the concrete service is the default of a stored property, not injected.
// "deinit with cancel": the task is stored but never cancelled.
// expect: controller-deinit-cancel
@Observable
@MainActor
final class RunController {
    private(set) var runs: [String] = []
    // expect: controller-service-protocol
    private let service: RunService
    private var pollTask: Task<Void, Never>?
    private var syncTask: Task<Void, Never>?

    init(service: RunService = RunService()) {
        self.service = service
    }

    // "Previous task cancelled": the wrong task is cancelled before the poll task is replaced.
    func startPolling() {
        syncTask?.cancel()
        // expect: task-cancel-previous
        pollTask = Task {
            while !Task.isCancelled {
                runs = (try? await service.fetchRuns()) ?? []
            }
        }
    }
}

@Observable
@MainActor
final class MeetResultsController {
    private(set) var meets: [String] = []
}

// One cause, one finding: a concrete service in a plain 'var' is reported as a concrete service, not also as
// state that should be private(set).
@Observable
@MainActor
final class SplitController { // ok: controller-task-tracking-async
    // expect: controller-service-protocol
    var service = RunService() // ok: controller-private-set
    private(set) var splits: [Double] = []
}

// Near misses: a controller holding the protocol, cancelling in deinit and before replacing its task.
@Observable
@MainActor
final class LapController { // ok: controller-deinit-cancel, controller-service-protocol
    private(set) var laps: [String] = []
    private(set) var errorText: String?
    private let service: RunServiceProtocol // ok: controller-service-protocol
    private var loadTask: Task<Void, Never>?

    init(service: RunServiceProtocol = RunService()) {
        self.service = service
    }

    func load() async { // ok: task-cancel-previous, task-check-cancelled
        loadTask?.cancel()
        loadTask = Task {
            do {
                try Task.checkCancellation()
                laps = try await service.fetchRuns()
            } catch {
                errorText = "\(error)"
            }
        }
        await loadTask?.value
    }

    // "Task.isCancelled check": a catch that shows the cancellation of the previous load as an error.
    // expect: task-check-cancelled
    func reload() async {
        loadTask?.cancel()
        loadTask = Task {
            do {
                laps = try await service.fetchRuns()
            } catch {
                errorText = error.localizedDescription
            }
        }
        await loadTask?.value
    }

    deinit {
        loadTask?.cancel()
    }
}

// "No @MainActor", "No UI state" on a service, and "Service -> Controller: no", as real apps write them:
// a main-actor ObservableObject service that calls back into a controller.
// expect: service-actor, service-no-main-actor
@MainActor
final class StravaService: StravaServiceProtocol, ObservableObject {
    @Published var isSyncing = false // expect: service-no-ui-state
    // expect: service-no-controller
    weak var controller: LapController?
    func upload() async throws {}
}

protocol StravaServiceProtocol {
    func upload() async throws
}

// Near miss: an actor service that returns values and knows no controller.
actor GarminService: GarminServiceProtocol { // ok: service-no-main-actor, service-no-ui-state, service-no-controller
    func upload() async throws -> [String] { [] }
}

protocol GarminServiceProtocol {
    func upload() async throws -> [String]
}

// "@State private var controller": a public @State handed in by callers.
struct RunListView: View {
    @State public var controller = LapController() // expect: view-controller-state
    var body: some View { Text("Runs") }
}

// Near miss: '@State private'.
struct RunSummaryView: View {
    @State private var controller = LapController() // ok: view-controller-state
    var body: some View { Text("Summary") }
}

// Navigation, as real apps write it: a router-like controller that owns the path and a destination enum
// declared beside it, not in it.
// expect: nav-destination-in-controller
enum RunRouteDestination: Hashable {
    case run(id: String)
}

@Observable
@MainActor
final class RunRouterController {
    // expect: nav-path-in-view
    private(set) var navigationPath = NavigationPath()

    func open(_ id: String) {
        // expect: nav-controller-never-mutates-path
        navigationPath.append(RunRouteDestination.run(id: id))
    }

    func back() {
        // expect: nav-controller-never-mutates-path
        navigationPath.removeLast()
    }
}

// Near miss: a view-owned path, and a Destination enum nested in its controller.
struct RunRouterView: View {
    @State private var path = NavigationPath() // ok: nav-path-in-view
    var body: some View { NavigationStack(path: $path) { Text("Runs") } }
}
