import SwiftUI

// "Protocol-based service": a controller that reaches a service through its shared instance (round CC). One
// finding per controller file, at its first call; analytics and a nested type's initialiser are not service calls.
protocol ProfileServiceProtocol: Sendable {
    func load() async throws -> [String]
    func save(_ name: String) async throws
}

actor ProfileService: ProfileServiceProtocol {
    static let shared = ProfileService()
    struct Page { let index: Int }
    func load() async throws -> [String] { [] }
    func save(_ name: String) async throws {}
}

protocol AnalyticsServiceProtocol: Sendable { func capture(_ event: String) async }

actor AnalyticsService: AnalyticsServiceProtocol {
    static let shared = AnalyticsService()
    func capture(_ event: String) {}
}

@Observable @MainActor final class ProfileController { // expect: controller-task-tracking-async
    private(set) var names: [String] = []
    func load() async {
        names = (try? await ProfileService.shared.load()) ?? [] // expect: controller-service-singleton
        await AnalyticsService.shared.capture("profile") // ok: controller-service-singleton
    }
    func save(_ name: String) async {
        try? await ProfileService.shared.save(name) // ok: controller-service-singleton (the file's second call, counted in the first)
        _ = ProfileService.Page(index: 0) // ok: controller-service-singleton
    }
}

// The near miss: the same service given through init as its protocol.
@Observable @MainActor final class ProfileEditorController { // expect: controller-task-tracking-async
    private let profiles: ProfileServiceProtocol
    init(profiles: ProfileServiceProtocol = ProfileService.shared) { self.profiles = profiles }
    func save(_ name: String) async {
        try? await profiles.save(name) // ok: controller-service-singleton
    }
}
