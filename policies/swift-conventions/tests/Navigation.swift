import SwiftUI

@Observable
@MainActor
final class LeagueController {
    enum Destination: Hashable { // ok: nav-destination-in-controller
        case standings
        case team(id: String)
    }

    private(set) var navigationDestination: Destination?

    func navigate(to destination: Destination) { // ok: nav-controller-never-mutates-path
        navigationDestination = destination
    }

    func clearNavigation() {
        navigationDestination = nil
    }
}

struct LeagueView: View {
    @State private var controller = LeagueController()
    @State private var path = NavigationPath() // ok: nav-path-in-view

    var body: some View {
        NavigationStack(path: $path) {
            Text("League")
                .onChange(of: controller.navigationDestination) { _, new in
                    if let destination = new {
                        path.append(destination)
                        controller.clearNavigation()
                    }
                }
        }
    }
}

// expect: nav-destination-in-controller
enum SettingsDestination: Hashable {
    case profile
}

@Observable
@MainActor
final class SettingsController {
    // expect: nav-path-in-view
    var path = NavigationPath() // ok: controller-private-set (one cause: the path belongs in the view)

    func openProfile() {
        // expect: nav-controller-never-mutates-path
        path.append(SettingsDestination.profile)
    }
}

// Near miss: an enum named for where output or a dragged item goes is no navigation destination.
enum CommandOutputDestination { // ok: nav-destination-in-controller
    case console
    case file(URL)
}
