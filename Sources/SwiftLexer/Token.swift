// Tokens: what the lexer produces. A token is a small value (kind + byte range + flags); its text is
// read back from the source buffer only when a later stage needs it.

/// The kinds of Swift tokens the later stages tell apart. Operators are split finely only where the
/// declaration parser needs it (`=`, `->`, `?`, `!`, `&`, `<`, `>`); the rest are `.operator`.
public enum TokenKind: UInt8, Sendable {
    case identifier          // also contextual keywords; see `Token.keyword`
    case keyword             // reserved words (`func`, `class`, `if`, …); contextual ones stay `.identifier`
    case backtickIdentifier  // `default`
    case dollarIdentifier    // $0, $value
    case integerLiteral
    case floatLiteral
    case stringSegment       // a run of string literal text, from an opening quote or a `)` ending an interpolation
    case regexLiteral
    case poundKeyword        // #if #elseif #else #endif #sourceLocation #warning #error
    case poundIdentifier     // #available, #selector, #Preview, #externalMacro …
    case atSign              // @
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, backslash
    case equal               // exactly `=`
    case arrow               // ->
    case question            // ? (postfix optional or ternary)
    case exclaim             // ! (postfix force unwrap or prefix not)
    case ampersand           // & (composition, inout)
    case leftAngle           // <
    case rightAngle          // >
    case `operator`          // any other operator
    case unknown             // a byte sequence that is not Swift (reported, never fatal)
    case endOfFile
}

/// Swift keywords and the contextual words the parser cares about. `.none` for everything else.
public enum Keyword: UInt8, Sendable {
    case none
    // declarations
    case `import`, `class`, `struct`, `enum`, `protocol`, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `operator`, `precedencegroup`
    case `actor`, `macro`
    // modifiers (some contextual)
    case `public`, `private`, `fileprivate`, `internal`, `open`, `package`, `static`, `final`, `override`
    case `required`, `convenience`, `mutating`, `nonmutating`, `lazy`, `weak`, `unowned`, `dynamic`
    case `optional`, `indirect`, `prefix`, `postfix`, `infix`, `nonisolated`, `isolated`, `distributed`
    case `consuming`, `borrowing`, `inout`, `__consuming`, `__setter_access`, `_const`, `sending`
    // statements and expressions
    case `if`, `else`, `guard`, `for`, `while`, `repeat`, `switch`, `default`, `do`, `catch`, `defer`
    case `return`, `throw`, `break`, `continue`, `fallthrough`, `in`, `where`, `is`, `as`, `try`, `await`
    case `async`, `throws`, `rethrows`, `reasync`, `some`, `any`, `each`, `then`, `discard`
    case `self`, `Self`, `super`, `Any`, `nil`, `true`, `false`
    case get, set, willSet, didSet, _read, _modify, unsafeAddress, unsafeMutableAddress, `yielding`
}

/// One token: kind, keyword, byte range in the source, the line it starts on, and whitespace flags that Swift's
/// grammar depends on (a call's `(` must be on the same line; `x!` is postfix only without space before it).
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var keyword: Keyword
    /// Bit 0: a newline precedes this token (after the previous token). Bit 1: white space or a comment precedes it.
    public var flags: UInt8
    public var start: Int32
    public var end: Int32
    /// The 1-based line of `start`, as `LineTable.line(of:)` gives it: the lexer knows it as it goes, so that readers
    /// of tokens need no search of the line table.
    public var line: Int32

    public init(kind: TokenKind, keyword: Keyword = .none, flags: UInt8 = 0, start: Int32, end: Int32, line: Int32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
    }

    public static let newlineBefore: UInt8 = 1
    public static let spaceBefore: UInt8 = 2

    @inlinable public var isAtStartOfLine: Bool { flags & Token.newlineBefore != 0 }
    @inlinable public var hasSpaceBefore: Bool { flags & (Token.spaceBefore | Token.newlineBefore) != 0 }
    @inlinable public var length: Int { Int(end - start) }

    /// A word a declaration may be named by: identifiers (contextual keywords included) and backticked names.
    @inlinable public var isNameLike: Bool { kind == .identifier || kind == .backtickIdentifier }
}
