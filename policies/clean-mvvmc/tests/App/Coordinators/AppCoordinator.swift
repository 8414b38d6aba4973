import SwiftUI

// ok: app-coordinator-in-app, coordinator-location, coordinator-has-navigation-path
// ok: coordinator-hierarchy, coordinator-deep-links
@MainActor final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    var children: [AuthCoordinator] = []
    func handle(_ url: URL) -> Bool { children.contains { $0.handle(url) } }
}
