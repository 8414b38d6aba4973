// ByteSearch: does a file's bytes contain a word? The pre-filter that spares parsing files a pattern cannot match.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum ByteSearch {
    static func contains(_ haystack: UnsafeRawBufferPointer, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        // memchr to each candidate first byte, memcmp the rest (memmem needs _GNU_SOURCE on Linux)
        var offset = 0
        let last = haystack.count - needle.count
        return needle.withUnsafeBytes { n -> Bool in
            guard let needleBase = n.baseAddress else { return true }
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, needleBase, needle.count) == 0 { return true }
                offset = at + 1
            }
            return false
        }
    }
}
