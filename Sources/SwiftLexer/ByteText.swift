// ByteText: searches in text kept as bytes (a file's header, a project file), for the checks that run on every file
// or manifest and must not pay for String's Unicode-aware comparisons.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum ByteText {
    /// Whether `needle` occurs in `haystack`, byte for byte: memchr finds each candidate first byte.
    public static func contains(_ needle: String, in haystack: [UInt8]) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        return haystack.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            let last = bytes.count - needle.count
            var offset = 0
            while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if UnsafeBufferPointer(rebasing: bytes[start..<(start + needle.count)]).elementsEqual(needle) { return true }
                offset = start + 1
            }
            return false
        }
    }

    /// Whether `word` (lowercase ASCII bytes) occurs in `haystack` with letters in either case: memchr finds each
    /// candidate first byte in both its cases, so text without it costs no more than a scan.
    public static func containsIgnoringCase(_ word: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, word.count <= haystack.count, let base = haystack.baseAddress else { return word.isEmpty }
        let last = haystack.count - word.count
        func occurs(startingWith candidate: UInt8) -> Bool {
            var offset = 0
            while offset <= last, let hit = memchr(base + offset, Int32(candidate), last - offset + 1) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var index = 1
                while index < word.count, lowercased(haystack[start + index]) == word[index] { index += 1 }
                if index == word.count { return true }
                offset = start + 1
            }
            return false
        }
        let upper = uppercased(first)
        return occurs(startingWith: first) || (upper != first && occurs(startingWith: upper))
    }

    /// An ASCII letter in lowercase; any other byte as it is.
    @inline(__always) public static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    @inline(__always) static func uppercased(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte & 0xDF : byte }
}
