import Foundation
import Observation

// Near miss, as apps write it: a controller that follows a stream. Its Task has no error to show (the loop ends when
// the Task is cancelled), and it never finishes, so awaiting it would never return.
protocol InboxServiceProtocol: Sendable {
    func messages() -> AsyncStream<String>
}

@MainActor @Observable final class InboxController {
    private(set) var messages: [String] = []
    private var listenTask: Task<Void, Never>?
    private let service: InboxServiceProtocol

    init(service: InboxServiceProtocol) {
        self.service = service
    }

    func startListening() async { // ok: task-check-cancelled
        listenTask?.cancel()
        listenTask = Task { // ok: task-await-value
            for await message in service.messages() {
                messages.append(message)
            }
        }
    }

    func stopListening() {
        listenTask?.cancel()
    }

    isolated deinit {
        listenTask?.cancel()
    }
}
