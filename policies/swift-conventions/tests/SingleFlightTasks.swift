import Foundation
import os

// "Cancel the previous task before assigning a new one": a load that starts only when none runs never replaces a
// task, whatever it does before returning (a log line, a counter). One that checks, then still replaces, does.
protocol InboxServiceProtocol {
    func fetchMessages() async throws -> [String]
}

@Observable
@MainActor
final class InboxController { // ok: controller-deinit-cancel
    private(set) var messages: [String] = []
    private(set) var skipped = 0
    private let service: InboxServiceProtocol
    private let log = Logger(subsystem: "inbox", category: "load")
    private var loadTask: Task<Void, Never>?
    private var syncTask: Task<Void, Never>?

    init(service: InboxServiceProtocol) {
        self.service = service
    }

    func refresh() async { // ok: task-cancel-previous
        if loadTask != nil { log.debug("refresh skipped: single flight"); return }
        loadTask = Task {
            guard !Task.isCancelled else { return }
            messages = (try? await service.fetchMessages()) ?? []
        }
        await loadTask?.value
        loadTask = nil
    }

    func sync() async {
        if syncTask != nil { skipped += 1 }
        // expect: task-cancel-previous
        syncTask = Task {
            guard !Task.isCancelled else { return }
            messages = (try? await service.fetchMessages()) ?? []
        }
        await syncTask?.value
    }

    deinit {
        loadTask?.cancel()
        syncTask?.cancel()
    }
}
