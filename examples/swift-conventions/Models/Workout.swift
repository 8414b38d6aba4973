import Foundation

struct Workout: Equatable, Identifiable {
    let id: String
    let title: String
    let minutes: Int
    let intensity: Intensity

    enum Intensity: String, Equatable {
        case easy, moderate, hard
    }

    var displayTitle: String {
        title.isEmpty ? "Untitled workout" : title
    }

    var isLong: Bool { minutes >= 60 }
}
