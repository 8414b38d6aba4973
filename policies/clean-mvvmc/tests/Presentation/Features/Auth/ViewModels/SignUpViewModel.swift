import Combine

// "ViewState enum" under the app's own name (round U): the screen's one published state is an enum named *Status.
enum SignUpStatus { case idle, loading, loaded, error(String), empty }

// ok: view-model-state-enum
@MainActor
final class SignUpViewModel: ObservableObject {
    @Published private(set) var status: SignUpStatus = .idle
    func signUp() async {}
}

// Near miss: a published value that is no enum of states.
// expect: view-model-state-enum
@MainActor
final class SignUpFormViewModel: ObservableObject {
    @Published private(set) var statusText = ""
    func submit() async {}
}
