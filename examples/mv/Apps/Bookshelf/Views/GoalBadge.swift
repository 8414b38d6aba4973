import SwiftUI

struct GoalBadge: View {
    // Deliberate violation: a root model created in a plain property, re-created with the view.
    let goal = ReadingGoalModel() // expect: root-models-not-in-views

    var body: some View {
        Label("\(goal.booksPerYear) a year", systemImage: "target")
    }
}
