import Combine
import CoreData

// Round BS: "Database access → Service": a repository reading its Core Data context, observed by the
// screens. The guide asks @MainActor of view models, not of a service.
class CityRepository: ObservableObject { // ok: observable-object-main-actor
    @Published var cities: [String] = []
    private let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

    func load() {
        let request = NSFetchRequest<NSManagedObject>(entityName: "City")
        cities = ((try? context.fetch(request)) ?? []).compactMap { $0.value(forKey: "name") as? String }
    }
}
