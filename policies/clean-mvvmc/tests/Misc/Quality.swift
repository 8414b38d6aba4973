import Foundation // ok: no-third-party-di

// ok: type-name-pascal-case
struct PriceList {
    // ok: identifier-camel-case
    let basePrice: Int
    // expect: identifier-camel-case
    let Max_Price: Int

    // ok: no-force-unwrap, cyclomatic-complexity, function-parameter-count
    // ok: no-escaping-completion, no-gcd, no-combine-operators
    func calculateTotal(items: [Int], discount: Int, tax: Int, fee: Int, tip: Int) async -> Int {
        items.reduce(0, +) - discount + tax + fee + tip
    }

    // expect: no-force-unwrap
    func pickFirst(_ items: [Int]) -> Int { items.first! }

    // expect: function-parameter-count
    func make(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int { a + b + c + d + e + f }

    // expect: cyclomatic-complexity
    func computeGrade(_ x: Int) -> Int {
        if x > 1 { return 1 }; if x > 2 { return 2 }; if x > 3 { return 3 }; if x > 4 { return 4 }
        if x > 5 { return 5 }; if x > 6 { return 6 }; if x > 7 { return 7 }; if x > 8 { return 8 }
        if x > 9 { return 9 }; if x > 10 { return 10 }
        return 0
    }

    // expect: no-escaping-completion
    func load(completion: @escaping (Int) -> Void) { completion(basePrice) }

    // ok: no-escaping-completion
    func apply(_ transform: (Int) -> Int) -> Int { transform(basePrice) }

    // As apps write it (round BL): a load with its result handed back through a closure.
    // expect: no-escaping-completion
    func loadDiscounts(for code: String, resultHandler: @escaping ([Int]) -> Void) { resultHandler([basePrice]) }

    // expect: no-gcd
    func refresh() { DispatchQueue.main.async { print("done") } }

    // As apps write it: a global queue handed to other code, and a dispatch on one (one finding on its line).
    func parseValues(_ values: [Int]) {
        parseAsync(values, queue: DispatchQueue.global(qos: .userInitiated)) { _ in } // expect: no-gcd
        DispatchQueue.global().async { print(values) } // expect: no-gcd
    }

    private func parseAsync(_ values: [Int], queue: DispatchQueue, done: @escaping ([Int]) -> Void) {} // ok: no-gcd

    // expect: no-combine-operators
    func observe(_ publisher: NotificationCenter.Publisher) { _ = publisher.sink { print($0) } }
}

// expect: type-name-pascal-case
struct price_tag {}

// ok: protocol-no-delegate-manager
protocol PriceFormatting {}

// expect: protocol-no-delegate-manager
protocol NotificationCenterDelegate {}
final class PushHandler {}
extension PushHandler: NotificationCenterDelegate {
    // ok: no-escaping-completion
    func center(_ name: String, withCompletionHandler completionHandler: @escaping () -> Void) { completionHandler() }
}

// Near miss (round BL): an initializer's closure is stored, an action the owner calls when the user
// asks (a coordinator telling its parent to show another scene), not the result of an async call.
final class ReceiptFlow {
    private let showPaymentHandler: () -> Void

    init(showPaymentHandler: @escaping () -> Void) { // ok: no-escaping-completion
        self.showPaymentHandler = showPaymentHandler
    }

    func payTapped() { showPaymentHandler() }
}
