// FileBatchStore: a file's batch is computed once for every key it holds, each value is taken once and dropped, and
// threads asking about one file at once wait for the one computing it.
import Foundation
@testable import PolicyEvaluation
import PolicyLanguage
import XCTest

final class FileBatchStoreTests: XCTestCase {
    private func span(_ offset: Int) -> SourceSpan { SourceSpan(file: "p.policy", line: 1, column: offset + 1, length: 1, offset: offset) }

    /// A batch of two keys with values and one empty, that counts how often it is computed.
    private final class TwoKeyBatch {
        var computed = 0
        func make(_ span: (Int) -> SourceSpan) -> [SourceSpan: [Int]] {
            computed += 1
            return [span(0): [10], span(1): [11], span(2): []]
        }
    }

    func testOneComputationAnswersEveryKeyOfTheFile() {
        let store = FileBatchStore<Int>()
        let batch = TwoKeyBatch()
        XCTAssertEqual(store.take(span(0), file: 3) { batch.make(span) }, [10])
        XCTAssertEqual(store.take(span(1), file: 3) { batch.make(span) }, [11])
        XCTAssertEqual(batch.computed, 1)
    }

    func testATakenValueIsDroppedAndComputedAgainIfAskedAgain() {
        let store = FileBatchStore<Int>()
        let batch = TwoKeyBatch()
        XCTAssertEqual(store.take(span(0), file: 0) { batch.make(span) }, [10])
        XCTAssertEqual(store.take(span(0), file: 0) { batch.make(span) }, [10])
        XCTAssertEqual(batch.computed, 2)
        // the second batch did not bring back a value already taken, nor replace one still waiting
        XCTAssertEqual(store.take(span(1), file: 0) { batch.make(span) }, [11])
        XCTAssertEqual(batch.computed, 2)
    }

    func testAFilledFileIsTakenFromWithoutReadingItAgain() {
        let store = FileBatchStore<Int>()
        let batch = TwoKeyBatch()
        store.fill(file: 5) { batch.make(span) }
        store.fill(file: 5) { batch.make(span) }
        XCTAssertEqual(store.take(span(1), file: 5) { batch.make(span) }, [11])
        XCTAssertEqual(batch.computed, 1)
    }

    func testAnEmptyValueIsAnsweredFromTheBatchWithoutComputingItAgain() {
        let store = FileBatchStore<Int>()
        let batch = TwoKeyBatch()
        store.fill(file: 2) { batch.make(span) }
        XCTAssertEqual(store.take(span(2), file: 2) { batch.make(span) }, [])
        XCTAssertEqual(batch.computed, 1)
        // taken once, as a value is: asked again, the file is read again
        XCTAssertEqual(store.take(span(2), file: 2) { batch.make(span) }, [])
        XCTAssertEqual(batch.computed, 2)
    }

    func testAKeyTheBatchDoesNotHoldIsEmpty() {
        let store = FileBatchStore<Int>()
        let batch = TwoKeyBatch()
        XCTAssertEqual(store.take(span(9), file: 1) { batch.make(span) }, [])
        XCTAssertEqual(store.take(span(0), file: 1) { batch.make(span) }, [10])
        XCTAssertEqual(batch.computed, 1)
    }

    /// What the threads saw, recorded under a lock.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var computed = 0
        private var results: [Int: Int] = [:]
        func computing() { lock.lock(); computed += 1; lock.unlock() }
        func record(_ value: Int, at index: Int) { lock.lock(); results[index] = value; lock.unlock() }
        var summary: (computed: Int, results: [Int]) {
            lock.lock(); defer { lock.unlock() }
            return (computed, results.keys.sorted().compactMap { results[$0] })
        }
    }

    func testThreadsAskingAboutOneFileComputeItOnce() {
        let store = FileBatchStore<Int>()
        let keys = (0..<8).map(span)
        let log = Log()
        DispatchQueue.concurrentPerform(iterations: keys.count) { index in
            let value = store.take(keys[index], file: 7) {
                log.computing()
                return Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, [$0 * 100]) })
            }.first ?? -1
            log.record(value, at: index)
        }
        XCTAssertEqual(log.summary.results, (0..<8).map { $0 * 100 })
        XCTAssertEqual(log.summary.computed, 1)
    }
}
