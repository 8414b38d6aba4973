// SwiftLexer: Swift source bytes → tokens. One forward pass over UTF-8 bytes, comments and white space
// folded into token flags, string interpolations lexed as ordinary tokens between string segments; where
// lines start and, when the brackets nest, where each bracket closes are noted on the way.
// It never fails: malformed input becomes `.unknown` tokens and `LexerDiagnostic`s, and every step
// consumes at least one byte, so lexing is linear in the input.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem the lexer saw; lexing went on past it.
public struct LexerDiagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String
}

/// The lexed form of one source file.
public struct TokenStream: Sendable {
    /// Tokens in source order; the last one is always `.endOfFile`.
    public var tokens: [Token]
    public var diagnostics: [LexerDiagnostic]
    /// How the brackets (`()`, `[]`, `{}`, of any kind alike) balance, counted as the tokens were made.
    public var brackets = BracketBalance()
}

/// The balance of a file's brackets, all kinds counted alike: the first closer with no opener before it, else the
/// opener of the last outermost group still open at the end. Later stages skip bodies by bracket balance and stop
/// quietly at the end of the file; this tells them, without reading the tokens again, whether the file is unbalanced.
public struct BracketBalance: Sendable, Equatable {
    /// Index of the first closer that closes nothing (the depth went below zero).
    public var strayCloser: Int?
    /// Index of the outermost opener not closed by the end of the file (when no closer was stray).
    public var unclosedOpener: Int?

    public init(strayCloser: Int? = nil, unclosedOpener: Int? = nil) {
        self.strayCloser = strayCloser
        self.unclosedOpener = unclosedOpener
    }
}

public enum Lexer {
    /// Lexes a whole file. A UTF-8 BOM and a `#!` first line are skipped.
    public static func tokenize(_ source: [UInt8]) -> TokenStream {
        let storage = TokenStorage()
        return source.withUnsafeBufferPointer { bytes in
            let stream = tokenize(bytes, into: storage)
            return TokenStream(tokens: Array(storage.tokens(stream.tokenCount)), diagnostics: stream.diagnostics,
                               brackets: stream.brackets)
        }
    }

    /// `tokenize`, writing the tokens into `storage` (from its start, over the tokens of the file lexed before): a
    /// thread lexing one file after another lexes each into the same memory, rather than allocating (and faulting
    /// in) a new list per file. The tokens are `storage.tokens(stream.tokenCount)` until `storage` is used again.
    public static func tokenize(_ source: UnsafeBufferPointer<UInt8>, into storage: TokenStorage) -> StoredTokenStream {
        var state = LexerState(bytes: source, storage: storage)
        state.run()
        return StoredTokenStream(tokenCount: state.tokens.count, diagnostics: state.diagnostics, brackets: state.bracketBalance,
                                 lineStarts: state.lineStarts.array(), bracketsNest: state.closers.bracketsNest)
    }
}

/// The lexed form of one source file whose tokens are in a `TokenStorage`.
public struct StoredTokenStream: Sendable {
    /// How many tokens the storage holds from its start; the last one is always `.endOfFile`.
    public var tokenCount: Int
    public var diagnostics: [LexerDiagnostic]
    public var brackets: BracketBalance
    /// Where each line begins, as `LineTable` finds them: noted as the lexer passed each line break, so that the
    /// bytes are not searched for them again.
    public var lineStarts: [Int32]
    /// Whether the brackets nest: every closer closes the innermost bracket open, of its own kind, and none is left
    /// open. Then `TokenStorage.closers` gives each opener's closer.
    public var bracketsNest: Bool
}

/// Memory a thread lexes file after file into: grown when a file needs more, never shrunk, freed with the storage.
/// The lexer writes tokens (and line starts) through pointers, without an array's check on each append that its
/// memory is not shared: a storage is used by one lexer at a time.
public final class TokenStorage {
    fileprivate var tokenMemory = ReusableMemory<Token>(capacity: 1024)
    fileprivate var lineStartMemory = ReusableMemory<Int32>(capacity: 256)
    fileprivate var closerMemory = ReusableMemory<Int32>(capacity: 1024)

    public init() {}

    deinit {
        tokenMemory.deallocate()
        lineStartMemory.deallocate()
        closerMemory.deallocate()
    }

    /// The first `count` tokens (`count` at most those the last lexing wrote).
    public func tokens(_ count: Int) -> UnsafeBufferPointer<Token> {
        UnsafeBufferPointer(start: tokenMemory.base, count: min(max(count, 0), tokenMemory.capacity))
    }

