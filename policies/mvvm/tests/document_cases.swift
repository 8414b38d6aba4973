import SwiftUI
import XCTest

// Fixture: the guide's own ❌ examples (Common Mistakes & Fixes, Swift 6 Concurrency, Where Code Belongs), each
// beside the shape real apps give the same mistake and a compliant near miss.

struct User: Identifiable, Codable {
    let id: UUID
    let name: String
}

protocol UserServiceProtocol {
    func fetchUsers() async -> [User]
}

final class UserService: UserServiceProtocol {
    func fetchUsers() async -> [User] { [] }
}

// --- ViewModels are ObservableObject classes with @Published data ---

// As apps write it: @Published on a class that does not conform, so SwiftUI never hears of changes.
// expect: view-model-observable-object
@MainActor
final class UserSearchViewModel {
    @Published var query = ""
}

// Near miss: the guide's ProductListViewModel shape.
@MainActor
final class UserListViewModel: ObservableObject { // ok: view-model-observable-object
    @Published private(set) var users: [User] = []
}

// --- ✅ Dependency injection ---

@MainActor
final class UserDirectoryViewModel: ObservableObject {
    @Published private(set) var users: [User] = []
    // The guide's ❌ shape, inside a view model: the concrete service built in place.
    private let userService = UserService() // expect: view-model-injected-services
    // Near miss: the protocol, with the real service as the default argument.
    private let fallbackService: UserServiceProtocol // ok: view-model-injected-services

    init(fallbackService: UserServiceProtocol = UserService()) {
        self.fallbackService = fallbackService
    }
}

// --- Checklist: "No direct Service access from Views" ---

// As apps write it: a third-party service singleton, which is no project Service type.
struct AvatarView: View {
    let imageService = ImagePipelineService.shared // expect: view-no-service-property
    var body: some View { Text("Avatar") }
}

// As apps write it: a bundle of services named in the plural.
struct ChatRoomsView: View {
    let chatServices = ChatServices.live // expect: view-no-service-property
    var body: some View { Text("Rooms") }
}

// As apps write it: a service handed down through the environment.
struct SignInButton: View {
    @EnvironmentObject var authService: AuthenticationService // expect: view-no-service-property
    var body: some View { Text("Sign in") }
}

// Near miss: a flag named after the service it shows, which holds no service.
struct SettingsRow: View {
    @State private var isShowTermsOfService = false // ok: view-no-service-property
    var body: some View { Toggle("Terms", isOn: $isShowTermsOfService) }
}

// --- Checklist: "No business logic in Views" ---

// The guide's `let total = products.reduce(0) { $0 + $1.price }  // WRONG!` (one line, like the other call cases:
// the finding is here whether it is reported at the declaration or at the call).
struct CartTotalView: View { let products: [Product]; var body: some View { Text("\(products.reduce(0) { $0 + $1.price })") } } // expect: view-no-data-transformation

// As apps write it: a filtered, sorted list computed by the view.
struct ActiveUsersView: View { let users: [User]; var body: some View { List(users.filter { !$0.name.isEmpty }) { Text($0.name) } } } // expect: view-no-data-transformation

// --- Table: "Sheet/Alert presentation: View only" ---

// As apps write it: the view model builds the alert and the destination view.
@MainActor
final class CheckoutViewModel: ObservableObject {
    @Published var confirmation: Alert? // expect: view-model-no-ui
    func destination() -> AnyView { AnyView(Text("Done")) } // expect: view-model-no-ui
}

// Near miss: the view model publishes the message; the view presents the alert.
@MainActor
final class ReceiptViewModel: ObservableObject { // ok: view-model-no-ui
    @Published private(set) var alertMessage: String?
}

// --- Table: "Data structures: Model" ---

final class ProductListViewModel: ObservableObject {} // expect: view-model-main-actor

// As apps write it: a model that carries its view model along.
struct Order: Identifiable, Codable { let id: UUID; var viewModel: ProductListViewModel? } // expect: model-plain-data

// --- Navigation Patterns: `@MainActor class AppCoordinator: ObservableObject` ---

// The guide's coordinator without its @MainActor.
// expect: observable-object-main-actor
class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    func navigateToRoot() { path = NavigationPath() }
}

// Near miss, as apps write it: an ObservableObject that publishes no state (it sends on its own publisher) is a
// utility, not UI state the document puts on the main actor.
final class PokeTimer: ObservableObject { // ok: observable-object-main-actor
    private let subject = PassthroughSubject<Void, Never>()
    func poke() { subject.send() }
}

// --- Testing Patterns: `@MainActor final class ProductViewModelTests: XCTestCase` ---

// The guide's view model is @MainActor; its test case without @MainActor cannot drive it.
@MainActor final class ProductDetailViewModel: ObservableObject { @Published private(set) var title = "" }
// expect: view-model-tests-main-actor
final class ProductViewModelTests: XCTestCase {
    func testLoadProducts() async {
        let viewModel = ProductDetailViewModel()
        _ = viewModel
    }
}

// Near miss, one cause, one finding: the view model under test is not @MainActor (view-model-main-actor reports
// it); the test follows once the view model is fixed.
final class ProductListViewModelTests: XCTestCase { // ok: view-model-tests-main-actor
    func testStartsEmpty() { _ = ProductListViewModel() }
}

// Near miss: @MainActor on the test methods instead of the class.
final class UserDirectoryViewModelTests: XCTestCase { // ok: view-model-tests-main-actor
    @MainActor
    func testStartsEmpty() {
        XCTAssertTrue(UserDirectoryViewModel().users.isEmpty)
    }
}

// One cause, one finding: a concrete service in a visible var is view-model-injected-services', not data that
// view-model-published-state would have published.
@MainActor
final class UserSettingsViewModel: ObservableObject {
    @Published private(set) var users: [User] = []
    // ok: view-model-published-state
    var userService = UserService() // expect: view-model-injected-services
}
