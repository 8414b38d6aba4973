// Fixture: an SDK client.
import Foundation

// ok: observable-only-in-apps, model-no-client-work
actor CatalogClient {
    func books(from url: URL) async throws -> [Book] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Book].self, from: data)
    }
}

// expect: observable-only-in-apps
@MainActor final class CatalogCache: ObservableObject { @Published var books: [Book] = [] }
