import SwiftUI

// ok: view-naming, view-location, view-no-view-model-mutation, view-loads-in-task
// ok: view-loads-without-task, view-does-not-create-view-models, container-only-at-launch
struct LoginView: View {
    @ObservedObject var viewModel: LoginViewModel
    var body: some View {
        Text("Login").task { await viewModel.load() }
    }
}

// ok: view-loads-without-task
// expect: view-naming
struct SignupScreen: View {
    @ObservedObject var viewModel: SignupViewModel
    // expect: container-only-at-launch
    let container: DIContainer
    // expect: coordinator-owns-navigation
    @State private var path = NavigationPath()
    // expect: container-only-at-launch, view-does-not-create-view-models
    init(container: DIContainer) { self.container = container; self.viewModel = SignupViewModel() }
    var body: some View {
        // expect: view-no-view-model-mutation
        Button("Go") { viewModel.isLoading = true }
            .onAppear { Task { await viewModel.loadDraft() } } // expect: view-loads-in-task
    }
}

// ok: view-does-not-create-view-models, view-naming, view-location
struct LoginFlowView: View {
    let coordinator: AuthCoordinator
    var body: some View { LoginView(viewModel: coordinator.makeLoginViewModel()) }
}
