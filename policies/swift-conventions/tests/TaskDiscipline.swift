import Foundation

// Section 4 of the document, "Task Cancellation Discipline": the Recommended items, "defer for
// loading state" and "await loadTask?.value".

protocol MeetServiceProtocol {
    func fetchMeets() async throws -> [String]
}

@Observable
@MainActor
final class MeetController {
    private(set) var meets: [String] = []
    private(set) var isLoading = false
    private(set) var isRefreshing = false
    private(set) var errorMessage: String?
    private let service: MeetServiceProtocol
    private var loadTask: Task<Void, Never>?
    private var refreshTask: Task<Void, Never>?
    private var searchTask: Task<Void, Never>?

    init(service: MeetServiceProtocol) {
        self.service = service
    }

    // The document's load(), written as prescribed: no finding.
    func load() async {
        loadTask?.cancel()
        loadTask = Task { // ok: task-await-value
            isLoading = true // ok: task-defer-loading-state, task-defer-loading-state-branches
            defer { isLoading = false }
            do {
                meets = try await service.fetchMeets()
            } catch {
                if !Task.isCancelled { errorMessage = error.localizedDescription }
            }
        }
        await loadTask?.value
    }

    // The document's load() without its two Recommended lines: the flag is reset by a last
    // statement, and the method returns before the task ends.
    func reload() async {
        loadTask?.cancel()
        loadTask = Task { // expect: task-await-value
            isLoading = true // expect: task-defer-loading-state
            do {
                meets = try await service.fetchMeets()
            } catch {
                if !Task.isCancelled { errorMessage = error.localizedDescription }
            }
            isLoading = false
        }
    }

    // As real controllers write it: the reset copied into both branches, with 'self.'.
    func refresh() async {
        refreshTask?.cancel()
        refreshTask = Task {
            self.isRefreshing = true // expect: task-defer-loading-state-branches
            do {
                self.meets = try await service.fetchMeets()
                self.isRefreshing = false
            } catch {
                if !Task.isCancelled { self.errorMessage = error.localizedDescription }
                self.isRefreshing = false
            }
        }
        await refreshTask?.value
    }

    // As real controllers write it: a search task replaced on each keystroke, in an async method that
    // returns at once.
    func search(_ text: String) async {
        searchTask?.cancel()
        // expect: task-await-value
        searchTask = Task {
            guard !Task.isCancelled else { return }
            meets = meets.filter { $0.contains(text) }
        }
    }

    // Near misses: a synchronous method cannot await its task; a flag set and left set for a later
    // method to clear; a non-optional task awaited as 'await task.value'.
    func startSearch(_ text: String) {
        searchTask?.cancel()
        searchTask = Task { // ok: task-await-value
            if !Task.isCancelled { meets = meets.filter { $0.contains(text) } }
        }
    }

    func beginRefreshing() {
        isRefreshing = true // ok: task-defer-loading-state, task-defer-loading-state-branches
    }

    func endRefreshing() {
        isRefreshing = false
    }

    // Near miss: a synchronous run of plain statements always reaches the reset (nothing between can leave early).
    func rebuildIndex() {
        isRefreshing = true // ok: task-defer-loading-state
        meets = meets.sorted()
        isRefreshing = false
    }

    // Near miss, as real controllers write it: the defer is already there, and the last statements
    // also clear the flag early (the defer still covers every exit).
    func restore(from cache: [String]?) async {
        isLoading = true // ok: task-defer-loading-state
        defer { isLoading = false }
        guard let cache else { return }
        meets = (try? await service.fetchMeets()) ?? cache
        isLoading = false
        meets.sort()
    }

    func loadOnce() async {
        loadTask?.cancel()
        let task = Task { if !Task.isCancelled { meets = [] } }
        loadTask = task
        await task.value
    }

    deinit {
        loadTask?.cancel()
        refreshTask?.cancel()
        searchTask?.cancel()
    }
}
