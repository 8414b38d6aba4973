// TextCache: the strings the parser made from short runs of source bytes (names, mostly), remembered by
// their bytes so that the same name read again (`self`, `String`, `append`, a type used all over a file)
// is handed out as the string made before: no decoding, and names longer than a small string share one
// allocation. A fixed table of slots, each chosen by a hash of the bytes, a new text replacing the old.

/// Strings made from source bytes of up to `maximumLength` bytes, looked up by those bytes. One thread uses a
/// cache at a time (the memory it parses file after file with); a hit is the same string as decoding would make,
/// since the bytes are compared in full.
final class TextCache {
    static let maximumLength = 32
    /// Small enough to stay in cache (115 KB): with 8,192 slots a quarter fewer names were evicted and decoded
    /// again, but lexing and parsing took longer, the table's reads missing the cache.
    private static let slotCount = 2048

    /// A slot's bytes (zero-padded, in four words), their count, and the string made of them.
    private struct Slot {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var count = -1
        var text = ""
    }

    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The string of `source[start..<end]` (invalid UTF-8 repaired as `String(decoding:as:)` does).
    func text(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let count = end - start
        guard count <= Self.maximumLength, count > 0, let base = source.baseAddress else {
            return String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
        }
        let words = Self.words(source, base + start, count)
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ words.0) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ words.1 ^ (hash >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        hash = (hash ^ words.2 ^ words.3 ^ (hash >> 31)) &* 0xFF51_AFD7_ED55_8CCD
        let slot = slots + Int(truncatingIfNeeded: (hash >> 40) & UInt64(Self.slotCount - 1))
        if slot.pointee.count == count, slot.pointee.words.0 == words.0, slot.pointee.words.1 == words.1,
           slot.pointee.words.2 == words.2, slot.pointee.words.3 == words.3 {
            return slot.pointee.text
        }
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
        slot.pointee = Slot(words: words, count: count, text: text)
        return text
    }

    /// The `count` bytes at `first` in four words (each read as little-endian), zero-padded: read a word at a time
    /// when the source has 32 bytes from `first` on (the bytes past `count` masked off), else copied.
    @inline(__always) private static func words(_ source: UnsafeBufferPointer<UInt8>, _ first: UnsafePointer<UInt8>,
                                                _ count: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        guard let base = source.baseAddress, first + 32 <= base + source.count else { return copiedWords(first, count) }
        let raw = UnsafeRawPointer(first)
        @inline(__always) func word(_ k: Int) -> UInt64 {
            let valid = count - 8 * k
            let mask: UInt64 = valid >= 8 ? ~0 : valid <= 0 ? 0 : (1 << UInt64(8 * valid)) &- 1
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)) & mask
        }
        return (word(0), word(1), word(2), word(3))
    }

    /// `words` near the end of the source, where a whole word may not be read: the bytes copied.
    @inline(never) private static func copiedWords(_ first: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64, UInt64, UInt64) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: first, byteCount: min(count, 32)) }
        return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1), UInt64(littleEndian: words.2),
                UInt64(littleEndian: words.3))
    }
}
