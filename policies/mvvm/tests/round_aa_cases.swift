import Foundation

// "❌ Wrong: Old completion handlers" is about a result handed back through a closure. A function that returns its
// result, or awaits it, and also reports progress through a closure uses the closure for progress, not completion.
protocol ExtractionServiceProtocol {
    func extract(_ data: Data) async throws -> String
}

final class ExtractionService: ExtractionServiceProtocol {
    func extract(_ data: Data) async throws -> String { "" }

    // Near misses: progress, with the result returned or awaited.
    func extractText(from data: Data, callback: ((String, Int, Int) -> Void)? = nil) -> String? { // ok: async-await-over-completion-handlers
        callback?("", 1, 1)
        return nil
    }

    func processLarge(data: Data, progressCallback: @escaping (Double) -> Void) async throws -> String { // ok: async-await-over-completion-handlers
        progressCallback(1)
        return ""
    }

    // The document's wrong shape, as apps write it: the result comes back through the closure.
    func fetchReport(id: String, callback: @escaping (Result<String, Error>) -> Void) { // expect: async-await-over-completion-handlers
        Task { callback(.success(id)) }
    }

    // Still the wrong shape: a data task handed back so the caller can cancel it.
    func loadCover(id: String, completion: @escaping (Data?) -> Void) -> URLSessionDataTask { // expect: async-await-over-completion-handlers
        let task = URLSession.shared.dataTask(with: URL(filePath: id)) { data, _, _ in completion(data) }
        task.resume()
        return task
    }
}
