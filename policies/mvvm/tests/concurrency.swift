import SwiftUI
import XCTest

// Fixture: main-actor isolation and async/await.

// expect: view-model-main-actor
final class InboxViewModel: ObservableObject {
    @Published private(set) var messages: [String] = []
}

@MainActor // ok: view-model-main-actor
final class OutboxViewModel: ObservableObject {
    @Published private(set) var drafts: [String] = []
}

// expect: observable-object-main-actor
final class RouteCoordinator: ObservableObject {
    @Published var path: [String] = []
}

@MainActor // ok: observable-object-main-actor
final class TabCoordinator: ObservableObject {
    @Published var selectedTab = 0
}

protocol WeatherServiceProtocol {
    func forecast(city: String) async throws -> [Double]
}

final class WeatherService: WeatherServiceProtocol {
    func forecast(city: String) async throws -> [Double] { [] } // ok: async-await-over-completion-handlers
    func legacyForecast(city: String, completion: @escaping ([Double]?, Error?) -> Void) {} // expect: async-await-over-completion-handlers
    func upload(data: Data, completionHandler: ((Bool) -> Void)? = nil) {} // expect: async-await-over-completion-handlers
    func observe(onChange: @escaping (Double) -> Void) {} // ok: async-await-over-completion-handlers
    // As Firebase-era view models write it: the completion is called `handler`.
    func uploadTodo(handler: @escaping (_ success: Bool) -> ()) {} // expect: async-await-over-completion-handlers
    // Near miss: a listener called on every change.
    func addStateObserver(_ handler: @escaping (Double) -> Void) {} // ok: async-await-over-completion-handlers
}

class LegacyDocumentController: NSObject {
    func open(completion: @escaping (Bool) -> Void) {} // expect: async-await-over-completion-handlers
}

class ModernDocumentController: LegacyDocumentController {
    override func open(completion: @escaping (Bool) -> Void) {} // ok: async-await-over-completion-handlers
    func close(completion: @escaping () -> Void) {} // ok: async-await-over-completion-handlers
}

// expect: view-model-tests-main-actor
final class OutboxViewModelTests: XCTestCase {
    func testStartsEmpty() {
        _ = OutboxViewModel()
    }
}

@MainActor // ok: view-model-tests-main-actor
final class InboxViewModelTests: XCTestCase {
    func testStartsEmpty() {
        _ = OutboxViewModel()
    }
}

// A view model named with the short *VM suffix is a view model too.
// expect: view-model-main-actor
final class SearchVM: ObservableObject {
    @Published var query = ""
}

// "❌ Wrong: Old completion handlers" and "✅ ALWAYS use @MainActor": hopping to the main queue by hand.
protocol ItemServiceProtocol {
    func getItems(completion: @escaping ([String]?, Error?) -> Void) // expect: async-await-over-completion-handlers
    func getPage(_ page: Int, completion: @escaping ([String]) -> Void) // expect: async-await-over-completion-handlers
    func fetchItems() async throws -> [String]
}

@MainActor
final class ItemListViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
    private let apiService: ItemServiceProtocol

    init(apiService: ItemServiceProtocol) { self.apiService = apiService }

    // The document's "Old completion handlers": the callback call is the finding; the hop inside it is the same
    // cause (the callback may run off the main actor).
    func fetchData() {
        apiService.getItems { items, error in // expect: view-model-callback-calls
            DispatchQueue.main.async { // ok: view-model-no-dispatch-queue
                self.items = items ?? []
            }
        }
    }

    // As apps write it: the hop inside a Task of a main-actor view model, where it is redundant.
    func refresh() {
        Task {
            let fresh = (try? await apiService.fetchItems()) ?? []
            DispatchQueue.main.async { self.items = fresh } // expect: view-model-no-dispatch-queue
        }
    }

    // As apps write it: a service call with arguments and a trailing callback.
    func fetchPage(_ page: Int) {
        apiService.getPage(page) { items in self.items = items } // expect: view-model-callback-calls-arguments
    }

    // Near miss: a delegate callback the framework calls off the main actor needs the hop.
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        DispatchQueue.main.async { self.items = locations.map { "\($0.coordinate.latitude)" } } // ok: view-model-no-dispatch-queue
    }

    // As apps write it: work pushed to a background queue.
    func sortItems() {
        DispatchQueue.global(qos: .userInitiated).async { // expect: view-model-no-dispatch-queue
            let sorted = ["b", "a"].sorted()
            Task { @MainActor in self.items = sorted }
        }
    }

    // Near miss: the async/await version.
    func loadItems() async { // ok: view-model-no-dispatch-queue
        items = (try? await apiService.fetchItems()) ?? []
    }
}

// As apps write it: a @MainActor method of a view model that is not main-actor isolated as a whole.
final class ForumViewModel: ObservableObject { // expect: view-model-main-actor
    @Published private(set) var posts: [String] = []
    @MainActor
    func fetchPosts() async {
        let fetched = ["a"]
        DispatchQueue.main.async { self.posts = fetched } // expect: view-model-no-dispatch-queue
    }
}

// Near miss: a service (not a view model) bridging a callback API keeps its queue.
final class ItemCacheService { // ok: service-behind-protocol (no view model holds it)
    private let queue = DispatchQueue(label: "cache")
    func store(_ item: String) {
        queue.async { print(item) } // ok: view-model-no-dispatch-queue
    }
}

// Near miss as real apps write it: deferring a scroll until the list has laid out its rows updates no state.
@MainActor
final class AgendaViewModel: ObservableObject {
    @Published private(set) var dayKeys: [String] = []
    func scrollToToday(_ proxy: ScrollViewProxy) {
        DispatchQueue.main.async { // ok: view-model-no-dispatch-queue
            proxy.scrollTo("today", anchor: .top)
        }
    }
}

// --- Round C (issue #28): completion handlers as apps write them ---

// As apps write it: `@escaping(Result…)` with no space before the parenthesis.
final class MovieNetwork { // ok: service-behind-protocol (no view model holds it)
    // expect: async-await-over-completion-handlers
    func fetchMovies(page: Int, completion: @escaping(Result<[String], Error>) -> Void) {
        completion(.success([]))
    }
}

@MainActor
final class SignInViewModel: ObservableObject {
    // A "() -> Void" completion called when the async work it starts ends.
    // expect: async-await-over-completion-handlers
    func signIn(completion: @escaping () -> Void) {
        Task {
            try? await Task.sleep(nanoseconds: 1_000)
            completion()
        }
    }

    // As real apps write it: the "() -> ()" completion is called when a Combine request the view model subscribes
    // to finishes.
    // expect: async-await-over-completion-handlers
    func login(email: String, completion: @escaping () -> ()) {
        loginRequest(email)
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in completion() })
            .store(in: &cancellables)
    }

    private var cancellables = Set<AnyCancellable>()
    private func loginRequest(_ email: String) -> AnyPublisher<Bool, Error> { Empty().eraseToAnyPublisher() }

    // Near miss: a "done" callback called straight away.
    func signOutTapped(completion: @escaping () -> Void) { // ok: async-await-over-completion-handlers
        UserDefaults.standard.removeObject(forKey: "token")
        completion()
    }
}

// Near miss, as apps write it: WidgetKit's TimelineProvider requirements take the completion handler WidgetKit chose.
struct FeedTimelineProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { // ok: async-await-over-completion-handlers
        completion(FeedEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) { // ok: async-await-over-completion-handlers
        completion(Timeline(entries: [FeedEntry(date: .now)], policy: .atEnd))
    }
}

struct FeedEntry: TimelineEntry {
    let date: Date
}
