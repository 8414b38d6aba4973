// JSONDocument: strict JSON (RFC 8259) read into a tree that keeps the place of every key and value, so that an
// error in a repository config, a pack manifest or a lock file points at its line and column with a caret.
//
// Its own module so that PolicyPacks (`pack.json`, `.policy/packs.lock`) and PolicyCommands (`.swiftpolicy.json`)
// share one reader without either depending on the other. It depends only on PolicyLanguage, for `Diagnostic`
// (the same `file:line:col: error:` rendering with a source line and caret as policy errors) and `Suggestion`
// (the same did-you-mean); it knows nothing of packs or configs. These files come from other repositories, so the
// reader is strict (no comments, trailing commas or duplicate keys), checks UTF-8, and bounds nesting depth so a
// deep file is an error, never a stack overflow.

import PolicyLanguage

/// One JSON value and where it is. Containers point at their opening bracket (where an error about the container
/// is shown); scalars cover their whole text. `endOffset` is where any value's text ends, a container's included.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// The number's text as written (no schema here needs its value).
        case number(String)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var span: SourceSpan
    /// The byte just past the value's text: past the closing bracket of a container, the span's end for a scalar.
    /// An edit of the file as text (`policy pack add`) inserts after a value here.
    public var endOffset: Int

    public init(value: Value, span: SourceSpan, endOffset: Int? = nil) {
        self.value = value
        self.span = span
        self.endOffset = endOffset ?? span.endOffset
    }

    /// What the value is, for "expected …, found …" messages.
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One `"key": value` of an object, in the order written.
public struct JSONMember: Sendable {
    public var key: String
    public var keySpan: SourceSpan
    public var value: JSONNode
}

/// All the diagnostics of one JSON input (a syntax error is one; a schema check reports every mistake it finds).
public struct JSONInputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Each diagnostic rendered with its source line and caret, one after another.
    public var description: String { diagnostics.map { $0.rendered() }.joined(separator: "\n") }
}

/// A parsed JSON file: its name (as diagnostics show it), its lines, and the root value.
public struct JSONDocument: Sendable {
    /// Deeper than any config, manifest or lock file needs; deep enough that no real file meets it.
    public static let defaultMaximumDepth = 64

    public let name: String
    public let root: JSONNode
    let lines: LineTable

    /// Parses `bytes` (UTF-8; a leading byte order mark is skipped), or throws the first syntax error.
    public init(bytes: [UInt8], name: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws(JSONInputError) {
        self.name = name
        let lines = LineTable(bytes: bytes)
        self.lines = lines
        var parser = JSONParser(bytes: bytes, name: name, lines: lines, maximumDepth: maximumDepth)
        root = try parser.parseDocument()
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String { lines.text(ofLine: line) }

    /// An error at `span` with its source line captured.
    public func error(_ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(severity: .error, message: message, span: span, sourceLine: lineText(span.line), notes: notes)
    }

    /// A note pointing at `span`, for "first given here" and the like.
    public func note(_ message: String, at span: SourceSpan) -> DiagnosticNote {
        DiagnosticNote(severity: .note, message: message, span: span, sourceLine: lineText(span.line))
    }
}

/// Where each line starts, in bytes; `\n`, `\r\n` and a lone `\r` each end a line.
struct LineTable: Sendable {
    let bytes: [UInt8]
    let starts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index + 1) }
            index += 1
        }
        self.starts = starts
    }

    /// The 1-based line holding `offset` (binary search).
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func span(file: String, offset: Int, length: Int) -> SourceSpan {
        let line = line(ofOffset: offset)
        return SourceSpan(file: file, line: line, column: offset - starts[line - 1] + 1, length: length, offset: offset)
    }

    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Names and values from an input, made safe to put in a one-line message: control and bidirectional-format
/// characters escaped (a key holding `\n` or ESC must not break the line or drive the terminal), and a long text cut.
public enum JSONShown {
    public static let maximumLength = 80

    public static func text(_ text: String) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                shown += "…"
                break
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return shown
    }
}
