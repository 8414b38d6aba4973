import Foundation

// One cause, one finding: a ViewState kept beside its view model is misplaced (view-state-location), not a
// misnamed view model.
// ok: view-model-naming
// expect: view-state-location
enum OrdersViewState {
    case idle, loading, loaded([String]), error(String), empty
}

// As apps write it: the view model takes the wire type itself (one line, one reference: the finding is here
// whether it is reported at the declaration or at the reference).
@MainActor final class OrdersViewModel: ObservableObject { @Published private(set) var state: OrdersViewState = .idle; func loadOrders() {}; func extractOwnerID(from dto: UserDTO) -> String { dto.id } } // expect: presentation-no-data-types, line-length

// One cause, one finding: storing the Impl is services-behind-protocols', not also presentation-no-data-types'.
// ok: presentation-no-data-types
@MainActor final class OrderHistoryViewModel: ObservableObject {
    @Published private(set) var state: OrdersViewState = .idle
    private let repository: UserRepositoryImpl // expect: services-behind-protocols
    init(repository: UserRepositoryImpl) { self.repository = repository }
}

// A helper type in the ViewModels folder.
// expect: view-model-naming
struct OrdersPriceFormatter {}

// "ViewModels are ObservableObject with @Published properties": @Published on a class that does not conform.
// expect: view-model-observable-object
@MainActor final class OrderStatsViewModel {
    @Published private(set) var state: OrdersViewState = .idle
}

// "No direct property manipulation from views" asks that views do not change it, not private(set) on every property.
@MainActor final class OrderFilterViewModel: ObservableObject {
    @Published var state: OrdersViewState = .idle
    @Inject private var tracker: OrdersTracking // expect: no-injection-wrappers
}

// As apps write it: the view model builds its use case (constructor injection skipped).
@MainActor final class OrderExportViewModel: ObservableObject { @Published private(set) var state: OrdersViewState = .idle; func export(_ repository: UserRepository) { _ = FetchProfileUseCaseImpl(repository: repository) } } // expect: dependencies-not-constructed, line-length

// Depending on the use case protocol, wherever it was put, is what the document asks of a view model.
// ok: presentation-no-data-types
@MainActor final class UsersListViewModel: ObservableObject {
    @Published private(set) var state: OrdersViewState = .idle
    private let listUsers: ListUsersUseCase
    init(listUsers: ListUsersUseCase) { self.listUsers = listUsers }
}
