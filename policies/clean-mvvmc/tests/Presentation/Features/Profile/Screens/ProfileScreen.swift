import SwiftUI

// A view in the document's Screens/ folder is a view: named [Feature]View.
// expect: view-naming
struct ProfileScreen: View {
    var body: some View { Text("Profile") }
}

struct ProfileView: View { // ok: view-naming, view-location
    var body: some View { Text("Profile") }
}

// "Repository implementations" live in Data: one is known by the protocol it implements, not only by an Impl suffix.
// expect: repository-impl-in-data, repository-impl-naming
final class CachedUserRepository: UserRepository {
    func fetchUser(id: String) async throws -> User { User(id: id, name: "") }
}

// Near miss: the document's "Mock repositories" are test doubles, not implementations to move.
final class MockProfileRepository: UserRepository { // ok: repository-impl-in-data, repository-impl-naming
    func fetchUser(id: String) async throws -> User { User(id: id, name: "") }
}
