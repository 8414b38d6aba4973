// RecentLookups: the last few keys looked up and what each found, compared in order before a slower lookup
// (hashing a key reads all of it, and a table may have to grow): declarations side by side tend to repeat theirs.

struct RecentLookups<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The value kept for `key`, nil when it is not among the recent keys.
    func value(for key: Key) -> Value? {
        // by index: each entry read whole would be copied (its key retained) for the comparison
        for i in entries.indices where entries[i].key == key { return entries[i].value }
        return nil
    }

    /// Keeps `value` for `key` as the newest entry, dropping the oldest when `capacity` are kept already.
    mutating func keep(_ value: Value, for key: Key) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append((key, value))
    }
}
