import SwiftUI

// "View → Controller → Service": a view that takes the app's dependency container from the environment by key path
// and calls a service through it still calls the service.
protocol CartServiceProtocol: Sendable { func add(_ id: String) async throws }

actor CartService: CartServiceProtocol {
    func add(_ id: String) async throws {}
}

final class AppContainer {
    let cart: CartServiceProtocol = CartService()
}

private struct AppContainerKey: EnvironmentKey {
    static let defaultValue = AppContainer()
}

extension EnvironmentValues {
    var appContainer: AppContainer {
        get { self[AppContainerKey.self] }
        set { self[AppContainerKey.self] = newValue }
    }
}

struct ProductDetailView: View {
    @Environment(\.appContainer) private var container
    @Environment(\.dismiss) private var dismiss
    let productID: String

    var body: some View {
        Button("Add to cart") {
            Task { try await container.cart.add(productID) } // expect: view-no-service
            dismiss()
        }
    }
}
