// MovableList: values appended one by one into memory a parsing thread reuses, then moved out whole into an
// array of their count (or dropped). Body scans collect calls and assignments in them, and the parser a
// declaration's attributes and modifiers: no list is regrown from nothing per body or declaration, no spare
// room is kept with the facts, and no value is copied (retained) on the way out.

/// A list in memory that is reused: its owner takes it (a plain copy of the pointer), appends, moves the values
/// out or drops them, and gives it back; two users never hold it at once. Empty between uses; the owner frees it.
struct MovableList<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 16
    private(set) var count = 0

    init() { base = .allocate(capacity: capacity) }

    /// Frees the memory (of a list left empty).
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The values, valid until the list next changes.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    mutating func append(_ value: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: value)
        count += 1
    }

    /// The values in order, moved out; the list is left empty.
    mutating func moveAll() -> [Element] {
        var list: [Element] = []
        list.reserveCapacity(count)
        for i in 0..<count { list.append((base + i).move()) }
        count = 0
        return list
    }

    /// Drops the values; the list is left empty.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }
}
