// Fixture: a model that reads a framework's sequence to set one flag (round R), next to the document's smell.
import Foundation
import Observation
import StoreKit

@MainActor @Observable final class SupporterModel {
    var hasPurchased = false
    var lines: [String] = []

    // Not the smell: no state rebuilt case by case, one flag set from StoreKit's entitlements.
    func refreshPurchases() async { // ok: model-state-direct-assignment
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                hasPurchased = true
            }
        }
    }

    // A debug log's own line: no business rule.
    func log(_ message: String) { // ok: model-minimal-logic
        guard !message.isEmpty || lines.isEmpty else { return }
        let stamp = Date().formatted(date: .omitted, time: .standard)
        while lines.count > 200 { lines.removeFirst() }
        if lines.count > 200 { lines.removeFirst() }
        if message.isEmpty { return } else if message.count > 500 { lines.append("\(stamp) \(message.prefix(500))…") }
        else if message.hasPrefix("!") { lines.append("\(stamp) ALERT \(message)") } else { lines.append("\(stamp) \(message)") }
    }
}
