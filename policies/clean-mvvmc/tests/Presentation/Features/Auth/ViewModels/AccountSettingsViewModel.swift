import SwiftUI

@MainActor
final class AccountSettingsViewModel: ObservableObject {
    @Published private(set) var state: AuthViewState = .idle

    // "View models expose intent-based methods (load(), refresh(), deleteItem(id:))".
    // ok: view-model-intent-names
    func load() async {}
    // ok: view-model-intent-names
    func refresh() async {}
    // ok: view-model-intent-names
    func deleteItem(id: String) async {}

    // The view asks for data by its noun instead of stating what the user wants.
    // expect: view-model-intent-names
    func accountItems() -> [String] { [] }

    // As apps write it: a handler named for the view event, not the intent.
    // expect: view-model-intent-names
    func onAppear() {}

    // Near miss: a private helper is no intent (method-verb-phrase judges it: a verb phrase here).
    // ok: view-model-intent-names, method-verb-phrase
    private func makeErrorState(_ error: Error) -> AuthViewState { .error(error.localizedDescription) }
}
