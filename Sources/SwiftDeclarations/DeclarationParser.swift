// SwiftDeclarations: tokens → declarations. A hand-written recursive-descent reader of Swift's
// declaration grammar: it parses declarations at file scope and in member blocks fully, skips bodies and
// expressions by bracket balance (handing bodies to `BodyScanner`), and recovers from anything it does
// not understand by skipping to the next token that can start a declaration. Every loop consumes a token,
// so any input terminates in time linear in its length.

import SwiftLexer

/// A problem in a file's source; the file's other declarations were still read.
public struct ParseDiagnostic: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Everything read from one Swift file.
public struct ParsedFile: Sendable {
    public var path: String
    /// Pre-order: a type comes before its members; `Declaration.parent` indexes into this list.
    public var declarations: [Declaration]
    public var diagnostics: [ParseDiagnostic]
    public var lineCount: Int
    public var byteCount: Int
    public var tokenCount: Int
    /// The lines holding a `policy:` comment directive (`DirectiveLines`), which suppressions read.
    public var directiveLines: [SourceLine] = []
    /// The parameters of `declarations`, flat (`FileParameters`), made with them.
    public var parameters = FileParameters()
    /// Why the file counts as generated code or an Xcode template (`GeneratedCode`), or nil for source to check.
    public var generatedMarker: String?
    /// The open-source licence its header quotes (`GeneratedCode.licence`), or nil.
    public var licence: String?
    /// The lines no build compiles, `#if false` clauses (`InactiveCode`).
    public var inactiveLines: [ClosedRange<Int>] = []

    /// Dotted names of the enclosing types of declaration `index` (`Outer.Inner`), "" at file scope.
    public func parentPath(of index: Int) -> String {
        var names: [String] = []
        var next = declarations[index].parent
        while let p = next {
            names.append(declarations[p].name)
            next = declarations[p].parent
        }
        return names.reversed().joined(separator: ".")
    }
}

public enum SwiftFileParser {
    /// Parses one file's bytes. Never fails: problems are returned as diagnostics.
    public static func parse(source: [UInt8], path: String) -> ParsedFile {
        var memory = ParseMemory()
        return parse(source: source, path: path, memory: &memory)
    }

    /// `parse`, lexing into `memory`'s token storage, so that a thread parsing one file after another reuses it
    /// (see `Lexer.tokenize(_:into:)`).
    public static func parse(source: [UInt8], path: String, memory: inout ParseMemory) -> ParsedFile {
        source.withUnsafeBufferPointer { parse(bytes: $0, path: path, memory: &memory) }
    }

    /// `parse` of bytes the caller owns (a buffer it reads file after file into): nothing parsed refers to them.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>, path: String, memory: inout ParseMemory) -> ParsedFile {
        let storage = memory.tokenStorage
        let stream = Lexer.tokenize(bytes, into: storage)
        let lines = LineTable(lineStarts: stream.lineStarts)
        assert(lines.lineStarts == LineTable(bytes).lineStarts, "the lexer's line starts differ from the line table's")
        let tokens = storage.tokens(stream.tokenCount)
        let closers = stream.bracketsNest ? storage.closers(stream.tokenCount) : nil
        var parser = DeclarationParser(cursor: TokenCursor(tokens: tokens, bytes: bytes, lines: lines, texts: memory.texts,
                                                           scanScratch: memory.scanScratch, closers: closers))
        // room for the declarations a file of this many tokens has (about one per 32 tokens) and a little more, so
        // the list seldom regrows; any room left over is dropped by the copy below
        parser.declarations.reserveCapacity(tokens.count / 24 + 4)
        for problem in stream.diagnostics {
            let (line, column) = lines.location(of: problem.offset)
            parser.diagnostics.append(ParseDiagnostic(line: line, column: column, message: problem.message))
        }
        parser.parseFile(brackets: stream.brackets)
        parser.giveBackLists()
        // the list is kept for the life of the graph: copied to its exact size, without growth room (`Array(list[...])`
        // would share the list's buffer, room and all)
        var declarations = parser.declarations
        if declarations.capacity > declarations.count + declarations.count / 16 {
            declarations = []
            declarations.reserveCapacity(parser.declarations.count)
            declarations.append(contentsOf: parser.declarations)
        }
        let headerEnd = tokens.first.map { Int($0.start) } ?? bytes.count
        return ParsedFile(path: path, declarations: declarations, diagnostics: parser.diagnostics,
                          lineCount: bytes.isEmpty ? 0 : lines.lineCount, byteCount: bytes.count,
                          tokenCount: tokens.count, directiveLines: DirectiveLines.find(in: bytes, lines: lines),
                          parameters: FileParameters(declarations),
                          generatedMarker: GeneratedCode.marker(path: path, bytes: bytes, headerEnd: headerEnd),
                          licence: GeneratedCode.licence(bytes: bytes, headerEnd: headerEnd),
                          inactiveLines: InactiveCode.lines(tokens: tokens, bytes: bytes))
    }
}

