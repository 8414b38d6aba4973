import SwiftUI

// "Presentation … Cannot import: Data layer classes/implementations"; "Load data in task()".

// The document's shape: a screen that shows the wire type instead of the Domain entity.
// expect: presentation-no-data-types
struct OrderRowView: View { let dto: UserDTO; var body: some View { Text(dto.name) } }

// Near miss: the Domain entity.
// ok: presentation-no-data-types
struct OrderOwnerView: View {
    let owner: User
    var body: some View { Text(owner.name) }
}

// As apps write it: a load started from init, with no .task.
struct OrdersView: View {
    @ObservedObject var viewModel: OrdersViewModel
    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        // expect: view-loads-without-task
        viewModel.loadOrders()
    }
    var body: some View { Text("Orders") }
}

// As apps write it: the view model kept next to its screen instead of in ViewModels.
// expect: view-model-location
@MainActor final class OrderDetailViewModel: ObservableObject {
    @Published private(set) var state: OrdersViewState = .idle
}

// As apps write them, one line each: a view writing view-model state, building its view model, holding the
// container, keeping the navigation path.
struct OrderNoteView: View { @ObservedObject var viewModel: OrderFilterViewModel; var body: some View { Button("Reset") { viewModel.state = .idle } } } // expect: view-no-view-model-mutation, line-length
struct OrderSummaryView: View { @StateObject private var viewModel = OrderFilterViewModel(); var body: some View { Text("Summary") } } // expect: view-does-not-create-view-models, line-length
// expect: container-only-at-launch
struct OrderEntryView: View { let container: DIContainer; var body: some View { Text("Entry") } }
struct OrderListView: View {
    @State private var path = NavigationPath() // expect: coordinator-owns-navigation
    var body: some View { NavigationStack(path: $path) { Text("Orders") } }
}
