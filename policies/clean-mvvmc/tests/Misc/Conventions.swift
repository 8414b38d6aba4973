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
    func makeLabel(for code: Int) -> String {
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

// "implicit_return: Warning (use single-line returns)".
struct Basket {
    let prices: [Int]
    var isEmpty: Bool { return prices.isEmpty } // expect: implicit-return-getter
    var count: Int { prices.count } // ok: implicit-return-getter
    func computeTotal() -> Int { return prices.reduce(0, +) } // expect: implicit-return-function
    func findCheapest() -> Int { // ok: implicit-return-function
        guard let first = prices.min() else { return 0 }
        return first
    }
    // As apps write them: a return on its own line, and closures passed to map and filter.
    func hasPrice(_ price: Int) -> Bool {
        return prices.contains(price) // expect: implicit-return-function
    }
    var label: String {
        return "\(prices.count) items" // expect: implicit-return-getter
    }
    // Any type and effects, as real apps write them (round AY): an optional dictionary, an async throwing use case.
    var headers: [String: String]? {
        return [:] // expect: implicit-return-getter
    }
    func fetchPrices(page: Int) async throws -> [Int] {
        return try await loadPrices(page) // expect: implicit-return-function
    }
    func loadPrices(_ page: Int) async throws -> [Int] { prices } // ok: implicit-return-function
    func scalePrices() -> [Int] { prices.map { price in return price * 2 } } // expect: implicit-return-closure
    func filterExpensive() -> [Int] {
        prices.filter { price in
            return price > 100 // expect: implicit-return-closure
        }
    }
    func sortPrices() -> [Int] { prices.sorted { a, b in a < b } } // ok: implicit-return-closure
}

// SwiftLint identifier_name (camelCase) for locals. The document's Swift style, with a snake_case constant.
func loadUserProfile(id: String) async -> String {
    // expect: local-let-camel-case
    let user_name = id.uppercased()
    // Near miss: camelCase locals and the discard.
    // ok: local-let-camel-case
    let displayName = user_name
    // ok: local-let-camel-case
    let _ = displayName
    return displayName
}

// As apps write it: a constant named like a type, and a counter carried over from C.
func countUnread(_ flags: [Bool]) -> Int {
    // expect: local-let-camel-case
    let MaxCount = 99
    // expect: local-var-camel-case
    var unread_count = 0
    // ok: local-var-camel-case
    var index = 0
    while index < flags.count { if flags[index] { unread_count += 1 }; index += 1 }
    return min(unread_count, MaxCount)
}

// SwiftLint's type_name exempts preview providers.
struct OrderRow_Previews: PreviewProvider { // ok: type-name-pascal-case
    static var previews: some View { Text("") }
}
struct Order_Row: Hashable {} // expect: type-name-pascal-case
