import Foundation

final class AccountRepositoryImpl: AccountRepository {
    // The document's own verb phrases.
    // ok: method-verb-phrase
    func getUserProfile(id: String) async throws -> String { id }
    // ok: method-verb-phrase
    func hasPermission(_ name: String) -> Bool { !name.isEmpty }
    // ok: method-verb-phrase
    func sendMessage(_ text: String) async throws {}
    // expect: method-verb-phrase
    func userProfile(id: String) async throws -> String { id }
    // As apps write it: a query that reads as a property.
    // expect: method-verb-phrase
    func currentUserID() -> String? { nil }
}

// Near miss: a framework callback is named by the framework.
final class AccountDownloadObserver: NSObject, URLSessionDownloadDelegate {
    // ok: method-verb-phrase
    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
    ) {}
}
