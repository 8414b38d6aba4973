// Fixture: one cause, one finding. A per-view ViewModel, as real apps write it (flags, networking, created by
// its view with @StateObject), is reported once, on the class, by no-view-models: the document's answer is to
// remove it, so the model rules (flags, client work) and the root-model rule do not report it again.
import Foundation
import SwiftUI

// expect: no-view-models
@MainActor final class ChapterScreenViewModel: ObservableObject { // ok: model-status-flags, model-no-client-work
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
