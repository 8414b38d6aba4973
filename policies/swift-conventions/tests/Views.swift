import SwiftUI

// expect: controller-task-tracking
@Observable
@MainActor
final class TeamController {
    private(set) var name = ""
    var draft = "" // expect: controller-private-set
    func load() async {}
    func rename(to value: String) { name = value }
}

protocol TeamServiceProtocol {
    func fetchTeam() async throws -> String
}

actor TeamService: TeamServiceProtocol {
    func fetchTeam() async throws -> String { "" }
}

struct TeamView: View {
    @State private var controller = TeamController() // ok: view-controller-state, view-no-service

    var body: some View {
        Text(controller.name)
            .task { await controller.load() }
    }

    func save() {
        controller.rename(to: "Tigers")
    }
}

struct RosterRowView: View {
    // Not flagged (language gap: no predicate for "has an initial value"), although the view creates it without @State.
    var controller = TeamController()
    private let service = TeamService() // expect: view-no-service

    var body: some View {
        Text("Row")
            .onAppear { Task { await controller.load() } }
    }

    func rename() { // a write into the controller; see README (needs language support)
        controller.draft = "x"
    }

}

struct CoachView: View {
    let service: TeamServiceProtocol // expect: view-no-service
    var body: some View { Text("Coach") }
}

struct TeamHeaderView: View {
    private let controller: TeamController

    init(controller: TeamController) {
        self.controller = controller
    }

    var body: some View {
        Button("Clear") { controller.draft = "" }
    }
}

struct TeamEditorView: View {
    @Bindable var controller: TeamController // ok: view-controller-state
    var body: some View { TextField("Name", text: .constant(controller.name)) }
}

struct TeamBadgeView: View {
    @State var controller: TeamController // expect: view-controller-state
    var body: some View { Text(controller.name) }
}
