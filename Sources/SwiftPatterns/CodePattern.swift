// CodePattern: a code pattern compiled from Swift text with metavariables. The text is parsed by SwiftCode (as a
// statement list, else as one expression); each token is classified once (a `$NAME`, `$_`, `$$$`, `$$$NAME`
// metavariable or Swift), the top-level items are found, and the literal words a file must contain are listed.

import Foundation
import SwiftCode
import SwiftLexer

/// A pattern that does not parse, or parses to nothing: where inside the pattern (1-based line and UTF-8 column)
/// and what was expected.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }

    /// `pattern:line:col: error: message`, the pattern's line and a caret under the column.
    public func rendered(pattern: String) -> String {
        let lines = pattern.split(separator: "\n", omittingEmptySubsequences: false)
        let text = line - 1 < lines.count ? String(lines[line - 1]) : ""
        // one space per character before the column (columns count UTF-8 bytes)
        let before = String(decoding: Array(text.utf8).prefix(max(0, column - 1)), as: UTF8.self)
        let pad = String(repeating: " ", count: before.count)
        return "pattern:\(line):\(column): error: \(message)\n    \(text)\n    \(pad)^"
    }
}

/// What a pattern token stands for.
enum MetaToken: Equatable, Sendable {
    /// Swift: compared by its text.
    case literal
    /// `$NAME` (or `$_`, name "_", which never binds): any one node, or any one token inside a node's own tokens.
    case single(String)
    /// `$$$` (name "") or `$$$NAME`: any sequence of nodes.
    case sequence(String)

    static func classify(_ text: Substring) -> MetaToken {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "$") else { return .literal }
        func isNameByte(_ b: UInt8, first: Bool) -> Bool {
            (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") ||
                (!first && b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        }
        func isName(_ rest: ArraySlice<UInt8>) -> Bool {
            guard let first = rest.first, isNameByte(first, first: true) else { return false }
            return rest.dropFirst().allSatisfy { isNameByte($0, first: false) }
        }
        if bytes.count >= 3, bytes[1] == UInt8(ascii: "$"), bytes[2] == UInt8(ascii: "$") {
            let rest = bytes[3...]
            if rest.isEmpty { return .sequence("") }
            return isName(rest) ? .sequence(String(decoding: rest, as: UTF8.self)) : .literal
        }
        // `$0`, `$value` are Swift (closure parameters, property wrapper projections)
        return isName(bytes[1...]) ? .single(String(decoding: bytes[1...], as: UTF8.self)) : .literal
    }
}

/// A compiled code pattern. `items` are its top-level nodes: one for an expression or a single statement (the
/// root, whose kind pre-filters candidates), several for a run of consecutive statements.
public struct CodePattern: Sendable {
    public let text: String
    let tree: SyntaxTree
    let items: [Int]
    /// Per token of `tree`: what it stands for.
    let metaTokens: [MetaToken]
    /// Words (names and keywords) of the pattern that any matching file contains byte for byte.
    public let requiredWords: [String]
    /// The metavariable names the pattern binds (not `$_` or `$$$`), in order of first appearance.
    public let metavariables: [String]

    /// The metavariables written more than once (as `$NAME` or `$$$NAME`): their later bindings compare, not bind.
    /// Kept with the pattern, as the search asks it of each candidate (`Matcher.mayMatchLeftSpine`).
    let repeatedMetavariables: Set<String>

    /// The kind of node a match starts at (the root's kind), nil for a statement run (matched in statement lists).
    public var rootKind: NodeKind? { items.count == 1 ? tree.nodes[items[0]].kind : nil }

    /// Whether the pattern is a lone metavariable (`$_`, `$X`), allowed only where the caller says so: as the
    /// pattern of `follows`/`precedes`, where it is any other statement of the statement list.
    public var isLoneMetavariable: Bool {
        items.count == 1 && singleVariable(items[0]) != nil
    }

    /// A modifier pattern: one that starts with a dot (`.accessibilityLabel($_)`), matched anywhere in a chain.
    var isModifier: Bool { items.count == 1 && tree.tokens.first?.kind == .period }

