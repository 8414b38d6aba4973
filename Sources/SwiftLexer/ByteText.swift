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
    /// Whether `needle` occurs in `haystack`, byte for byte.
    public static func contains(_ needle: String, in haystack: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { contains(needle, in: $0) }
    }

    /// Whether `needle` occurs in `haystack`, byte for byte.
    public static func contains(_ needle: String, in haystack: UnsafeRawBufferPointer) -> Bool {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty else { return true }
        var found = false
        forEachOffset(of: needle, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    /// Calls `visit` with each offset where `word` (not empty) starts, in order (overlapping occurrences included),
    /// while it returns true: `memchr` to each candidate first byte, `memcmp` the rest (`memmem` needs _GNU_SOURCE on
    /// Linux).
    public static func forEachOffset(of word: [UInt8], in haystack: UnsafeRawBufferPointer, _ visit: (Int) -> Bool) {
        guard let first = word.first, let base = haystack.baseAddress, haystack.count >= word.count else { return }
        var offset = 0
        let last = haystack.count - word.count
        word.withUnsafeBytes { needle in
            guard let needleBase = needle.baseAddress else { return }
            while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, needleBase, word.count) == 0, !visit(at) { return }
                offset = at + 1
            }
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
