import SwiftUI

// Round CC: a view that keeps a shared instance in a property, as real apps write it; the same store handed in, and
// a haptics wrapper, are not reported.
final class AccountStore: ObservableObject {
    static let shared = AccountStore()
    @Published var name = ""
}

struct AccountView: View {
    @ObservedObject private var account = AccountStore.shared // expect: view-singleton-properties
    private let haptics = HapticsManager.shared // ok: view-singleton-properties
    var body: some View {
        Text(account.name)
    }
}

struct AccountBadgeView: View {
    @ObservedObject var account: AccountStore // ok: view-singleton-properties
    var body: some View {
        Text(account.name)
    }
}
