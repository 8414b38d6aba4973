import SwiftUI

// "View → Controller → Service": a view that builds its service through a factory with a fallback still owns a
// service and calls it.
protocol BackupServiceProtocol: Sendable { func backUpAll() async throws }

actor BackupService: BackupServiceProtocol {
    func backUpAll() async throws {}
}

enum BackupServiceFactory {
    static func make() -> BackupService? { nil }
}

struct BackupSettingsView: View {
    @State private var backup = BackupServiceFactory.make() ?? BackupService()

    var body: some View {
        Button("Back up now") {
            Task { try await backup.backUpAll() } // expect: view-no-service
        }
    }
}
