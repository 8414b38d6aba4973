// Fixture: the use case states the models' state initialisers map (`ModelState.init(from:prior:)`), declared by
// the project, as the document's use cases are.
import Foundation

enum SyncProgress: Sendable {
    case importing(step: Int)
    case completed(SyncSnapshot)

    var isCancelled: Bool { false }
    var snapshot: SyncSnapshot? { if case .completed(let snapshot) = self { snapshot } else { nil } }
    var step: Int { if case .importing(let step) = self { step } else { 0 } }
    var total: Int { 3 }
}

struct SyncSnapshot: Sendable {
    var count: Int
}
