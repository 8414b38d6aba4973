import Foundation

// An `Entity` (singular) folder holds Domain entities too.
struct Film {
    let id: Int
    var isBookmarked: Bool = false // expect: entities-immutable
}
