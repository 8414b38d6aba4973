import Foundation

protocol ScoreServiceProtocol {
    func fetchScores() async throws -> [Int]
}

@Observable
@MainActor
final class ScoreController {
    private(set) var scores: [Int] = []
    private(set) var errorMessage: String?
    private let service: ScoreServiceProtocol
    private var loadTask: Task<Void, Never>?
    private var refreshTask: Task<Void, Never>?
    private var saveTask: Task<Void, Never>?

    init(service: ScoreServiceProtocol) {
        self.service = service
    }

    func load() async { // ok: task-cancel-previous, task-check-cancelled
        loadTask?.cancel()
        loadTask = Task {
            do {
                scores = try await service.fetchScores()
            } catch {
                if !Task.isCancelled { errorMessage = error.localizedDescription }
            }
        }
        await loadTask?.value
    }

    func refresh() {
        // expect: task-cancel-previous
        refreshTask = Task {
            try? Task.checkCancellation()
            scores = (try? await service.fetchScores()) ?? []
        }
        refreshTask?.cancel()
    }

    // expect: task-check-cancelled
    func save() {
        saveTask?.cancel()
        saveTask = Task {
            do {
                scores = try await service.fetchScores()
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }

    private var searchTask: Task<Void, Never>? {
        didSet { oldValue?.cancel() }
    }

    func search() { // ok: task-cancel-previous
        searchTask = Task {
            if !Task.isCancelled { scores = [] }
        }
    }

    func clear() { // ok: task-cancel-previous, task-check-cancelled
        scores = []
    }

    // As real controllers debounce: the sleep throws when the task is cancelled, and the catch returns before any
    // state is touched.
    private var refreshTimer: Task<Void, Never>?
    func scheduleRefresh() { // ok: task-check-cancelled
        refreshTimer?.cancel()
        refreshTimer = Task { [weak self] in
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                return
            }
            self?.scores = []
        }
    }

    // Near miss (round S): the task starts only when none runs, so none is replaced.
    private var updatesTask: Task<Void, Never>?
    func startUpdates() {
        guard updatesTask == nil else { return }
        updatesTask = Task { if !Task.isCancelled { scores = [] } } // ok: task-cancel-previous
    }

    // The same guard among other conditions (round T).
    private var pathTask: Task<Void, Never>?
    func monitorPath(_ updates: AsyncStream<Bool>?) {
        guard let updates, pathTask == nil else { return }
        pathTask = Task { for await _ in updates where !Task.isCancelled { scores = [] } } // ok: task-cancel-previous
    }

    // Near miss: the catch logs and falls through to the state write.
    // expect: task-check-cancelled
    func scheduleReset() {
        refreshTimer?.cancel()
        refreshTimer = Task {
            do { try await Task.sleep(for: .seconds(60)) } catch { print(error) }
            scores = []
        }
    }

    // Near miss (round BN): the task only awaits a call of another object, which writes its own state;
    // this controller writes nothing after it, so there is nothing to guard.
    private var connectTask: Task<Void, Never>?
    func connect(_ chat: ChatConnection) { // ok: task-check-cancelled
        connectTask?.cancel()
        connectTask = Task {
            await chat.connect()
        }
    }

    // As apps write it: the awaited call's result is written back with no check.
    // expect: task-check-cancelled
    func reconnect(_ chat: ChatConnection) {
        connectTask?.cancel()
        connectTask = Task {
            scores = await chat.connect()
        }
    }

    deinit {
        connectTask?.cancel()
        loadTask?.cancel()
        refreshTask?.cancel()
        saveTask?.cancel()
        searchTask?.cancel()
        refreshTimer?.cancel()
        updatesTask?.cancel()
        pathTask?.cancel()
    }
}

@MainActor
final class ChatConnection {
    @discardableResult
    func connect() async -> [Int] { [] }
}

// Round BQ: a throwing task that sleeps first: cancelled, the sleep throws and the reset never runs.
@Observable
@MainActor
final class TapLockController {
    private(set) var tapCount = 0
    private var resetTask: Task<Void, any Error>?

    func didTap() { // ok: task-check-cancelled
        resetTask?.cancel()
        tapCount += 1
        resetTask = Task {
            try await Task.sleep(for: .seconds(5))
            tapCount = 0
        }
    }

    // Near miss: the same sleep made non-throwing runs the reset after a cancellation.
    // expect: task-check-cancelled
    func didLongPress() {
        resetTask?.cancel()
        resetTask = Task {
            try? await Task.sleep(for: .seconds(5))
            tapCount = 0
        }
    }

    deinit {
        resetTask?.cancel()
    }
}

// A static factory for previews starts a load: not the controller's own work to track.
@Observable
@MainActor
final class ForecastController {
    private(set) var summary = ""

    func fetch() async { summary = "sunny" }

    static func forPreview() -> ForecastController {
        let controller = ForecastController()
        Task { await controller.fetch() } // ok: controller-task-tracking
        return controller
    }

    func refresh() {
        Task { await fetch() } // expect: controller-task-tracking
    }
}
