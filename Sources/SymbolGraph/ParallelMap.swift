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

/// Result slots with a shared cursor over the unclaimed indices.
final class Slots<T>: @unchecked Sendable {
    private var values: [T?]
    private var nextUnclaimed = 0
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextUnclaimed < values.count else { return nil }
        nextUnclaimed += 1
        return nextUnclaimed - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Hands the results over, leaving nothing behind.
    func takeAll() -> [T?] {
        lock.lock(); defer { lock.unlock() }
        let all = values
        values = []
        return all
    }
}
