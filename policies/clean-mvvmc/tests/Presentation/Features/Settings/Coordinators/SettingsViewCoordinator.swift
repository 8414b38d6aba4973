import SwiftUI

// A coordinator written as a SwiftUI view ([Feature]Coordinator: it owns the NavigationStack and builds the
// screens) is named as the document names coordinators; a plain view still takes the View suffix.
struct SettingsViewCoordinator: View { // ok: view-naming
    var body: some View {
        NavigationStack { Text("Settings") }
    }
}

struct SettingsBanner: View { // expect: view-naming
    var body: some View { Text("Settings") }
}
