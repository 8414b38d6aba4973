import SwiftUI
import Combine

// Fixture: where code belongs (views, view models, services, models).

struct Ticket: Identifiable, Codable { // ok: model-plain-data
    let id: UUID
    let title: String
}

struct TicketDraft: Codable {
    let title: String
    // expect: model-plain-data
    let service: TicketService
}

// Near miss: a decoder that calls a service's static parsing helper holds no dependency.
struct TicketStamp: Codable {
    let createdAt: Date?
    enum CodingKeys: String, CodingKey { case createdAt }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        createdAt = TicketService.parseTimestamp(try container.decodeIfPresent(String.self, forKey: .createdAt)) // ok: model-plain-data
    }
}

protocol TicketServiceProtocol {
    func fetchTickets() async throws -> [Ticket]
}

final class TicketService: TicketServiceProtocol { // ok: service-behind-protocol
    func fetchTickets() async throws -> [Ticket] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!) // ok: api-calls-in-services
        return try JSONDecoder().decode([Ticket].self, from: data)
    }

    static func parseTimestamp(_ text: String?) -> Date? { text.flatMap { ISO8601DateFormatter().date(from: $0) } }
}

final class AuditService { // expect: service-behind-protocol
    func record(_ event: String) async {}
}

// As apps name the contract (round V): a protocol called *Session is the service's protocol too.
protocol GroupSession {
    func loadGroups() async throws -> [String]
}

final class GroupService: GroupSession { // ok: service-behind-protocol
    func loadGroups() async throws -> [String] { [] }
}

// As apps name the contract (round X): `RecipeNetworkType`, the view models' dependency.
protocol RecipeNetworkType {
    func recipes() async throws -> [String]
}

final class RecipeNetworkService: RecipeNetworkType { // ok: service-behind-protocol
    func recipes() async throws -> [String] { [] }
}

final class MockTicketService: TicketServiceProtocol { // ok: service-behind-protocol
    func fetchTickets() async throws -> [Ticket] { [] }
}

@MainActor
final class TicketListViewModel: ObservableObject {
    @Published private(set) var tickets: [Ticket] = []
    @Published var searchText = ""
    // As apps write it: the screen's list, visible and not published.
    var recentTickets: [Ticket] = [] // expect: view-model-published-state
    var selectedTicket: Ticket? // expect: view-model-published-state
    // Near misses (round S): a request's id and a page size are no business data the view displays.
    var pageSize = 20 // ok: view-model-published-state
    var clubID: Int? // ok: view-model-published-state
    private var loadCount = 0 // ok: view-model-published-state
    // Near miss, as apps write it: a callback the coordinator sets is not state a view displays.
    var didFinish: (() -> Void)? // ok: view-model-published-state
    // Near miss: set once in init and never again, nothing to publish (a let at most).
    private(set) var screenTitle = "Tickets" // ok: view-model-published-state
    // Near miss (round BZ): rows computed once from what the view model was made with are no changing data.
    lazy var headerRows: [String] = ["Open", "Closed"] // ok: view-model-published-state
    // Near misses (rounds L and M): a dependency typed as a provider, an event subject, a collaborating view model.
    var ticketProvider: TicketServiceProtocol? // ok: view-model-published-state
    var locationManager: CLLocationManager? // ok: view-model-published-state
    weak var coordinator: TicketsCoordinator? // ok: view-model-published-state
    var events = PassthroughSubject<String, Never>() // ok: view-model-published-state
    weak var parent: TicketBoardViewModel? // ok: view-model-published-state
    private let ticketService: TicketServiceProtocol // ok: view-model-injected-services
    private let auditService: AuditService // expect: view-model-injected-services

    init(ticketService: TicketServiceProtocol = TicketService(), auditService: AuditService = AuditService()) {
        self.ticketService = ticketService
        self.auditService = auditService
    }

    var filteredTickets: [Ticket] {
        tickets.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        tickets = (try? await ticketService.fetchTickets()) ?? []
        loadCount += 1
    }
}

// expect: view-model-observable-object
@MainActor
final class TicketDetailViewModel {
    private let ticket: Ticket
    var isStarred = false
    init(ticket: Ticket) { self.ticket = ticket }
}

// A cell's view model formatting the item it was made with changes nothing: nothing to publish.
@MainActor
final class TicketCellViewModel { // ok: view-model-observable-object
    private let ticket: Ticket
    init(ticket: Ticket) { self.ticket = ticket }
    var title: String { ticket.title.uppercased() }
}

@MainActor
final class TicketStatsViewModel: ObservableObject {
    @Published private(set) var count = 0
    func refresh() async throws {
        // expect: api-calls-in-services
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/stats")!)
        count = data.count
    }
}

