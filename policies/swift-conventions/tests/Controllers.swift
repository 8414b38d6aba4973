import SwiftUI

protocol RosterServiceProtocol {
    func fetchRoster() async throws -> [String]
}

// A controller written as the document prescribes: no finding.
@Observable
@MainActor
final class RosterController { // ok: controller-observable, controller-main-actor, controller-final, controller-task-tracking-async, controller-deinit-cancel
    private(set) var names: [String] = [] // ok: controller-private-set
    private(set) var isLoading = false
    private let service: RosterServiceProtocol // ok: controller-service-protocol
    private var loadTask: Task<Void, Never>?

    init(service: RosterServiceProtocol) {
        self.service = service
    }

    func load() async {
        loadTask?.cancel()
        loadTask = Task {
            isLoading = true
            defer { isLoading = false }
            do {
                names = try await service.fetchRoster()
            } catch {
                if !Task.isCancelled { names = [] }
            }
        }
        await loadTask?.value
    }

    deinit {
        loadTask?.cancel()
    }
}

// expect: service-protocol
actor ScheduleService {
    func fetch() async throws -> [String] { [] }
}

// expect: controller-observable, controller-final, controller-task-tracking-async
@MainActor class ScheduleController {
    // expect: controller-private-set
    var entries: [String] = []
    // expect: controller-service-protocol
    private let service = ScheduleService()
    static var shared = 0 // ok: controller-private-set

    func refresh() async {
        entries = (try? await service.fetch()) ?? []
    }
}

// expect: controller-main-actor, controller-deinit-cancel
@Observable final class InboxController {
    private(set) var unread = 0
    private var pollTask: Task<Void, Never>?

    func startPolling() {
        pollTask?.cancel()
        pollTask = Task {
            while !Task.isCancelled { unread += 1 }
        }
    }
}

// Every @Observable class outside Models is a controller in this architecture.
// expect: controller-main-actor, controller-final
@Observable class SessionStore {
    private(set) var token: String?
}

// UIKit view controllers are not MVC controllers of this document.
class LegacyViewController: UIViewController { // ok: controller-observable, controller-main-actor, controller-final
    var label = "" // ok: controller-private-set
}

// App and scene delegates may be observable; they are not screen controllers.
@Observable
class AppSceneDelegate: NSObject, UIWindowSceneDelegate { // ok: controller-main-actor, controller-final
    var window: UIWindow? // ok: controller-private-set
}

// Near misses: task and subscription handles are no view state (the controller's extensions in other files write
// them, so private(set) would not compile there).
@Observable
@MainActor
final class PollingController {
    private(set) var status = ""
    var refreshTask: Task<Void, Never>? // ok: controller-private-set
    var subscriptions = Set<AnyCancellable>() // ok: controller-private-set
    var streams: [AnyCancellable] = [] // ok: controller-private-set

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task { if !Task.isCancelled { status = "done" } }
    }

    deinit {
        refreshTask?.cancel()
    }
}

// As apps inject with a dependency library (round S): the wrapper sets the dependency, no view observes it.
@Observable
@MainActor
final class GoalFormController {
    @ObservationIgnored @Dependency(\.defaultDatabase) var database // ok: controller-private-set
    var title = "" // expect: controller-private-set
    var onSaved: (() -> Void)? // expect: controller-private-set
}

// "deinit with cancel": the controller has a deinit, but it only stops a monitor; the comment goes on the deinit.
@Observable @MainActor final class ReservationsController {
    private(set) var slots: [String] = []
    private var refreshTask: Task<Void, Never>?

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task { if !Task.isCancelled { slots = [] } }
    }

    // expect: controller-deinit-cancel
    deinit {
        print("gone")
    }
}

// "deinit with cancel" as real apps write per-day loads: tasks kept by key, never cancelled.
// expect: controller-deinit-cancel-each
@Observable @MainActor final class AvailabilityController {
    private(set) var summaries: [Date: Int] = [:]
    private var summaryTasks: [Date: Task<Void, Never>] = [:]
}

// Near miss: each task of the dictionary is cancelled in deinit.
// ok: controller-deinit-cancel-each, controller-deinit-cancel
@Observable @MainActor final class StaffController {
    private(set) var staff: [String] = []
    private var loads: [String: Task<Void, Never>] = [:]
    deinit { loads.values.forEach { $0.cancel() } }
}

// "Task tracking variable", as real apps forget it: a detached task started from an async method.
@Observable @MainActor final class ExtensionsController { // ok: controller-task-tracking-async
    private(set) var names: [String] = []

    func reload() async {
        Task.detached { // expect: controller-task-tracking
            let found = await Self.scan()
            await MainActor.run { self.names = found }
        }
    }

    nonisolated static func scan() async -> [String] { [] }
}
