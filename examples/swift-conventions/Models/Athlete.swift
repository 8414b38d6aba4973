import Foundation

// expect: model-equatable
struct Athlete: Identifiable {
    let id: String
    let name: String
    let sport: String

    var displayName: String {
        name.isEmpty ? "Unknown" : name
    }
}