    public static func compile(_ text: String, allowingLoneMetavariable: Bool = false) throws -> CodePattern {
        if let clause = try compileCatchClause(text) { return clause }
        if let switchCase = try compileSwitchCase(text) { return switchCase }
        if let casePattern = try compileBoundCasePattern(text) { return casePattern }
        // read as a file's statements are (so `let x = 1` is a declaration, as in a body), else as one expression
        let asStatements = CodeParser.parseStatements(text)
        let parsed: SyntaxTree
        if asStatements.problems.isEmpty {
            parsed = asStatements
        } else {
            let asExpression = CodeParser.parseExpression(text)
            guard asExpression.problems.isEmpty else {
                let problem = asStatements.problems[0]
                throw PatternError(line: problem.line, column: problem.column, message: problem.message)
            }
            parsed = asExpression
        }
        let metaTokens = parsed.tokens.indices.map { index -> MetaToken in
            let token = parsed.tokens[index]
            guard token.kind == .dollarIdentifier || token.kind == .identifier else { return .literal }
            return MetaToken.classify(Substring(parsed.text(ofToken: index)))
        }
        var items = parsed.root >= 0 ? parsed.children(of: parsed.root).map(Int.init) : []
        // a statement run's leading and trailing anonymous `$$$` add nothing (a run may start and end anywhere)
        func isAnonymousSequence(_ node: Int) -> Bool {
            let n = parsed.nodes[node]
            return n.kind == .name && n.endToken - n.firstToken == 1 && metaTokens[Int(n.firstToken)] == .sequence("")
        }
        while items.count > 1, let first = items.first, isAnonymousSequence(first) { items.removeFirst() }
        while items.count > 1, let last = items.last, isAnonymousSequence(last) { items.removeLast() }
        guard !items.isEmpty else {
            throw PatternError(line: 1, column: 1, message: "expected a Swift expression or statement, the pattern is empty")
        }
        let firstItem = parsed.nodes[items[0]]
        if !allowingLoneMetavariable, items.count == 1, firstItem.kind == .name, firstItem.endToken - firstItem.firstToken == 1,
           metaTokens[Int(firstItem.firstToken)] != .literal {
            let (line, column) = parsed.location(of: items[0])
            throw PatternError(line: line, column: column,
                               message: "expected Swift code around the metavariable: a lone metavariable matches every node")
        }
        return make(text, parsed, items, metaTokens)
    }

    /// The required words and metavariables of a parsed pattern whose items are known; tokens before
    /// `firstToken` (a wrapper the pattern's text does not have) are neither.
    static func make(_ text: String, _ parsed: SyntaxTree, _ items: [Int], _ metaTokens: [MetaToken],
                     firstToken: Int = 0) -> CodePattern {
        var words: [String] = []
        var names: [String] = []
        var repeated: Set<String> = []
        for index in parsed.tokens.indices where index >= firstToken {
            let token = parsed.tokens[index]
            switch metaTokens[index] {
            case .literal:
                guard token.kind == .identifier || token.kind == .keyword || token.kind == .backtickIdentifier else { continue }
                var word = parsed.text(ofToken: index)
                if token.kind == .backtickIdentifier { word = word.filter { $0 != "`" } }
                if word.utf8.count >= 2, !words.contains(word) { words.append(word) }
            case .single(let name), .sequence(let name):
                guard !name.isEmpty, name != "_" else { continue }
                if names.contains(name) { repeated.insert(name) } else { names.append(name) }
            }
        }
        return CodePattern(text: text, tree: parsed, items: items, metaTokens: metaTokens, requiredWords: words,
                           metavariables: names, repeatedMetavariables: repeated)
    }

    /// A pattern that starts with `catch` (`catch { $$$ }`, `catch let error as URLError { $$$ }`): one catch
    /// clause, which matches any catch clause of a `do` (a strict ancestor of what it holds, for `inside`). It is
    /// parsed after `do {} `, which is neither matched nor required; nil for any other pattern.
    static func compileCatchClause(_ text: String) throws -> CodePattern? {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("catch"), trimmed.dropFirst(5).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else {
            return nil
        }
        let prefix = "do {} "
        let parsed = CodeParser.parseStatements(prefix + text)
        if let problem = parsed.problems.first {
            throw PatternError(line: problem.line, column: problem.line == 1 ? max(1, problem.column - prefix.utf8.count) : problem.column,
                               message: problem.message)
        }
        let statements = parsed.root >= 0 ? parsed.children(of: parsed.root).map(Int.init) : []
        guard statements.count == 1, parsed.nodes[statements[0]].kind == .doStmt else {
            throw PatternError(line: 1, column: 1, message: "expected one catch clause, such as catch { $$$ }")
        }
        let clauses = parsed.children(of: statements[0]).map(Int.init).filter { parsed.nodes[$0].kind == .catchClause }
        guard clauses.count == 1 else {
            throw PatternError(line: 1, column: 1, message: "expected one catch clause, such as catch { $$$ }")
        }
        let metaTokens = parsed.tokens.indices.map { index -> MetaToken in
            let token = parsed.tokens[index]
            guard token.kind == .dollarIdentifier || token.kind == .identifier else { return .literal }
            return MetaToken.classify(Substring(parsed.text(ofToken: index)))
        }
        // `do`, `{`, `}`: the wrapper's tokens
        return make(text, parsed, clauses, metaTokens, firstToken: 3)
    }

