// Fixture: one cause, one finding. A per-view ViewModel, as real apps write it (flags, networking, created by
// its view with @StateObject), is reported on the class by no-view-models: the document's answer is to remove it,
// so the client-work and root-model rules do not report it again. Its status flags are another cause: folded into
// an app-level model, they would still be flags (model-status-flags).
import Foundation
import SwiftUI

// expect: no-view-models, model-status-flags
@MainActor final class ChapterScreenViewModel: ObservableObject { // ok: model-no-client-work
    @Published var isLoading = false
    @Published var isRefreshing = false
    @Published var errorMessage: String?

    func load(from url: URL) async throws {
        let (data, _) = try await URLSession.shared.data(from: url)
        errorMessage = String(data: data, encoding: .utf8)
    }
}

struct ChapterScreen: View {
    @StateObject private var viewModel = ChapterScreenViewModel() // ok: root-models-not-in-views

    var body: some View { Text(viewModel.errorMessage ?? "") }
}
