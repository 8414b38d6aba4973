import Foundation

// One cause, one finding: a ViewState kept beside its view model is misplaced (view-state-location), not a
// misnamed view model.
// ok: view-model-naming
// expect: view-state-location
enum OrdersViewState {
    case idle, loading, loaded([String]), error(String), empty
}

// As apps write it: the view model maps the DTO itself, reaching into the Data layer's mapper.
// expect: presentation-no-data-types
@MainActor final class OrdersViewModel: ObservableObject {
    @Published private(set) var state: OrdersViewState = .idle
    private let fetchUser: FetchUserUseCase
    init(fetchUser: FetchUserUseCase) { self.fetchUser = fetchUser }
    func loadOrders() {}
    func owner(from dto: UserDTO) -> User { UserMapper.toDomain(dto) }
}

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
