// DirectiveLines: the lines of a file that hold a directive comment's marker (`policy:`, SwiftLint's `swiftlint:`),
// with their numbers, found while the parser has the file's bytes at hand, so that reading suppressions needs no
// second read of every file.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftLexer

/// One line of a source file, without its line break.
public struct SourceLine: Sendable, Hashable {
    /// 1-based.
    public var number: Int
    public var text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}

public enum DirectiveLines {
    /// What marks a directive comment (`// policy:disable-next-line …`).
    public static let marker = "policy:"
    /// SwiftLint's own directive comments (`// swiftlint:disable line_length`), honoured for the rules that name the
    /// SwiftLint rule they are (`swiftlint line_length` in a rule).
    public static let swiftLintMarker = "swiftlint:"
    /// Each marker with the byte searched for first: its rarest in Swift code (`y`, `w`), so that `memchr` does not stop
    /// on nearly every line.
    private static let markers: [(bytes: [UInt8], anchor: UInt8)] = [
        (Array(marker.utf8), UInt8(ascii: "y")), (Array(swiftLintMarker.utf8), UInt8(ascii: "w")),
    ]

    /// `find` over a text, with its line count (0 for an empty text).
    public static func find(in text: String) -> (lines: [SourceLine], lineCount: Int) {
        var text = text
        return text.withUTF8 { bytes in
            let lines = LineTable(bytes)
            return (find(in: bytes, lines: lines), bytes.isEmpty ? 0 : lines.lineCount)
        }
    }

    /// Each line holding a marker, once, in order.
    public static func find(in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [SourceLine] {
        let found = markers.flatMap { find($0.bytes, $0.anchor, in: bytes, lines: lines) }.sorted { $0.number < $1.number }
        // a line holding both markers once
        var result: [SourceLine] = []
        for line in found where result.last?.number != line.number { result.append(line) }
        return result
    }

    /// Each line holding one marker: its anchor byte found with `memchr` and the bytes around it compared.
    private static func find(_ markerBytes: [UInt8], _ anchorByte: UInt8, in bytes: UnsafeBufferPointer<UInt8>,
                             lines: LineTable) -> [SourceLine] {
        guard let base = bytes.baseAddress, let anchor = markerBytes.lastIndex(of: anchorByte) else { return [] }
        var found: [SourceLine] = []
        var from = anchor
        while from < bytes.count, let hit = memchr(base + from, Int32(markerBytes[anchor]), bytes.count - from) {
            let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            from = at + 1
            let start = at - anchor
            guard start + markerBytes.count <= bytes.count, bytes[start..<(start + markerBytes.count)].elementsEqual(markerBytes) else { continue }
            let number = lines.line(of: start)
            if found.last?.number == number { continue }
            let lineStart = Int(lines.lineStarts[number - 1])
            var lineEnd = number < lines.lineCount ? Int(lines.lineStarts[number]) : bytes.count
            // the line break (`\n`, `\r` or `\r\n`) is not part of the line
            while lineEnd > lineStart, bytes[lineEnd - 1] == 10 || bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
            found.append(SourceLine(number: number, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)))
            // the rest of this line cannot add another
            from = max(from, lineEnd)
        }
        return found
    }
}
