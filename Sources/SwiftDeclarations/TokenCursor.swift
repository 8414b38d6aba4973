// TokenCursor: the parser's view of one file's tokens and bytes: peeking, text slices, line numbers,
// and the balanced-bracket skipping every later step relies on. Every skip moves forward, so callers
// that loop on it always terminate.

import SwiftLexer

struct TokenCursor {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    /// Strings already made from the same bytes, handed out again.
    let texts: TextCache
    /// The lists body scans use while they run, kept from scan to scan.
    let scanScratch: ScanScratch
    /// At each opening bracket, the index of its closer, when the file's brackets nest (`Lexer` found them so);
    /// nil when they do not, and skips find closers by reading the tokens.
    let closers: UnsafeBufferPointer<Int32>?
    var index = 0

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, texts: TextCache = TextCache(),
         scanScratch: ScanScratch = ScanScratch(), closers: UnsafeBufferPointer<Int32>? = nil) {
        self.tokens = tokens
        self.bytes = bytes
        self.lines = lines
        self.texts = texts
        self.scanScratch = scanScratch
        self.closers = closers
    }

    /// The last index is always the `.endOfFile` token.
    var endIndex: Int { tokens.count - 1 }

    @inline(__always) var current: Token { tokens[index] }
    @inline(__always) func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, endIndex)] }
    @inline(__always) func token(_ i: Int) -> Token { tokens[max(0, min(i, endIndex))] }
    @inline(__always) var atEnd: Bool { index >= endIndex }

    @inline(__always) mutating func advance() { if index < endIndex { index += 1 } }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }
    @inline(__always) func at(_ keyword: Keyword) -> Bool { tokens[index].keyword == keyword }

    // MARK: Text

    func text(_ token: Token) -> String {
        texts.text(bytes, Int(token.start), Int(token.end))
    }

    /// Source text from the start of token `first` to the end of token `last` (inclusive), as written.
    func text(from first: Int, through last: Int) -> String {
        guard last >= first, first <= endIndex else { return "" }
        let start = Int(tokens[first].start), end = Int(tokens[min(last, endIndex)].end)
        return texts.text(bytes, start, max(start, end))
    }

    /// Whether the token spells exactly `word`.
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { w in
            var i = 0
            while i < w.count {
                if bytes[Int(token.start) + i] != w[i] { return false }
                i += 1
            }
            return true
        }
    }

    func firstByte(_ token: Token) -> UInt8 { token.end > token.start ? bytes[Int(token.start)] : 0 }

    /// The line a token starts on, as the lexer numbered it.
    @inline(__always) func line(_ token: Token) -> Int { Int(token.line) }

    /// The line a token ends on: its own line unless the next line starts before its last byte.
    func endLine(_ token: Token) -> Int {
        let line = Int(token.line)
        if line >= lines.lineCount || Int(lines.lineStarts[line]) >= Int(token.end) { return line }
        return lines.line(of: max(Int(token.start), Int(token.end) - 1))
    }

    /// 1-based line and column (in UTF-8 bytes) where a token starts.
    func location(_ token: Token) -> (line: Int, column: Int) {
        let line = Int(token.line)
        return (line, Int(token.start) - Int(lines.lineStarts[line - 1]) + 1)
    }

    // MARK: Skipping

    /// The closer `skipBalanced` would stop at for the opener at `open` (nil when the file ends first), the cursor
    /// left where it is.
    func matchingCloser(openingAt open: Int) -> Int? {
        var probe = self
        probe.index = open
        return probe.skipBalanced()
    }

    /// At an opening `(`, `[` or `{`: moves past its matching closer. A closer of the wrong kind closes
    /// the innermost opener it matches (recovery from broken code); the end of file stops the skip.
    /// Returns the index of the closer, or nil when the file ended first.
    @discardableResult
    mutating func skipBalanced() -> Int? {
        // in a file whose brackets nest, an opener's closer is the one the lexer noted (reading the tokens would
        // find it too: each closer inside closes the innermost bracket open)
        if let closers, index < endIndex {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                let closer = Int(closers[index])
                assert({ var probe = self; return probe.skipBalancedByReading() == closer && probe.index == closer + 1 }(),
                       "the lexer's closer differs from the one reading the tokens finds")
                index = closer + 1
                return closer
            default:
                break
            }
        }
        return skipBalancedByReading()
    }

    /// `skipBalanced`, reading the tokens.
    private mutating func skipBalancedByReading() -> Int? {
        // Nearly every skip stays within 32 levels: those keep the open brackets in one word, two bits each
        // (1 `(`, 2 `[`, 3 `{`), without a list to allocate; deeper nesting starts over with a list.
        let start = index
        var open: UInt64 = 0
        var depth = 0
        while index < endIndex {
            let code: UInt64
            switch tokens[index].kind {
            case .leftParen, .rightParen: code = 1
            case .leftBracket, .rightBracket: code = 2
            case .leftBrace, .rightBrace: code = 3
            default: index += 1; continue
            }
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                if depth == 32 {
                    index = start
                    return skipBalancedDeeply()
                }
                open |= code << (2 * UInt64(depth))
                depth += 1
            default:
                var match = depth - 1
                while match >= 0, (open >> (2 * UInt64(match))) & 3 != code { match -= 1 }
                if match >= 0 {
                    depth = match
                    open &= (1 << (2 * UInt64(match))) &- 1
                } else if code == 3 {
                    // A `}` no opener here matches: it closes something outside; stop before it.
                    return nil
                }
                if depth == 0 {
                    let closer = index
                    index += 1
                    return closer
                }
            }
            index += 1
        }
        return nil
    }

    /// `skipBalanced` for any depth, keeping the open brackets in a list.
    private mutating func skipBalancedDeeply() -> Int? {
        var stack: [TokenKind] = []
        stack.reserveCapacity(64)
        while index < endIndex {
            let kind = tokens[index].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(kind)
            case .rightParen, .rightBracket, .rightBrace:
                let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                if let match = stack.lastIndex(of: opener) {
                    stack.removeSubrange(match...)
                } else if kind == .rightBrace {
                    // A `}` no opener here matches: it closes something outside; stop before it.
                    return nil
                }
                if stack.isEmpty {
                    let closer = index
                    index += 1
                    return closer
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// At `<`: moves past the matching `>` of a generic clause. Gives up (returning false, index unchanged)
    /// at a token that cannot be inside one, so that `a < b` is never swallowed.
    mutating func skipAngles() -> Bool {
        let start = index
        var depth = 0
        while index < endIndex {
            switch tokens[index].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { index += 1; return true }
            case .leftParen, .leftBracket:
                if skipBalanced() == nil { index = start; return false }
                continue
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .semicolon, .equal, .endOfFile, .poundKeyword:
                index = start
                return false
            case .keyword:
                switch tokens[index].keyword {
                case .Any, .Self, .inout, .some, .any, .each, .where, .throws, .self: break
                // `<let count: Int, T>`: a value generic parameter
                case .let where tokens[index - 1].kind == .leftAngle || tokens[index - 1].kind == .comma: break
                default: index = start; return false
                }
            default: break
            }
            index += 1
        }
        index = start
        return false
    }
}
