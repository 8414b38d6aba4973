// CodeParser: tokens → SyntaxTree. A hand-written recursive-descent parser for Swift code: statements,
// expressions, and declarations loosely (their headers skipped, their code — bodies, initial values, default
// arguments, attribute arguments, `#if` conditions — parsed). Every loop consumes a token or ends; nesting is
// capped (`maximumDepth`) and what lies deeper is skipped by bracket balance and reported, so no input hangs
// or overflows the stack. A parse error is recovered locally and recorded as a `CodeProblem`.

import SwiftLexer

public enum CodeParser {
    /// Parses a whole file: its declarations, the code inside them and its top-level statements.
    public static func parseFile(_ source: [UInt8]) -> SyntaxTree {
        var parser = Parser(source: source)
        parser.parseSourceFile()
        return parser.finish()
    }

    /// Parses a standalone snippet as statements (each item a statement, declaration or expression): patterns
    /// and tests use it. `$NAME` lexes as a name.
    public static func parseStatements(_ source: String) -> SyntaxTree {
        parseFile(Array(source.utf8))
    }

    /// Parses a standalone snippet as one expression; anything left after it is reported.
    public static func parseExpression(_ source: String) -> SyntaxTree {
        var parser = Parser(source: Array(source.utf8))
        let mark = parser.stack.count
        parser.parseExpression()
        if !parser.atEnd { parser.problem("expected the end of the expression") }
        parser.root = parser.makeNode(.sourceFile, from: 0, mark: mark, push: false)
        return parser.finish()
    }
}

/// How an expression is read where it stands.
struct ExprContext {
    /// A `{` after the expression opens a body (an `if`/`while`/`for`/`switch` condition), unless a heuristic
    /// says it is a trailing closure.
    var inCondition = false
    /// In a pattern (`case`, `catch`, `for`): `let`/`var` bind, `is T` tests.
    var inPattern = false

    static let plain = ExprContext()
    static let condition = ExprContext(inCondition: true)
    static let pattern = ExprContext(inCondition: true, inPattern: true)
}

struct Parser {
    static let maximumDepth = 192

    var tree: SyntaxTree
    let tokens: [Token]
    let bytes: [UInt8]
    var pos = 0
    /// Tokens at or past this index read as the end (a `#if` condition ends with its line).
    var limit: Int
    var stack: [Int32] = []
    var depth = 0
    var root = -1

    init(source: [UInt8]) {
        let stream = Lexer.tokenize(source)
        tree = SyntaxTree(source: source, tokens: stream.tokens, lines: LineTable(source))
        tokens = stream.tokens
        bytes = source
        limit = max(stream.tokens.count - 1, 0)
        tree.nodes.reserveCapacity(tokens.count / 2 + 8)
        for d in stream.diagnostics {
            let (line, column) = tree.lines.location(of: d.offset)
            tree.problems.append(CodeProblem(line: line, column: column, message: d.message))
        }
    }

