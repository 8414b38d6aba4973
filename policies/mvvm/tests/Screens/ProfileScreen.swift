import SwiftUI

// "API calls -> Service": an API client is a service, whatever its suffix.
// expect: service-behind-protocol
final class ProfileClient {
    func profile() async throws -> String { "" }
}

// A view under Screens/ is a view: reaching the client directly is "Direct Service Access".
struct ProfileScreen: View {
    let client: ProfileClient
    var body: some View {
        Text("Profile")
            .task { _ = try? await client.profile() } // expect: view-no-service-access
    }
}

// Database access is a service's job too, and a manager named for the network is one; one no view model or view holds
// needs no protocol for them.
final class NetworkManager { // ok: service-behind-protocol
    func get(_ path: String) async throws -> Data { Data() }
}

// Near miss: a Codable struct named *Client is data (a customer record), not a service.
struct Client: Codable, Identifiable { // ok: service-behind-protocol
    let id: String
}

// Near miss: the document's own "Mock Service" is a test double, not a service to put behind a protocol,
// and a preview using it does not reach a service.
final class MockProfileService { // ok: service-behind-protocol
    var stubbedName = "Ada"
}

struct ProfilePreviewScreen: View { // ok: view-no-service-access
    let profile = MockProfileService()
    var body: some View { Text(profile.stubbedName) }
}
