import CoreData
import SwiftData

// "`struct` type" (Warning: "class instead of struct for Model"), but SwiftData and Core Data need classes.
// Near miss: a SwiftData model.
// ok: model-struct
@Model final class MatchRecord {
    var kickoff: Date
    init(kickoff: Date) { self.kickoff = kickoff }
}

// Near miss: a Core Data entity.
// ok: model-struct
final class StoredMatch: NSManagedObject {
    @NSManaged var kickoff: Date?
}

// As apps write it: a plain cache object kept as a class beside the persistent ones.
// expect: model-struct
final class MatchCache {
    var kickoffs: [Date] = []
}
