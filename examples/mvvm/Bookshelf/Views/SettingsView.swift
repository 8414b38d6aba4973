import SwiftUI

struct SettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: Binding(
                get: { viewModel.prefersDarkMode },
                set: { _ in Task { await viewModel.toggleDarkMode() } }
            ))
            Text("Last sync: \(viewModel.lastSyncDescription)").font(.footnote)
        }
        .navigationTitle("Settings")
    }
}
