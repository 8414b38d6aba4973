import Foundation
import Combine
import XCTest

// A Model/ folder also holds what sits next to the models: their tests, a view model, an API client and its
// protocol, a delegate object. None of them is a model.

// ok: model-struct, model-equatable
final class TripTests: XCTestCase {
    func testTripHasName() async throws {}
}

// An ObservableObject view model holds a screen's UI state: a controller, whose rules apply.
// ok: model-struct, model-equatable
// expect: controller-observable, controller-main-actor
final class TripListViewModel: ObservableObject {
    @Published private(set) var trips: [String] = [] // ok: model-no-published, controller-private-set
    // expect: controller-private-set
    @Published var filter = ""
}

// ok: model-struct, model-equatable, model-no-async
protocol TripAPIProtocol {
    func trips() async throws -> [String] // ok: model-no-async
}

// ok: model-struct, model-equatable
// expect: service-actor
final class TripAPI: TripAPIProtocol {
    func trips() async throws -> [String] { [] } // ok: model-no-async
}

// ok: model-struct, model-equatable
final class TripSocket: NSObject, URLSessionWebSocketDelegate {}

// The model next to them is still one.
// expect: model-struct
final class Trip {
    let name: String
    init(name: String) { self.name = name }
}
