import Foundation
import Observation

// A store that serializes a request body itself does the client's encoding work.
@MainActor @Observable final class OrderModel {
    var orders: [Order] = []
    let http: HTTPClient

    init(http: HTTPClient) { self.http = http }

    func save(_ order: Order) async throws {
        // expect: model-no-client-work
        let body = try JSONSerialization.data(withJSONObject: order.requestBody, options: [])
        try await http.post(body)
    }

    func decodeLegacy(_ data: Data) throws -> [String: Any] {
        // expect: model-no-client-work
        (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }
}

// A model only checking whether a value can be serialized does no encoding.
// ok: model-no-client-work
@MainActor @Observable final class DraftModel {
    var draft: [String: String] = [:]
    var canSend: Bool { JSONSerialization.isValidJSONObject(draft) }
}
