import Foundation
import Observation

// A public observable client in a package's networking module: the one comment is that it should not be observable
// ("@Observable only in the Apps layer"); its decoding and socket handling are where the document wants them, in an
// SDK client, and are not judged as a model's logic.
// expect: observable-only-in-apps
@Observable public final class PlayerSocket { // ok: model-minimal-logic, model-no-client-work
    public private(set) var isConnected = false
    private var task: URLSessionWebSocketTask?

    public func connect(to url: URL) { // ok: model-no-client-work
        var request = URLRequest(url: url)
        request.setValue("token", forHTTPHeaderField: "Authorization")
        task = URLSession.shared.webSocketTask(with: request)
        task?.resume()
    }

    func handle(_ data: Data) throws { // ok: model-minimal-logic
        let message = try JSONDecoder().decode([String: String].self, from: data)
        switch message["type"] {
        case "play": isConnected = true
        case "pause": isConnected = true
        case "stop": isConnected = false
        case "seek": isConnected = true
        case "volume": isConnected = true
        default: if message.isEmpty { isConnected = false } else if message.count > 3 { isConnected = true }
        }
    }
}
