import SwiftData

// Near miss: a SwiftData entity in a feature is observable through its macro, but it is persistence, not an
// app-layer model of the UI: "@Observable exists only in the Apps layer" is about the models views observe.
// ok: observable-only-in-apps, observable-main-actor
@Model final class ImportRecord {
    var finishedAt: Date
    init(finishedAt: Date) { self.finishedAt = finishedAt }
}