    /// The index after the bracket group that opens at `start`, looking at most 4,096 tokens ahead: lookaheads
    /// are bounded, so a group longer than that is taken as ending there.
    func indexAfterGroup(openingAt start: Int) -> Int {
        var level = 0
        var j = start
        while j < limit, j - start < 4096 {
            switch tokens[j].kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            default: break
            }
            j += 1
            if level == 0 { break }
        }
        return j
    }

    mutating func finish() -> SyntaxTree {
        tree.root = root
        return tree
    }

    // MARK: Tokens

    var atEnd: Bool { pos >= limit }
    @inline(__always) func kind(_ i: Int) -> TokenKind { i < limit ? tokens[i].kind : .endOfFile }
    @inline(__always) func keyword(_ i: Int) -> Keyword { i < limit ? tokens[i].keyword : .none }
    var current: TokenKind { kind(pos) }
    var currentKeyword: Keyword { keyword(pos) }
    func isKeyword(_ i: Int, _ k: Keyword) -> Bool { i < limit && tokens[i].keyword == k }
    func at(_ k: TokenKind) -> Bool { kind(pos) == k }
    func newlineBefore(_ i: Int) -> Bool { i >= limit || tokens[i].isAtStartOfLine }
    func spaceBefore(_ i: Int) -> Bool { i >= limit || tokens[i].hasSpaceBefore }
    /// Whether token `i`, after an effect keyword, opens that effect's parenthesised argument: a thrown type
    /// (`throws(E)`, also written `throws (E)`), or a group written against `async`/`rethrows`.
    func opensEffectGroup(_ i: Int) -> Bool { kind(i) == .leftParen && (keyword(i - 1) == .throws || !spaceBefore(i)) }

    mutating func advance() {
        if pos < limit { pos += 1 }
        tree.steps += 1
    }

    func spells(_ i: Int, _ word: StaticString) -> Bool {
        guard i < limit else { return false }
        let t = tokens[i]
        return word.withUTF8Buffer { w in
            guard Int(t.end - t.start) == w.count else { return false }
            var k = Int(t.start)
            for b in w {
                if bytes[k] != b { return false }
                k += 1
            }
            return true
        }
    }

    func isOperatorLike(_ k: TokenKind) -> Bool {
        switch k {
        case .operator, .equal, .question, .exclaim, .ampersand, .leftAngle, .rightAngle, .arrow: return true
        default: return false
        }
    }

    /// The end of the operator starting at `i`: adjacent operator tokens form one (`>=` is lexed as `>` `=`).
    func operatorEnd(_ i: Int) -> Int {
        var j = i + 1
        while j < limit, isOperatorLike(tokens[j].kind), !tokens[j].hasSpaceBefore { j += 1 }
        return j
    }

    /// Whether white space (or a closer, a comma, the end) follows token `i - 1`, i.e. precedes token `i`.
    func spaceOrCloserAt(_ i: Int) -> Bool {
        switch kind(i) {
        case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .endOfFile: return true
        default: return spaceBefore(i)
        }
    }

    mutating func problem(_ message: String, at i: Int? = nil) {
        guard tree.problems.count < 500 else { return }
        let index = min(i ?? pos, tokens.count - 1)
        let (line, column) = tree.lines.location(of: Int(tokens[index].start))
        tree.problems.append(CodeProblem(line: line, column: column, message: message))
    }

    // MARK: Nodes

    /// Makes a node of the children pushed since `mark` (popped), covering tokens `first..<pos`, and pushes it.
    @discardableResult
    mutating func makeNode(_ kind: NodeKind, from first: Int, mark: Int, main: Int = -1, flags: UInt8 = 0,
                           push: Bool = true) -> Int {
        let childStart = tree.childIndices.count
        if stack.count > mark {
            tree.childIndices.append(contentsOf: stack[mark...])
            stack.removeSubrange(mark...)
        }
        let node = SyntaxNode(kind: kind, flags: flags, firstToken: Int32(first), endToken: Int32(max(pos, first)),
                              mainToken: Int32(main), childStart: Int32(childStart),
                              childCount: Int32(tree.childIndices.count - childStart))
        tree.nodes.append(node)
        let index = tree.nodes.count - 1
        if push { stack.append(Int32(index)) }
        return index
    }

    /// A node with the given children (indices), covering `first..<end` tokens; not pushed.
    mutating func makeNode(_ kind: NodeKind, children: [Int32], first: Int, end: Int, main: Int = -1, flags: UInt8 = 0) -> Int32 {
        let childStart = tree.childIndices.count
        tree.childIndices.append(contentsOf: children)
        tree.nodes.append(SyntaxNode(kind: kind, flags: flags, firstToken: Int32(first), endToken: Int32(end),
                                     mainToken: Int32(main), childStart: Int32(childStart), childCount: Int32(children.count)))
        return Int32(tree.nodes.count - 1)
    }

    /// A one-token node.
    mutating func leaf(_ kind: NodeKind) {
        let first = pos
        advance()
        makeNode(kind, from: first, mark: stack.count, main: first)
    }

    /// Enters one level of nesting; false (after reporting and skipping the bracketed group at the cursor) when
    /// the cap is reached.
    mutating func enter() -> Bool {
        if depth < Parser.maximumDepth {
            depth += 1
            return true
        }
        problem("nesting too deep; this part is skipped")
        let first = pos
        skipBalancedGroup()
        makeNode(.error, from: first, mark: stack.count)
        return false
    }

    mutating func leave() { depth -= 1 }

    /// Skips one token, or a whole bracketed group when at an opener, by counting (no recursion).
    mutating func skipBalancedGroup() {
        var level = 0
        repeat {
            switch current {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while level > 0 && !atEnd
    }

    /// Skips to the end of the line (not past a `}` closing the block around it).
    mutating func skipRestOfLine() {
        let line = pos
        while !atEnd, pos == line || !tokens[pos].isAtStartOfLine {
            switch current {
            case .leftParen, .leftBracket, .leftBrace: skipBalancedGroup()
            case .rightBrace: return
            default: advance()
            }
        }
    }

    /// Skips tokens until `stop` says to, stepping over bracketed groups whole; stops before a closer that
    /// closes an enclosing group.
    mutating func skip(until stop: (Parser) -> Bool) {
        while !atEnd, !stop(self) {
            switch current {
            case .leftParen, .leftBracket, .leftBrace: skipBalancedGroup()
            case .rightParen, .rightBracket, .rightBrace: return
            default: advance()
            }
        }
    }

    // MARK: Items

    mutating func parseSourceFile() {
        let mark = stack.count
        parseItems(inMembers: false, until: .none)
        root = makeNode(.sourceFile, from: 0, mark: mark, push: false)
        tree.nodes[root].endToken = Int32(limit)
    }

    enum ItemsEnd { case none, brace, switchCase }

    /// Items (statements, declarations, expressions) until the end, a `}` (when `until` is `.brace` or
    /// `.switchCase`), a `case`/`default` (`.switchCase`) or an `#elseif`/`#else`/`#endif` (not consumed).
    mutating func parseItems(inMembers: Bool, until end: ItemsEnd) {
        while !atEnd {
            let start = pos
            switch current {
            case .rightBrace:
                if end != .none { return }
                problem("unexpected '}'")
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .poundKeyword:
                if spells(pos, "#elseif") || spells(pos, "#else") || spells(pos, "#endif") {
                    return
                }
                // a `#if` around cases belongs to the switch
                if end == .switchCase, spells(pos, "#if"), ifConfigHoldsCases(at: pos) { return }
            case .keyword where end == .switchCase:
                if currentKeyword == .case || currentKeyword == .default { return }
            case .atSign where end == .switchCase:
                if spells(pos + 1, "unknown") { return }
            default: break
            }
            parseItem(inMembers: inMembers)
            if pos == start {
                problem("unexpected '\(tokenText(pos))'")
                if current == .rightParen || current == .rightBracket || !isCloserOf(end) { advance() } else { return }
            }
        }
    }

    /// Whether the `#if` at `i` wraps switch cases: its first clause starts with `case`, `default` or `@unknown`.
    func ifConfigHoldsCases(at i: Int) -> Bool {
        var j = i + 1
        while j < limit, !tokens[j].isAtStartOfLine { j += 1 }
        if kind(j) == .poundKeyword, spells(j, "#if") { return ifConfigHoldsCases(at: j) }
        return keyword(j) == .case || keyword(j) == .default || (kind(j) == .atSign && spells(j + 1, "unknown"))
    }

    func isCloserOf(_ end: ItemsEnd) -> Bool { end != .none && current == .rightBrace }

    func tokenText(_ i: Int) -> String {
        guard i < limit else { return "end of file" }
        let t = tokens[i]
        return String(decoding: bytes[Int(t.start)..<Int(min(t.end, t.start + 40))], as: UTF8.self)
    }

    mutating func parseItem(inMembers: Bool) {
        switch current {
        case .poundKeyword:
            if spells(pos, "#if") {
                parseIfConfig { p in p.parseItems(inMembers: inMembers, until: .brace) }
            } else {
                let first = pos
                let mark = stack.count
                advance()
                if at(.leftParen), !newlineBefore(pos) { skipBalancedGroup() }
                makeNode(.otherDecl, from: first, mark: mark, main: first)
            }
            return
        case .atSign:
            parseDeclaration(inMembers: inMembers)
            return
        case .keyword:
            switch currentKeyword {
            case .if, .switch:
                parseExpression()
                return
            case .guard: parseGuard(); return
            case .for: parseFor(); return
            case .while: parseWhile(); return
            case .repeat: parseRepeat(); return
            case .do: parseDo(); return
            case .defer:
                let first = pos, mark = stack.count
                advance()
                parseCodeBlock()
                makeNode(.deferStmt, from: first, mark: mark, main: first)
                return
            case .return, .throw:
                let kind: NodeKind = currentKeyword == .return ? .returnStmt : .throwStmt
                let first = pos, mark = stack.count
                advance()
                if startsExpressionAfterKeyword() { parseExpression() }
                makeNode(kind, from: first, mark: mark, main: first)
                return
            case .break, .continue:
                let kind: NodeKind = currentKeyword == .break ? .breakStmt : .continueStmt
                let first = pos, mark = stack.count
                advance()
                if current == .identifier, !newlineBefore(pos) { advance() }
                makeNode(kind, from: first, mark: mark, main: first)
                return
            case .fallthrough:
                leaf(.fallthroughStmt)
                return
            default: break
            }
        case .identifier:
            // `label: for …`
            if kind(pos + 1) == .colon, isLoopKeyword(pos + 2) {
                let first = pos, mark = stack.count
                advance(); advance()
                parseItem(inMembers: inMembers)
                makeNode(.labeledStmt, from: first, mark: mark, main: first)
                return
            }
            // `then` statements need an experimental feature: `then { … }` is a call
            if (spells(pos, "yield") || spells(pos, "discard")) && !newlineBefore(pos + 1)
                && startsExpression(pos + 1) && kind(pos + 1) != .leftParen && kind(pos + 1) != .period {
                let first = pos, mark = stack.count
                advance()
                parseExpression()
                makeNode(.otherStmt, from: first, mark: mark, main: first)
                return
            }
        default: break
        }
        if startsDeclaration() || (inMembers && currentKeyword == .`init` && current == .keyword) {
            parseDeclaration(inMembers: inMembers)
            return
        }
        parseExpression()
    }

    func isLoopKeyword(_ i: Int) -> Bool {
        switch keyword(i) {
        case .for, .while, .repeat, .do, .if, .switch, .guard: return kind(i) == .keyword
        default: return false
        }
    }

    /// After `return`/`throw`: whether an expression follows.
    func startsExpressionAfterKeyword() -> Bool {
        switch current {
        case .rightBrace, .semicolon, .endOfFile, .poundKeyword, .atSign: return false
        case .keyword:
            switch currentKeyword {
            case .case, .default, .let, .var, .func, .return, .break, .continue, .guard, .for, .while, .repeat,
                 .defer, .do, .struct, .class, .enum, .protocol, .extension, .import, .typealias, .fallthrough, .throw:
                return false
            default: return true
            }
        default: return true
        }
    }

    /// Whether token `i` can begin an expression.
    func startsExpression(_ i: Int) -> Bool {
        switch kind(i) {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringSegment,
             .regexLiteral, .poundIdentifier, .leftParen, .leftBracket, .leftBrace, .period, .backslash, .operator,
             .exclaim, .ampersand:
            return true
        case .keyword:
            switch keyword(i) {
            case .self, .Self, .super, .Any, .nil, .true, .false, .try, .await, .if, .switch, .`init`: return true
            default: return false
            }
        default: return false
        }
    }

    // MARK: Declarations

    static func isModifier(_ k: Keyword) -> Bool {
        switch k {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .required,
             .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .prefix,
             .postfix, .infix, .nonisolated, .distributed, .__consuming, .__setter_access, ._const, .isolated,
             .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// The declaration keyword at `i` (after attributes and modifiers), if any.
    func isDeclarationKeyword(_ i: Int) -> Bool {
        guard i < limit else { return false }
        let t = tokens[i]
        if t.kind == .keyword {
            switch t.keyword {
            case .import, .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`,
                 .deinit, .subscript, .var, .let, .case, .operator, .precedencegroup:
                return true
            default: return false
            }
        }
        if t.kind == .identifier, t.keyword == .actor || t.keyword == .macro {
            return kind(i + 1) == .identifier || kind(i + 1) == .backtickIdentifier
        }
        return false
    }

    /// `class` before `func`, `var`, `override`…: a modifier, not a class.
    func isClassModifier(_ i: Int) -> Bool {
        isDeclarationKeyword(i + 1) || Parser.isModifier(keyword(i + 1))
    }

    /// Whether a declaration starts at the cursor: modifiers and a declaration keyword.
    func startsDeclaration() -> Bool {
        var i = pos
        var count = 0
        while i < limit, count < 16 {
            if isDeclarationKeyword(i) {
                // `init(…)` as an expression statement (`self.init` is written with `self.`): a declaration only
                // when followed by a parameter clause and a body, or generics, or `?`/`!`
                if keyword(i) == .`init`, kind(i) == .keyword, i == pos { return initStartsDeclaration(i) }
                return true
            }
            let t = tokens[i]
            guard t.kind == .identifier || t.kind == .keyword, Parser.isModifier(t.keyword) else { return false }
            i += 1
            if kind(i) == .leftParen, !tokens[i].hasSpaceBefore {
                // `private(set)`, `unowned(unsafe)`
                guard kind(i + 1) == .identifier, kind(i + 2) == .rightParen else { return false }
                i += 3
            }
            count += 1
        }
        return false
    }

    func initStartsDeclaration(_ i: Int) -> Bool {
        switch kind(i + 1) {
        case .question, .exclaim, .leftAngle: return true
        case .leftParen:
            // find the closer, then look for `{`, `throws`, `async`, `where`
            let j = indexAfterGroup(openingAt: i + 1)
            switch kind(j) {
            case .leftBrace: return true
            case .keyword: return keyword(j) == .throws || keyword(j) == .rethrows || keyword(j) == .where
            case .identifier: return keyword(j) == .async || keyword(j) == .reasync
            // a code pattern's `$$$` standing for the effects (`init($$$) $$$ { $$$ }`): never Swift
            case .dollarIdentifier: return isSequenceMetavariable(j)
            default: return false
            }
        default: return false
        }
    }

    mutating func parseAttributes() {
        while at(.atSign) {
            let first = pos, mark = stack.count
            advance()
            let nameToken = pos
            if current == .identifier || current == .keyword || current == .backtickIdentifier { advance() }
            while at(.period), kind(pos + 1) == .identifier { advance(); advance() }
            if at(.leftAngle), !spaceBefore(pos) { skipAngles() }
            if at(.leftParen), !spaceBefore(pos), attributeTakesArguments(nameToken) {
                if attributeHasOpaqueArguments(nameToken) {
                    skipBalancedGroup()
                } else {
                    parseArgumentList(closer: .rightParen)
                }
            }
            makeNode(.attribute, from: first, mark: mark, main: nameToken)
        }
    }

    /// Whether the attribute named at token `i` may take arguments: a `(` right after `@escaping` starts its type.
    func attributeTakesArguments(_ i: Int) -> Bool {
        !TypeAttributes.withoutArguments.contains { spells(i, $0) }
    }

    func attributeHasOpaqueArguments(_ i: Int) -> Bool {
        let opaque: [StaticString] = ["available", "objc", "_spi", "backDeployed", "_specialize", "_implements",
                                      "differentiable", "derivative", "transpose", "_dynamicReplacement", "_effects",
                                      "_originallyDefinedIn", "_semantics", "_silgen_name", "_cdecl", "_expose",
                                      "_documentation", "_private", "_alignment", "_objcRuntimeName", "inline",
                                      "_optimize", "exclusivity", "_unavailableFromAsync", "_spi_available",
                                      "_projectedValueProperty", "_section", "_extern", "abi", "storageRestrictions",
                                      "_rawLayout", "_typeEraser", "_nonSendable", "_swift_native_objc_runtime_base",
                                      "_clangImporterSynthesizedType", "_dynamicReplacement", "_opaqueReturnTypeOf",
                                      "convention", "opened", "_lifetime", "lifetime", "_noMetadata", "specialize",
                                      "_specializeExtension", "preconcurrency", "_cdecl", "c", "export",
                                      "_silgen_name", "warn_unqualified_access"]
        for word in opaque where spells(i, word) { return true }
        return false
    }

    /// Skips modifiers (with `(set)`-like details).
    mutating func skipModifiers() {
        while (current == .identifier || current == .keyword),
              Parser.isModifier(currentKeyword) || (currentKeyword == .class && isClassModifier(pos)),
              !isDeclarationKeyword(pos) || (currentKeyword == .class && isClassModifier(pos)) {
            advance()
            if at(.leftParen), !spaceBefore(pos), kind(pos + 1) == .identifier, kind(pos + 2) == .rightParen {
                advance(); advance(); advance()
            }
        }
    }

    mutating func parseDeclaration(inMembers: Bool) {
        let first = pos, mark = stack.count
        parseAttributes()
        // `#if` between attributes and the declaration
        if at(.poundKeyword), spells(pos, "#if") {
            parseIfConfig { p in p.parseAttributes() }
        }
        skipModifiers()
        let keywordToken = pos
        guard isDeclarationKeyword(pos) || currentKeyword == .class else {
            // attributes on an expression or on nothing (`@unknown default` is handled by switch)
            if pos == first { return }
            if startsExpression(pos) { parseExpression() }
            makeNode(.otherDecl, from: first, mark: mark)
            return
        }
        switch currentKeyword {
        case .var, .let:
            advance()
            parseBindings()
            makeNode(.variableDecl, from: first, mark: mark, main: keywordToken)
        case .func, .`init`, .deinit, .subscript, .macro:
            advance()
            parseFunctionRest(keywordToken)
            makeNode(.functionDecl, from: first, mark: mark, main: keywordToken)
        case .struct, .class, .enum, .protocol, .extension, .actor:
            advance()
            // a header may go on over lines after `,` or `:` (`…,\n @unchecked Sendable`)
            skip { p in
                p.current == .leftBrace || (p.newlineBefore(p.pos) && p.startsMemberLine()
                    && p.kind(p.pos - 1) != .comma && p.kind(p.pos - 1) != .colon)
            }
            if at(.leftBrace) { parseMemberBlock() }
            makeNode(.typeDecl, from: first, mark: mark, main: keywordToken)
        case .case:
            advance()
            parseEnumCaseElements()
            makeNode(.enumCaseDecl, from: first, mark: mark, main: keywordToken)
        case .typealias:
            advance()
            skip { p in p.current == .equal }
            if at(.equal) { advance(); skipType() }
            skipLineAndWhereClauses()
            makeNode(.otherDecl, from: first, mark: mark, main: keywordToken)
        case .precedencegroup:
            advance()
            skip { p in p.current == .leftBrace }
            if at(.leftBrace) { skipBalancedGroup() }
            makeNode(.otherDecl, from: first, mark: mark, main: keywordToken)
        default:
            // import, associatedtype, operator: to the end of the line
            advance()
            skipLineAndWhereClauses()
            makeNode(.otherDecl, from: first, mark: mark, main: keywordToken)
        }
    }

    /// Skips to the end of the line, and over following lines that start with `where` or continue a `where` list.
    mutating func skipLineAndWhereClauses() {
        skip { p in p.newlineBefore(p.pos) || p.current == .semicolon }
        if currentKeyword == .where { skipWhereClause() }
    }

    /// `where A: B, C == D` over as many lines as it takes (a line ending in `,` goes on), up to a `{`.
    mutating func skipWhereClause() {
        advance()  // `where`
        while !atEnd, !at(.leftBrace), !at(.semicolon), !at(.rightBrace) {
            advance()  // the first token of a requirement, which may start a line
            skip { p in p.newlineBefore(p.pos) || p.current == .semicolon || p.current == .leftBrace }
            guard kind(pos - 1) == .comma else { return }
        }
    }

    /// A new line that starts a member (to stop a header skip that found no `{`).
    func startsMemberLine() -> Bool {
        current == .rightBrace || current == .atSign || startsDeclaration() || current == .poundKeyword
    }

    mutating func parseMemberBlock() {
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        parseItems(inMembers: true, until: .brace)
        expectClose(.rightBrace, opener: first)
        makeNode(.memberBlock, from: first, mark: mark)
    }

    mutating func expectClose(_ closer: TokenKind, opener: Int) {
        if at(closer) {
            advance()
        } else {
            let name = closer == .rightBrace ? "}" : closer == .rightParen ? ")" : "]"
            problem("expected '\(name)' to close the one at \(location(opener))")
        }
    }

    func location(_ i: Int) -> String {
        let (line, column) = tree.lines.location(of: Int(tokens[min(i, tokens.count - 1)].start))
        return "\(line):\(column)"
    }

    /// `x: T = v { accessors }, y = w`
    mutating func parseBindings() {
        repeat {
            if at(.comma) { advance() }
            let first = pos, mark = stack.count
            // the pattern: a name or a tuple of names
            if at(.leftParen) { skipBalancedGroup() } else if !atEnd, current != .colon, current != .equal { advance() }
            if at(.colon) {
                advance()
                skipType()
            }
            if at(.equal) {
                advance()
                parseExpression()
            }
            if at(.leftBrace) { parseAccessorBlockOrBody() }
            makeNode(.patternBinding, from: first, mark: mark, main: first)
        } while at(.comma)
    }

    /// `{ get { … } set { … } }`, `{ willSet … didSet … }`, `{ get set }` or a getter's code.
    mutating func parseAccessorBlockOrBody() {
        guard isAccessorStart(pos + 1) else {
            parseCodeBlock()
            return
        }
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        while !atEnd, !at(.rightBrace) {
            let start = pos
            if at(.poundKeyword), spells(pos, "#if") {
                parseIfConfig { p in p.parseAccessors() }
            } else {
                parseAccessors()
            }
            if pos == start {
                problem("expected an accessor")
                skipBalancedGroup()
            }
        }
        expectClose(.rightBrace, opener: first)
        makeNode(.accessorBlock, from: first, mark: mark)
    }

    mutating func parseAccessors() {
        while !atEnd, !at(.rightBrace), !at(.poundKeyword) {
            let first = pos, mark = stack.count
            parseAttributes()
            skipModifiers()
            guard isAccessorName(pos) else {
                if pos > first { makeNode(.accessor, from: first, mark: mark) }
                return
            }
            let name = pos
            advance()
            if at(.leftParen) { skipBalancedGroup() }
            while currentKeyword == .async || currentKeyword == .throws || currentKeyword == .rethrows {
                advance()
                if opensEffectGroup(pos) { skipBalancedGroup() }
            }
            if at(.leftBrace) { parseCodeBlock() }
            makeNode(.accessor, from: first, mark: mark, main: name)
        }
    }

    func isAccessorName(_ i: Int) -> Bool {
        switch keyword(i) {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress, .`init`: return true
        default:
            return false  // `read`/`modify` are accessors only under an experimental feature, calls otherwise
        }
    }

    /// Whether token `i` (after a `{`) starts an accessor list.
    func isAccessorStart(_ i: Int) -> Bool {
        var j = i
        while kind(j) == .atSign {
            j += 2
            if kind(j) == .leftParen, !spaceBefore(j) {
                // `@_lifetime(borrow self) get`
                var level = 0
                repeat {
                    if kind(j) == .leftParen { level += 1 } else if kind(j) == .rightParen { level -= 1 }
                    j += 1
                } while level > 0 && j < limit && j - i < 64
            }
        }
        while Parser.isModifier(keyword(j)), kind(j) == .identifier || kind(j) == .keyword { j += 1 }
        if kind(j) == .poundKeyword, spells(j, "#if") {
            // `#if` around accessors: look at the first token on the next line
            var k = j + 1
            while k < limit, !tokens[k].isAtStartOfLine { k += 1 }
            return isAccessorName(k)
        }
        guard isAccessorName(j) else { return false }
        switch kind(j + 1) {
        case .leftBrace, .rightBrace, .leftParen: return true
        case .identifier, .keyword:
            return isAccessorName(j + 1) || keyword(j + 1) == .async || keyword(j + 1) == .throws
                || Parser.isModifier(keyword(j + 1)) || newlineBefore(j + 1)
        case .atSign: return true
        default: return keyword(j) != .`init` && newlineBefore(j + 1)
        }
    }

    /// After `func`/`init`/`deinit`/`subscript`/`macro`: name, generics, parameters, effects, result, where, body.
    mutating func parseFunctionRest(_ keywordToken: Int) {
        let k = keyword(keywordToken)
        if k == .func || k == .macro {
            // the name: a word, or an operator (`==`, `<`, `<<`)
            if isOperatorLike(current) || current == .period {
                while isOperatorLike(current) || current == .period {
                    if at(.leftAngle), kind(pos + 1) != .leftAngle, pos > keywordToken + 1 { break }
                    advance()
                    if spaceBefore(pos) { break }
                }
            } else if !atEnd {
                advance()
            }
        }
        if k == .`init`, current == .question || current == .exclaim { advance() }
        if at(.leftAngle) { skipAngles() }
        if at(.leftParen) { parseParameterClause() }
        // a code pattern's `$$$` (never Swift) in the header: it stands for any run of its tokens (effects, result)
        if isSequenceMetavariable(pos) { advance() }
        // effects and result
        while true {
            switch currentKeyword {
            case .async, .throws, .rethrows, .reasync:
                advance()
                if opensEffectGroup(pos) { skipBalancedGroup() }
                continue
            default: break
            }
            break
        }
        if at(.arrow) {
            advance()
            skipType()
        }
        if currentKeyword == .where {
            skip { p in p.current == .leftBrace || (p.newlineBefore(p.pos) && p.startsMemberLine()) || p.current == .equal }
        }
        if k == .macro, at(.equal) {
            advance()
            parseExpression()
            if currentKeyword == .where { skipWhereClause() }
            return
        }
        if at(.leftBrace) {
            if k == .subscript { parseAccessorBlockOrBody() } else { parseCodeBlock() }
        }
    }

    /// `(a: Int = 1, _ b: String...)`: only the default values are code.
    mutating func parseParameterClause() {
        guard enter() else { return }
        defer { leave() }
        let opener = pos
        advance()
        while !atEnd, !at(.rightParen) {
            let first = pos, mark = stack.count
            parseAttributes()
            skip { p in p.current == .colon || p.current == .comma || p.current == .equal }
            if at(.colon) {
                advance()
                skipType()
            }
            if at(.operator), spells(pos, "...") { advance() }
            if at(.equal) {
                advance()
                parseExpression()
            }
            // anything unexpected up to the next parameter
            skip { p in p.current == .comma || p.current == .rightParen }
            makeNode(.parameter, from: first, mark: mark, main: first)
            if at(.comma) { advance() } else if !at(.rightParen) { break }
        }
        expectClose(.rightParen, opener: opener)
    }

    /// `a, b(Int), c = 1`
    mutating func parseEnumCaseElements() {
        repeat {
            if at(.comma) { advance() }
            let first = pos, mark = stack.count
            if current == .identifier || current == .backtickIdentifier || current == .keyword { advance() }
            if at(.leftParen) { parseParameterClause() }
            if at(.equal) {
                advance()
                parseExpression()
            }
            makeNode(.enumCaseElement, from: first, mark: mark, main: first)
        } while at(.comma)
    }

    // MARK: Types (skipped: kept as one `type` node)

    /// Skips a type: attributes, specifiers, a name path with generic arguments, tuples and function types,
    /// arrays and dictionaries, `?`/`!`/`.Type` suffixes, `&` compositions; pushes a `type` node.
    mutating func skipType() {
        let first = pos, mark = stack.count
        skipTypeInner()
        makeNode(.type, from: first, mark: mark)
    }

    mutating func skipTypeInner() {
        var guardCount = 0
        while guardCount < 10_000 {
            guardCount += 1
            while at(.atSign) {
                advance()
                let name = pos
                if !atEnd { advance() }
                if at(.leftParen), !spaceBefore(pos), attributeTakesArguments(name) { skipBalancedGroup() }
            }
            while current == .identifier || current == .keyword {
                switch currentKeyword {
                case .inout, .some, .any, .each, .borrowing, .consuming, .sending, .__consuming, .isolated:
                    if kind(pos + 1) == .identifier || kind(pos + 1) == .keyword || kind(pos + 1) == .leftParen
                        || kind(pos + 1) == .leftBracket {
                        advance()
                        continue
                    }
                default: break
                }
                break
            }
            if spells(pos, "repeat") || currentKeyword == .repeat { advance() }
            switch current {
            case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier:
                advance()
                if at(.leftAngle), !spaceBefore(pos) { skipAngles() }
                while at(.period), kind(pos + 1) == .identifier || kind(pos + 1) == .keyword
                        || kind(pos + 1) == .backtickIdentifier {
                    advance(); advance()
                    if at(.leftAngle), !spaceBefore(pos) { skipAngles() }
                }
            case .leftParen, .leftBracket:
                skipBalancedGroup()
            case .operator where spells(pos, "~"):
                advance()
                continue
            default:
                return
            }
            // suffixes
            while true {
                if (current == .question || current == .exclaim), !spaceBefore(pos) { advance(); continue }
                if current == .operator, !spaceBefore(pos), bytesAreOnly(pos, "?!") { advance(); continue }
                if at(.period), keyword(pos + 1) == .none, spells(pos + 1, "Type") || spells(pos + 1, "Protocol") {
                    advance(); advance(); continue
                }
                if at(.operator), spells(pos, "..."), !spaceBefore(pos) { advance(); continue }
                break
            }
            // function type
            var sawEffect = false
            while currentKeyword == .async || currentKeyword == .throws || currentKeyword == .rethrows {
                advance()
                if opensEffectGroup(pos) { skipBalancedGroup() }
                sawEffect = true
            }
            if at(.arrow) {
                advance()
                continue
            }
            if sawEffect { return }
            if at(.ampersand) {
                advance()
                continue
            }
            return
        }
    }

    func bytesAreOnly(_ i: Int, _ allowed: StaticString) -> Bool {
        let t = tokens[i]
        return allowed.withUTF8Buffer { a in
            for k in Int(t.start)..<Int(t.end) where !a.contains(bytes[k]) { return false }
            return true
        }
    }

    /// Skips `<…>` by counting angle brackets (and stepping over parenthesised groups).
    mutating func skipAngles() {
        var level = 0
        repeat {
            switch current {
            case .leftAngle: level += 1; advance()
            case .rightAngle: level -= 1; advance()
            case .leftParen, .leftBracket: skipBalancedGroup()
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .endOfFile, .semicolon: return
            default: advance()
            }
        } while level > 0 && !atEnd
    }

    /// Whether `<` at `i` opens generic arguments in an expression (`Array<Int>()`, `Foo<T>.bar`): the angles close
    /// over type-like tokens and a token that cannot continue a comparison follows.
    func isGenericArgumentList(at i: Int) -> Bool {
        var level = 0
        var j = i
        var count = 0
        while j < limit, count < 200 {
            count += 1
            switch tokens[j].kind {
            case .leftAngle: level += 1
            case .rightAngle:
                level -= 1
                if level == 0 {
                    let next = j + 1
                    switch kind(next) {
                    case .leftParen, .period, .rightParen, .rightBracket, .comma, .rightBrace, .colon, .semicolon, .endOfFile:
                        return !(kind(next) == .leftParen && newlineBefore(next))
                    case .leftBracket: return !newlineBefore(next)
                    case .question, .exclaim: return !spaceBefore(next)
                    case .leftBrace: return true
                    case .operator: return spells(next, "==") || spells(next, "!=")
                    case .rightAngle: return false
                    default: return newlineBefore(next)
                    }
                }
            case .identifier, .keyword, .backtickIdentifier, .period, .comma, .question, .exclaim, .colon, .arrow,
                 .ampersand, .leftBracket, .rightBracket, .leftParen, .rightParen, .integerLiteral, .atSign:
                break
            case .operator:
                if !(spells(j, "...") || bytesAreOnly(j, "?!")) { return false }
            default:
                return false
            }
            j += 1
        }
        return false
    }
}
