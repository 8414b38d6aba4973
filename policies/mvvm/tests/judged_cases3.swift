import SwiftUI
import LocalAuthentication
import Observation

// Cases from round I's reviewers.

// A view model built on a package's base class (`open class SharedBaseViewModel: ObservableObject`, @MainActor, in a
// module the tool does not read) has the base's conformance and isolation.
final class ConversationViewModel: SharedBaseViewModel { // ok: view-model-observable-object, view-model-main-actor
    @Published private(set) var messages: [String] = []
}

// Near miss: a base view model of the project that is neither observable nor isolated is reported itself, once.
class ProjectBaseViewModel { // expect: view-model-observable-object, view-model-main-actor
    var isLoading = false
}

final class ChannelViewModel: ProjectBaseViewModel { // ok: view-model-observable-object, view-model-main-actor
    func refresh() {}
}

// Still reported: a view model on a framework base class that is neither.
final class LegacyViewModel: NSObject { // expect: view-model-observable-object, view-model-main-actor
    var title = ""
}

// withObservationTracking's onChange runs before the new value is stored: the hop defers, it does not leave a
// background thread.
@MainActor
final class ConversationListViewModel: ObservableObject {
    @Published private(set) var unread = 0
    private let store = UnreadStore()

    func observe() {
        withObservationTracking {
            _ = store.count
        } onChange: {
            DispatchQueue.main.async { // ok: view-model-no-dispatch-queue
                self.unread = self.store.count
                self.observe()
            }
        }
    }

    // Near miss: the same hop after a framework callback is a thread hop.
    func unlock() {
        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in
            DispatchQueue.main.async { // expect: view-model-no-dispatch-queue
                self.unread = success ? 0 : 1
            }
        }
    }

    // A completion handler named `callback`, as apps name it.
    func login(callback: @escaping (Result<Bool, Error>) -> Void) async { // expect: async-await-over-completion-handlers
        callback(.success(true))
    }

    // Near miss: an event handler the view sets is not a one-shot completion.
    var onUnreadChange: ((Int) -> Void)? // ok: async-await-over-completion-handlers
}

@Observable
final class UnreadStore {
    var count = 0
}
