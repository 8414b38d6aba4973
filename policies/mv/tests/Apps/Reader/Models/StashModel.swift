// "Business logic belongs in Features (use cases) and SDKs (clients), not models": reading a file into Data and
// writing it back is a client's file access. As apps write it: a stash model that keeps itself on disk.
import Foundation
import Observation

@MainActor @Observable final class StashModel {
    var items: [String] = []
    private let fileURL = URL(fileURLWithPath: "/tmp/stash.json")

    func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return } // expect: model-no-file-data
        items = (try? JSONDecoder().decode([String].self, from: data)) ?? [] // expect: model-no-client-work
    }

    func save(_ data: Data) {
        try? data.write(to: fileURL, options: .atomic) // expect: model-no-file-writes
    }

    // Near miss: decoding a value the model already holds reads no file.
    func restore(_ token: String) -> Data? {
        Data(base64Encoded: token) // ok: model-no-file-data
    }
}
