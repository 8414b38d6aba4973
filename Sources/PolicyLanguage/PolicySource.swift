// PolicySource: the text of one policy file plus a line table, and `SourceSpan`, the place of a
// token or AST node in it. Lines and columns are 1-based; columns and lengths count UTF-8 bytes.

/// A place in a policy file: where a token or node starts and how many UTF-8 bytes it covers.
public struct SourceSpan: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var length: Int
    /// UTF-8 byte offset of the first byte from the start of the file.
    public var offset: Int

    public init(file: String, line: Int, column: Int, length: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.length = length
        self.offset = offset
    }

    public var endOffset: Int { offset + length }

    /// Spans are dictionary keys of the evaluator's memo tables, looked up per symbol: the hash reads the offsets
    /// only (two spans of different files that collide are told apart by `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(length)
    }

    /// The offsets first: spans of one file that differ are told apart without comparing the file names.
    public static func == (a: SourceSpan, b: SourceSpan) -> Bool {
        a.offset == b.offset && a.length == b.length && a.line == b.line && a.column == b.column && a.file == b.file
    }

    /// `file:line:col`, the prefix of every rendered diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// The text the span covers in `source` (the text of the file it names), clamped to the text's bounds. Only the
    /// span's bytes are read (a native string's UTF-8 view moves by offset in constant time): the evaluator asks once
    /// per rule, and copying the whole file each time made a file of many rules quadratic.
    public func text(in source: String) -> String {
        String(decoding: bytes(of: source.utf8), as: UTF8.self)
    }

    /// The bytes the span covers in `text`, clamped to its bounds, reached by offset without reading the bytes
    /// before them.
    func bytes<Text: BidirectionalCollection>(of text: Text) -> Text.SubSequence where Text.Element == UInt8 {
        let count = text.count
        let start = max(0, min(offset, count))
        let end = max(start, min(endOffset, count))
        let lower = text.index(text.startIndex, offsetBy: start)
        return text[lower..<text.index(lower, offsetBy: end - start)]
    }

    /// The span from the start of `self` to the end of `other`.
    public func through(_ other: SourceSpan) -> SourceSpan {
        var span = self
        span.length = max(length, other.endOffset - offset)
        return span
    }
}

/// One policy file's text, with the line table diagnostics and spans are computed from.
public struct PolicySource: Sendable, Hashable {
    /// The name diagnostics use, usually the path as given on the command line.
    public let name: String
    public let text: String
    let bytes: [UInt8]
    let lineStarts: [Int]

    /// `text` with a lone carriage return (a classic Mac line break) read as a line feed, byte for byte, so that
    /// offsets into it are offsets into the file; `\r\n` stays as it is.
    public init(name: String, text: String) {
        self.name = name
        var bytes = Array(text.utf8)
        var changed = false
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\r")
            && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")) {
            bytes[index] = UInt8(ascii: "\n")
            changed = true
        }
        self.text = changed ? String(decoding: bytes, as: UTF8.self) : text
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.bytes = bytes
        self.lineStarts = starts
    }

    public static func == (a: PolicySource, b: PolicySource) -> Bool { a.name == b.name && a.text == b.text }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(text)
    }

    /// The file name without folders and without the `.policy` extension: the prefix of derived rule ids.
    public var stem: String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if last.hasSuffix(".policy") { return String(last.dropLast(".policy".count)) }
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { return String(last[..<dot]) }
        return last
    }

    /// 1-based line number of a byte offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The span covering `length` bytes from `offset`.
    func span(offset: Int, length: Int) -> SourceSpan {
        let line = line(ofOffset: offset)
        return SourceSpan(file: name, line: line, column: offset - lineStarts[line - 1] + 1, length: length, offset: offset)
    }

    /// The text of a 1-based line, without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text between two byte offsets.
    func slice(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
