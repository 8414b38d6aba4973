import SwiftUI

// expect: controller-task-tracking-async
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
    // The view creates its controller without @State: a new one on every re-render.
    var controller = TeamController() // expect: view-controller-created-without-state
    private let service = TeamService() // ok: view-no-service

    var body: some View {
        Text("Row")
            .onAppear { Task { await controller.load() } } // expect: view-task-modifier
    }

    func rename() { // a write into the controller (reported on the struct until assign findings move to the occurrence)
        // expect: view-no-controller-mutation
        controller.draft = "x"
    }
}

struct CoachView: View {
    let service: TeamServiceProtocol // ok: view-no-service
    var body: some View { Text("Coach") }
}

struct TeamHeaderView: View {
    private let controller: TeamController // ok: view-controller-created-without-state (handed in by the parent)

    init(controller: TeamController) {
        self.controller = controller
    }

    var body: some View {
        // expect: view-no-controller-mutation
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

// An extension written in a view's file to draw a model: the view's code, which only reads the model (model-pure-data
// judges the model as its Models folder declares it).
extension Match {
    func scoreBadge() -> some View {
        TeamView().overlay(Text("\(homeScore):\(awayScore)")) // ok: model-pure-data
    }
}
