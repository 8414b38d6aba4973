import CoreData
import SwiftUI

// Round BQ: the Core Data stack of Xcode's template ("Persistence"): the service that saves, not a
// screen's controller ("Async operation (API, database) -> Service").
// expect: service-actor, service-protocol
class PersistenceController { // ok: controller-final, controller-main-actor, controller-observable
    static let shared = PersistenceController()
    let container = NSPersistentContainer(name: "Model")

    func save() async throws {
        try container.viewContext.save()
    }
}

struct NotesList: View {
    var body: some View {
        Button("Save") {
            Task { try? await PersistenceController.shared.save() } // expect: view-no-service
        }
    }
}
