import SwiftUI

struct BookDetailView: View {
    let book: Book
    // Deliberate violation: the view creates its own copy of a root model and hands it to the views below it.
    // expect: root-models-not-in-views
    @State private var goal = ReadingGoalModel()

    var body: some View {
        Form {
            Text(book.title)
            Stepper("Goal: \(goal.booksPerYear)", value: $goal.booksPerYear)
        }
        .environment(goal)
    }
}
