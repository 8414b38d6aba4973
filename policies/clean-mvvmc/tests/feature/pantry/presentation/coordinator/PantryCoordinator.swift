import SwiftUI

// "Coordinators/" as a feature-first app spells its folders: lower case and singular (round AZ).
// ok: coordinator-location, coordinator-naming, coordinator-has-navigation-path
// ok: coordinator-hierarchy, coordinator-deep-links
@MainActor final class PantryCoordinator: ObservableObject {
    // ok: coordinator-owns-navigation
    @Published var path = NavigationPath()
    weak var parent: AppCoordinator?
    func handle(_ url: URL) -> Bool { parent?.handle(url) ?? false }
}
