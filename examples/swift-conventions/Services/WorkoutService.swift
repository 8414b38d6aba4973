import Foundation

protocol WorkoutServiceProtocol {
    func fetchWorkouts() async throws -> [Workout]
    func fetchWorkout(id: String) async throws -> Workout
}

actor WorkoutService: WorkoutServiceProtocol {
    private var cache: [String: Workout] = [:]

    func fetchWorkouts() async throws -> [Workout] {
        try await Task.sleep(for: .milliseconds(200))
        let workouts = [
            Workout(id: "1", title: "Tempo run", minutes: 45, intensity: .moderate),
            Workout(id: "2", title: "Intervals", minutes: 60, intensity: .hard),
        ]
        for workout in workouts { cache[workout.id] = workout }
        return workouts
    }

    func fetchWorkout(id: String) async throws -> Workout {
        if let cached = cache[id] { return cached }
        return Workout(id: id, title: "", minutes: 0, intensity: .easy)
    }
}
