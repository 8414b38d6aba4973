import Observation

// Deliberate violation: an @Observable model without @MainActor.
// expect: observable-main-actor
@Observable final class ReadingGoalModel {
    var booksPerYear = 12
}
