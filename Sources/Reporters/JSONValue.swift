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
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let text): out += Self.quote(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += Self.padding(indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += Self.padding(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += Self.padding(indent + 1) + Self.quote(member.key) + ": "
                member.value.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += Self.padding(indent) + "}"
        }
    }

    private static func padding(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`,
    /// U+2028/U+2029 escaped too (safe to embed in JavaScript); everything else as UTF-8.
    static func quote(_ text: String) -> String {
        // nearly every string (names, paths, messages) needs no escape: copied whole; U+2028/2029 are non-ASCII
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}", "\u{7F}":
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
