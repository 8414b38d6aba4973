import SwiftUI

// "App/ … Coordinators/AppCoordinator.swift": the root coordinator kept in a feature; the @main entry beside it.
// expect: app-coordinator-in-app
final class AppCoordinator {
    var path = NavigationPath()
    var children: [OrdersCoordinator] = []
    func handle(_ url: URL) -> Bool { false }
}

final class OrdersCoordinator { // ok: coordinator-naming, coordinator-location, app-coordinator-in-app
    weak var parent: AppCoordinator?
    var path = NavigationPath()
    func handle(_ url: URL) -> Bool { false }
}

// expect: app-entry-in-app
@main struct OrdersApp: App {
    var body: some Scene { WindowGroup { Text("Orders") } }
}
