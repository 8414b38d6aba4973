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

    var body: some View { // ok: view-no-controller-mutation
        Text(controller.name)
            .task { await controller.load() }
    }

    func save() { // ok: view-no-controller-mutation
        controller.rename(to: "Tigers")
    }
}

struct RosterRowView: View {
    var controller = TeamController() // expect: view-controller-state
    private let service = TeamService() // expect: view-no-service

    var body: some View {
        Text("Row")
            .onAppear { Task { await controller.load() } }
    }

    func rename() { // expect: view-no-controller-mutation
        controller.draft = "x"
    }

}

struct CoachView: View {
    let service: TeamServiceProtocol // expect: view-no-service
    var body: some View { Text("Coach") }
}

struct TeamHeaderView: View {
    private let controller: TeamController

    init(controller: TeamController) { // ok: view-no-controller-mutation
        self.controller = controller
    }

    var body: some View { // expect: view-no-controller-mutation
        Button("Clear") { controller.draft = "" }
    }
}
