import SwiftUI

@MainActor
final class AuthCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    private weak var parent: AppCoordinator?
    private let assembly: AuthAssembly

    init(parent: AppCoordinator, assembly: AuthAssembly) {
        self.parent = parent
        self.assembly = assembly
    }

    func makeLoginViewModel() -> LoginViewModel {
        assembly.makeLoginViewModel()
    }

    func didLogIn() {
        parent?.didLogIn()
    }

    func handle(_ url: URL) -> Bool {
        parent?.handle(url) ?? false
    }
}

struct AuthCoordinatorView: View {
    @ObservedObject var coordinator: AuthCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            LoginView(viewModel: coordinator.makeLoginViewModel(), onLoggedIn: coordinator.didLogIn)
        }
    }
}