    /// A pattern that starts with `case`: with a `:`, one switch case (`case .a: $$$`), matched against the cases
    /// of any `switch`; without, one case pattern (`case let .$C($X)`), matched wherever a pattern is (a switch
    /// case's item, `if case`, `for case`). It is parsed inside `switch x { … }`, which is neither matched nor
    /// required; nil for any other pattern.
    static func compileSwitchCase(_ text: String, impliedCase: Bool = false) throws -> CodePattern? {
        let trimmed = text.drop { $0.isWhitespace }
        guard impliedCase || trimmed.hasPrefix("case"),
              impliedCase || trimmed.dropFirst(4).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else {
            return nil
        }
        let wrapper = impliedCase ? "switch x { case " : "switch x { "
        func parse(_ suffix: String) -> SyntaxTree { CodeParser.parseStatements(wrapper + text + suffix + "\n}") }
        let prefixLength = wrapper.utf8.count
        func cases(_ parsed: SyntaxTree) -> [Int] {
            let statements = parsed.root >= 0 ? parsed.children(of: parsed.root).map(Int.init) : []
            guard statements.count == 1, parsed.nodes[statements[0]].kind == .switchExpr else { return [] }
            return parsed.children(of: statements[0]).dropFirst().map(Int.init)
        }
        func metaTokens(_ parsed: SyntaxTree) -> [MetaToken] {
            parsed.tokens.indices.map { index -> MetaToken in
                let token = parsed.tokens[index]
                guard token.kind == .dollarIdentifier || token.kind == .identifier else { return .literal }
                return MetaToken.classify(Substring(parsed.text(ofToken: index)))
            }
        }
        let whole = parse("")
        if !impliedCase, whole.problems.isEmpty {
            let found = cases(whole)
            guard found.count == 1, whole.nodes[found[0]].kind == .switchCase else {
                throw PatternError(line: 1, column: 1, message: "expected one switch case, such as case .a: $$$")
            }
            // `switch`, `x`, `{`: the wrapper's tokens
            return make(text, whole, found, metaTokens(whole), firstToken: 3)
        }
        let item = parse(":")
        guard item.problems.isEmpty else {
            let problem = impliedCase || whole.problems.isEmpty ? item.problems[0] : whole.problems[0]
            throw problemInText(problem, wrapperLength: prefixLength, text: text)
        }
        let found = cases(item)
        guard found.count == 1 else {
            throw PatternError(line: 1, column: 1, message: "expected one case pattern, such as case let .$C($X)")
        }
        let patterns = item.children(of: found[0]).map(Int.init)
        guard patterns.count == 1, item.nodes[patterns[0]].kind != .whereClause else {
            throw PatternError(line: 1, column: 1, message: "expected one case pattern without 'where', such as case let .$C($X)")
        }
        // `switch`, `x`, `{`, `case`: the wrapper's tokens and the `case` keyword, which `if case` spells too
        return make(text, item, patterns, metaTokens(item), firstToken: 4)
    }

    /// `let .a($X)`, `var .a($X)` (a binding keyword before an implicit member): a case pattern, as after `case`;
    /// read as code it would be a declaration that does not parse. Nil for any other pattern.
    static func compileBoundCasePattern(_ text: String) throws -> CodePattern? {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.hasPrefix("let") || trimmed.hasPrefix("var"),
              let first = trimmed.dropFirst(3).first, first.isWhitespace,
              trimmed.dropFirst(3).drop(while: { $0.isWhitespace }).first == "." else { return nil }
        return try compileSwitchCase(text, impliedCase: true)
    }

