// ByteSearch: does a file's bytes contain a word, and where? The pre-filters that spare parsing files a pattern cannot
// match, and trying a pattern at nodes that do not hold its words.

import SwiftCode

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
        guard !needle.isEmpty else { return true }
        var found = false
        forEachOffset(of: needle, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    /// The offsets where `word` starts in `haystack`, ascending (overlapping occurrences included).
    static func offsets(of word: [UInt8], in haystack: UnsafeRawBufferPointer) -> [Int] {
        var found: [Int] = []
        forEachOffset(of: word, in: haystack) { at in
            found.append(at)
            return true
        }
        return found
    }

    /// Calls `visit` with each offset where `word` (not empty) starts, in order, while it returns true: `memchr` to
    /// each candidate first byte, `memcmp` the rest (`memmem` needs _GNU_SOURCE on Linux).
    private static func forEachOffset(of word: [UInt8], in haystack: UnsafeRawBufferPointer, _ visit: (Int) -> Bool) {
        guard let first = word.first, let base = haystack.baseAddress, haystack.count >= word.count else { return }
        var offset = 0
        let last = haystack.count - word.count
        word.withUnsafeBytes { n in
            guard let needleBase = n.baseAddress else { return }
            while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, needleBase, word.count) == 0, !visit(at) { return }
                offset = at + 1
            }
        }
    }
}

/// Where a pattern's required words are written in one file. Every token of a pattern that is not a metavariable is
/// matched by its text (README, "What is significant"), so a match's range holds each required word; a node whose
/// bytes hold an occurrence of each can match, any other cannot and gets no matcher. Occurrences are found as bytes
/// (a word inside a longer name counts too), which only lets more nodes through.
struct WordAnchors {
    /// Per required word, its length and the offsets where it starts, ascending.
    private let words: [(length: Int, offsets: [Int])]

    init(_ requiredWords: [String], in source: [UInt8]) {
        words = source.withUnsafeBytes { bytes in
            requiredWords.map { word in
                let utf8 = Array(word.utf8)
                return (utf8.count, ByteSearch.offsets(of: utf8, in: bytes))
            }
        }
    }

    /// Whether the bytes `range` hold an occurrence of every required word.
    func mayMatch(_ range: Range<Int>) -> Bool {
        words.allSatisfy { word in
            // the first occurrence at or after the range's start, which must end within it
            var low = 0, high = word.offsets.count
            while low < high {
                let middle = (low + high) / 2
                if word.offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            return low < word.offsets.count && word.offsets[low] + word.length <= range.upperBound
        }
    }

    /// Whether node `node` of `tree` may hold a match.
    func mayMatch(node: Int, in tree: SyntaxTree) -> Bool {
        let n = tree.nodes[node]
        guard n.endToken > n.firstToken, Int(n.endToken) <= tree.tokens.count else { return true }
        return mayMatch(Int(tree.tokens[Int(n.firstToken)].start)..<Int(tree.tokens[Int(n.endToken) - 1].end))
    }
}
