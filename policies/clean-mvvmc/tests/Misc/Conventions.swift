import Foundation

// Second cases of the SwiftLint items and concurrency rules, as apps write them (one-line functions: the finding is
// on this line whether a rule reports the declaration or the occurrence).

enum payment_status { case paid } // expect: type-name-pascal-case
enum PaymentStatus { case pending } // ok: type-name-pascal-case

struct Invoice {
    let invoice_number: String // expect: identifier-camel-case
    let _storage: Int // ok: identifier-camel-case

    func send(to address: String, onComplete callback: @escaping (Bool) -> Void) {} // expect: no-escaping-completion
    func archive() { DispatchQueue.global(qos: .background).async { print("archived") } } // expect: no-gcd
    func link() -> URL { URL(string: "invoice:" + invoice_number)! } // expect: no-force-unwrap
    func deliver(to address: String) async -> Bool { true } // ok: no-escaping-completion, no-gcd, no-force-unwrap

    // expect: function-parameter-count
    init(invoiceNumber: String, storage: Int, customer: String, total: Int, currency: String, dueDate: Date) {
        self.invoice_number = invoiceNumber
        self._storage = storage
    }

    // expect: cyclomatic-complexity
    func label(for code: Int) -> String {
        switch code {
        case 0: return "draft"
        case 1: return "sent"
        case 2: return "viewed"
        case 3: return "paid"
        case 4: return "overdue"
        case 5: return "void"
        case 6: return "disputed"
        case 7: return "refunded"
        case 8: return "partial"
        case 9: return "scheduled"
        case 10: return "failed"
        default: return "unknown"
        }
    }
}
