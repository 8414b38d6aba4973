// TextEdit: a replacement of a byte range of one file, and applying a set of them; everything outside the
// edited ranges is kept byte for byte.

/// Replace `range` of a file's bytes with `replacement` (an insertion when the range is empty).
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String
    /// What the edit does, for the summary: `add @MainActor to AthleteProfileController`.
    public var summary: String

    public init(range: Range<Int>, replacement: String, summary: String) {
        self.range = range
        self.replacement = replacement
        self.summary = summary
    }

    /// Two edits conflict when one replaces bytes the other touches; insertions at the same offset do not (they are
    /// applied in order), and neither does an insertion at either end of a replaced range.
    func overlaps(_ other: TextEdit) -> Bool {
        if range.isEmpty || other.range.isEmpty {
            let point = range.isEmpty ? range.lowerBound : other.range.lowerBound
            let span = range.isEmpty ? other.range : range
            return span.lowerBound < point && point < span.upperBound
        }
        return range.overlaps(other.range)
    }
}

public enum TextEdits {
    /// Splits `edits` (in the order given, duplicates dropped) into those that can be applied together and those
    /// that overlap an earlier kept one, which wait for the next pass.
    public static func partition(_ edits: [TextEdit]) -> (applicable: [TextEdit], deferred: [TextEdit]) {
        var kept: [TextEdit] = []
        var deferred: [TextEdit] = []
        var seen = Set<TextEdit>()
        for edit in edits where seen.insert(edit).inserted {
            if kept.contains(where: { $0.range == edit.range && $0.replacement == edit.replacement }) { continue }
            if kept.contains(where: { $0.overlaps(edit) }) { deferred.append(edit) } else { kept.append(edit) }
        }
        return (kept, deferred)
    }

    /// `source` with non-overlapping `edits` applied; insertions at one offset keep their order, except that an
    /// attribute (`@…`) goes before a modifier there (`@MainActor final class`, whichever finding came first).
    public static func apply(_ edits: [TextEdit], to source: [UInt8]) -> [UInt8] {
        func rank(_ edit: TextEdit) -> Int { edit.range.isEmpty && edit.replacement.hasPrefix("@") ? 0 : 1 }
        let ordered = edits.enumerated().sorted { a, b in
            if a.element.range.lowerBound != b.element.range.lowerBound { return a.element.range.lowerBound < b.element.range.lowerBound }
            if rank(a.element) != rank(b.element) { return rank(a.element) < rank(b.element) }
            return a.offset < b.offset
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(source.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in ordered {
            let start = min(max(edit.range.lowerBound, cursor), source.count)
            result += source[cursor..<start]
            result += edit.replacement.utf8
            cursor = max(cursor, min(edit.range.upperBound, source.count))
        }
        result += source[min(cursor, source.count)...]
        return result
    }
}
