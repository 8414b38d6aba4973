// PolicyToken: what the lexer produces. Keywords are not a separate kind: a `.word` whose text is
// reserved acts as a keyword where the grammar expects one (contextual keywords, as in swift-syntax).

/// The lexical class of a token.
public enum TokenKind: Sendable, Hashable {
    /// A run of word characters: identifiers, keywords and unquoted patterns (`*Controller`, `Task<*>?`, `{name}Protocol`).
    case word
    /// Decimal digits only.
    case integer
    /// A `"…"` or `"""…"""` string; the cooked value is in `PolicyToken.template`.
    case string
    /// A Swift code pattern in backticks (`` `DispatchQueue.main.async { $$$ }` ``); the text includes the backticks.
    case codePattern
    case at, comma, leftParen, rightParen, leftBrace, rightBrace, equals, colon
    /// Characters the language does not use; always carries a `lexicalError`.
    case unknown
    case endOfFile
}

/// A problem the lexer found; reported by the parser as an error at the token.
public enum LexicalError: Sendable, Hashable {
    case unexpectedCharacters(String)
    case unterminatedString
    case unterminatedMultilineString
    case unterminatedCodePattern

    public var message: String {
        switch self {
        case .unexpectedCharacters(let text): return "unexpected character\(text.count > 1 ? "s" : "") '\(text)'"
        case .unterminatedString: return "unterminated string: expected '\"' before the end of the line"
        case .unterminatedMultilineString: return "unterminated multi-line string: expected a closing '\"\"\"'"
        case .unterminatedCodePattern: return "unterminated code pattern: expected a closing '`'"
        }
    }
}

/// One token: kind, raw text, place, and the layout facts the parser uses (adjacency, line starts).
public struct PolicyToken: Sendable, Hashable {
    public var kind: TokenKind
    /// The source text of the token, quotes included for strings.
    public var text: String
    public var span: SourceSpan
    /// Whether white space or a comment separates this token from the previous one.
    public var hasLeadingSpace: Bool
    /// Whether this is the first token on its line.
    public var startsLine: Bool
    /// For strings (cooked, escapes applied) and words (split at `{binding}` placeholders).
    public var template: Template?
    public var lexicalError: LexicalError?

    /// True for a `.word` that looks like an identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    public var isIdentifier: Bool { kind == .word && PolicyToken.isIdentifier(text) }

    /// True if this is the word `word` (a keyword test).
    func isWord(_ word: String) -> Bool { kind == .word && text == word }

    /// True for a reserved word.
    var isKeyword: Bool { kind == .word && Vocabulary.isReserved(text) }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.allSatisfy(isIdentifierByte)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// How the token reads in messages: `'matching'`, `end of file`, `string "…"`.
    var quotedDescription: String {
        switch kind {
        case .endOfFile: return "end of file"
        case .string: return "a string"
        case .codePattern: return "a code pattern"
        default: return "'\(text)'"
        }
    }
}
