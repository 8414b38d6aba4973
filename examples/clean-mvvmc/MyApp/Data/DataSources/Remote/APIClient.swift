import Foundation

protocol APIClient {
    func get<T: Decodable>(path: String) async throws -> T
}

final class URLSessionAPIClient: APIClient {
    private let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL
    }

    func get<T: Decodable>(path: String) async throws -> T {
        // expect: no-force-unwrap
        let url = URL(string: baseURL + path)!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(T.self, from: data)
    }

    func download(path: String, completion: @escaping (Data?) -> Void) { // expect: no-escaping-completion
        Task { completion(try? await URLSession.shared.data(from: URL(fileURLWithPath: path)).0) }
    }
}
