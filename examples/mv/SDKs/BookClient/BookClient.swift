import Foundation

/// Talks to the catalogue server. Networking and decoding live here, not in models.
public actor BookClient {
    private let baseURL: URL

    public init(baseURL: URL) { self.baseURL = baseURL }

    public func books() async throws -> [Book] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "books"))
        return try JSONDecoder().decode([Book].self, from: data)
    }

    public func importBooks(from file: URL) async throws -> [Book] {
        let data = try Data(contentsOf: file)
        return try JSONDecoder().decode([Book].self, from: data)
    }
}
