import Foundation

// Deliberate violations: not on the main actor (so it hops to the main queue by hand), a concrete service instead
// of its protocol.
// expect: view-model-main-actor
final class SettingsViewModel: ObservableObject {
    @Published var prefersDarkMode = false
    @Published private(set) var lastSyncDescription = "Never"

    private let analyticsService: AnalyticsService // expect: view-model-injected-services

    init(analyticsService: AnalyticsService = AnalyticsService()) {
        self.analyticsService = analyticsService
    }

    func toggleDarkMode() async {
        prefersDarkMode.toggle()
        await analyticsService.track("dark_mode_toggled")
    }

    func markSynced() {
        // the missing @MainActor's symptom, reported once at the class
        DispatchQueue.main.async { // ok: view-model-no-dispatch-queue
            self.lastSyncDescription = "Just now"
        }
    }
}
