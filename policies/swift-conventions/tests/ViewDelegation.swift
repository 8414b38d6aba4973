import SwiftUI

// Section 3 of the document, "View Delegation Pattern": the view owns its controller as
// '@State private var controller', never calls a service, never writes a controller's
// properties, and runs async work with '.task'.

protocol ClubServiceProtocol {
    func fetchClubs() async throws -> [String]
}

@Observable
@MainActor
final class ClubController {
    private(set) var clubs: [String] = []
    private(set) var errorMessage: String?
    private(set) var query = ""
    // expect: controller-private-set
    var draftName = ""

    private let service: ClubServiceProtocol
    private var loadTask: Task<Void, Never>?

    init(service: ClubServiceProtocol = ClubService()) {
        self.service = service
    }

    func load() async {
        loadTask?.cancel()
        loadTask = Task {
            do {
                clubs = try await service.fetchClubs()
            } catch {
                if !Task.isCancelled { errorMessage = error.localizedDescription }
            }
        }
        await loadTask?.value
    }

    func search(_ text: String) { query = text }
    func dismissError() { errorMessage = nil }

    deinit {
        loadTask?.cancel()
    }
}

// An ObservableObject controller, as older screens write them.
// expect: controller-observable
@MainActor
final class LegacyClubController: ObservableObject {
    @Published private(set) var clubs: [String] = []
}

actor ClubService: ClubServiceProtocol {
    func fetchClubs() async throws -> [String] { [] }
}

// The document's pattern, written as prescribed: no finding of this section.
struct ClubListView: View {
    @State private var controller = ClubController() // ok: view-controller-created-without-state, view-controller-state

    var body: some View {
        List(controller.clubs, id: \.self) { Text($0) }
            .task { // ok: view-task-modifier
                await controller.load()
            }
            .searchable(text: .constant(controller.query))
    }
}

// The document's FeatureView with '@State private' left out: the controller is re-created with the view.
struct ClubDetailView: View {
    var controller = ClubController() // expect: view-controller-created-without-state

    var body: some View {
        Text(controller.clubs.first ?? "")
            .onAppear { Task { await controller.load() } } // expect: view-task-modifier
    }
}

// As real apps write it: a 'let' (or @ObservedObject) that creates the controller.
struct ClubBadgeView: View {
    private let controller = ClubController() // expect: view-controller-created-without-state
    @ObservedObject var legacy = LegacyClubController() // expect: view-controller-created-without-state

    var body: some View {
        Text("\(controller.clubs.count) / \(legacy.clubs.count)")
            .onAppear { // expect: view-task-modifier
                if controller.clubs.isEmpty {
                    Task {
                        await controller.load()
                    }
                }
            }
    }
}

// Near misses: the controller handed in by the parent, a @StateObject, a Task from a Button action,
// a synchronous .onAppear, replacing the view's own controller, and calling controller methods.
struct ClubRowView: View {
    let controller: ClubController // ok: view-controller-created-without-state
    // expect: view-controller-state-object
    @StateObject private var legacy = LegacyClubController() // ok: view-controller-created-without-state

    var body: some View {
        Button("Reload") {
            Task { await controller.load() } // ok: view-task-modifier
        }
        .onAppear { controller.dismissError() } // ok: view-task-modifier
    }
}

struct ClubSearchView: View { // ok: view-no-controller-mutation
    @State private var controller = ClubController()
    @State private var text = ""

    var body: some View {
        TextField("Search", text: $text)
            .onSubmit { controller.search(text) }
            .toolbar {
                Button("Reset") {
                    controller = ClubController()
                }
            }
    }
}

// The document's item "No controller property mutation", in its own style: the view sets the
// controller's state instead of asking the controller.
struct ClubErrorBanner: View {
    @Bindable var controller: ClubController

    var body: some View {
        if let message = controller.errorMessage {
            Button(message) {
                // expect: view-no-controller-mutation
                controller.draftName = "" // the write (the finding moves here when assign findings point at the occurrence)
            }
        }
    }
}

// As real apps write it: the write in a modifier's closure.
struct ClubEditorView: View {
    @State private var controller = ClubController()
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .onChange(of: name) { _, newValue in
                // expect: view-no-controller-mutation
                controller.draftName = newValue
            }
    }
}

// A controller read from the environment, '@Environment(ClubController.self) private var controller', has the type
// its attribute names: its writes are controller writes too.
struct ClubRenameView: View {
    @Environment(ClubController.self) private var controller

    var body: some View {
        // expect: view-no-controller-mutation
        Button("Rename") { controller.draftName = "Club" }
    }
}

// Round BV: a controller held in @StateObject, as the document's view would hold it in @State, and as real apps
// write it (a view model created by the view); a store the view is handed is its parent's.
// expect: controller-observable
@MainActor final class RosterController: ObservableObject {
    @Published private(set) var names: [String] = []
}

// expect: controller-observable
@MainActor final class RosterViewModel: ObservableObject {
    @Published private(set) var names: [String] = []
}

struct RosterView: View {
    @StateObject private var controller = RosterController() // expect: view-controller-state-object
    @StateObject var viewModel = RosterViewModel() // expect: view-controller-state-object
    @ObservedObject var shared: RosterController // ok: view-controller-state-object
    var body: some View { Text("\(controller.names.count) \(viewModel.names.count) \(shared.names.count)") }
}
