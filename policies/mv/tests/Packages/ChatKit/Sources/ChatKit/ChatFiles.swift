import Foundation
import Observation

// A `*Kit` package is a library the app imports (the document's SDK layer): a public observable there is told to stop
// being observable, once; its file access and encoding are where the document wants them.
// expect: observable-only-in-apps
@Observable public final class ChatFiles { // ok: observable-main-actor
    public private(set) var names: [String] = []
    private let encoder = JSONEncoder() // ok: model-no-client-work

    public func save(_ name: String) throws { // ok: model-no-client-work
        let data = try encoder.encode([name])
        try data.write(to: FileManager.default.temporaryDirectory.appending(path: name))
        names.append(name)
    }
}