    /// For the first `count` tokens, at each opening bracket the index of its closer, when the last lexing found
    /// the brackets nested (`StoredTokenStream.bracketsNest`); the entries of other tokens mean nothing.
    public func closers(_ count: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: closerMemory.base, count: min(max(count, 0), closerMemory.capacity))
    }
}

/// Plain values written from the start of memory kept for the next file: grown when a file needs more.
fileprivate struct ReusableMemory<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    func deallocate() { base.deallocate() }

    /// Room for at least `count` values, those held before not kept.
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        capacity = count
        base = .allocate(capacity: capacity)
    }

    /// Room for at least `minimum` values, and at least twice the room there was, the first `count` values kept.
    mutating func grow(keeping count: Int, toHold minimum: Int) {
        var larger = max(capacity, 1) * 2
        while larger < minimum { larger *= 2 }
        let memory = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        memory.initialize(from: base, count: count)
        base.deallocate()
        base = memory
        capacity = larger
    }
}

/// Values appended to one of a `TokenStorage`'s memories from its start (tokens and line starts hold no
/// references: nothing to release).
private struct StorageWriter<Element> {
    private let storage: TokenStorage
    private let memory: ReferenceWritableKeyPath<TokenStorage, ReusableMemory<Element>>
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(into storage: TokenStorage, _ memory: ReferenceWritableKeyPath<TokenStorage, ReusableMemory<Element>>, reserving count: Int) {
        self.storage = storage
        self.memory = memory
        storage[keyPath: memory].reserve(count)
        base = storage[keyPath: memory].base
        capacity = storage[keyPath: memory].capacity
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Value `i` of those written.
    @inline(__always) subscript(i: Int) -> Element { base[i] }

    @inline(__always) mutating func append(_ value: Element) {
        if count == capacity {
            storage[keyPath: memory].grow(keeping: count, toHold: count + 1)
            base = storage[keyPath: memory].base
            capacity = storage[keyPath: memory].capacity
        }
        (base + count).initialize(to: value)
        count += 1
    }

    /// The values written, copied into an array of their count.
    func array() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initialized = count
        }
    }
}

/// Each bracket's closer, noted as the tokens are made into a `TokenStorage`'s closer memory. While a bracket is
/// open, its entry holds the bracket open around it (-1 for none): the open brackets form a list without memory of
/// their own, and a closer replaces the innermost one's entry with its own index.
private struct CloserWriter {
    private let storage: TokenStorage
    private var entries: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// The innermost bracket open, -1 for none.
    private(set) var innermostOpen: Int32 = -1
    /// No closer so far was stray or of another kind than the bracket it closed.
    private var isNested = true

    init(into storage: TokenStorage, reserving count: Int) {
        self.storage = storage
        storage.closerMemory.reserve(count)
        entries = storage.closerMemory.base
        capacity = storage.closerMemory.capacity
    }

    /// Whether every closer closed the innermost bracket open, of its own kind, and none is open.
    var bracketsNest: Bool { isNested && innermostOpen < 0 }

    /// Notes an opener, token `index`.
    @inline(__always) mutating func open(at index: Int) {
        // openers are far apart where many short tokens come between them: one doubling may not reach `index`
        if index >= capacity {
            storage.closerMemory.grow(keeping: capacity, toHold: index + 1)
            entries = storage.closerMemory.base
            capacity = storage.closerMemory.capacity
        }
        entries[index] = innermostOpen
        innermostOpen = Int32(truncatingIfNeeded: index)
    }

    /// Notes a closer, token `index`, which closes the innermost bracket open when `closesInnermost` (one is open,
    /// of the closer's kind).
    @inline(__always) mutating func close(at index: Int, closesInnermost: Bool) {
        guard isNested else { return }
        guard closesInnermost else {
            isNested = false
            return
        }
        let open = Int(innermostOpen)
        innermostOpen = entries[open]
        entries[open] = Int32(truncatingIfNeeded: index)
    }
}

/// Where a string literal that contains an interpolation resumes once the interpolation's `)` closes.
private struct OpenString {
    var pounds: Int
    var multiline: Bool
    /// Parentheses opened inside the interpolation and not yet closed.
    var parenDepth: Int
}

