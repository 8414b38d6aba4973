import SwiftUI

// Round AT. "All services exposed via protocols": a view model the view observes is no service, and SwiftUI's
// @StateObject holds a concrete ObservableObject; a repository implementation stored the same way still is one.
@MainActor
final class ShowcaseHomeViewModelImpl: ObservableObject {
    @Published private(set) var title = ""
}

struct ShowcaseHomeView: View {
    @StateObject private var viewModel: ShowcaseHomeViewModelImpl // ok: services-behind-protocols

    init(viewModel: ShowcaseHomeViewModelImpl) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Text(viewModel.title)
    }
}
