// SourceLines: how reporters read the source line a finding points at (the text report's caret display, SARIF
// snippets). The reader is injected through `ReportOptions`, so a reporter reads no file unless its caller says so,
// and a missing, unreadable or changed file only means no snippet.
import Foundation
import Findings

/// Reads a file's bytes by the path a finding gives. `none` reads nothing; `files(relativeTo:)` reads the file system;
/// `contents(_:)` serves texts given in memory (tests, goldens). Two readers are equal when their names are.
public struct SourceReader: Sendable, Hashable {
    /// What the reader reads, for equality: `none`, `files:<folder>`, `contents:<paths>`.
    public let name: String
    private let read: @Sendable (_ path: String) -> [UInt8]?

    public init(name: String, read: @escaping @Sendable (_ path: String) -> [UInt8]?) {
        self.name = name
        self.read = read
    }

    /// The file's bytes, or nil when it cannot be read.
    public func bytes(of path: String) -> [UInt8]? { read(path) }

    /// Reads nothing: reports have no snippets.
    public static let none = SourceReader(name: "none") { _ in nil }

    /// Files larger than this are not read for a snippet (a report must not read a generated file of a gigabyte).
    public static let maximumFileBytes = 16 << 20

    /// Reads files from the file system, relative paths against `folder`.
    public static func files(relativeTo folder: String) -> SourceReader {
        SourceReader(name: "files:" + folder) { path in
            let full = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = attributes[.size] as? NSNumber, size.intValue <= maximumFileBytes,
                  let data = FileManager.default.contents(atPath: full) else { return nil }
            return [UInt8](data)
        }
    }

    /// Serves the given texts by path; any other path cannot be read.
    public static func contents(_ texts: [String: String]) -> SourceReader {
        SourceReader(name: "contents:" + texts.keys.sorted().joined(separator: "\n")) { path in
            texts[path].map { Array($0.utf8) }
        }
    }

    public static func == (a: SourceReader, b: SourceReader) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The lines of the file a rendering is at: findings come file by file, so each file is read once and only the
/// last one is kept (keeping every file's lines held the text of the whole tree until the report was written).
struct SourceLineCache {
    let reader: SourceReader
    private var last: (path: String, lines: [ArraySlice<UInt8>]?)?

    init(reader: SourceReader) { self.reader = reader }

    /// Line `number` (1-based) of `path`, without its line break, or nil when the file or the line is not there.
    mutating func line(_ number: Int, of path: String) -> ArraySlice<UInt8>? {
        guard number >= 1, reader != .none else { return nil }
        let lines: [ArraySlice<UInt8>]?
        if let last, last.path == path {
            lines = last.lines
        } else {
            lines = reader.bytes(of: path).map(Self.lines)
            last = (path, lines)
        }
        guard let lines, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The lines of a file split at `\n`, `\r\n` or `\r` (as the Swift lexer counts them), without the breaks.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<index])
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(bytes[start..<bytes.count]) }
        return lines
    }
}

/// A finding's source line as compilers show it: the line, and under it a caret at the column with `~` under the
/// rest of the range on that line.
struct SourceSnippet: Equatable {
    /// The source line, terminal-safe (tabs as spaces, controls spelled visibly), trailing white space dropped.
    var line: String
    /// Spaces up to the column, `^`, then `~` to the end of the range on this line.
    var marker: String

    /// Lines longer than this (in characters) are cut; a column past it gets no snippet.
    static let maximumWidth = 240

    /// The snippet for a finding at `column` (UTF-8 bytes, 1-based) of `bytes`, its range ending at `end` (exclusive;
    /// nil: unknown). Nil when the column is not on the line (the file changed since it was checked) or too far right.
    init?(line bytes: ArraySlice<UInt8>, column: Int, endLine: Int?, endColumn: Int?, startLine: Int) {
        let start = bytes.startIndex
        guard column >= 1, column - 1 <= bytes.count else { return nil }
        let caretAt = Self.width(bytes[start..<(start + column - 1)])
        guard caretAt <= Self.maximumWidth else { return nil }
        var tildes = 0
        if let endLine, let endColumn {
            // the range's part on this line: to its end column, or to the end of the line when it goes on
            let stop = endLine > startLine ? bytes.count + 1 : min(max(endColumn, column), bytes.count + 1)
            tildes = max(0, Self.width(bytes[(start + column - 1)..<(start + stop - 1)]) - 1)
        }
        let text = String(decoding: bytes, as: UTF8.self).terminalSafe.trimmingTrailingWhitespace()
        line = text.truncated(to: Self.maximumWidth)
        tildes = min(tildes, max(0, Self.maximumWidth - caretAt - 1))
        marker = String(repeating: " ", count: caretAt) + "^" + String(repeating: "~", count: tildes)
    }

    /// How many characters `bytes` shows as once made terminal-safe (what the caret is placed by).
    private static func width(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).terminalSafe.count
    }
}
