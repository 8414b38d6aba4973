import Foundation // ok: domain-imports-foundation-only

// Near miss: the same folder, Foundation only.
protocol FetchThemeUseCase { // expect: use-case-protocol-in-domain
    func execute() async throws -> String
}
