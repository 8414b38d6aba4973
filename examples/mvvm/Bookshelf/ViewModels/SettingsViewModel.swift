import Foundation

// Deliberate violations: not on the main actor, a concrete service instead of its protocol, and a hop to the
// main queue by hand.
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
        DispatchQueue.main.async { // expect: view-model-no-dispatch-queue
            self.lastSyncDescription = "Just now"
        }
    }
}