private struct LexerState {
    let bytes: UnsafeBufferPointer<UInt8>
    let keywords = KeywordTable.shared
    var pos = 0
    var tokens: StorageWriter<Token>
    var diagnostics: [LexerDiagnostic] = []
    var pendingFlags: UInt8 = 0
    var openStrings: [OpenString] = []
    /// Where each `#if` still open at the current token starts, outermost first.
    var openConditionals: [Int] = []
    /// A regex scan that found no closer stops being retried before here: `/` scans end at the line's end,
    /// `#/` scans (per pound count) at the file's. Without this, a long line of unclosed openers is quadratic.
    var slashRegexFailedUntil = 0
    var poundRegexFailedUntil = 0
    var poundRegexFailedPounds = 0
    /// Brackets open at the current token, the latest opener made at depth 0, and the first stray closer.
    var bracketDepth = 0
    var outermostOpener = 0
    var strayCloser: Int?
    /// Where each line begins (see `noteLineBreak`).
    var lineStarts: StorageWriter<Int32>
    /// Each bracket's closer.
    var closers: CloserWriter
    /// The line the token being read starts on: the lines begun before it, counted once its trivia is skipped
    /// (a token's own line breaks, in a multi-line string, are noted after its start).
    var tokenLine: Int32 = 1
    /// The file's last byte that continues no identifier (its last line break, mostly), -1 for none: an identifier
    /// starting before it ends at it at the latest, so its bytes are read without checking for the end of the file.
    let identifierStop: Int

    init(bytes: UnsafeBufferPointer<UInt8>, storage: TokenStorage) {
        self.bytes = bytes
        tokens = StorageWriter(into: storage, \.tokenMemory, reserving: bytes.count / 5 + 16)
        lineStarts = StorageWriter(into: storage, \.lineStartMemory, reserving: bytes.count / 30 + 16)
        lineStarts.append(0)
        closers = CloserWriter(into: storage, reserving: bytes.count / 5 + 16)
        var stop = bytes.count - 1
        while stop >= 0, keywords.continuesIdentifier(bytes[stop]) { stop -= 1 }
        identifierStop = stop
    }

    /// Notes the line break at `i` (a `\n` or `\r`) as every step that moves past one does, in order: a line
    /// starts after each `\n`, and after each `\r` not followed by `\n` (`\r\n` ends one line), as `LineTable` counts.
    @inline(__always) mutating func noteLineBreak(at i: Int) {
        if bytes[i] == 10 || at(i + 1) != 10 { lineStarts.append(Int32(truncatingIfNeeded: i + 1)) }
    }

    /// Notes every line break in `bytes[start..<end]`: for tokens that may span lines (regex literals), scanned
    /// once they are made.
    mutating func noteLineBreaks(from start: Int, to end: Int) {
        for i in start..<end where bytes[i] == 10 || bytes[i] == 13 { noteLineBreak(at: i) }
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

    /// The token loop. Trivia and identifiers (most of the bytes, nearly half the tokens) are lexed inside it: their
    /// functions, and the keyword lookup's, are `@inline(always)` where the compiler has it (Swift 6.3 on), since
    /// `@inline(__always)` is not honoured for functions this large in a caller this large.
    mutating func run() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
        diagnoseBytesThatAreNotText()
        if at(pos) == UInt8(ascii: "#"), at(pos + 1) == UInt8(ascii: "!") { skipToEndOfLine() }
        while true {
            skipTrivia()
            guard pos < bytes.count else { break }
            tokenLine = Int32(truncatingIfNeeded: lineStarts.count)
            // identifiers and keywords (nearly half the tokens), brackets and the commonest punctuation are lexed
            // here, without the call and dispatch of `lexToken`
            let c = bytes[pos]
            if c >= UInt8(ascii: "A"), isIdentifierContinue(c) {
                lexIdentifier()
            } else if !lexBracketOrPunctuation(c) {
                lexToken()
            }
        }
        if !openStrings.isEmpty { diagnose(bytes.count, "unterminated string interpolation") }
        for start in openConditionals { diagnose(start, "'#if' without a matching '#endif' before the end of the file") }
        tokens.append(Token(kind: .endOfFile, flags: pendingFlags, start: Int32(bytes.count), end: Int32(bytes.count),
                            line: Int32(truncatingIfNeeded: lineStarts.count)))
    }

