import SwiftUI

struct LoginView: View {
    @ObservedObject var viewModel: LoginViewModel
    let onLoggedIn: () -> Void
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            switch viewModel.state {
            case .idle, .empty:
                EmptyView()
            case .loading:
                LoadingView()
            case .loaded:
                Text("Welcome")
            case .error(let message):
                Text(message)
            }
            Button("Log in") {
                Task {
                    await viewModel.login(email: email, password: password)
                    onLoggedIn()
                }
            }
        }
    }
}
