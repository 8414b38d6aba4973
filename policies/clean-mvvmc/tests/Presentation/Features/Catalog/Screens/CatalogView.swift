import SwiftUI

// "Coordinators own all navigation logic for feature" (round CC): a view that builds the screen a link opens decides
// navigation itself; a link by value leaves the destination to the coordinator's navigationDestination.
struct CatalogView: View {
    let items: [String]
    let factory: CatalogScreenFactory
    var body: some View {
        List(items, id: \.self) { item in
            NavigationLink(destination: CatalogDetailView(item: item)) { // expect: view-navigation-destinations
                Text(item)
            }
            NavigationLink(item, destination: CatalogDetailView(item: item)) // expect: view-navigation-destinations
            NavigationLink { // expect: view-navigation-destinations
                CatalogDetailView(item: item)
            } label: {
                Text(item)
            }
            NavigationLink(isActive: .constant(false), destination: { // expect: view-navigation-destinations
                CatalogDetailView(item: item)
            }) {
                EmptyView()
            }
            NavigationLink(item, value: item) // ok: view-navigation-destinations
            NavigationLink(value: item) { // ok: view-navigation-destinations
                Text(item)
            }
            // a destination another object makes, and a placeholder that is no screen yet
            NavigationLink(destination: factory.makeDetailView(for: item)) { // ok: view-navigation-destinations
                Text(item)
            }
            NavigationLink("Help", destination: Text("Coming soon")) // ok: view-navigation-destinations
        }
    }
}

@MainActor struct CatalogScreenFactory {
    func makeDetailView(for item: String) -> CatalogDetailView { CatalogDetailView(item: item) }
}

struct CatalogDetailView: View {
    let item: String
    var body: some View { Text(item) }
}
