import Foundation

// Deliberate violations: not on the main actor, and a concrete service instead of its protocol.
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
}
