import Foundation

// A data-layer type that happens to be named *Controller (no SwiftUI, Observation or Combine):
// not a controller of this architecture.
public class CacheController { // ok: controller-observable, controller-main-actor, controller-final
    public var maxEntries = 100 // ok: controller-private-set
}

protocol PaymentsProviding {
    func charge() async throws
}

// A service protocol with another naming scheme still counts as a protocol-based service.
protocol LedgerService {
    func balance() async throws -> Int
}

actor RemoteLedgerService: LedgerService { // ok: service-protocol
    func balance() async throws -> Int { 0 }
}

// A protocol named for the role the service plays (as apps write them: `FeeRateProviding`, `BalanceUpdater`) is the
// service's protocol too, also when an extension declares the conformance.
actor PaymentsService: PaymentsProviding { // ok: service-protocol
    func charge() async throws {}
}

actor RefundService { // ok: service-protocol
    func refund() async throws {}
}

extension RefundService: RefundUpdater {}

protocol RefundUpdater {
    func refund() async throws
}

// Near miss: conforming to standard-library protocols only is no service protocol.
// expect: service-protocol
struct InvoiceService: Sendable, Identifiable, CustomStringConvertible {
    let id = 0
    var description: String { "invoices" }
    func send() async throws {}
}
