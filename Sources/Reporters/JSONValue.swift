// JSONWriter and JSONValue: a deterministic pretty printer the reporters write through, and a tiny JSON tree with
// ordered object keys for the small parts, so the JSON and SARIF reporters control key order and escaping exactly
// (no JSONEncoder formatting drift) and write long lists without building a tree for each item.

/// A JSON value whose objects keep their keys in the order written.
enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: JSONValue
    }

    /// `.string(text)`, or `.null` for nil.
    static func string(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// An object from key/value pairs; pairs whose value is nil are left out.
    static func object(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { Member(key: key, value: $0) } })
    }
}

/// Pretty-printed JSON (two-space indentation, `"key": value`) written as it goes: an object's or array's contents
/// are written by a closure (so every one opened is closed), members as a key and then a value. A report's
/// findings are written straight from the findings: building a tree of values for each one, and freeing it, cost
/// more than writing it.
struct JSONWriter {
    private var out: JSONBytes
    /// For each object or array still open, innermost last, whether it has an item yet.
    private var open: [Bool] = []
    /// Whether a key was just written, so the next value is its member's rather than a new item.
    private var afterKey = false

    /// A writer that keeps its text (`text`), or, given a sink, hands it on in blocks as it is written (`finish`).
    init(sink: ReportSink? = nil) {
        out = JSONBytes(sink: sink)
    }

    var text: String { out.text }

    /// Hands the last block to the sink.
    mutating func finish() { out.finish() }

    /// The text `body` writes.
    static func text(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        body(&json)
        return json.text
    }

    /// What `body` writes, handed to a sink block by block as it is written.
    static func stream(_ body: @escaping (inout JSONWriter) -> Void) -> RenderedReport {
        .stream { sink in
            // the writer holds the sink only while this report is written
            withoutActuallyEscaping(sink) { sink in
                var json = JSONWriter(sink: sink)
                body(&json)
                json.finish()
            }
        }
    }

    /// A line break after the document.
    mutating func newline() { out.append("\n") }

    private mutating func beginObject() { begin(UInt8(ascii: "{")) }
    private mutating func endObject() { end(UInt8(ascii: "}")) }
    private mutating func beginArray() { begin(UInt8(ascii: "[")) }
    private mutating func endArray() { end(UInt8(ascii: "]")) }

    /// An object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// An array whose items `body` writes.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// A member whose value is an object that `body` writes.
    mutating func object(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        object(body)
    }

    /// A member whose value is an array that `body` writes.
    mutating func array(_ key: String, _ body: (inout JSONWriter) -> Void) {
        self.key(key)
        array(body)
    }

    /// The key of the next member of the object being written; its value is written next.
    mutating func key(_ name: String) {
        nextItem()
        out.appendQuoted(name)
        out.appendLiteral(": ")
        afterKey = true
    }

    mutating func string(_ text: String) {
        startValue()
        out.appendQuoted(text)
    }

    mutating func int(_ number: Int) {
        startValue()
        out.append(String(number))
    }

    mutating func bool(_ flag: Bool) {
        startValue()
        out.appendLiteral(flag ? "true" : "false")
    }

    mutating func null() {
        startValue()
        out.appendLiteral("null")
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .int(let number): int(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for member in members { self.member(member.key, member.value) }
            endObject()
        }
    }

    /// A member of the object being written; none when the value is nil (as `JSONValue.object` leaves it out).
    mutating func member(_ key: String, _ value: JSONValue?) {
        guard let value else { return }
        self.key(key)
        self.value(value)
    }

    mutating func member(_ key: String, _ text: String) {
        self.key(key)
        string(text)
    }

    mutating func member(_ key: String, _ number: Int) {
        self.key(key)
        int(number)
    }

    mutating func member(_ key: String, _ flag: Bool) {
        self.key(key)
        bool(flag)
    }

    private mutating func begin(_ bracket: UInt8) {
        startValue()
        out.append(byte: bracket)
        open.append(false)
    }

    private mutating func end(_ bracket: UInt8) {
        if open.removeLast() {
            out.append(byte: UInt8(ascii: "\n"))
            out.appendPadding(open.count)
        }
        out.append(byte: bracket)
    }

    /// Before a value: nothing after its key, a separator and indentation as an array's next item.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            nextItem()
        }
    }

    /// The separator (none before the first) and the indentation of the next item of the innermost open container.
    private mutating func nextItem() {
        let last = open.count - 1
        if open[last] { out.append(byte: UInt8(ascii: ",")) }
        out.append(byte: UInt8(ascii: "\n"))
        open[last] = true
        out.appendPadding(open.count)
        out.endBlockIfFull()
    }
}

/// The bytes of JSON text being written: pieces are copied in as blocks of UTF-8 (appending to a `String` piece by
/// piece cost most of a report's time, a few hundred instructions per piece).
///
/// Given a sink, the bytes are handed on in blocks of about a megabyte, ended between items: a report of tens of
/// megabytes is written out as it is made, never held whole, grown by doubling, nor copied into a `String`.
struct JSONBytes {
    private var bytes: [UInt8] = []
    private let sink: ReportSink?
    static let blockSize = 1 << 20

    init(sink: ReportSink?) {
        self.sink = sink
        if sink != nil { bytes.reserveCapacity(Self.blockSize + Self.blockSize / 8) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands the bytes to the sink when they have reached the block size.
    mutating func endBlockIfFull() {
        guard bytes.count >= Self.blockSize else { return }
        finish()
    }

    /// Hands the bytes written since the last block to the sink.
    mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A piece written in the code (a separator, `null`…): its bytes are read in place.
    mutating func appendLiteral(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    mutating func appendPadding(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`,
    /// U+2028/U+2029 (safe to embed in JavaScript), C1 controls and bidi overrides escaped too; everything else as UTF-8.
    mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // nearly every string (names, paths, messages) needs no escape: copied whole; U+2028/2029 are non-ASCII
        var plain = text
        let copied = plain.withUTF8 { utf8 in
            for byte in utf8 where byte &- 0x20 >= 0x5F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { appendEscaped(text) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\u{08}": append("\\b")
            case "\u{0C}": append("\\f")
            case "\u{2028}", "\u{2029}", "\u{7F}": append("\\u" + Self.hex4(scalar.value))
            default:
                // C1 controls and bidi overrides too: valid JSON either way, but a file printed to a terminal or shown
                // in a review cannot have its text reordered or driven
                if scalar.value < 0x20 || scalar.isUnsafeInReports {
                    append("\\u" + Self.hex4(scalar.value))
                } else {
                    append(String(scalar))
                }
            }
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
