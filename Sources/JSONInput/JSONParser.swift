// JSONParser: the recursive-descent reader behind `JSONDocument`. Stops at the first syntax error and says what
// was expected there (and, for the usual slips — comments, trailing commas, single quotes, unquoted keys,
// `True` — what JSON wants instead). Recursion is bounded by `maximumDepth`.

import PolicyLanguage

struct JSONParser {
    let bytes: [UInt8]
    let name: String
    let lines: LineTable
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], name: String, lines: LineTable, maximumDepth: Int) {
        self.bytes = bytes
        self.name = name
        self.lines = lines
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONInputError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let root = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw unexpected("the end of the file after the JSON value") }
        return root
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws(JSONInputError) -> JSONNode {
        guard index < bytes.count else { throw unexpected("a JSON value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONNode(value: .string(text), span: span(start, index - start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try parseNumber()
            return JSONNode(value: .number(text), span: span(start, index - start))
        case UInt8(ascii: "'"):
            throw fail("JSON strings are written in double quotes, not single quotes", at: start)
        default:
            let word = wordLength(at: start)
            guard word > 0 else { throw unexpected("a JSON value (an object, array, string, number, true, false or null)") }
            let text = String(decoding: bytes[start..<start + word], as: UTF8.self)
            index = start + word
            switch text {
            case "true": return JSONNode(value: .bool(true), span: span(start, word))
            case "false": return JSONNode(value: .bool(false), span: span(start, word))
            case "null": return JSONNode(value: .null, span: span(start, word))
            default:
                let literals = ["true", "false", "null"]
                let literal = literals.first { $0 == text.lowercased() } ?? Suggestion.closest(to: text.lowercased(), among: literals)
                let help = literal.map { "did you mean '\($0)'?" } ?? "strings are written in double quotes: \"\(text)\""
                throw fail("expected a JSON value, found '\(text)'", at: start, length: word,
                           notes: [DiagnosticNote(severity: .help, message: help)])
            }
        }
    }

    mutating func parseObject(depth: Int) throws(JSONInputError) -> JSONNode {
        let open = index
        guard depth <= maximumDepth else {
            throw fail("objects and arrays are nested more than \(maximumDepth) levels deep", at: open)
        }
        index += 1
        var members: [JSONMember] = []
        var firstPlace: [String: SourceSpan] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONNode(value: .object([]), span: span(open, 1), endOffset: index)
        }
        var comma: Int?
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw fail("trailing comma: JSON allows no ',' before '}'", at: comma)
                }
                let word = wordLength(at: index)
                if word > 0 {
                    let text = String(decoding: bytes[index..<index + word], as: UTF8.self)
                    throw fail("expected a key in double quotes, found '\(text)'", at: index, length: word,
                               notes: [DiagnosticNote(severity: .help, message: "write it as \"\(text)\"")])
                }
                throw unexpected("a key in double quotes", opened: open, by: "object")
            }
            let keyStart = index
            let key = try parseString()
            let keySpan = span(keyStart, index - keyStart)
            if let first = firstPlace[key] {
                throw fail("duplicate key '\(JSONShown.text(key))' in this object", at: keyStart, length: index - keyStart,
                           notes: [DiagnosticNote(severity: .note, message: "'\(JSONShown.text(key))' is first given here", span: first,
                                                  sourceLine: lines.text(ofLine: first.line))])
            }
            firstPlace[key] = keySpan
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected("':' after the key '\(JSONShown.text(key))'") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keySpan: keySpan, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or '}'", opened: open, by: "object") }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw unexpected("',' or '}' after the value of '\(JSONShown.text(key))'") }
            index += 1
            return JSONNode(value: .object(members), span: span(open, 1), endOffset: index)
        }
    }

    mutating func parseArray(depth: Int) throws(JSONInputError) -> JSONNode {
        let open = index
        guard depth <= maximumDepth else {
            throw fail("objects and arrays are nested more than \(maximumDepth) levels deep", at: open)
        }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONNode(value: .array([]), span: span(open, 1), endOffset: index)
        }
        var comma: Int?
        while true {
            skipWhitespace()
            if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw fail("trailing comma: JSON allows no ',' before ']'", at: comma)
            }
            guard index < bytes.count else { throw unexpected("a JSON value", opened: open, by: "array") }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or ']'", opened: open, by: "array") }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw unexpected("',' or ']' after an element of the array") }
            index += 1
            return JSONNode(value: .array(elements), span: span(open, 1), endOffset: index)
        }
    }

    /// A string literal from its opening quote; `index` ends after the closing quote.
    mutating func parseString() throws(JSONInputError) -> String {
        let open = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("unterminated string: no closing '\"' before the end of the file", at: open) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &text)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw fail("unterminated string: a string ends on its own line (write a line break as \\n)", at: open)
            case 0..<0x20:
                throw fail("control character \(Self.hex(byte)) in a string; write it as \\u00\(Self.hex2(byte))", at: index)
            case 0x80...:
                let length = Self.utf8SequenceLength(bytes, at: index)
                guard length > 0 else { throw fail("invalid UTF-8 (byte \(Self.hex(byte))) in a string", at: index) }
                text += bytes[index..<index + length]
                index += length
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    /// One escape sequence from its backslash, appended as UTF-8.
    mutating func appendEscape(to text: inout [UInt8]) throws(JSONInputError) {
        let start = index
        guard index + 1 < bytes.count else { throw fail("unterminated string: no closing '\"' before the end of the file", at: start) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("a high surrogate \\u\(Self.hex4(scalar)) must be followed by a low surrogate \\uDC00…\\uDFFF", at: start, length: 6)
                }
                let lowStart = index
                index += 2
                let low = try hexQuad(escapeStart: lowStart)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw fail("a high surrogate \\u\(Self.hex4(scalar)) must be followed by a low surrogate \\uDC00…\\uDFFF", at: start, length: 12)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw fail("a low surrogate \\u\(Self.hex4(scalar)) without a high surrogate before it", at: start, length: 6)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fail("\\u escape is not a Unicode scalar", at: start, length: 6) }
            text += Array(String(Character(unicode)).utf8)
        default:
            let shown = letter < 0x80 && letter >= 0x20 ? "\\" + String(UnicodeScalar(letter)) : "\\ followed by byte \(Self.hex(letter))"
            throw fail("invalid escape '\(shown)' in a string; JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                       at: start, length: 2)
        }
    }

    /// The four hex digits after `\u` (`index` is on the first), as a number.
    mutating func hexQuad(escapeStart: Int) throws(JSONInputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw fail("\\u must be followed by four hex digits", at: escapeStart, length: min(6, bytes.count - escapeStart))
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func parseNumber() throws(JSONInputError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw fail("invalid number: expected a digit after '-'", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw fail("invalid number: JSON numbers have no leading zeros", at: start, length: index + 1 - start)
            }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw fail("invalid number: expected a digit after '.'", at: start, length: index - start)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw fail("invalid number: expected a digit in the exponent", at: start, length: index - start)
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Errors

    func span(_ offset: Int, _ length: Int) -> SourceSpan { lines.span(file: name, offset: offset, length: length) }

    func fail(_ message: String, at offset: Int, length: Int = 1, notes: [DiagnosticNote] = []) -> JSONInputError {
        let place = span(offset, length)
        return JSONInputError([Diagnostic(severity: .error, message: message, span: place, sourceLine: lines.text(ofLine: place.line),
                                          notes: notes)])
    }

    /// "expected X, found Y" at `index`, naming a comment, the end of the file (pointing just after the last text,
    /// with a note at the bracket left open) or the character found.
    func unexpected(_ expected: String, opened: Int? = nil, by container: String = "") -> JSONInputError {
        guard index < bytes.count else {
            var end = bytes.count
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            let notes = opened.map { [DiagnosticNote(severity: .note, message: "the \(container) opened here is not closed",
                                                     span: span($0, 1), sourceLine: lines.text(ofLine: span($0, 1).line))] } ?? []
            return fail("expected \(expected), found the end of the file", at: end, notes: notes)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            return fail("expected \(expected), found a comment; JSON has no comments", at: index, length: 2)
        }
        let length = max(1, Self.utf8SequenceLength(bytes, at: index))
        return fail("expected \(expected), found \(describe(at: index))", at: index, length: length)
    }

    /// A character for a message: `'x'` when printable, else its byte value.
    func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        let length = Self.utf8SequenceLength(bytes, at: offset)
        if byte >= 0x80, length > 0 { return "'\(String(decoding: bytes[offset..<offset + length], as: UTF8.self))'" }
        return byte >= 0x80 ? "byte \(Self.hex(byte)) (not UTF-8)" : "control character \(Self.hex(byte))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Letters, digits and `_` from `offset`: a bare word such as `true` or a mistaken unquoted key.
    func wordLength(at offset: Int) -> Int {
        var end = offset
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        guard end > offset, !Self.isDigit(bytes[offset]) else { return 0 }
        return end - offset
    }

    // MARK: Bytes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    static func hex(_ byte: UInt8) -> String { "0x" + hex2(byte) }
    static func hex2(_ byte: UInt8) -> String { (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (1 for ASCII), or 0 when it is not one
    /// (stray continuation byte, overlong form, surrogate, beyond U+10FFFF, cut short).
    static func utf8SequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let first = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        for position in 1..<length {
            let byte = bytes[offset + position]
            let range = position == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return 0 }
        }
        return length
    }
}