/// Memory one thread reuses from file to file while parsing: the token storage, lexed into from its start for
/// each file, the strings made from source bytes (names repeat from file to file), and the lists body scans use.
public struct ParseMemory {
    let tokenStorage = TokenStorage()
    let texts = TextCache()
    let scanScratch = ScanScratch()

    public init() {}
}

/// Equal lists handed out as one shared copy (arrays share their storage), for lists that repeat. A file's
/// declarations repeat a handful of lists: the last 32 distinct ones handed out are compared, without hashing
/// (most comparisons stop at the count or the first element); a list older than those is kept as a new copy. Each
/// shared list keeps a summary made from it once (a modifier list's bits), handed out with it.
struct SharedLists<Element: Equatable, Summary> {
    private var recent: [(list: [Element], summary: Summary)] = []
    /// What every declaration with a list needs derived from it, derived once per distinct list.
    private let summarize: ([Element]) -> Summary

    init(summarize: @escaping ([Element]) -> Summary) { self.summarize = summarize }

    /// The shared list equal to the values read into `list` (which are dropped), or, when there is none, the
    /// values moved into a new list, kept as shared; with its summary. `list` is left empty.
    mutating func shared(_ list: inout MovableList<Element>) -> (list: [Element], summary: Summary) {
        let values = list.elements
        for i in recent.indices where recent[i].list.count == values.count {
            let isEqual = recent[i].list.withUnsafeBufferPointer { kept in
                for j in kept.indices where kept[j] != values[j] { return false }
                return true
            }
            if isEqual {
                list.removeAll()
                return recent[i]
            }
        }
        if recent.count == 32 { recent.removeFirst() }
        let kept = list.moveAll()
        recent.append((kept, summarize(kept)))
        return recent[recent.count - 1]
    }
}

struct DeclarationParser {
    var cursor: TokenCursor
    var declarations: [Declaration] = []
    var diagnostics: [ParseDiagnostic] = []
    /// Member blocks open around the cursor; parsing recurses once per level.
    var nestingDepth = 0
    /// Function types open around the cursor (`() -> () -> …`): skipping a result type recurses once per arrow.
    var functionTypeDepth = 0
    /// Most declarations in a file repeat a few attribute and modifier lists (`private`, `@MainActor`): one copy each.
    var sharedAttributes = SharedLists<Attribute, Void> { _ in }
    var sharedModifiers = SharedLists<Modifier, ModifierFlags>(summarize: ModifierFlags.init)
    /// The lists a declaration's attributes and modifiers are read into before they are shared or dropped: the
    /// thread's (`ScanScratch`), held for the file and given back after it (they may have moved as they grew).
    var attributeList: MovableList<Attribute>
    var modifierList: MovableList<Modifier>
    static let maximumNesting = 200

    init(cursor: TokenCursor) {
        self.cursor = cursor
        attributeList = cursor.scanScratch.attributes
        modifierList = cursor.scanScratch.modifiers
    }

    /// Hands the attribute and modifier lists back to the thread's scratch, once the file is parsed.
    func giveBackLists() {
        cursor.scanScratch.attributes = attributeList
        cursor.scanScratch.modifiers = modifierList
    }

