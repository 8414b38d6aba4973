// PolicyLexer: UTF-8 policy text → tokens with places. Never fails: characters the language does not
// use become `.unknown` tokens and unterminated strings become string tokens, both with a `lexicalError`.

/// Splits a policy file into tokens, ending with one `.endOfFile` token.
public struct PolicyLexer {
    private let source: PolicySource
    private let bytes: [UInt8]
    private var index = 0
    private var sawSpace = false
    private var atLineStart = true

    public init(source: PolicySource) {
        self.source = source
        self.bytes = source.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// All tokens of `source`, the last one `.endOfFile`.
    public static func tokenize(_ source: PolicySource) -> [PolicyToken] {
        var lexer = PolicyLexer(source: source)
        var tokens: [PolicyToken] = []
        while true {
            let token = lexer.nextToken()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    /// The next token; `.endOfFile` forever once the text is consumed.
    public mutating func nextToken() -> PolicyToken {
        skipTrivia()
        let start = index
        guard index < bytes.count else { return make(.endOfFile, from: start) }
        let byte = bytes[index]
        if Self.isWordByte(byte) || placeholderEnd(at: index) != nil {
            return lexWord()
        }
        if let kind = Self.punctuation[byte] {
            index += 1
            return make(kind, from: start)
        }
        if byte == UInt8(ascii: "\"") {
            return lexString()
        }
        if byte == UInt8(ascii: "`") {
            return lexCodePattern()
        }
        while index < bytes.count, isUnknownByte(bytes[index]) { index += 1 }
        var token = make(.unknown, from: start)
        token.lexicalError = .unexpectedCharacters(token.text)
        return token
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        sawSpace = index == 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                sawSpace = true
            case UInt8(ascii: "\n"):
                index += 1
                sawSpace = true
                atLineStart = true
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                sawSpace = true
            default:
                return
            }
        }
    }

    // MARK: - Words

    /// Word characters: letters, digits and `_ * . < > ? $ - /`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        PolicyToken.isIdentifierByte(byte) || wordPunctuation.contains(byte)
    }

    private static let wordPunctuation: Set<UInt8> = Set("*.<>?$-/".utf8)

    private static let punctuation: [UInt8: TokenKind] = [
        UInt8(ascii: "@"): .at, UInt8(ascii: ","): .comma, UInt8(ascii: "("): .leftParen, UInt8(ascii: ")"): .rightParen,
        UInt8(ascii: "{"): .leftBrace, UInt8(ascii: "}"): .rightBrace, UInt8(ascii: "="): .equals, UInt8(ascii: ":"): .colon,
    ]

