import SwiftUI
import CoreLocation
import FirebaseFirestore

// "Async operation (API, database) -> Service" and "View -> Service: No", for a view that does the service's work
// itself, with no service at all (round AZ).
struct EventsListView: View {
    @State private var names: [String] = []
    var body: some View {
        List(names, id: \.self) { Text($0) }
            .task { await load() }
    }

    func load() async {
        let url = URL(filePath: "/events")
        // expect: view-no-service-work
        let (data, _) = (try? await URLSession.shared.data(from: url)) ?? (Data(), URLResponse())
        names = [String(decoding: data, as: UTF8.self)]
    }

    func loadLegacy() {
        // expect: view-no-service-work
        URLSession(configuration: .default).dataTask(with: URL(filePath: "/events")) { _, _, _ in }.resume()
    }
}

struct SleepLogView: View {
    @State private var nights = 0
    var body: some View { Text("\(nights)").onAppear { fetchNights() } }

    func fetchNights() {
        // expect: view-no-database-work
        let db = Firestore.firestore()
        db.collection("sleep").getDocuments { snapshot, _ in nights = snapshot?.count ?? 0 }
    }
}

// Near miss: the view hands the database to its controller, which the document's controller then wraps in a
// service; wiring is not a query.
@Observable
@MainActor
final class SleepStatsController {
    private(set) var nights = 0
    private let store: Firestore
    init(store: Firestore) { self.store = store }
}

struct SleepStatsView: View {
    // ok: view-no-database-work
    @State private var controller = SleepStatsController(store: Firestore.firestore())
    var body: some View { Text("\(controller.nights)") }
}

// A controller that is also a CoreLocation delegate (an NSObject subclass) is still a controller (round AZ).
// expect: controller-observable, controller-main-actor, controller-final
class LocationController: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var city = "" // expect: controller-private-set
}