    mutating func diagnose(at token: Token, _ message: String) {
        guard diagnostics.count < 200 else { return }
        let (line, column) = cursor.location(token)
        diagnostics.append(ParseDiagnostic(line: line, column: column, message: message))
    }

    mutating func parseFile(brackets: BracketBalance) {
        parseItems(parent: nil)
        if diagnostics.isEmpty { diagnoseUnbalancedBrackets(brackets) }
    }

    /// Bodies, initializers and accessors are skipped by bracket balance, which stops quietly at the end of
    /// the file; a file read without any other problem is checked here, with the balance the lexer counted,
    /// so that an unclosed body or a stray closer is still reported.
    mutating func diagnoseUnbalancedBrackets(_ brackets: BracketBalance) {
        if let i = brackets.strayCloser, i < cursor.endIndex {
            diagnose(at: cursor.tokens[i], "unbalanced '\(cursor.text(cursor.tokens[i]))'")
        } else if let i = brackets.unclosedOpener, i < cursor.endIndex {
            diagnose(at: cursor.tokens[i], "'\(cursor.text(cursor.tokens[i]))' is not closed before the end of the file")
        }
    }

    // MARK: Items

    /// Reads declarations until the end of file, or until the `}` closing a member block (not consumed).
    mutating func parseItems(parent: Int?) {
        let inBlock = parent != nil
        while !cursor.atEnd {
            let token = cursor.current
            switch token.kind {
            case .rightBrace:
                if inBlock { return }
                diagnose(at: token, "unexpected '}' at file scope")
                cursor.advance()
            case .semicolon:
                cursor.advance()
            case .poundKeyword where !isAttributeOnlyConditional(at: cursor.index):
                skipDirective()
            default:
                if !parseDeclaration(parent: parent) {
                    skipStatement(inBlock: inBlock)
                }
            }
        }
    }

    /// `#if cond`/`#elseif cond` (the condition is the rest of its line), `#else`, `#endif`,
    /// `#sourceLocation(…)`, `#warning(…)`, `#error(…)`: declarations on every branch are read as if the
    /// directives were not there.
    mutating func skipDirective() {
        let directive = cursor.current
        cursor.advance()
        if cursor.spells(directive, "#if") || cursor.spells(directive, "#elseif") {
            while !cursor.atEnd, !cursor.current.isAtStartOfLine { cursor.advance() }
        } else if cursor.at(.leftParen), !cursor.current.isAtStartOfLine {
            cursor.skipBalanced()
        }
    }

    /// Top-level code or a member the parser cannot read: skips to the next line that starts a declaration.
    mutating func skipStatement(inBlock: Bool) {
        let start = cursor.index
        let first = cursor.current
        var reported = false
        repeat {
            switch cursor.current.kind {
            case .leftParen, .leftBracket, .leftBrace:
                if cursor.skipBalanced() == nil {
                    if cursor.atEnd, !reported {
                        diagnose(at: first, "unbalanced brackets: the file ended before this statement was closed")
                        reported = true
                    } else if !cursor.at(.rightBrace) {
                        cursor.advance()
                    }
                }
            case .rightBrace:
                if inBlock { return }
                cursor.advance()
            case .rightParen, .rightBracket:
                if !reported { diagnose(at: cursor.current, "unbalanced '\(cursor.text(cursor.current))'"); reported = true }
                cursor.advance()
            default:
                cursor.advance()
            }
        } while !cursor.atEnd && !(cursor.current.isAtStartOfLine && startsDeclaration(at: cursor.index))
            && !(cursor.at(.semicolon))
        if inBlock, !reported, cursor.index > start, !isExpressionMacro(first) {
            diagnose(at: first, "expected a declaration")
        }
    }

    /// `#warning(…)`, `#Preview { … }` and other freestanding macros stand where declarations do.
    func isExpressionMacro(_ token: Token) -> Bool { token.kind == .poundIdentifier || token.kind == .poundKeyword }