    /// Reports the first run of NUL bytes on a line and each sequence of bytes that is not UTF-8, where it starts. Both lose text
    /// without a word otherwise: a NUL is read as a space, splitting what it stands in (`str\0uct T {}` declares
    /// nothing), and names take any byte from 0x80 up (`str\u{FF}uct`). One pass before the tokens, 32 bytes at
    /// a time while they are all ASCII and none is NUL, as nearly all of a file is (under one instruction a byte).
    mutating func diagnoseBytesThatAreNotText() {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte from 0x80 up and (the usual zero-byte test, exact for whether there is one) of
        /// the first zero byte, with others above it.
        @inline(__always) func flags(_ offset: Int) -> UInt64 {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            return word | (word &- ones) & ~word
        }
        var i = 0, reportedNUL = -1
        while i < bytes.count {
            if i + 32 <= bytes.count, (flags(i) | flags(i + 8) | flags(i + 16) | flags(i + 24)) & highs == 0 {
                i += 32
                continue
            }
            let byte = bytes[i]
            if byte == 0 {
                // once a line: a file of text in UTF-16 without its byte order mark has a NUL every other byte
                if reportedNUL < 0 || memchr(raw + reportedNUL, 10, i - reportedNUL) != nil {
                    diagnose(i, "NUL byte in the source (read as a space)")
                    reportedNUL = i
                }
                while i < bytes.count, bytes[i] == 0 { i += 1 }
                continue
            }
            guard byte >= 0x80 else { i += 1; continue }
            let length = UTF8Sequence.validLength(bytes, at: i)
            if length > 0 {
                i += length
                continue
            }
            diagnose(i, "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): the file is not UTF-8 text here")
            // the continuation bytes after a bad lead belong to the same error
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
    }

    var bracketBalance: BracketBalance {
        if let strayCloser { return BracketBalance(strayCloser: strayCloser) }
        return BracketBalance(unclosedOpener: bracketDepth > 0 ? outermostOpener : nil)
    }

    /// Counts an opener about to be made.
    @inline(__always) mutating func countOpener() {
        if bracketDepth == 0 { outermostOpener = tokens.count }
        bracketDepth += 1
        closers.open(at: tokens.count)
    }

    /// Counts a closer about to be made, of brackets that `opener` opens.
    @inline(__always) mutating func countCloser(of opener: TokenKind) {
        bracketDepth -= 1
        if bracketDepth < 0, strayCloser == nil { strayCloser = tokens.count }
        let innermost = Int(closers.innermostOpen)
        closers.close(at: tokens.count, closesInnermost: innermost >= 0 && tokens[innermost].kind == opener)
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        if diagnostics.count < 100 { diagnostics.append(LexerDiagnostic(offset: offset, message: message)) }
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none) {
        // offsets converted without a check for each token: a file too large for 32-bit offsets traps at its
        // end-of-file token, whose offset is converted with one
        tokens.append(Token(kind: kind, keyword: keyword, flags: pendingFlags, start: Int32(truncatingIfNeeded: start),
                            end: Int32(truncatingIfNeeded: pos), line: tokenLine))
        pendingFlags = 0
    }

    // MARK: Trivia

    /// Moves to the line's end (its `\n` or `\r`, or the end of the file), found with `memchr` (vectorised).
    mutating func skipToEndOfLine() {
        guard pos < bytes.count, let base = bytes.baseAddress else { return }
        let start = UnsafeRawPointer(base + pos)
        var length = bytes.count - pos
        if let newline = memchr(start, 10, length) { length = UnsafeRawPointer(newline) - start }
        if let carriageReturn = memchr(start, 13, length) { length = UnsafeRawPointer(carriageReturn) - start }
        pos += length
    }

    #if compiler(>=6.3)
    @inline(always)  // into the token loop (see `run`)
    #else
    @inline(__always)
    #endif
    mutating func skipTrivia() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 32:
                pendingFlags |= Token.spaceBefore
                pos = endOfSpaces(from: pos + 1)
            case 9, 11, 12, 0:  // a NUL byte is read as a space, and reported (`diagnoseBytesThatAreNotText`)
                pendingFlags |= Token.spaceBefore; pos += 1
            case 10, 13:
                pendingFlags |= Token.newlineBefore; noteLineBreak(at: pos); pos += 1
            case UInt8(ascii: "/") where at(pos + 1) == UInt8(ascii: "/"):
                pendingFlags |= Token.spaceBefore; skipToEndOfLine()
            case UInt8(ascii: "/") where at(pos + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// The end of a run of spaces (indentation, mostly), eight bytes at a time while eight remain: the first word
    /// that is not all spaces ends the run at its first other byte (its lowest non-zero byte once xored with spaces).
    @inline(__always) func endOfSpaces(from start: Int) -> Int {
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= bytes.count {
                let others = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                if others != 0 { return i + others.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < bytes.count, bytes[i] == 32 { i += 1 }
        return i
    }

    /// The first `\`, `"`, line feed or carriage return from `start` on (the end of the file when there is none):
    /// eight bytes at a time while eight remain, each of the four found in a word as its zero bytes once xored with
    /// it (the lowest byte the usual zero-byte test flags is a zero byte).
    @inline(__always) func nextStringDelimiter(from start: Int) -> Int {
        var i = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
            while i + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let found = zeroBytes(word ^ (ones &* 0x5C)) | zeroBytes(word ^ (ones &* 0x22))  // `\`, `"`
                    | zeroBytes(word ^ (ones &* 10)) | zeroBytes(word ^ (ones &* 13))
                if found != 0 { return i + found.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), 10, 13: return i
            default: i += 1
            }
        }
        return i
    }

    /// `/* … */`, nested. A newline inside counts as a newline before the next token.
    mutating func skipBlockComment() {
        let start = pos
        pendingFlags |= Token.spaceBefore
        pos += 2
        var depth = 1
        while pos < bytes.count {
            let c = bytes[pos]
            if c == UInt8(ascii: "*"), at(pos + 1) == UInt8(ascii: "/") {
                pos += 2; depth -= 1
                if depth == 0 { return }
            } else if c == UInt8(ascii: "/"), at(pos + 1) == UInt8(ascii: "*") {
                pos += 2; depth += 1
            } else {
                if c == 10 || c == 13 { pendingFlags |= Token.newlineBefore; noteLineBreak(at: pos) }
                pos += 1
            }
        }
        diagnose(start, "unterminated '/*' comment")
    }

    // MARK: Tokens

    /// Brackets, `,`, `:` and `.` (a lone one; `..` begins an operator), which `run` lexes before any other token
    /// but names: false for any other byte.
    #if compiler(>=6.3)
    @inline(always)  // into the token loop (see `run`)
    #else
    @inline(__always)
    #endif
    mutating func lexBracketOrPunctuation(_ c: UInt8) -> Bool {
        let start = pos
        switch c {
        case UInt8(ascii: "("):
            pos += 1
            if !openStrings.isEmpty { openStrings[openStrings.count - 1].parenDepth += 1 }
            countOpener()
            emit(.leftParen, start)
        case UInt8(ascii: ")"):
            pos += 1
            countCloser(of: .leftParen)
            emit(.rightParen, start)
            if let top = openStrings.last {
                if top.parenDepth == 0 {
                    openStrings.removeLast()
                    lexStringBody(start: pos, pounds: top.pounds, multiline: top.multiline)
                } else {
                    openStrings[openStrings.count - 1].parenDepth -= 1
                }
            }
        case UInt8(ascii: "["): pos += 1; countOpener(); emit(.leftBracket, start)
        case UInt8(ascii: "]"): pos += 1; countCloser(of: .leftBracket); emit(.rightBracket, start)
        case UInt8(ascii: "{"): pos += 1; countOpener(); emit(.leftBrace, start)
        case UInt8(ascii: "}"): pos += 1; countCloser(of: .leftBrace); emit(.rightBrace, start)
        case UInt8(ascii: ","): pos += 1; emit(.comma, start)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, start)
        case UInt8(ascii: "."):
            if at(pos + 1) == UInt8(ascii: ".") { return false }
            pos += 1
            emit(.period, start)
        default:
            return false
        }
        return true
    }

    /// Every token but identifiers and keywords, brackets and the punctuation `lexBracketOrPunctuation` lexes, which
    /// `run` lexes before coming here.
    mutating func lexToken() {
        let start = pos
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(pounds: 0)
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < bytes.count, isIdentifierContinue(bytes[pos]) { pos += 1 }
            emit(.dollarIdentifier, start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"): pos += 1; emit(.atSign, start)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, start)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, start)
        case UInt8(ascii: "."):
            lexOperator()  // `..`, `...`, `..<`
        case UInt8(ascii: "/"):
            if !lexRegexIfLikely() { lexOperator() }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        default:
            pos += 1
            diagnose(start, "unexpected character")
            emit(.unknown, start)
        }
    }

    /// Letters, digits, `_`, `$` and every non-ASCII byte, read from a table rather than tested against ranges.
    @inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool { keywords.continuesIdentifier(c) }

    #if compiler(>=6.3)
    @inline(always)  // into the token loop (see `run`)
    #else
    @inline(__always)
    #endif
    mutating func lexIdentifier() {
        let start = pos
        var end = pos + 1
        if end <= identifierStop {
            while isIdentifierContinue(bytes[end]) { end &+= 1 }  // within the file: no overflow check
        } else {
            while end < bytes.count, isIdentifierContinue(bytes[end]) { end += 1 }
        }
        pos = end
        let (keyword, reserved) = keywords.lookup(bytes, start, end)
        emit(reserved ? .keyword : .identifier, start, keyword: keyword)
    }

    mutating func lexBacktick() {
        let start = pos
        pos += 1
        while pos < bytes.count, bytes[pos] != UInt8(ascii: "`"), bytes[pos] != 10, bytes[pos] != 13 { pos += 1 }
        if at(pos) == UInt8(ascii: "`"), pos > start + 1 {
            pos += 1
            emit(.backtickIdentifier, start)
        } else {
            pos = start + 1
            diagnose(start, "unterminated backtick identifier")
            emit(.unknown, start)
        }
    }

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        if bytes[pos] == UInt8(ascii: "0"), at(pos + 1) == UInt8(ascii: "x") || at(pos + 1) == UInt8(ascii: "X") {
            pos += 2
            while pos < bytes.count, isHexDigitOrUnderscore(bytes[pos]) { pos += 1 }
            if at(pos) == UInt8(ascii: "."), isHexDigit(at(pos + 1)) {
                isFloat = true; pos += 1
                while pos < bytes.count, isHexDigitOrUnderscore(bytes[pos]) { pos += 1 }
            }
            if at(pos) == UInt8(ascii: "p") || at(pos) == UInt8(ascii: "P") { isFloat = true; skipExponent() }
        } else {
            while pos < bytes.count, isIdentifierContinue(bytes[pos]), bytes[pos] != UInt8(ascii: "e"),
                  bytes[pos] != UInt8(ascii: "E") { pos += 1 }
            if at(pos) == UInt8(ascii: "."), isDigit(at(pos + 1)), !isAfterPeriod(start) {
                isFloat = true; pos += 1
                while pos < bytes.count, isDigitOrUnderscore(bytes[pos]) { pos += 1 }
            }
            if at(pos) == UInt8(ascii: "e") || at(pos) == UInt8(ascii: "E") {
                isFloat = true; skipExponent()
            }
            while pos < bytes.count, isIdentifierContinue(bytes[pos]) { pos += 1 }
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    /// `x.0.1` is two tuple accesses, not a float.
    func isAfterPeriod(_ start: Int) -> Bool {
        start > 0 && bytes[start - 1] == UInt8(ascii: ".")
    }

    mutating func skipExponent() {
        pos += 1
        if at(pos) == UInt8(ascii: "+") || at(pos) == UInt8(ascii: "-") { pos += 1 }
        while pos < bytes.count, isDigitOrUnderscore(bytes[pos]) { pos += 1 }
    }

    @inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    @inline(__always) func isDigitOrUnderscore(_ c: UInt8) -> Bool { isDigit(c) || c == UInt8(ascii: "_") }
    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "f"))
    }
    @inline(__always) func isHexDigitOrUnderscore(_ c: UInt8) -> Bool { isHexDigit(c) || c == UInt8(ascii: "_") }

    // MARK: Pound

    mutating func lexPound() {
        let start = pos
        var pounds = 0
        while at(pos + pounds) == UInt8(ascii: "#") { pounds += 1 }
        let next = at(pos + pounds)
        if next == UInt8(ascii: "\"") {
            pos += pounds
            lexStringStart(pounds: pounds, from: start)
            return
        }
        if next == UInt8(ascii: "/"), lexExtendedRegex(pounds: pounds) { return }
        pos += 1
        if pos < bytes.count, isIdentifierContinue(bytes[pos]), !isDigit(bytes[pos]) {
            let nameStart = pos
            while pos < bytes.count, isIdentifierContinue(bytes[pos]) { pos += 1 }
            let isDirective = PoundDirective.isDirective(bytes, nameStart, pos)
            if isDirective { noteConditional(at: start, PoundDirective.conditional(bytes, nameStart, pos)) }
            emit(isDirective ? .poundKeyword : .poundIdentifier, start)
        } else {
            diagnose(start, "unexpected '#'")
            emit(.unknown, start)
        }
    }

    /// Keeps the `#if` blocks open in step with a directive: one that closes or continues a block none is open
    /// for is reported where it stands (the ones left open are reported at the end of the file).
    mutating func noteConditional(at start: Int, _ conditional: PoundDirective.Conditional?) {
        switch conditional {
        case .opens?:
            openConditionals.append(start)
        case .continues?:
            if openConditionals.isEmpty { diagnose(start, "'\(directiveName(at: start))' without a matching '#if'") }
        case .closes?:
            if openConditionals.popLast() == nil { diagnose(start, "'#endif' without a matching '#if'") }
        case nil:
            break
        }
    }

    /// `#else` or `#elseif`, as written at `start`.
    func directiveName(at start: Int) -> String {
        at(start + 5) == UInt8(ascii: "i") ? "#elseif" : "#else"
    }

    // MARK: Strings

    mutating func lexStringStart(pounds: Int, from explicitStart: Int? = nil) {
        let start = explicitStart ?? pos
        let multiline = at(pos + 1) == UInt8(ascii: "\"") && at(pos + 2) == UInt8(ascii: "\"") && onlySpaceToEndOfLine(from: pos + 3)
        pos += multiline ? 3 : 1
        lexStringBody(start: start, pounds: pounds, multiline: multiline)
    }

    /// Lexes string text up to the closing delimiter or an interpolation `\(`, emitting one segment.
    mutating func lexStringBody(start: Int, pounds: Int, multiline: Bool) {
        while pos < bytes.count {
            // the text up to the next byte that may end it, escape or break it
            pos = nextStringDelimiter(from: pos)
            guard pos < bytes.count else { break }
            let c = bytes[pos]
            if c == UInt8(ascii: "\\"), hasPounds(pounds, at: pos + 1) {
                let afterPounds = pos + 1 + pounds
                if at(afterPounds) == UInt8(ascii: "(") {
                    pos = afterPounds
                    emit(.stringSegment, start)
                    tokenLine = Int32(truncatingIfNeeded: lineStarts.count)  // after the segment's own line breaks
                    let parenStart = pos
                    pos += 1
                    countOpener()
                    emit(.leftParen, parenStart)
                    openStrings.append(OpenString(pounds: pounds, multiline: multiline, parenDepth: 0))
                    return
                }
                if afterPounds < bytes.count {
                    // the escaped character, which may be a line break (a line continuation)
                    if bytes[afterPounds] == 10 || bytes[afterPounds] == 13 { noteLineBreak(at: afterPounds) }
                    pos = afterPounds + 1
                } else {
                    pos = afterPounds
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if at(pos + 1) == UInt8(ascii: "\""), at(pos + 2) == UInt8(ascii: "\""), hasPounds(pounds, at: pos + 3) {
                        pos += 3 + pounds
                        emit(.stringSegment, start)
                        return
                    }
                } else if hasPounds(pounds, at: pos + 1) {
                    pos += 1 + pounds
                    emit(.stringSegment, start)
                    return
                }
            }
            if c == 10 || c == 13 {
                if !multiline {
                    diagnose(start, "unterminated string literal")
                    emit(.stringSegment, start)
                    return
                }
                noteLineBreak(at: pos)
            }
            pos += 1
        }
        diagnose(start, "unterminated string literal")
        emit(.stringSegment, start)
    }

    /// A multi-line string's opening `"""` ends its line; `#"""#` is a one-line raw string holding `"`.
    func onlySpaceToEndOfLine(from offset: Int) -> Bool {
        var i = offset
        while i < bytes.count {
            switch bytes[i] {
            case 32, 9: i += 1
            case 10, 13: return true
            default: return false
            }
        }
        return true
    }

    func hasPounds(_ count: Int, at offset: Int) -> Bool {
        var i = 0
        while i < count {
            if at(offset + i) != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    // MARK: Regex literals

    /// `#/…/#` (any number of pounds); may span lines when the opening `/` ends its line.
    mutating func lexExtendedRegex(pounds: Int) -> Bool {
        let start = pos
        // a later opener with as many pounds rescans the same bytes in step with the failed scan: it fails too
        if pos < poundRegexFailedUntil, pounds == poundRegexFailedPounds { return false }
        var i = pos + pounds + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "/"), hasPounds(pounds, at: i + 1) {
                pos = i + 1 + pounds
                emit(.regexLiteral, start)
                noteLineBreaks(from: start, to: pos)
                return true
            }
            i += 1
        }
        poundRegexFailedUntil = bytes.count
        poundRegexFailedPounds = pounds
        return false
    }

    /// `/…/` is a regex literal where an expression may begin, its content does not start with white
    /// space, and it closes on the same line. Otherwise `/` is an operator.
    mutating func lexRegexIfLikely() -> Bool {
        if let last = tokens.last, !pendingFlagsAllowRegexAfter(last) { return false }
        let first = at(pos + 1)
        if first == 32 || first == 9 || first == 10 || first == 13 || first == UInt8(ascii: "=") || first == 0 { return false }
        // an earlier `/` on this line found no closer up to the line's end: no later one is a regex either
        if pos < slashRegexFailedUntil { return false }
        var i = pos + 1
        var inClass = false
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 || c == 13 { slashRegexFailedUntil = i; return false }
            if c == UInt8(ascii: "\\") { i += 2; continue }
            if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false }
            if c == UInt8(ascii: "/"), !inClass {
                if bytes[i - 1] == 32 || bytes[i - 1] == 9 { return false }
                let start = pos
                pos = i + 1
                emit(.regexLiteral, start)
                noteLineBreaks(from: start, to: pos)  // an escaped line break
                return true
            }
            i += 1
        }
        slashRegexFailedUntil = bytes.count
        return false
    }

    /// Whether a `/` after this token starts an expression (so it may open a regex literal).
    func pendingFlagsAllowRegexAfter(_ previous: Token) -> Bool {
        switch previous.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringSegment,
             .regexLiteral, .rightParen, .rightBracket, .rightBrace, .rightAngle, .poundIdentifier:
            return false
        case .question, .exclaim:
            return pendingFlags != 0
        case .keyword:
            switch previous.keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any: return false
            default: return true
            }
        default:
            return true
        }
    }

    // MARK: Operators

    @inline(__always) func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    mutating func lexOperator() {
        let start = pos
        let c = bytes[pos]
        let leftBound = pendingFlags == 0 && !tokens.isEmpty
        switch c {
        case UInt8(ascii: "<"): pos += 1; emit(.leftAngle, start); return
        case UInt8(ascii: ">"): pos += 1; emit(.rightAngle, start); return
        case UInt8(ascii: "-") where at(pos + 1) == UInt8(ascii: ">"): pos += 2; emit(.arrow, start); return
        case UInt8(ascii: "?") where leftBound: pos += 1; emit(.question, start); return
        case UInt8(ascii: "!") where leftBound && at(pos + 1) != UInt8(ascii: "="):
            pos += 1; emit(.exclaim, start); return
        default: break
        }
        let dotted = c == UInt8(ascii: ".")
        pos += 1
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "/"), at(pos + 1) == UInt8(ascii: "/") || at(pos + 1) == UInt8(ascii: "*") { break }
            if isOperatorByte(b) || (dotted && b == UInt8(ascii: ".")) { pos += 1 } else { break }
        }
        // `..<` is one operator; `<` otherwise stands alone for generic clauses
        if dotted, pos - start == 2, at(pos) == UInt8(ascii: "<") { pos += 1 }
        let length = pos - start
        if length == 1 {
            switch c {
            case UInt8(ascii: "="): emit(.equal, start)
            case UInt8(ascii: "?"): emit(.question, start)
            case UInt8(ascii: "!"): emit(.exclaim, start)
            case UInt8(ascii: "&"): emit(.ampersand, start)
            default: emit(.operator, start)
            }
        } else {
            emit(.operator, start)
        }
    }
}

