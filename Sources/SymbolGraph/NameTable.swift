// NameTable: names, each with an owner (a type, for members; 0 otherwise), numbered in the order they were
// first inserted, and found again by a cheap hash of the name's bytes instead of the standard library's
// SipHash of every byte. Linking looks hundreds of thousands of names up, most of them in vain (library
// types and functions): a miss costs the hash and, unless a small bit table of the names inserted rules it out,
// a probe or two of an open-addressed table of entry numbers.

/// Distinct (owner, name) pairs numbered from 0 in insertion order, for lists kept beside the table by entry
/// number. Names are compared as Swift strings (canonical equivalence): ASCII names are hashed by their bytes,
/// other names by the standard library's hash, under which canonically equivalent strings hash alike.
struct NameTable: Sendable {
    /// A name with its owner, side by side so that checking a candidate reads one place.
    private struct Entry: Sendable {
        var name: String
        var owner: Int32
        /// The name's first and last bytes (in the padding after `owner`): a pattern anchored at either end
        /// rules most names out without reading the name's storage (`names(whereEnds:_:)`).
        var ends: (first: UInt8, last: UInt8)
    }

    private var entries: [Entry] = []
    /// Per slot, 0 when empty, else the entry number + 1 in the low 32 bits and the high 32 bits of the entry's
    /// hash above them: a probe tells most other names apart without reading the entry. A power of two long, at
    /// most half full.
    private var slots: [UInt64]
    /// One bit per name hash (four bits a slot, a sixteenth of the slots' bytes), set for every name inserted under
    /// any owner: most names looked up and not found (library functions and types) are ruled out by this bit, read
    /// from a table small enough to stay in cache, without probing the slots.
    private var nameBits: [UInt64]

    init(expectedCount count: Int = 0) {
        var size = 16
        while size < count * 2 { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        nameBits = [UInt64](repeating: 0, count: size / 16)
        entries.reserveCapacity(count)
    }

    var count: Int { entries.count }

    /// A name's first and last bytes (0 when empty), read from its contiguous storage where it has one.
    @inline(__always) private static func ends(of name: String) -> (first: UInt8, last: UInt8) {
        name.utf8.withContiguousStorageIfAvailable { ($0.first ?? 0, $0.last ?? 0) } ?? (name.utf8.first ?? 0, name.utf8.last ?? 0)
    }

    /// The name of entry `entry`.
    func name(_ entry: Int) -> String { entries[entry].name }

    /// Calls `body` with each entry whose first and last bytes (0 for an empty name) `mayMatch` accepts, and its
    /// name: the ends are read from the entry, so the storage of the names they rule out is never touched.
    func names(whereEnds mayMatch: (_ first: UInt8, _ last: UInt8) -> Bool, _ body: (_ entry: Int, _ name: String) -> Void) {
        entries.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                let ends = entries[entry].ends
                if mayMatch(ends.first, ends.last) { body(entry, entries[entry].name) }
            }
        }
    }

    /// The entry of `name` with `owner`, made at the end when new.
    mutating func insert(_ name: String, owner: Int = 0) -> (entry: Int, isNew: Bool) {
        let nameHash = Self.nameHash(name)
        let hash = Self.hash(nameHash: nameHash, owner: owner)
        if let found = find(name, owner: owner, hash: hash) { return (found, false) }
        if (entries.count + 1) * 2 > slots.count { grow() }
        let entry = entries.count
        entries.append(Entry(name: name, owner: Int32(clamping: owner), ends: Self.ends(of: name)))
        place(entry, hash: hash)
        markName(nameHash)
        return (entry, true)
    }

    /// The entry of `name` with `owner`, nil when there is none.
    @inline(__always) func find(_ name: String, owner: Int = 0) -> Int? {
        find(name, owner: owner, nameHash: Self.nameHash(name))
    }

    /// `find(_:owner:)` with the name's part of the hash computed already (`nameHash(_:)`), for one name looked
    /// up under several owners or in several tables.
    @inline(__always) func find(_ name: String, owner: Int = 0, nameHash: UInt64) -> Int? {
        guard mayHaveName(nameHash) else { return nil }
        return find(name, owner: owner, hash: Self.hash(nameHash: nameHash, owner: owner))
    }

    /// The word and bit of `nameBits` for a name hash: its top bits, as many as the table has bits.
    @inline(__always) private func nameBit(_ nameHash: UInt64) -> (word: Int, bit: UInt64) {
        let mixed = nameHash &* 0x9E37_79B9_7F4A_7C15
        let index = Int(truncatingIfNeeded: mixed >> 32) & (nameBits.count * 64 - 1)
        return (index >> 6, 1 << UInt64(index & 63))
    }

    /// False when no name with this hash was inserted.
    @inline(__always) private func mayHaveName(_ nameHash: UInt64) -> Bool {
        let (word, bit) = nameBit(nameHash)
        return nameBits[word] & bit != 0
    }

    private mutating func markName(_ nameHash: UInt64) {
        let (word, bit) = nameBit(nameHash)
        nameBits[word] |= bit
    }

    @inline(__always) private func find(_ name: String, owner: Int, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        let owner = Int32(clamping: owner)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if entries[entry].owner == owner, entries[entry].name == name { return entry }
            }
            i = (i + 1) & mask
        }
    }

    private mutating func place(_ entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        nameBits = [UInt64](repeating: 0, count: slots.count / 16)
        for entry in entries.indices {
            let nameHash = Self.nameHash(entries[entry].name)
            place(entry, hash: Self.hash(nameHash: nameHash, owner: Int(entries[entry].owner)))
            markName(nameHash)
        }
    }

    /// The part of a name's hash that depends on the name alone.
    @inline(__always) static func nameHash(_ name: String) -> UInt64 {
        asciiNameHash(name) ?? UInt64(UInt(bitPattern: name.hashValue))
    }

    /// `nameHash(_:)` of an ASCII name, whose hash differs from another ASCII name's only if their bytes do; nil for
    /// a name with other bytes (which may equal a name of other bytes, and is hashed as a string).
    @inline(__always) static func asciiNameHash(_ name: String) -> UInt64? {
        name.utf8.withContiguousStorageIfAvailable(asciiHash) ?? nativeHash(name)
    }

    /// The hash of a name with an owner: the name's hash (its bytes eight at a time when ASCII) mixed with the owner.
    @inline(__always) static func hash(nameHash: UInt64, owner: Int) -> UInt64 {
        var h = nameHash ^ UInt64(truncatingIfNeeded: owner) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 32)
    }

    /// `asciiHash` of a string not stored as contiguous UTF-8 (a bridged one), through a native copy.
    private static func nativeHash(_ name: String) -> UInt64? {
        var native = name
        return native.withUTF8(asciiHash)
    }

    /// A hash of ASCII bytes, eight at a time; nil when a byte is not ASCII (such a string may equal a string of
    /// other bytes, so it is hashed as a string).
    @inline(__always) private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var highBits: UInt64 = 0
        var i = 0
        while i + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            highBits |= word
            h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 31
            i += 8
        }
        if i + 4 <= count {
            let word = UInt64(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
            highBits |= word
            h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
            i += 4
        }
        var tail: UInt64 = 0
        while i < count {
            tail = tail << 8 | UInt64(bytes[i])
            i += 1
        }
        highBits |= tail
        if highBits & 0x8080_8080_8080_8080 != 0 { return nil }
        return (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    }
}
