import SwiftUI

// Deliberate violation: a per-view ViewModel.
// expect: no-view-models
struct SyncStatusViewModel {
    var title: String
}

struct SyncStatusView: View {
    @Environment(SyncModel.self) private var sync

    var body: some View {
        Text(sync.lastSync.map { "Synced \($0.formatted())" } ?? "Never synced")
    }
}
