import SwiftUI

@main
struct TrainingApp: App {
    var body: some Scene {
        WindowGroup {
            WorkoutListView()
        }
    }
}
