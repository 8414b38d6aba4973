// Parallel: the package's one way of spreading work over threads, used by the stages that need it (linking the
// graph, evaluating rules); it knows nothing of what they compute.
// ParallelMap: an order-preserving map over indices, run on up to `jobs` threads. Each result slot is
// written by exactly one worker; the caller reads them only after every worker has finished.
// OrderedParallelMap: the same, with the results consumed in order while the workers go on.

import Dispatch
import Foundation

package enum ParallelMap {
    package static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T?] {
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

/// An order-preserving map whose results are handed to `consume` in index order as soon as each is ready, by
/// whichever worker completes the next one due: consuming overlaps computing (no worker waits at a barrier),
/// and only the few results finished out of order wait to be consumed. Each result is handed over `inout` and
/// held nowhere else, so `consume` may take its contents without a copy.
package enum OrderedParallelMap {
    package static func forEach<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T, consume: (Int, inout T) -> Void) {
        let workers = min(max(1, jobs), max(1, count))
        if workers == 1 {
            for i in 0..<count {
                var result = transform(i)
                consume(i, &result)
            }
            return
        }
        let queue = InOrderQueue<T>(count: count)
        // `consume` runs on one worker at a time (the queue's `isConsuming` turn) and each call happens after the
        // previous one released the lock, so the state it changes is never touched by two threads at once.
        withoutActuallyEscaping(consume) { consume in
            let consumer = UncheckedSendable(value: consume)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let i = queue.claim() { queue.deliver(transform(i), at: i, consume: consumer.value) }
            }
        }
    }
}

/// A value handed across threads where the code that uses it makes sure only one thread uses it at a time.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) { self.value = value }
}

/// Results waiting to be consumed in index order, and whose turn it is to consume them.
private final class InOrderQueue<T>: @unchecked Sendable {
    private var waiting: [T?]
    private var nextUnclaimed = 0
    private var nextToConsume = 0
    private var isConsuming = false
    private let lock = NSLock()

    init(count: Int) { waiting = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextUnclaimed < waiting.count else { return nil }
        nextUnclaimed += 1
        return nextUnclaimed - 1
    }

    /// Stores result `i`; if no worker is consuming, this one consumes every result now due, in order.
    func deliver(_ value: consuming T, at i: Int, consume consumer: (Int, inout T) -> Void) {
        lock.lock()
        waiting[i] = consume value
        guard !isConsuming else { lock.unlock(); return }
        isConsuming = true
        while nextToConsume < waiting.count, var ready = waiting[nextToConsume].take() {
            let index = nextToConsume
            nextToConsume += 1
            lock.unlock()
            consumer(index, &ready)
            lock.lock()
        }
        isConsuming = false
        lock.unlock()
    }
}

/// Two independent computations, side by side when there are two threads to spare: the first on a thread of its
/// own, the second on the calling thread, where it may itself spread over every thread (a nested
/// `concurrentPerform` inside a two-wide one ran far narrower).
package enum Concurrently {
    package static func both<A: Sendable, B: Sendable>(jobs: Int, _ first: @Sendable () -> A, _ second: () -> B) -> (A, B) {
        guard jobs >= 2 else { return (first(), second()) }
        let firstResult = Slots<A>(count: 1)
        let secondValue = withoutActuallyEscaping(first) { first in
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { firstResult.store(first(), at: 0) }
            let value = second()
            // the first is done before `first` stops being valid
            group.wait()
            return value
        }
        // the slot is filled once the group is done; computing again is only a fallback for the type checker
        return (firstResult.takeAll()[0] ?? first(), secondValue)
    }
}

/// Result slots with a shared cursor over the unclaimed indices; every access holds the lock, and each slot is
/// written by one worker and read once all have finished.
package final class Slots<T>: @unchecked Sendable {
    private var values: [T?]
    private var nextUnclaimed = 0
    private let lock = NSLock()

    package init(count: Int) { values = Array(repeating: nil, count: count) }

    package func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextUnclaimed < values.count else { return nil }
        nextUnclaimed += 1
        return nextUnclaimed - 1
    }

    package func store(_ value: T, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Hands the results over, leaving nothing behind.
    package func takeAll() -> [T?] {
        lock.lock(); defer { lock.unlock() }
        let all = values
        values = []
        return all
    }
}
