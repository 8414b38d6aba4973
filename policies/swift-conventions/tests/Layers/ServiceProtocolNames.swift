// Fixture: "Protocol defined" for a service (section 2). A protocol named for the role, as apps write it, is the
// seam the document asks for; a service whose only conformances are the standard library's has none.
import Foundation

protocol AuthServiceable: Sendable {
    func signIn() async throws
}

actor AuthService: AuthServiceable { // ok: service-protocol
    func signIn() async throws {}
}

protocol QuotesFetching: Sendable {
    func quotes() async throws -> [String]
}

actor QuotesService: QuotesFetching { // ok: service-protocol
    func quotes() async throws -> [String] { [] }
}

// expect: service-protocol
actor LedgerService: Sendable {
    func balance() async throws -> Int { 0 }
}
