import SwiftUI

// "Dependency injection": the guide's view model receives its service protocol in init. A view model that calls a
// service's singleton cannot be given a mock.

protocol PaymentServiceProtocol {
    func processPayment(amount: Double) async throws
}

final class PaymentService: PaymentServiceProtocol {
    static let shared = PaymentService()
    func processPayment(amount: Double) async throws {
        _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/pay"))
    }
}

// In the document's style: the checkout view model pays through the singleton.
@MainActor
final class PaymentViewModel: ObservableObject {
    @Published private(set) var isProcessing = false

    func processPayment(amount: Double) async {
        isProcessing = true
        try? await PaymentService.shared.processPayment(amount: amount) // expect: view-model-service-singleton
        isProcessing = false
    }
}

// As apps write it: an API client singleton with a completion-free async call, inside a Task.
final class APIClient { // expect: service-behind-protocol
    static let sharedInstance = APIClient()
    func fetchPlans(userID: String) async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: "/plans/\(userID)"))
        return [String(decoding: data, as: UTF8.self)]
    }
}

@MainActor
final class HomeViewModel: ObservableObject {
    @Published private(set) var plans: [String] = []

    func load(userID: String) {
        Task {
            plans = (try? await APIClient.sharedInstance.fetchPlans(userID: userID)) ?? [] // expect: view-model-service-singleton
        }
    }
}

// Near misses: the singleton as the default of an injected protocol; a framework singleton; a view model's own
// shared formatter.
@MainActor
final class CheckoutViewModel: ObservableObject {
    private let paymentService: PaymentServiceProtocol
    static let shared = CheckoutViewModel()

    init(paymentService: PaymentServiceProtocol = PaymentService.shared) { // ok: view-model-service-singleton
        self.paymentService = paymentService
    }

    func pay() async {
        try? await paymentService.processPayment(amount: 1) // ok: view-model-service-singleton
        UserDefaults.standard.set(true, forKey: "paid") // ok: view-model-service-singleton
        NotificationCenter.default.post(name: .init("paid"), object: nil) // ok: view-model-service-singleton
    }
}

// The same item with a service of static methods (round BL), in the document's style and as apps write it.
struct PostService { // expect: service-behind-protocol
    static func fetchPosts() async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: "/posts"))
        return [String(decoding: data, as: UTF8.self)]
    }

    struct Page {
        var items: [String]
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [String] = []

    init() {
        Task { try await fetchPosts() }
    }

    func fetchPosts() async throws {
        posts = try await PostService.fetchPosts() // expect: view-model-service-static
    }

    // Near misses: a value of a type nested in the service; a framework type's static member.
    func firstPage() -> PostService.Page {
        PostService.Page(items: posts) // ok: view-model-service-static
    }

    func stamp() -> String {
        DateFormatter.localizedString(from: Date(), dateStyle: .short, timeStyle: .none) // ok: view-model-service-static
    }
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published private(set) var results: [String] = []

    func search() {
        Task {
            results = (try? await PostService.fetchPosts()) ?? [] // expect: view-model-service-static
        }
    }
}
