import SwiftUI
import FirebaseFirestore

// Table: "Database access — Service only" and "API calls — Service only", as Firebase-era apps write them.

// As apps write it: the view model queries Firestore itself.
@MainActor
final class TodoListViewModel: ObservableObject {
    @Published private(set) var todos: [String] = []
    private let db = Firestore.firestore()

    func load() {
        db.collection("todos").getDocuments { snapshot, _ in // expect: firestore-calls-in-services
            self.todos = snapshot?.documents.map(\.documentID) ?? []
        }
    }

    func add(_ title: String) {
        db.collection("todos").document().setData(["title": title]) // expect: firestore-calls-in-services
    }
}

// As apps write it: a view posts a notification document directly.
struct NotificationPostView: View {
    var body: some View {
        Button("Post") {
            Firestore.firestore().collection("notifications").addDocument(data: ["read": false]) // expect: firestore-calls-in-services
        }
    }
}

// The document's way: the service talks to Firestore; the view model calls the service.
protocol TodoStoreServiceProtocol {
    func todos() async throws -> [String]
}

final class TodoStoreService: TodoStoreServiceProtocol {
    func todos() async throws -> [String] {
        let snapshot = try await Firestore.firestore().collection("todos").getDocuments() // ok: firestore-calls-in-services
        return snapshot.documents.map(\.documentID)
    }
}

// As apps write a view model without the name: an ObservableObject a view lists from, loading with URLSession.
// expect: observable-object-main-actor
final class articleFeed: ObservableObject {
    @Published var titles: [String] = []
    init(source: String) {
        guard let url = URL(string: source) else { return }
        URLSession(configuration: .default).dataTask(with: url) { _, _, _ in }.resume() // expect: api-calls-in-services
    }
}

// Near miss: an image loader named for its job, an ObservableObject that is a service.
@MainActor
final class AvatarLoader: ObservableObject {
    @Published var data: Data?
    func load(_ url: URL) { URLSession.shared.dataTask(with: url) { data, _, _ in self.data = data }.resume() } // ok: api-calls-in-services
}

// Round BX near miss: a service class made observable, with its own session, is the service the rule points to.
// expect: observable-object-main-actor
final class MoviesService: ObservableObject {
    private static let session = URLSession(configuration: .default) // ok: api-calls-in-services
    @Published var titles: [String] = []
}

// Rounds AN, AQ, AR. "API calls — Service only", with Firebase Auth and Storage as apps write them; reading the
// signed-in user is state, not a call.
@MainActor
final class SignUpViewModel: ObservableObject {
    @Published private(set) var userID: String?

    func register(email: String, password: String, avatar: Data) {
        Auth.auth().createUser(withEmail: email, password: password) { _, _ in } // expect: firebase-auth-calls-in-services
        let reference = Storage.storage().reference().child("avatars") // expect: firebase-storage-in-services
        _ = reference
        userID = Auth.auth().currentUser?.uid // ok: firebase-auth-calls-in-services
    }
}

// A view calling a service whose method takes a completion as a trailing closure (round AX; the completion handler
// is the guide's item too).
// expect: async-await-over-completion-handlers
protocol WatchListServiceProtocol { func add(_ id: Int, completion: @escaping (Error?) -> Void) }
struct WatchListButton: View {
    let watchListService: WatchListServiceProtocol
    let movieID: Int
    var body: some View {
        Button("Add") {
            // expect: view-no-service-access
            watchListService.add(movieID) { error in print(error as Any) }
        }
    }
}

// "❌ Direct service reference", under a name that is not *Service: a singleton or a new client kept by the view
// (round AZ), whatever the view then reads or calls.
// expect: service-behind-protocol
final class NetworkManager {
    static let shared = NetworkManager()
    var currentUsername = ""
    func fetchPosts() async throws -> [String] { [] }
}
struct ProfileHeader: View {
    private let networkManager = NetworkManager.shared // expect: view-no-service-reference
    var body: some View { Text(networkManager.currentUsername) }
}
// Near miss: the service handed in through init (constructor injection) and passed on to the view model.
struct ProfileScreen: View {
    let networkManager: NetworkManager // ok: view-no-service-reference
    var body: some View { ProfileHeader() }
}

// "Database access — Service only", for the keychain through a helper singleton called from a view (round AZ).
// expect: service-behind-protocol
final class KeychainHelper {
    static let shared = KeychainHelper()
    func save(_ value: String, forKey key: String) { SecItemDelete([:] as CFDictionary) }
}
struct VerifyCodeView: View {
    var body: some View {
        Button("Verify") {
            KeychainHelper.shared.save("token", forKey: "auth") // expect: view-no-service-access
        }
    }
}

// A use case over a repository protocol, handed to the view model through init (round BA): not one of the
// document's services, so neither its protocol nor its injection is asked for.
protocol ProvinceRepository { func provinces() async throws -> [String] }
// ok: service-behind-protocol
struct GetProvincesUseCase {
    let repository: ProvinceRepository
    func execute() async throws -> [String] { try await repository.provinces() }
}
@MainActor final class ProvincesViewModel: ObservableObject {
    @Published private(set) var provinces: [String] = []
    private let getProvinces: GetProvincesUseCase // ok: view-model-injected-services
    init(getProvinces: GetProvincesUseCase) { self.getProvinces = getProvinces }
}

// A service that loads through a Combine pipeline (no async method, no completion parameter), as one real app writes
// its data services (round BA): still a service the view model should receive as a protocol.
// expect: service-behind-protocol
final class CoinDataService {
    @Published var coins: [String] = []
    var subscription: AnyCancellable?
    func getCoins() {
        subscription = Downloads.publisher(for: URL(filePath: "/coins"))
            .map { _ in ["btc"] }.replaceError(with: []).sink { [weak self] in self?.coins = $0 }
    }
}
@MainActor final class CoinsViewModel: ObservableObject {
    @Published private(set) var coins: [String] = []
    private let coinDataService = CoinDataService() // expect: view-model-injected-services
}
