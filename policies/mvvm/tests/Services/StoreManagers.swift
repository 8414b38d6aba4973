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

// Near miss (round BM): a haptics manager in the same folder. It hops back to the main queue to play
// feedback: a UI effect, not external communication ("API calls", "Database access"), so the view may use it.
final class HapticManager { // ok: service-behind-protocol
    static let shared = HapticManager()
    private let generator = UINotificationFeedbackGenerator()

    func notify(_ type: UINotificationFeedbackGenerator.FeedbackType) {
        DispatchQueue.main.async {
            self.generator.notificationOccurred(type)
        }
    }
}

struct SaveButton: View {
    private let haptics = HapticManager.shared // ok: view-no-service-reference
    var body: some View {
        Button("Save") { haptics.notify(.success) } // ok: view-no-service-access
    }
}

// Violating near miss: a manager in the same folder that sends its work to a background queue
// (writing the export to disk) does the service's job.
final class ExportManager { // expect: service-behind-protocol
    static let shared = ExportManager()

    func export(_ text: String, to url: URL) {
        DispatchQueue.global(qos: .utility).async {
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

struct ExportButton: View {
    var body: some View {
        Button("Export") {
            ExportManager.shared.export("notes", to: URL(fileURLWithPath: "/tmp/notes.txt")) // expect: view-no-service-access
        }
    }
}