    /// A problem found in `wrapper + text + …`, placed in `text`: columns of its first line less the wrapper's, a
    /// place past the text's end at its last character, and an `at 1:N` in the message moved the same way.
    static func problemInText(_ problem: CodeProblem, wrapperLength: Int, text: String) -> PatternError {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func place(_ line: Int, _ column: Int) -> (Int, Int) {
            if line > lines.count { return (lines.count, (lines.last?.utf8.count ?? 0) + 1) }
            return (line, line == 1 ? max(1, column - wrapperLength) : column)
        }
        var message = problem.message
        if let range = message.range(of: #"at 1:[0-9]+"#, options: .regularExpression),
           let column = Int(message[range].dropFirst(5)) {
            let (_, moved) = place(1, column)
            message.replaceSubrange(range, with: "at 1:\(moved)")
        }
        let (line, column) = place(problem.line, problem.column)
        return PatternError(line: line, column: column, message: message)
    }

    /// Whether `bytes` (a file) contains every required word: a file that does not cannot match, and is not parsed.
    public func mayMatch(_ bytes: UnsafeRawBufferPointer) -> Bool {
        requiredWords.allSatisfy { word in ByteText.contains(word, in: bytes) }
    }

    // MARK: CodePattern nodes

    /// The metavariable names written outside node `node` (bound before it, or read after it).
    func names(outside node: Int) -> [String] {
        let n = tree.nodes[node]
        var names: [String] = []
        for index in metaTokens.indices where index < Int(n.firstToken) || index >= Int(n.endToken) {
            switch metaTokens[index] {
            case .literal: continue
            case .single(let name), .sequence(let name):
                if !name.isEmpty, name != "_", !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The metavariable a pattern node is, when the node is a lone `$NAME`/`$_` name, or a type that is only one
    /// (`-> $R`, `: $T`: it takes a whole type, `[Int]` as well as `String`).
    func singleVariable(_ node: Int) -> String? {
        let n = tree.nodes[node]
        guard n.kind == .name || (n.kind == .type && n.childCount == 0), n.endToken - n.firstToken == 1,
              case .single(let name) = metaTokens[Int(n.firstToken)] else { return nil }
        return name
    }

    /// The sequence variable a pattern node is: a node whose only token is `$$$`/`$$$NAME`. A lone `$$$` name (a
    /// statement, an element) takes nodes of any kind; one wrapped in another node (an unlabelled argument `f($$$)`,
    /// a parameter `func f($$$)`) takes nodes of that kind only.
    func sequenceVariable(_ node: Int) -> (name: String, onlyKind: NodeKind?)? {
        let n = tree.nodes[node]
        guard n.endToken - n.firstToken == 1, case .sequence(let name) = metaTokens[Int(n.firstToken)] else { return nil }
        if n.kind == .name { return (name, nil) }
        guard n.kind != .memberAccess else { return nil }
        return n.childCount <= 1 ? (name, n.kind) : nil
    }

    /// `f($$$) $$$`: a call with any arguments and any trailing closures, so also one written without parentheses
    /// (`f { … }` is `f() { … }` in Swift). Its own tokens are the parentheses only; its children the callee, at most
    /// one argument run and the trailing closure run.
    func isAnyCall(_ node: Int) -> Bool {
        let n = tree.nodes[node]
        // asked whenever a call's own tokens differ (each trailing-closure-only call of a view): read in place
        guard n.kind == .call, n.childCount == 2 || n.childCount == 3,
              let last = tree.child(node, Int(n.childCount) - 1), tree.nodes[last].kind == .trailingClosure,
              sequenceVariable(last) != nil else { return false }
        if n.childCount == 3 {
            guard let arguments = tree.child(node, 1), sequenceVariable(arguments)?.onlyKind == .argument else { return false }
        }
        var own = Matcher.OwnTokens(tree, node)
        guard let open = own.next(in: tree), tree.tokens[open].kind == .leftParen,
              let close = own.next(in: tree), tree.tokens[close].kind == .rightParen else { return false }
        return own.next(in: tree) == nil
    }

    /// `base.$$$` (a member access named `$$$`/`$$$NAME`): any number of chain links after `base`.
    func chainVariable(_ node: Int) -> String? {
        let n = tree.nodes[node]
        guard n.kind == .memberAccess, n.childCount == 1, n.mainToken >= 0,
              case .sequence(let name) = metaTokens[Int(n.mainToken)] else { return nil }
        return name
    }

    /// The implicit member access that starts a leading-dot pattern (`.font(…)`): it matches that member with any
    /// base, so the pattern finds a modifier anywhere in a chain.
    func isLeadingDotHead(_ node: Int) -> Bool {
        let n = tree.nodes[node]
        return n.kind == .memberAccess && n.childCount == 0 && n.firstToken == 0 && tree.tokens.first?.kind == .period
    }
}
