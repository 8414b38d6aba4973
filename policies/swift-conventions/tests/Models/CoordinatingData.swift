import Combine
import Foundation

// "UI state or service coordination -> Controller (@Observable class)": an ObservableObject kept in Models/ that
// holds the screen's state and calls a service is the controller by role, checked as one (not as a data model).
actor ReminderListService { // expect: service-protocol
    func reminders() async throws -> [String] { [] }
}

// expect: controller-observable, controller-main-actor, controller-final, controller-task-tracking-async
class ReminderBoard: ObservableObject { // ok: model-struct
    @Published var upcoming: [String] = [] // expect: controller-private-set
    private let service = ReminderListService() // expect: controller-service-protocol

    func refresh() async { // ok: model-no-async
        upcoming = (try? await service.reminders()) ?? [] // ok: model-pure-data
    }
}

// Near miss: an ObservableObject model that calls no service stays a model.
// expect: model-struct
final class ReminderDraft: ObservableObject, Equatable {
    @Published var title = "" // expect: model-no-published
    static func == (lhs: ReminderDraft, rhs: ReminderDraft) -> Bool { lhs.title == rhs.title }
}

import SwiftUI

struct ReminderBoardView: View {
    @EnvironmentObject var board: ReminderBoard
    var body: some View { Text("\(board.upcoming.count)") }
}
