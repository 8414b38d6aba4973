import Foundation

// "Async operation (API, database) -> Service (actor + protocol)", as apps name their service actors: a library
// manager and a downloader are actors doing the document's service work, so they need the protocol too.
// expect: service-protocol
actor ModelLibraryManager {
    private var models: [String] = []
    func scan(_ folder: URL) async throws -> [String] {
        models = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return models
    }
}

protocol WeightsDownloading: Sendable {
    func download(_ name: String) async throws -> URL
}

actor WeightsDownloader: WeightsDownloading { // ok: service-protocol
    func download(_ name: String) async throws -> URL { URL(fileURLWithPath: "/tmp/\(name)") }
}

// Near miss: an actor that only serialises a counter is no service the document describes.
actor TokenCounter { // ok: service-protocol
    private var count = 0
    func add(_ n: Int) { count += n }
}

// As real apps name the actors that do the service work: for the session, for a SwiftData store.
// expect: service-protocol
actor AuthenticationActor {
    func signIn(user: String) async throws -> String {
        let (data, _) = try await URLSession.shared.data(from: URL(fileURLWithPath: "/\(user)"))
        return String(decoding: data, as: UTF8.self)
    }
}

// expect: service-protocol
@ModelActor actor SongLibrary {
    func deleteSongs(_ ids: [String]) throws {}
}
