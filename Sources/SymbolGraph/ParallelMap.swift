// ParallelMap: an order-preserving map over indices, run on up to `jobs` threads. Each result slot is
// written by exactly one worker; the caller reads them only after every worker has finished.

import Dispatch
import Foundation

enum ParallelMap {
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T?] {
        let results = Slots<T>(count: count)
        let workers = min(max(1, jobs), max(1, count))
        if workers == 1 {
            for i in 0..<count { results.store(transform(i), at: i) }
            return results.takeAll()
        }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = results.claim() { results.store(transform(i), at: i) }
        }
        return results.takeAll()
    }
}

/// Two independent computations, side by side when there are two threads to spare.
enum Concurrently {
    static func both<A: Sendable, B: Sendable>(jobs: Int, _ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard jobs >= 2 else { return (first(), second()) }
        let firstResult = Slots<A>(count: 1), secondResult = Slots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { firstResult.store(first(), at: 0) } else { secondResult.store(second(), at: 0) }
        }
        // both slots are filled once concurrentPerform returns; computing again is only a fallback for the type checker
        return (firstResult.takeAll().first.flatMap { $0 } ?? first(), secondResult.takeAll().first.flatMap { $0 } ?? second())
    }
}

/// Result slots with a shared cursor over the unclaimed indices; every access holds the lock, and each slot is
/// written by one worker and read once all have finished.
public final class Slots<T>: @unchecked Sendable {
    private var values: [T?]
    private var nextUnclaimed = 0
    private let lock = NSLock()

    public init(count: Int) { values = Array(repeating: nil, count: count) }

    public func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextUnclaimed < values.count else { return nil }
        nextUnclaimed += 1
        return nextUnclaimed - 1
    }

    public func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Hands the results over, leaving nothing behind.
    public func takeAll() -> [T?] {
        lock.lock(); defer { lock.unlock() }
        let all = values
        values = []
        return all
    }
}
