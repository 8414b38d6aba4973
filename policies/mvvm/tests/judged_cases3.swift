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

    // Near miss: the same hop after a framework callback is a thread hop the callback needs (round P: judged W).
    func unlock() {
        LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in
            DispatchQueue.main.async { // ok: view-model-no-dispatch-queue
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

@Observable // expect: observable-object-main-actor
final class UnreadStore {
    var count = 0
}

// Round J. A cell's display values in a struct named *ViewModel: no object wrapper compiles for it.
struct AlbumCellViewModel {
    let title: String
}

struct AlbumCell: View {
    let viewModel: AlbumCellViewModel // ok: view-model-state-object
    var body: some View { Text(viewModel.title) }
}

// "View owns its view model as @StateObject": a view that creates its view model but holds it with @ObservedObject
// gets a new one on every re-render of its parent.
@MainActor
final class LibraryViewModel: ObservableObject {
    @Published private(set) var playlists: [String] = []
}

struct LibraryView: View {
    @ObservedObject var viewModel = LibraryViewModel() // expect: view-model-created-observed
    var body: some View { List(viewModel.playlists, id: \.self) { Text($0) } }
}

// As apps write it: private, with the type spelled out.
struct LibraryTab: View {
    @ObservedObject private var viewModel: LibraryViewModel = .init() // expect: view-model-created-observed
    var body: some View { LibraryRow(viewModel: viewModel) }
}

// Near miss: the parent hands it in.
struct LibraryRow: View {
    @ObservedObject var viewModel: LibraryViewModel // ok: view-model-created-observed
    var body: some View { Text("\(viewModel.playlists.count)") }
}

// As apps write it: an observable object named otherwise, created in place; near miss: a shared instance.
final class LibraryResponse: ObservableObject { // ok: observable-object-main-actor
    var count = 0
}

struct LibraryHeader: View {
    @ObservedObject var response = LibraryResponse() // expect: view-model-created-observed
    @ObservedObject var settings = LibrarySettings.shared // ok: view-model-created-observed
    var body: some View { Text("\(response.count) \(settings.sort)") }
}

final class LibrarySettings: ObservableObject { // ok: observable-object-main-actor
    static let shared = LibrarySettings()
    var sort = "name"
}
