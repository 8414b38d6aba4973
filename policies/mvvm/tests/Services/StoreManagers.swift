import StoreKit
import SwiftUI

// "No direct Service access from Views": a manager kept in the Services folder that talks to the App Store is a
// service, whatever its name. As apps write it: a view holding the shared purchase manager and calling it.
// expect: service-behind-protocol
@MainActor
final class StoreKitManager: ObservableObject {
    static let shared = StoreKitManager()
    @Published private(set) var products: [Product] = []
    func loadProducts() async throws { products = try await Product.products(for: ["pro"]) }
}

struct UpgradeView: View {
    @StateObject private var store = StoreKitManager.shared // expect: view-no-service-reference
    var body: some View {
        Text("Pro")
            .task { try? await store.loadProducts() } // expect: view-no-service-access
    }
}

// Near miss: a manager in the same folder that only holds the app's look does no external communication.
@MainActor
final class AppearanceManager: ObservableObject { // ok: service-behind-protocol, observable-object-main-actor
    @Published var accent = Color.blue
}

struct AccentPicker: View {
    @ObservedObject var appearance: AppearanceManager
    var body: some View {
        ColorPicker("Accent", selection: $appearance.accent) // ok: view-no-service-access
    }
}
