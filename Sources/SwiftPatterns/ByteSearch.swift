// ByteSearch: where a file's bytes hold a word (whether they hold it at all is `ByteText.contains`). The pre-filters
// that spare parsing files a pattern cannot match, and trying a pattern at nodes that do not hold its words.

import SwiftCode
import SwiftLexer

enum ByteSearch {
    /// The offsets where `word` starts in `haystack`, ascending (overlapping occurrences included).
    static func offsets(of word: [UInt8], in haystack: UnsafeRawBufferPointer) -> [Int] {
        var found: [Int] = []
        ByteText.forEachOffset(of: word, in: haystack) { at in
            found.append(at)
            return true
        }
        return found
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