    private func isUnknownByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        if Self.isWordByte(byte) || Self.punctuation[byte] != nil { return false }
        return !" \t\r\n#\"`".utf8.contains(byte)
    }

    /// If `{identifier}` starts at `position`, the index just past its `}`.
    private func placeholderEnd(at position: Int) -> Int? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{"),
              position + 1 < bytes.count, PolicyToken.isIdentifierStart(bytes[position + 1]) else { return nil }
        var cursor = position + 2
        while cursor < bytes.count, PolicyToken.isIdentifierByte(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else { return nil }
        return cursor + 1
    }

    private mutating func lexWord() -> PolicyToken {
        let start = index
        var parts: [TemplatePart] = []
        var literalStart = index
        while index < bytes.count {
            if Self.isWordByte(bytes[index]) {
                index += 1
            } else if let end = placeholderEnd(at: index) {
                if literalStart < index { parts.append(.literal(source.slice(from: literalStart, to: index))) }
                let name = source.slice(from: index + 1, to: end - 1)
                parts.append(.placeholder(Placeholder(name: name, span: source.span(offset: index, length: end - index))))
                index = end
                literalStart = end
            } else {
                break
            }
        }
        if literalStart < index { parts.append(.literal(source.slice(from: literalStart, to: index))) }
        let allDigits = bytes[start..<index].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        var token = make(allDigits ? .integer : .word, from: start)
        token.template = Template(parts: parts)
        return token
    }

    // MARK: - Code patterns

    /// `` `Swift code` ``: everything up to the next backtick, line breaks included (a pattern may span lines). Swift's
    /// own backticked names cannot be written inside; none of the patterns the language needs uses them.
    private mutating func lexCodePattern() -> PolicyToken {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
        guard index < bytes.count else {
            var token = make(.codePattern, from: start)
            token.lexicalError = .unterminatedCodePattern
            return token
        }
        index += 1
        return make(.codePattern, from: start)
    }

    // MARK: - Strings

    private mutating func lexString() -> PolicyToken {
        if bytes[index...].starts(with: Self.tripleQuote) { return lexMultilineString() }
        let start = index
        index += 1
        var terminated = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "\"") {
                terminated = true
                break
            } else {
                index += 1
            }
        }
        var parts: [TemplatePart] = []
        cook(from: start + 1, to: index, into: &parts)
        if terminated { index += 1 }
        var token = make(.string, from: start)
        token.template = Template(parts: Self.merged(parts))
        if !terminated { token.lexicalError = .unterminatedString }
        return token
    }

    private static let tripleQuote = Array("\"\"\"".utf8)

    /// `"""` strings. When the opening quotes end their line, content starts on the next line and the
    /// closing line's indentation is removed from every line (Swift's rule); otherwise the text is taken as is.
    private mutating func lexMultilineString() -> PolicyToken {
        let start = index
        index += 3
        let contentStart = index
        var closing: Int?
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 2
            } else if bytes[index...].starts(with: Self.tripleQuote) {
                closing = index
                break
            } else {
                index += 1
            }
        }
        let contentEnd = closing ?? bytes.count
        index = closing.map { $0 + 3 } ?? bytes.count
        var parts: [TemplatePart] = []
        let lines = lineRanges(from: contentStart, to: contentEnd)
        if lines.count > 1, isBlank(lines[0]) {
            var body = Array(lines.dropFirst())
            var indent = 0
            if let last = body.last, isBlank(last) {
                indent = last.count
                body.removeLast()
            }
            for (number, line) in body.enumerated() {
                if number > 0 { parts.append(.literal("\n")) }
                var lineStart = line.lowerBound
                var removed = 0
                while removed < indent, lineStart < line.upperBound,
                      bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") {
                    lineStart += 1
                    removed += 1
                }
                cook(from: lineStart, to: line.upperBound, into: &parts)
            }
        } else {
            cook(from: contentStart, to: contentEnd, into: &parts)
        }
        var token = make(.string, from: start)
        token.template = Template(parts: Self.merged(parts))
        if closing == nil { token.lexicalError = .unterminatedMultilineString }
        return token
    }

    private func lineRanges(from start: Int, to end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = start
        for position in start..<end where bytes[position] == UInt8(ascii: "\n") {
            var lineEnd = position
            if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            ranges.append(lineStart..<lineEnd)
            lineStart = position + 1
        }
        ranges.append(lineStart..<end)
        return ranges
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Applies escapes (`\" \\ \n \t \{ \}`; any other `\x` is kept as written, so regexes need no doubling)
    /// and splits out `{identifier}` placeholders.
    private func cook(from start: Int, to end: Int, into parts: inout [TemplatePart]) {
        var literal: [UInt8] = []
        var position = start
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
        }
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < end {
                let next = bytes[position + 1]
                switch next {
                case UInt8(ascii: "n"): literal.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): literal.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"): literal.append(next)
                default: literal += [byte, next]
                }
                position += 2
            } else if let placeholderEnd = placeholderEnd(at: position), placeholderEnd <= end {
                flush()
                let name = source.slice(from: position + 1, to: placeholderEnd - 1)
                parts.append(.placeholder(Placeholder(name: name, span: source.span(offset: position, length: placeholderEnd - position))))
                position = placeholderEnd
            } else {
                literal.append(byte)
                position += 1
            }
        }
        flush()
    }

    private static func merged(_ parts: [TemplatePart]) -> [TemplatePart] {
        var result: [TemplatePart] = []
        for part in parts {
            if case .literal(let text) = part, case .literal(let previous)? = result.last {
                result[result.count - 1] = .literal(previous + text)
            } else {
                result.append(part)
            }
        }
        return result
    }

    // MARK: - Tokens

    private mutating func make(_ kind: TokenKind, from start: Int) -> PolicyToken {
        let token = PolicyToken(kind: kind, text: source.slice(from: start, to: index),
                                span: source.span(offset: start, length: index - start),
                                hasLeadingSpace: sawSpace, startsLine: atLineStart, template: nil, lexicalError: nil)
        atLineStart = false
        return token
    }
}

extension PolicyLexer {
    /// Maps a byte offset in a single-line string's cooked value back to a column offset inside its quotes,
    /// so errors inside a regex point at the right column.
    static func rawOffset(ofCooked cooked: Int, inStringToken text: String) -> Int {
        let raw = Array(text.utf8.dropFirst())
        var rawIndex = 0
        var cookedIndex = 0
        while rawIndex < raw.count, cookedIndex < cooked {
            if raw[rawIndex] == UInt8(ascii: "\\"), rawIndex + 1 < raw.count {
                let next = raw[rawIndex + 1]
                let shortens = "nt\"\\{}".utf8.contains(next)
                if shortens {
                    cookedIndex += 1
                    rawIndex += 2
                } else if cookedIndex + 1 == cooked {
                    return rawIndex + 1
                } else {
                    cookedIndex += 2
                    rawIndex += 2
                }
            } else {
                cookedIndex += 1
                rawIndex += 1
            }
        }
        return rawIndex
    }
}
