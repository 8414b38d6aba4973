import SwiftUI

struct WorkoutDetailView: View {
    @State private var controller: WorkoutDetailController
    @State private var draftNotes = ""

    init(workoutID: String) {
        _controller = State(initialValue: WorkoutDetailController(workoutID: workoutID))
    }

    var body: some View {
        Form {
            if let workout = controller.workout {
                Section("Workout") {
                    LabeledContent("Title", value: workout.displayTitle)
                    LabeledContent("Duration", value: "\(workout.minutes) min")
                }
            }
            Section("Notes") {
                TextField("How did it feel?", text: $draftNotes)
                Button("Save notes", action: saveNotes)
            }
        }
        .overlay {
            if controller.isLoading { ProgressView() }
        }
        .task {
            await controller.load()
        }
    }

    private func saveNotes() {
        controller.updateNotes(draftNotes)
    }
}
