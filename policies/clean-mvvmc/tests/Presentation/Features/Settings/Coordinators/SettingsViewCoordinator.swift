import SwiftUI

// A coordinator written as a SwiftUI view ([Feature]Coordinator: it owns the NavigationStack and builds the
// screens) is named as the document names coordinators; a plain view still takes the View suffix. Its path,
// deep links and children are often kept by a store or router it owns, and its place in the hierarchy is its
// parent's body: the class coordinators' items are not asked of it.
// ok: coordinator-hierarchy, coordinator-deep-links, coordinator-has-navigation-path
struct SettingsViewCoordinator: View { // ok: view-naming
    var body: some View {
        NavigationStack { Text("Settings") }
    }
}

// As apps write it (round O): the coordinator view holds the path and builds its screens' view models. The
// coordinator's job, so no view finding: not "move the view model creation to a coordinator", not "a path outside a
// coordinator", not "move the view to Screens".
struct SettingsFlowCoordinator: View { // ok: view-location, view-naming, coordinator-has-navigation-path
    @State var path = NavigationPath() // ok: coordinator-owns-navigation
    var body: some View {
        NavigationStack(path: $path) {
            // ok: view-does-not-create-view-models
            SettingsScreen(viewModel: SettingsViewModel(onDone: { path.removeLast() }))
        }
    }
    func open(_ url: URL) {}
}

struct SettingsBanner: View { // expect: view-naming
    var body: some View { Text("Settings") }
}
