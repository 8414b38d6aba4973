import CoreData
import SwiftData

// "`struct` type" (Warning: "class instead of struct for Model"), but SwiftData and Core Data need classes.
// Near miss for model-struct: a SwiftData model; still a class model, reported once at info severity.
// ok: model-struct
// expect: model-persistent-class
@Model final class MatchRecord {
    var kickoff: Date
    init(kickoff: Date) { self.kickoff = kickoff }
}

// Near miss: a Core Data entity (an NSObject subclass, which the Model layer leaves out).
// ok: model-struct, model-persistent-class
final class StoredMatch: NSManagedObject {
    @NSManaged var kickoff: Date?
}

// As apps write it: a plain cache object kept as a class beside the persistent ones.
// expect: model-struct
final class MatchCache { // ok: model-persistent-class
    var kickoffs: [Date] = []
}
