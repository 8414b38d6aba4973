import SwiftUI

struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        content
            .onAppear { Task { await viewModel.load() } } // expect: view-loads-in-task
    }

    @ViewBuilder private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            LoadingView()
        case .loaded(let user):
            Text(user.name)
            TextField("Nickname", text: $viewModel.nickname) // expect: view-binds-view-model-state
        case .error(let message):
            Text(message)
        case .empty:
            Text("No profile")
        }
    }
}