    /// Whether the token at `i` can begin a declaration (used to resynchronise after skipped code).
    func startsDeclaration(at i: Int) -> Bool {
        let token = cursor.token(i)
        switch token.kind {
        case .atSign, .poundKeyword, .rightBrace:
            return true
        case .keyword:
            switch token.keyword {
            case .import, .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`,
                 .deinit, .subscript, .var, .let, .case, .operator, .precedencegroup, .public, .private,
                 .fileprivate, .internal, .static:
                return true
            default:
                return false
            }
        case .identifier:
            if Self.isModifierKeyword(token.keyword) || token.keyword == .actor || token.keyword == .macro {
                let next = cursor.token(i + 1)
                return next.kind == .identifier || next.kind == .keyword || next.kind == .backtickIdentifier
            }
            return false
        default:
            return false
        }
    }

    // MARK: Declarations

    static let modifierKeywords: Set<Keyword> = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .required,
        .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .prefix,
        .postfix, .infix, .nonisolated, .isolated, .distributed, .consuming, .borrowing, .__consuming, ._const,
        .__setter_access,
    ]

    /// `modifierKeywords.contains(keyword)` without touching the shared set (whose reference count parsing
    /// threads would otherwise keep changing).
    static func isModifierKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .required,
             .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .prefix,
             .postfix, .infix, .nonisolated, .isolated, .distributed, .consuming, .borrowing, .__consuming, ._const,
             .__setter_access:
            return true
        default:
            return false
        }
    }

    /// Parses one declaration at the cursor; false (cursor unchanged) when the tokens there are not one.
    mutating func parseDeclaration(parent: Int?) -> Bool {
        let first = cursor.index
        // read into the reused lists, taken while they are read into (no other declaration is read meanwhile)
        var attributes = attributeList, modifiers = modifierList
        parseAttributes(into: &attributes)
        parseModifiers(into: &modifiers)
        let keywordToken = cursor.current
        let kind = cursor.declarationKind(keywordToken)
        let hasAttributesOrModifiers = !attributes.isEmpty || !modifiers.isEmpty
        var sharedAttributeList: [Attribute] = [], sharedModifierList: (list: [Modifier], summary: ModifierFlags) = ([], [])
        if kind != nil {
            if !attributes.isEmpty { sharedAttributeList = sharedAttributes.shared(&attributes).list }
            if !modifiers.isEmpty { sharedModifierList = sharedModifiers.shared(&modifiers) }
        } else {
            attributes.removeAll()
            modifiers.removeAll()
        }
        attributeList = attributes
        modifierList = modifiers
        guard let kind else {
            if hasAttributesOrModifiers {
                diagnose(at: keywordToken, "expected a declaration after its attributes and modifiers")
                return true
            }
            cursor.index = first
            return false
        }
        cursor.advance()
        var decl = Declaration(kind: kind, name: "", parent: parent, range: cursor.rangeStarting(at: first))
        decl.attributes = sharedAttributeList
        decl.setModifiers(sharedModifierList.list, flags: sharedModifierList.summary)
        switch kind {
        case .import: parseImport(&decl)
        case .class, .struct, .enum, .actor, .protocol, .extension: parseTypeDeclaration(&decl); return true
        case .typealias: parseTypealias(&decl)
        case .associatedtype: parseAssociatedType(&decl)
        case .func, .`init`, .macro: parseFunction(&decl)
        case .deinit: parseDeinit(&decl)
        case .subscript: parseSubscript(&decl)
        case .var, .let: parseVariable(decl); return true
        case .case: parseEnumCase(decl); return true
        case .operator: parseOperator(&decl)
        case .precedencegroup: parsePrecedenceGroup(&decl)
        }
        decl.range.end(at: cursor.lastConsumedEnd())
        append(moving: &decl)
        return true
    }

    /// Appends `decl`, moved into the list, and returns its index; `decl` is left a blank declaration. (Appending
    /// the variable itself copies every field, and the variable is destroyed afterwards.)
    @discardableResult
    mutating func append(moving decl: inout Declaration) -> Int {
        decl.measureName()
        declarations.append(Declaration(kind: decl.kind, name: "", parent: nil, range: decl.range))
        let index = declarations.count - 1
        swap(&decl, &declarations[index])
        return index
    }

    /// Ends `declarations[index]` in place, at the last token consumed. (A cursor method given
    /// `&declarations[index]` would copy `self` for the call and with it the whole list, since the list is being
    /// modified while `self` is read.)
    mutating func finishDeclaration(at index: Int) {
        declarations[index].range.end(at: cursor.lastConsumedEnd())
    }


    // MARK: Attributes and modifiers

    /// Reads attributes and drops them (an accessor's).
    mutating func skipAttributes() {
        var attributes = attributeList
        parseAttributes(into: &attributes)
        attributes.removeAll()
        attributeList = attributes
    }

    /// `@Name`, `@Name(args)`, `@Module.Name<T>(args)`, and `#if` blocks holding only attributes, appended to
    /// `attributes`.
    mutating func parseAttributes(into attributes: inout MovableList<Attribute>) {
        while true {
            if cursor.at(.atSign) {
                guard let attribute = parseAttribute() else { break }
                attributes.append(attribute)
            } else if cursor.at(.poundKeyword), isAttributeOnlyConditional(at: cursor.index) {
                while !cursor.atEnd {
                    let token = cursor.current
                    if token.kind == .poundKeyword {
                        let isEnd = cursor.spells(token, "#endif")
                        skipDirective()
                        if isEnd { break }
                    } else if token.kind == .atSign, let attribute = parseAttribute() {
                        attributes.append(attribute)
                    } else {
                        break
                    }
                }
            } else {
                break
            }
        }
    }

    mutating func parseAttribute() -> Attribute? { cursor.parseAttributeSyntax() }
}

/// What the parser reads of a declaration through the cursor alone: methods of the cursor, so that the parser calls
/// them without copying itself (its lists included) for each call, as it does for its own non-mutating methods.
extension TokenCursor {
    /// The kind of declaration a keyword begins (`actor` and `macro` only before a name); nil for other tokens.
    func declarationKind(_ token: Token) -> DeclarationKind? {
        switch token.keyword {
        case .import: return .import
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol: return .protocol
        case .extension: return .extension
        case .typealias: return .typealias
        case .associatedtype: return .associatedtype
        case .func: return .func
        case .`init`: return .`init`
        case .deinit: return .deinit
        case .subscript: return .subscript
        case .var: return .var
        case .let: return .let
        case .case: return .case
        case .operator: return .operator
        case .precedencegroup: return .precedencegroup
        case .actor where token.kind == .identifier && peek().isNameLike: return .actor
        case .macro where token.kind == .identifier && peek().isNameLike: return .macro
        default: return nil
        }
    }

    /// A declaration's range as it begins at token `first`, ending there until it is finished.
    func rangeStarting(at first: Int) -> SourceRange {
        let opening = token(first)
        let (line, column) = location(opening)
        return SourceRange(startLine: line, startColumn: column, endLine: line, startOffset: Int(opening.start),
                           endOffset: Int(opening.end))
    }

    /// Byte offset and line where the last token consumed ends: where a declaration read up to here ends
    /// (`SourceRange.end(at:)`).
    func lastConsumedEnd() -> (offset: Int, line: Int) {
        let last = token(max(index - 1, 0))
        return (Int(last.end), endLine(last))
    }

    /// `@Name`, `@Module.Name<T>`, `@Name(arguments)`: at `@`, reads one attribute; nil (index unchanged) when
    /// no name follows the `@`.
    mutating func parseAttributeSyntax() -> Attribute? {
        let atSign = index
        advance()
        guard current.kind == .identifier || current.kind == .keyword || current.kind == .backtickIdentifier else {
            index = atSign
            return nil
        }
        var name = text(current)
        advance()
        while true {
            // `@FocusState<T?>.Binding`: generic arguments are dropped, member parts kept
            if at(.leftAngle), !current.hasSpaceBefore { _ = skipAngles() }
            guard at(.period), !current.hasSpaceBefore, peek().isNameLike else { break }
            advance()
            name += "." + text(current)
            advance()
        }
        var arguments: String?
        if at(.leftParen), !current.hasSpaceBefore, !TypeAttributes.takesNoArguments(name) {
            let open = index
            if let close = skipBalanced() {
                arguments = close > open + 1 ? text(from: open + 1, through: close - 1) : ""
            }
        }
        return Attribute(name: name, arguments: arguments)
    }
}

extension DeclarationParser {

    /// `#if` … `#endif` whose branches hold only attributes, followed by a declaration: part of that
    /// declaration's attribute list.
    func isAttributeOnlyConditional(at start: Int) -> Bool {
        var i = start
        guard cursor.spells(cursor.token(i), "#if") else { return false }
        var sawAttribute = false
        while i < cursor.endIndex {
            let token = cursor.token(i)
            if token.kind == .poundKeyword {
                if cursor.spells(token, "#endif") {
                    return sawAttribute && startsDeclaration(at: i + 1) && cursor.token(i + 1).kind != .rightBrace
                }
                i += 1
                if cursor.spells(token, "#if") || cursor.spells(token, "#elseif") {
                    if i - 1 != start, cursor.spells(token, "#if") { return false }
                    while i < cursor.endIndex, !cursor.token(i).isAtStartOfLine { i += 1 }
                }
            } else if token.kind == .atSign {
                sawAttribute = true
                var probe = cursor
                probe.index = i
                _ = probe.parseAttributeSyntax()
                i = probe.index
                let next = cursor.token(i)
                guard next.isAtStartOfLine || next.kind == .atSign || next.kind == .poundKeyword else { return false }
            } else {
                return false
            }
        }
        return false
    }

    /// Modifiers (`private(set)`, `final`; contextual ones only where a declaration follows), appended to `modifiers`.
    mutating func parseModifiers(into modifiers: inout MovableList<Modifier>) {
        while true {
            let token = cursor.current
            let next = cursor.peek()
            let isModifier: Bool
            if token.keyword == .class {
                // `class func`, `class var`, `final class` vs. a class declaration
                isModifier = next.kind == .keyword && next.keyword != .class || (next.kind == .identifier && Self.isModifierKeyword(next.keyword) && next.keyword != .none)
            } else if Self.isModifierKeyword(token.keyword) {
                if token.kind == .keyword {
                    isModifier = true
                } else {
                    // contextual: a modifier only when a declaration continues after it
                    isModifier = next.kind == .keyword || next.kind == .leftParen && !next.hasSpaceBefore
                        || (next.kind == .identifier && (Self.isModifierKeyword(next.keyword) || next.keyword == .actor || next.keyword == .macro))
                }
            } else {
                isModifier = false
            }
            guard isModifier else { return }
            let name = cursor.text(token)
            cursor.advance()
            var detail: String?
            if cursor.at(.leftParen), !cursor.current.hasSpaceBefore, cursor.peek().isNameLike || cursor.peek().kind == .keyword,
               cursor.peek(2).kind == .rightParen {
                detail = cursor.text(cursor.peek())
                cursor.advance(); cursor.advance(); cursor.advance()
            }
            modifiers.append(Modifier(name: name, detail: detail))
        }
    }

    // MARK: Names, generics, inheritance, where

    /// A declaration's name: an identifier, a backticked name (backticks removed) or, for functions, an operator.
    mutating func parseName(allowOperator: Bool = false) -> String {
        let token = cursor.current
        if token.kind == .identifier || token.kind == .keyword && token.keyword != .where {
            cursor.advance()
            return cursor.text(token)
        }
        if token.kind == .backtickIdentifier {
            cursor.advance()
            let text = cursor.text(token)
            return String(text.dropFirst().dropLast())
        }
        if allowOperator {
            var name = ""
            while isOperatorToken(cursor.current), !(cursor.current.kind == .leftAngle && !name.isEmpty && cursor.peek().isNameLike) {
                if !name.isEmpty, cursor.current.hasSpaceBefore { break }
                name += cursor.text(cursor.current)
                cursor.advance()
            }
            if !name.isEmpty { return name }
        }
        diagnose(at: token, "expected a name")
        return ""
    }

    func isOperatorToken(_ token: Token) -> Bool {
        switch token.kind {
        case .operator, .equal, .question, .exclaim, .ampersand, .leftAngle, .rightAngle, .arrow, .period: return true
        default: return false
        }
    }

    /// `<T: P, U>` → "T: P, U"
    mutating func parseGenericParameters() -> String? {
        guard cursor.at(.leftAngle) else { return nil }
        let open = cursor.index
        guard cursor.skipAngles() else { return nil }
        return cursor.text(from: open + 1, through: cursor.index - 2)
    }

    /// `: A, B & C, @unchecked Sendable, ~Copyable`
    mutating func parseInheritance() -> [String] {
        guard cursor.at(.colon) else { return [] }
        cursor.advance()
        var entries: [String] = []
        while !cursor.atEnd {
            let start = cursor.index
            // `protocol P: class` (the older spelling of AnyObject) is a keyword, not a type
            if cursor.at(.class) { cursor.advance() } else { skipType() }
            if cursor.index == start { break }
            entries.append(cursor.text(from: start, through: cursor.index - 1))
            guard cursor.at(.comma) else { break }
            cursor.advance()
        }
        return entries
    }

    /// `where T: P, U == V` → "T: P, U == V"
    mutating func parseWhereClause() -> String? {
        guard cursor.at(.where) else { return nil }
        cursor.advance()
        let start = cursor.index
        while !cursor.atEnd {
            let before = cursor.index
            skipType()
            if cursor.at(.colon) || ((cursor.current.kind == .operator) && cursor.spells(cursor.current, "==")) {
                cursor.advance()
                skipType()
            }
            if cursor.index == before { break }
            guard cursor.at(.comma) else { break }
            cursor.advance()
        }
        return cursor.index > start ? cursor.text(from: start, through: cursor.index - 1) : ""
    }

    // MARK: Types

    /// Skips one type: attributes, specifiers (`inout`, `some`, `any`, `each`, `sending`, …), a primary type
    /// with generic arguments and member parts, postfix `?`/`!`/`.Type`, compositions with `&`, function types.
    mutating func skipType() {
        guard skipCompositionElement() else { return }
        while cursor.at(.ampersand) {
            cursor.advance()
            guard skipCompositionElement() else { return }
        }
    }

    /// One element of a composition: attributes, specifiers, `~`, a primary type and its suffixes.
    mutating func skipCompositionElement() -> Bool {
        while cursor.at(.atSign) {
            cursor.advance()
            if cursor.current.kind == .identifier || cursor.current.kind == .keyword { cursor.advance() }
            if cursor.at(.leftParen), !cursor.current.hasSpaceBefore { cursor.skipBalanced() }
        }
        while isTypeSpecifier(cursor.current), cursor.peek().kind != .comma, cursor.peek().kind != .rightParen,
              cursor.peek().kind != .colon {
            cursor.advance()
        }
        if cursor.current.kind == .operator, cursor.spells(cursor.current, "~") { cursor.advance() }
        guard skipPrimaryType() else { return false }
        skipTypeSuffixes()
        return true
    }

    func isTypeSpecifier(_ token: Token) -> Bool {
        switch token.keyword {
        case .inout, .some, .any, .each, .sending, .borrowing, .consuming, .__consuming, .isolated, ._const: return true
        case .repeat: return true
        default: return token.kind == .identifier && (cursor.spells(token, "__owned") || cursor.spells(token, "__shared"))
        }
    }

    mutating func skipPrimaryType() -> Bool {
        let token = cursor.current
        switch token.kind {
        case .leftParen:
            cursor.skipBalanced()
            skipFunctionTypeTail()
            return true
        case .leftBracket:
            cursor.skipBalanced()
            return true
        case .identifier, .backtickIdentifier:
            cursor.advance()
        case .keyword where token.keyword == .Self || token.keyword == .Any || token.keyword == .self:
            cursor.advance()
        default:
            return false
        }
        if cursor.at(.leftAngle), !cursor.current.hasSpaceBefore { _ = cursor.skipAngles() }
        return true
    }

    /// After a parenthesised type: `async throws(E) -> Result`.
    mutating func skipFunctionTypeTail() {
        while cursor.current.keyword == .async || cursor.current.keyword == .throws || cursor.current.keyword == .rethrows {
            let isThrows = cursor.current.keyword == .throws
            cursor.advance()
            if isThrows, cursor.at(.leftParen), !cursor.current.isAtStartOfLine { cursor.skipBalanced() }
        }
        if cursor.at(.arrow) {
            cursor.advance()
            guard functionTypeDepth < Self.maximumNesting else {
                // deeper than any real type: leave the rest to statement recovery rather than recurse without bound
                diagnose(at: cursor.current, "function types nested more than \(Self.maximumNesting) deep")
                return
            }
            functionTypeDepth += 1
            skipType()
            functionTypeDepth -= 1
        }
    }

    mutating func skipTypeSuffixes() {
        while true {
            let token = cursor.current
            switch token.kind {
            case .question where !token.hasSpaceBefore, .exclaim where !token.hasSpaceBefore:
                cursor.advance()
            case .period where cursor.peek().isNameLike || cursor.peek().keyword == .Self:
                cursor.advance()
                cursor.advance()
                if cursor.at(.leftAngle), !cursor.current.hasSpaceBefore { _ = cursor.skipAngles() }
            default:
                return
            }
        }
    }

    // MARK: Expressions

    /// Skips an expression (an initializer, a default value, a raw value) up to the `,` `)` `}` `;` that
    /// ends it, or the end of its line when the next line cannot continue it. Returns the index after it.
    /// At a `{` that opens `willSet`/`didSet` observers it stops.
    mutating func skipExpression(stopAtComma: Bool = true) {
        let start = cursor.index
        while !cursor.atEnd {
            let token = cursor.current
            if cursor.index > start, token.isAtStartOfLine, !continuesExpression(at: cursor.index) { return }
            switch token.kind {
            case .leftParen, .leftBracket:
                cursor.skipBalanced()
                continue
            case .leftBrace:
                if opensObservers(at: cursor.index) { return }
                if cursor.index > start, token.isAtStartOfLine { return }
                cursor.skipBalanced()
                continue
            case .leftAngle where !token.hasSpaceBefore && cursor.index > start && cursor.token(cursor.index - 1).isNameLike:
                // `Protected<Result<A, any Error>?>(nil)`: generic arguments, commas and all
                if !cursor.skipAngles() { cursor.advance() }
                continue
            case .rightParen, .rightBracket, .rightBrace, .semicolon, .poundKeyword:
                return
            case .keyword where token.keyword == .where:
                return
            case .comma where stopAtComma:
                return
            default:
                cursor.advance()
            }
        }
    }

    /// Whether the token at `i`, first on its line, continues the expression before it.
    func continuesExpression(at i: Int) -> Bool {
        let token = cursor.token(i)
        let previous = cursor.token(i - 1)
        switch previous.kind {
        case .operator, .equal, .arrow, .ampersand, .colon, .comma, .period, .leftAngle, .atSign, .backslash:
            return true
        case .question where previous.hasSpaceBefore:
            return true
        case .keyword where previous.keyword == .try || previous.keyword == .await || previous.keyword == .as
            || previous.keyword == .is || previous.keyword == .in || previous.keyword == .return || previous.keyword == .else:
            return true
        default:
            break
        }
        switch token.kind {
        // `<<< next` (lexed as `<`s), `< limit`: no statement starts with `<`
        case .period, .operator, .question, .arrow, .colon, .leftAngle, .rightAngle, .ampersand, .equal:
            return !(token.kind == .operator && cursor.token(i + 1).isAtStartOfLine)
        case .exclaim:
            return false
        case .keyword:
            switch token.keyword {
            case .as, .is, .else, .catch: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// `{ willSet …` or `{ didSet …` (possibly with attributes or a parameter list).
    func opensObservers(at i: Int) -> Bool {
        var j = i + 1
        while cursor.token(j).kind == .atSign { j += 2 }
        let keyword = cursor.token(j).keyword
        return (keyword == .willSet || keyword == .didSet) && cursor.token(j).kind == .identifier
    }
}

extension SourceRange {
    /// Ends the range at `end` (`TokenCursor.lastConsumedEnd()`), never before it starts.
    mutating func end(at end: (offset: Int, line: Int)) {
        endOffset = max(startOffset, end.offset)
        endLine = max(startLine, end.line)
    }
}
