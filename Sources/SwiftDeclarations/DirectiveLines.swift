// DirectiveLines: the lines of a file that hold the tool's comment marker (`policy:`), with their numbers, found
// while the parser has the file's bytes at hand, so that reading suppressions needs no second read of every file.

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
    private static let markerBytes = Array(marker.utf8)

    /// `find` over a text, with its line count (0 for an empty text).
    public static func find(in text: String) -> (lines: [SourceLine], lineCount: Int) {
        var text = text
        return text.withUTF8 { bytes in
            let lines = LineTable(bytes)
            return (find(in: bytes, lines: lines), bytes.isEmpty ? 0 : lines.lineCount)
        }
    }

    /// Each line holding `marker`, once, in order. The marker's rarest byte in Swift code (`y`) is found with
    /// `memchr` and the bytes around it compared: a search for its first byte would stop on nearly every line.
    public static func find(in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [SourceLine] {
        guard let base = bytes.baseAddress, let anchor = markerBytes.lastIndex(of: UInt8(ascii: "y")) else { return [] }
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
