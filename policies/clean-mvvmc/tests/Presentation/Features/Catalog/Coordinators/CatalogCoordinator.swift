import SwiftUI

// The near miss: the feature's coordinator builds its destinations by design.
@MainActor final class CatalogCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    weak var parent: CatalogCoordinator?
    func showDetail(_ item: String) { path.append(item) }
    func handle(deepLink url: URL) { path.append(url.lastPathComponent) }
}

struct CatalogCoordinatorView: View {
    @StateObject private var coordinator = CatalogCoordinator()
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            CatalogView(items: ["a"], factory: CatalogScreenFactory())
                .navigationDestination(for: String.self) { item in
                    CatalogDetailView(item: item)
                }
            NavigationLink("About", destination: Text("About")) // ok: view-navigation-destinations
        }
    }
}
