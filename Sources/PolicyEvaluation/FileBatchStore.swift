// FileBatchStore: values a file's one reading gives for several rules at once (every code pattern's matches, every
// layout head's places), shared by the evaluation threads. The first thread to ask about a file computes its batch
// while others wait for it (a file is never read twice at once), and each value is taken by the one rule that asks
// for it and then dropped, so memory holds only what rules have yet to read, not every match of a whole check.

import Foundation
import PolicyLanguage

final class FileBatchStore<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [Int: [SourceSpan: Value]] = [:]
    private var claimed: Set<Int> = []
    /// The files whose value of each key was taken: a batch computed again for a file (a rule that comes back to it)
    /// does not keep values already read.
    private var taken: [SourceSpan: [UInt64]] = [:]

    /// The value of `key` in file `file`, taken out of the store; `compute` makes the file's whole batch when the
    /// file has none (the first time, or again for a key whose value was taken before).
    func take(_ key: SourceSpan, file: Int, compute: () -> [SourceSpan: Value]) -> Value? {
        condition.lock()
        // a file another thread is reading is waited for, not read twice
        while claimed.contains(file) { condition.wait() }
        if let value = batches[file]?[key] {
            remove(key, file)
            condition.unlock()
            return value
        }
        claimed.insert(file)
        condition.unlock()
        var batch = compute()
        let value = batch.removeValue(forKey: key)
        condition.lock()
        markTaken(key, file)
        for (other, otherValue) in batch where !isTaken(other, file) && batches[file]?[other] == nil {
            batches[file, default: [:]][other] = otherValue
        }
        claimed.remove(file)
        condition.broadcast()
        condition.unlock()
        return value
    }

    private func remove(_ key: SourceSpan, _ file: Int) {
        batches[file]?[key] = nil
        if batches[file]?.isEmpty == true { batches[file] = nil }
        markTaken(key, file)
    }

    private func isTaken(_ key: SourceSpan, _ file: Int) -> Bool {
        guard let bits = taken[key], file / 64 < bits.count else { return false }
        return bits[file / 64] & (1 << UInt64(file % 64)) != 0
    }

    private func markTaken(_ key: SourceSpan, _ file: Int) {
        let word = file / 64
        if (taken[key]?.count ?? 0) <= word {
            taken[key, default: []] += [UInt64](repeating: 0, count: word + 1 - (taken[key]?.count ?? 0))
        }
        taken[key, default: []][word] |= 1 << UInt64(file % 64)
    }
}