@MainActor
final class TicketAlertViewModel: ObservableObject {
    @Published var alert: Alert? // expect: view-model-no-ui
    func makeBanner() -> AnyView { AnyView(Text("Saved")) } // expect: view-model-no-ui
}

struct TicketListView: View { // ok: view-no-service-access, view-no-data-transformation
    @StateObject private var viewModel = TicketListViewModel()
    @State private var isShowingFilter = false

    var body: some View {
        List(viewModel.filteredTickets) { ticket in
            Text(ticket.title)
        }
        .searchable(text: $viewModel.searchText)
        .task { await viewModel.load() }
    }
}

// Near miss: a service the view holds but never calls (handed in, for a child) is not access.
struct TicketBadgeView: View {
    let ticketService: TicketService // ok: view-no-service-access
    var body: some View { Text("Tickets") }
}

// The service's type is inferred from its initializer, so the layer rule sees it: the view makes the service
// itself (round BO: a property named *Service of a project type is view-no-service-reference's).
struct TicketCounterView: View {
    // expect: view-no-service-reference
    let auditService = AuditService() // ok: view-no-service-property
    var body: some View {
        Button("Count") { Task { await auditService.record("count") } } // expect: view-no-service-access
    }
}

struct TicketTotalsView: View {
    let prices: [Double]
    var body: some View {
        // expect: view-no-data-transformation
        Text("Total: \(prices.reduce(0, +))")
    }
}

// As real apps write it: the filtering in a computed property of the view, which body shows.
struct TicketAssigneesView: View {
    @ObservedObject var viewModel: TicketListViewModel
    @Binding var memberIDs: [Int]
    private var openTickets: [Ticket] {
        viewModel.tickets.filter { !$0.title.isEmpty } // expect: view-no-data-transformation
    }
    // Near miss: a Binding that adapts a multi-select control's Set to the array it edits is control glue.
    private var memberIDsBinding: Binding<Set<Int>> {
        Binding(get: { Set(memberIDs) }, set: { memberIDs = Array($0).sorted() }) // ok: view-no-data-transformation
    }
    var body: some View { Text("\(openTickets.count)") }
}

struct TicketDownloadView: View {
    @State private var status = ""
    var body: some View {
        Button("Download") {
            Task {
                // expect: api-calls-in-services
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                status = "\(data.count) bytes"
            }
        }
    }
}

struct TicketArchiveView: View {
    @Environment(\.managedObjectContext) private var viewContext // ok: database-access-in-services
    @FetchRequest(sortDescriptors: []) private var archived: FetchedResults<ArchivedTicket> // expect: database-access-in-services
    @Environment(\.dismiss) private var dismiss // ok: database-access-in-services
    var body: some View {
        Button("Clear") {
            for ticket in archived { viewContext.delete(ticket) } // expect: view-database-calls
            try? viewContext.save() // expect: view-database-calls
        }
    }
}

// As SwiftData apps write it: the model context from the environment, an insert in a button's action.
struct TicketComposerView: View {
    @Environment(\.modelContext) private var context
    var body: some View {
        Button("Add") { context.insert(ArchivedTicket()) } // expect: view-database-calls
    }
}

// Near miss: the view hands the environment's context to its view model and does no storage work itself.
struct TicketInboxView: View {
    @Environment(\.managedObjectContext) private var viewContext // ok: database-access-in-services
    var body: some View {
        TicketInboxList(viewModel: TicketInboxViewModel(context: viewContext)) // ok: view-database-calls
    }
}

struct TicketInboxList: View {
    @ObservedObject var viewModel: TicketInboxViewModel
    var body: some View { Text("Inbox") }
}

@MainActor
final class TicketInboxViewModel: ObservableObject {
    private let context: NSManagedObjectContext // expect: database-access-in-services
    init(context: NSManagedObjectContext) { self.context = context }
    func archive() { try? context.save() }
}

// Near miss: a context the view model only keeps (handed on, never fetched or saved with) is no database access.
@MainActor
final class TicketSleepViewModel: ObservableObject {
    private let viewContext: NSManagedObjectContext // ok: database-access-in-services
    init(viewContext: NSManagedObjectContext) { self.viewContext = viewContext }
}

// "Protocol-based services": the service is behind a protocol the app declares, whatever the protocol's name
// (round X: reviewers judged `RecipeNetworkService: RecipeNetworkType` compliant).
protocol LedgerStore {
    func entries() async throws -> [String]
}

final class LedgerService: LedgerStore { // ok: service-behind-protocol
    func entries() async throws -> [String] { [] }
}

protocol ReceiptService {
    func receipts() async throws -> [String]
}

final class RemoteReceiptService: ReceiptService { // ok: service-behind-protocol
    func receipts() async throws -> [String] { [] }
}

