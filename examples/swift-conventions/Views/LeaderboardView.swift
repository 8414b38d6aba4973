import SwiftUI

struct LeaderboardView: View {
    @State private var controller = LeaderboardController()

    var body: some View {
        List(controller.records) { record in
            LabeledContent(record.event, value: record.formatted)
        }
        .refreshable {
            await controller.refresh()
        }
        // Deliberate (Recommended item): `.task` would cancel this when the view goes away.
        .onAppear { // expect: view-task-modifier
            Task { await controller.refresh() }
        }
    }
}
