// JSONValue: a tiny JSON tree with ordered object keys and a deterministic pretty printer, so the
// JSON and SARIF reporters control key order and escaping exactly (no JSONEncoder formatting drift).

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

    /// Pretty-printed with two-space indentation, `"key": value`, no trailing newline.
    func rendered() -> String {
        var out = JSONBytes()
        write(into: &out, indent: 0)
        return out.text
    }

    private func write(into out: inout JSONBytes, indent: Int) {
        switch self {
        case .string(let text): out.appendQuoted(text)
        case .int(let number): out.append(String(number))
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .null: out.append("null")
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[\n")
            for (index, item) in items.enumerated() {
                out.appendPadding(indent + 1)
                item.write(into: &out, indent: indent + 1)
                out.append(index == items.count - 1 ? "\n" : ",\n")
            }
            out.appendPadding(indent)
            out.append("]")
        case .object(let members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{\n")
            for (index, member) in members.enumerated() {
                out.appendPadding(indent + 1)
                out.appendQuoted(member.key)
                out.append(": ")
                member.value.write(into: &out, indent: indent + 1)
                out.append(index == members.count - 1 ? "\n" : ",\n")
            }
            out.appendPadding(indent)
            out.append("}")
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`,
    /// U+2028/U+2029 escaped too (safe to embed in JavaScript); everything else as UTF-8.
    static func quote(_ text: String) -> String {
        var out = JSONBytes()
        out.appendQuoted(text)
        return out.text
    }
}

/// The bytes of JSON text being written: pieces are copied in as blocks of UTF-8 (appending to a `String` piece by
/// piece cost most of a report's time, a few hundred instructions per piece).
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func appendPadding(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// `text` as a JSON string literal (see `JSONValue.quote`).
    mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // nearly every string (names, paths, messages) needs no escape: copied whole; U+2028/2029 are non-ASCII
        var plain = text
        let copied = plain.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
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
                if scalar.value < 0x20 {
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
