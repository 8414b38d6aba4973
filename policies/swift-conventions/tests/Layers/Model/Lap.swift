import Foundation

// A Model folder (singular) holds models as much as a Models folder does.
// expect: model-struct
final class Lap {
    let seconds: Int
    init(seconds: Int) { self.seconds = seconds }
}

struct Split: Equatable { // ok: model-struct, model-equatable
    let seconds: Int
}
