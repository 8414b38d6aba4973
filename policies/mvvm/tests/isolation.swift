import SwiftUI
import XCTest

// "✅ ALWAYS use @MainActor" / "All ViewModels have @MainActor", as apps often get it wrong: the attribute on
// the async method that updates the UI, not on the class, so the @Published state is not isolated.
// expect: view-model-main-actor
final class BasketViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
    @MainActor func load() async { items = [] }
}

// Near miss: the isolation is inherited from a @MainActor base view model.
@MainActor
class BaseViewModel: ObservableObject { // ok: view-model-main-actor
    @Published private(set) var isLoading = false
}
// ok: view-model-main-actor
final class OrderHistoryViewModel: BaseViewModel {
    @Published private(set) var orders: [String] = []
}

// Near miss: the isolation comes from a @MainActor protocol.
@MainActor protocol ScreenViewModel: ObservableObject {}
// ok: view-model-main-actor
final class AccountViewModel: ScreenViewModel {
    @Published private(set) var name = ""
}

// The coordinator example (`@MainActor class AppCoordinator: ObservableObject`), isolated through its base class.
@MainActor
class FlowCoordinator: ObservableObject { // ok: observable-object-main-actor
    @Published var path: [String] = []
}
// ok: observable-object-main-actor
final class CheckoutCoordinator: FlowCoordinator {}

// Testing: a test case on the main actor through its base class.
@MainActor
class MainActorTestCase: XCTestCase {}
// ok: view-model-tests-main-actor
final class AccountViewModelTests: MainActorTestCase {
    func testStartsEmpty() { XCTAssertEqual(AccountViewModel().name, "") }
}
