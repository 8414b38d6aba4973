// FileBatchStore: values a file's one reading gives for several rules at once (every code pattern's matches, every
// layout head's places), shared by the evaluation threads. The first thread to ask about a file computes its batch
// while others wait for it (a file is never read twice at once), and each value is taken by the one rule that asks
// for it and then dropped, so memory holds only what rules have yet to read, not every match of a whole check; an
// empty value is a bit, not an entry.

import Foundation
import PolicyLanguage

final class FileBatchStore<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    /// The values not yet taken that hold something, by file: an empty value (most patterns in most files) is only
    /// a bit in `waiting`, not a table entry per file and key.
    private var batches: [Int: [SourceSpan: [Element]]] = [:]
    /// For each key, the files whose value (possibly empty) was computed and not yet taken.
    private var waiting: [SourceSpan: [UInt64]] = [:]
    private var claimed: Set<Int> = []
    /// The files whose value of each key was taken: a batch computed again for a file (a rule that comes back to it)
    /// does not keep values already read.
    private var taken: [SourceSpan: [UInt64]] = [:]
    /// The files whose batch was computed at least once.
    private var computed: [UInt64] = []

    /// The value of `key` in file `file`, taken out of the store; `compute` makes the file's whole batch when the
    /// file has none (the first time, or again for a key whose value was taken before). Empty when the batch has
    /// no value for the key.
    func take(_ key: SourceSpan, file: Int, compute: () -> [SourceSpan: [Element]]) -> [Element] {
        condition.lock()
        // a file another thread is reading is waited for, not read twice
        while claimed.contains(file) { condition.wait() }
        if Self.contains(waiting[key] ?? [], file) {
            let value = remove(key, file)
            condition.unlock()
            return value
        }
        claimed.insert(file)
        condition.unlock()
        var batch = compute()
        let value = batch.removeValue(forKey: key) ?? []
        condition.lock()
        markTaken(key, file)
        store(batch, file)
        claimed.remove(file)
        condition.broadcast()
        condition.unlock()
        return value
    }

    /// Computes the batch of `file` unless it was computed before or is being computed: the evaluation fills the
    /// store file by file on every thread before the rules take from it, so that no rule waits for another's reading.
    func fill(file: Int, compute: () -> [SourceSpan: [Element]]) {
        condition.lock()
        guard !claimed.contains(file), !Self.contains(computed, file) else {
            condition.unlock()
            return
        }
        claimed.insert(file)
        condition.unlock()
        let batch = compute()
        condition.lock()
        store(batch, file)
        claimed.remove(file)
        condition.broadcast()
        condition.unlock()
    }

    /// Keeps the values of a batch just computed that were neither taken nor are already waiting. Called locked.
    private func store(_ batch: [SourceSpan: [Element]], _ file: Int) {
        Self.insert(file, into: &computed)
        for (key, value) in batch where !isTaken(key, file) && !Self.contains(waiting[key] ?? [], file) {
            Self.insert(file, into: &waiting[key, default: []])
            if !value.isEmpty { batches[file, default: [:]][key] = value }
        }
    }

    /// Takes the waiting value of `key` in `file` out of the store. Called locked.
    private func remove(_ key: SourceSpan, _ file: Int) -> [Element] {
        Self.remove(file, from: &waiting[key, default: []])
        let value = batches[file]?.removeValue(forKey: key) ?? []
        if batches[file]?.isEmpty == true { batches[file] = nil }
        markTaken(key, file)
        return value
    }

    private func isTaken(_ key: SourceSpan, _ file: Int) -> Bool {
        taken[key].map { Self.contains($0, file) } ?? false
    }

    private func markTaken(_ key: SourceSpan, _ file: Int) {
        Self.insert(file, into: &taken[key, default: []])
    }

    private static func contains(_ bits: [UInt64], _ file: Int) -> Bool {
        file / 64 < bits.count && bits[file / 64] & (1 << UInt64(file % 64)) != 0
    }

    private static func insert(_ file: Int, into bits: inout [UInt64]) {
        if bits.count <= file / 64 { bits += [UInt64](repeating: 0, count: file / 64 + 1 - bits.count) }
        bits[file / 64] |= 1 << UInt64(file % 64)
    }

    private static func remove(_ file: Int, from bits: inout [UInt64]) {
        if file / 64 < bits.count { bits[file / 64] &= ~(1 << UInt64(file % 64)) }
    }
}
