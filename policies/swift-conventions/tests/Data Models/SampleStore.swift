import Foundation
import Combine

// "5. Model": a folder named "Data Models" (as a macOS lab app files its data) is the Models folder: a model there
// is a struct with no @Published, as in Models/.

// expect: model-struct
final class Sample: ObservableObject {
    @Published var readings: [Double] = [] // expect: model-no-published
    var name = ""
}

// Near miss: the same data as the document writes it.
struct Reading: Equatable { // ok: model-struct, model-no-published
    let value: Double
    let takenAt: Date
}
