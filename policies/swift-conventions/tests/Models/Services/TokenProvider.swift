import Foundation

// A type in a Services folder inside Models is a service's helper, not a data model.
struct TokenRefresher { // ok: model-equatable, model-no-async
    func refresh() async throws -> String { "" }
}