class BaseListViewModel: ObservableObject { // expect: view-model-main-actor
    var subscriptions = Set<AnyCancellable>() // ok: view-model-published-state
    var lastError: String? // ok: view-model-published-state
}

enum ServiceType { case network, storage } // ok: service-behind-protocol

@propertyWrapper
struct InjectedService<T> { // ok: service-behind-protocol
    var wrappedValue: T
}

// "Animation state: View ✅, ViewModel ❌".
@MainActor
final class PaymentProgressViewModel: ObservableObject {
    @Published private(set) var isLoading = false
    @Published private(set) var total: Double = 0

    func calculateTotal() async {
        withAnimation { isLoading = true } // expect: view-model-no-animation
        defer { isLoading = false }
        total = 42
        // As apps write it: an explicit curve.
        withAnimation(.easeInOut(duration: 0.3)) { // expect: view-model-no-animation-curve
            total += 1
        }
    }
}

// Near miss: the view animates the state the view model publishes.
struct PaymentProgressView: View {
    @StateObject private var viewModel = PaymentProgressViewModel()
    @State private var isShowingReceipt = false
    var body: some View {
        Button("Receipt") {
            withAnimation { isShowingReceipt.toggle() } // ok: view-model-no-animation
            withAnimation(.spring()) { isShowingReceipt.toggle() } // ok: view-model-no-animation-curve
        }
    }
}

// The guide's table row, in a view model that drives a sheet.
@MainActor
final class FilterSheetViewModel: ObservableObject {
    @Published private(set) var isPresented = false
    func present() {
        withAnimation(.spring()) { isPresented = true } // expect: view-model-no-animation-curve
    }
}

// --- Round C (issue #28): a view calling a persistence or network manager ---

// As apps write it: a UserDefaults persistence manager with static completion-handler methods, called by a view.
// expect: service-behind-protocol
struct FavouritesPersistanceManager {
    // expect: async-await-over-completion-handlers
    static func update(movieID: Int, completion: @escaping (Error?) -> Void) {
        UserDefaults.standard.set(movieID, forKey: "favourite")
        completion(nil)
    }
}

// expect: service-behind-protocol
final class PosterNetwork: ObservableObject { // ok: observable-object-main-actor (a service: the guide asks it of view models)
    @Published var data: Data?
    func download(from path: String) {
        URLSession.shared.dataTask(with: URL(fileURLWithPath: path)) { _, _, _ in }.resume()
    }
}

struct PosterItem: View {
    @StateObject var posterNetwork = PosterNetwork() // expect: view-no-service-reference
    let movieID: Int
    var body: some View {
        Button("Save") {
            // expect: view-no-service-access
            FavouritesPersistanceManager.update(movieID: movieID) { error in
                print(error as Any)
            }
        }
        .task {
            posterNetwork.download(from: "poster") // expect: view-no-service-access
        }
    }
}

// Near miss: data named for a network is a model, not a service.
struct SocialNetwork: Codable { // ok: service-behind-protocol
    let name: String
    let url: URL
}

// Near miss, as apps write it: a navigation route is Identifiable and builds its destination view (held as AnyView).
// It is UI, not a model, so it may name views and view models.
struct TicketRoute: Identifiable { // ok: model-plain-data
    let id: String
    private let content: AnyView // ok: model-plain-data
    init(id: String, content: AnyView) {
        self.id = id
        self.content = content
    }
    static func list(viewModel: TicketListViewModel) -> TicketRoute { // ok: model-plain-data
        TicketRoute(id: "list", content: AnyView(TicketListView(viewModel: viewModel))) // ok: model-plain-data
    }
}

// Near miss, as apps write it: a content group is Identifiable and renders itself through a nested View.
struct TicketSummaryGroup: Identifiable { // ok: model-plain-data
    let id: String
    let viewModel: TicketListViewModel // ok: model-plain-data
    func body(with viewModel: TicketListViewModel) -> Body { Body(viewModel: viewModel) } // ok: model-plain-data

    struct Body: View {
        @ObservedObject var viewModel: TicketListViewModel
        var body: some View { Text("Tickets") }
    }
}

// Near miss, as apps write it: a navigation object named *Service holds the NavigationPath (the document's
// coordinator); a view that pushes through it holds no service.
@MainActor
final class TicketNavigationService: ObservableObject {
    @Published var path = NavigationPath()
    func showDetail(id: Int) { path.append(id) }
}

struct TicketRootView: View {
    @EnvironmentObject var navigationService: TicketNavigationService // ok: view-no-service-property
    var body: some View { Text("Tickets") }
}

@MainActor
final class TicketBoardViewModel: ObservableObject {
    @Published private(set) var boards: [String] = []
}

// The coordinator a view model reports to (round R): navigation's owner, not state to publish.
final class TicketsCoordinator {
    func showDetail() {}
}
