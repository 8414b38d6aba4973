// NameFilter: a bit set that can tell that an index surely lacks a name (for an owner, in the member index),
// from a cheap hash of the name's bytes. Linking looks most names up in vain (calls to library functions,
// references to library types); the filter spares those lookups the dictionary's slower string hashing.
// A filter by owner keeps each owner's names in one 512-bit block (one cache line): the calls of one body are
// looked up in one owner, so after the first lookup the rest find its block in the cache.

struct NameFilter: Sendable {
    private var bits: [UInt64]
    private let mask: UInt64
    /// Whether the owner alone chooses the block of a name's bit.
    private let isGroupedByOwner: Bool

    /// An empty filter sized for about `count` names: eight bits each, so about one lookup in eight of a name
    /// that is absent still goes to the index. `groupedByOwner`: see the file's header.
    init(expectedCount count: Int, groupedByOwner: Bool = false) {
        var size = 4096
        while size < count * 8 { size *= 2 }
        bits = [UInt64](repeating: 0, count: size / 64)
        mask = UInt64(size - 1)
        isGroupedByOwner = groupedByOwner
    }

    mutating func insert(_ name: String, owner: Int = 0) {
        let bit = bit(name, owner: owner)
        bits[Int(bit >> 6)] |= 1 << (bit & 63)
    }

    /// False only when `name` (with `owner`) was never inserted.
    @inline(__always) func mayContain(_ name: String, owner: Int = 0) -> Bool {
        let bit = bit(name, owner: owner)
        return bits[Int(bit >> 6)] & (1 << (bit & 63)) != 0
    }

    @inline(__always) private func bit(_ name: String, owner: Int) -> UInt64 {
        let nameHash = name.utf8.withContiguousStorageIfAvailable(Self.hash) ?? Self.nativeHash(name)
        if isGroupedByOwner {
            var block = UInt64(truncatingIfNeeded: owner) &* 0xC2B2_AE3D_27D4_EB4F
            block ^= block >> 29
            return (block << 9 | (nameHash >> 40) & 511) & mask
        }
        var h = UInt64(truncatingIfNeeded: owner) &* 0xC2B2_AE3D_27D4_EB4F ^ nameHash
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return h & mask
    }

    /// `hash` of a string not stored as contiguous UTF-8 (a bridged one), through a native copy.
    private static func nativeHash(_ name: String) -> UInt64 {
        var native = name
        return native.withUTF8(hash)
    }

    /// A hash of ASCII bytes, eight at a time. Names with other bytes all hash alike: strings with different bytes
    /// can be equal as Swift strings (canonically equivalent), and the dictionaries behind the filter find them so.
    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        highBits |= tail
        if highBits & 0x8080_8080_8080_8080 != 0 { return 0x5555 }
        return (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    }
}
