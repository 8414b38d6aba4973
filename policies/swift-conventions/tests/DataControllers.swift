import Foundation

// A data-layer type that happens to be named *Controller (no SwiftUI, Observation or Combine):
// not a controller of this architecture.
public class CacheController { // ok: controller-observable, controller-main-actor, controller-final
    public var maxEntries = 100 // ok: controller-private-set
}

protocol PaymentsProviding {}

// A service protocol with another naming scheme still counts as a protocol-based service.
protocol LedgerService {
    func balance() async throws -> Int
}

actor RemoteLedgerService: LedgerService { // ok: service-protocol
    func balance() async throws -> Int { 0 }
}

// expect: service-protocol
actor PaymentsService: PaymentsProviding {
    func charge() async throws {}
}
