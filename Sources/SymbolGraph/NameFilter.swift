// NameFilter: a bit set that can tell that an index surely lacks a name (for an owner, in the member index),
// from the name's length and first and last bytes alone. Linking looks most names up in vain (calls to library
// functions, references to library types); the filter spares those lookups the string hashing.

struct NameFilter: Sendable {
    private var bits: [UInt64]
    private let mask: UInt64

    /// An empty filter sized for about `count` names: eight bits each, so about one lookup in eight of a name
    /// that is absent still goes to the index.
    init(expectedCount count: Int) {
        var size = 4096
        while size < count * 8 { size *= 2 }
        bits = [UInt64](repeating: 0, count: size / 64)
        mask = UInt64(size - 1)
    }

    mutating func insert(_ name: String, owner: Int = 0) {
        let bit = Self.bit(name, owner: owner, mask: mask)
        bits[Int(bit >> 6)] |= 1 << (bit & 63)
    }

    /// False only when `name` (with `owner`) was never inserted.
    @inline(__always) func mayContain(_ name: String, owner: Int = 0) -> Bool {
        let bit = Self.bit(name, owner: owner, mask: mask)
        return bits[Int(bit >> 6)] & (1 << (bit & 63)) != 0
    }

    @inline(__always) private static func bit(_ name: String, owner: Int, mask: UInt64) -> UInt64 {
        let utf8 = name.utf8
        var h = UInt64(truncatingIfNeeded: utf8.count) &* 0x9E37_79B9_7F4A_7C15
        h ^= UInt64(utf8.first ?? 0) << 8 | UInt64(utf8.last ?? 0) << 16
        h ^= UInt64(truncatingIfNeeded: owner) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return h & mask
    }
}
