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

// Near miss: a Realm object, a class by the framework's requirement like a SwiftData model.
// ok: model-struct
// expect: model-persistent-class
final class StoredPlayer: Object {
    @Persisted var name = ""
}

// As apps write it: a plain cache object kept as a class beside the persistent ones.
// expect: model-struct
final class MatchCache { // ok: model-persistent-class
    var kickoffs: [Date] = []
}

// Round I: a Core Data entity marked @Observable, through the project's own managed-object base class, is a model, not
// a controller; a service that reads it reaches no controller.
class LeagueManagedObject: NSManagedObject {}

@objc(StoredTeam)
@Observable
class StoredTeam: LeagueManagedObject { // ok: controller-main-actor, controller-final, controller-task-tracking-async
    @NSManaged var name: String?
}

protocol TeamArchiveServiceProtocol {
    func rename(_ team: StoredTeam, to name: String) async
}

actor TeamArchiveService: TeamArchiveServiceProtocol { // ok: service-no-controller
    func rename(_ team: StoredTeam, to name: String) async { team.name = name }
}

// A repository filed under Models/ does a service's work: it is not judged as a model.
protocol TeamRepository {
    func teamNames() throws -> [String]
}

final class DefaultTeamRepository: TeamRepository { // ok: model-pure-data, model-equatable, model-struct
    private let context: NSManagedObjectContext
    init(context: NSManagedObjectContext) { self.context = context }
    func teamNames() throws -> [String] {
        try context.fetch(NSFetchRequest<StoredTeam>(entityName: "StoredTeam")).compactMap(\.name)
    }
}

// Near miss: a SwiftData model named like a store is still a model.
// ok: model-struct
// expect: model-persistent-class
@Model final class GroceryStore {
    var name: String
    init(name: String) { self.name = name }
}
