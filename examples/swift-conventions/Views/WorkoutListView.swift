import SwiftUI

struct WorkoutListView: View {
    @State private var controller = WorkoutListController()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(controller.workouts) { workout in
                Button {
                    controller.navigate(to: .detail(id: workout.id))
                } label: {
                    WorkoutRowView(workout: workout)
                }
            }
            .overlay {
                if controller.isLoading { ProgressView() }
            }
            .safeAreaInset(edge: .bottom) {
                ErrorBanner(message: controller.errorMessage)
            }
            .toolbar {
                Button("Records") { controller.navigate(to: .records) }
            }
            .navigationTitle("Workouts")
            .navigationDestination(for: WorkoutListController.Destination.self) { destination in
                switch destination {
                case .detail(let id):
                    WorkoutDetailView(workoutID: id)
                case .records:
                    RecordsView(athleteID: "me")
                }
            }
            .task {
                await controller.load()
            }
            .onChange(of: controller.navigationDestination) { _, new in
                if let destination = new {
                    path.append(destination)
                    controller.clearNavigation()
                }
            }
        }
    }
}