/// Compiler directives that shape the declaration list (as opposed to `#available`, `#Preview`, … expressions).
enum PoundDirective {
    /// The part a directive plays in a conditional block (`#if` … `#endif`), for those that play one.
    enum Conditional { case opens, continues, closes }

    static func isDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 2: return matches(bytes, start, "if")
        case 4: return matches(bytes, start, "else")
        case 5: return matches(bytes, start, "endif") || matches(bytes, start, "error")
        case 6: return matches(bytes, start, "elseif")
        case 7: return matches(bytes, start, "warning")
        case 14: return matches(bytes, start, "sourceLocation")
        default: return false
        }
    }

    /// `#if` opens, `#elseif` and `#else` continue, `#endif` closes; nil for other directives.
    static func conditional(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Conditional? {
        switch end - start {
        case 2: return matches(bytes, start, "if") ? .opens : nil
        case 4: return matches(bytes, start, "else") ? .continues : nil
        case 5: return matches(bytes, start, "endif") ? .closes : nil
        case 6: return matches(bytes, start, "elseif") ? .continues : nil
        default: return nil
        }
    }

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { w in
            for i in 0..<w.count where bytes[start + i] != w[i] { return false }
            return true
        }
    }
}

/// Well-formed UTF-8 as Unicode defines it (no overlong forms, no surrogates, nothing past U+10FFFF).
enum UTF8Sequence {
    /// The length of the well-formed sequence starting at `i` (a byte of 0x80 or more), or 0 when there is none.
    static func validLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard i + length <= bytes.count, second.contains(bytes[i + 1]) else { return 0 }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
