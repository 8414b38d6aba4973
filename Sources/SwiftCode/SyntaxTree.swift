// SyntaxTree: the parsed form of Swift code, stored flat. Nodes are small values in one array, each naming its
// kind, its tokens (a range of the file's token list, so its bytes and line/column follow), one main token and its
// children (a slice of one shared index list). No class per node: a file's tree is three arrays.

import SwiftLexer

/// What a node is. Declarations are kept coarse (their code is parsed, their headers mostly skipped);
/// statements and expressions are told apart finely, for matchers.
public enum NodeKind: UInt8, Sendable, CaseIterable {
    // containers
    case sourceFile, codeBlock, memberBlock
    // declarations
    case variableDecl, patternBinding, accessorBlock, accessor, functionDecl, parameter, typeDecl
    case enumCaseDecl, enumCaseElement, otherDecl, attribute
    // statements
    case ifExpr, guardStmt, forStmt, whileStmt, repeatStmt, switchExpr, switchCase, doStmt, catchClause
    case deferStmt, returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, labeledStmt, otherStmt
    case optionalBinding, matchingCondition, availabilityCondition, whereClause
    case ifConfig, ifConfigClause, postfixIfConfig
    // expressions
    case name, memberAccess, call, argument, trailingClosure, subscriptCall, optionalChain, forceUnwrap
    case postfixOperator, prefixOperator, infixOperator, ternary, cast, typeCheck, tryExpr, awaitExpr, inoutExpr
    case integerLiteral, floatLiteral, stringLiteral, interpolation, booleanLiteral, nilLiteral, regexLiteral
    case arrayLiteral, dictionaryLiteral, dictionaryElement, tuple, closure, captureItem, closureParameters
    case keyPath, macroExpansion, genericArguments, type, bindingPattern, operatorReference, error
}

/// One node: `tokens` is the half-open range of token indices it covers (empty for a node with no tokens).
public struct SyntaxNode: Sendable, Equatable {
    public var kind: NodeKind
    /// Kind-specific bits (see `SyntaxNode.Flag`).
    public var flags: UInt8
    public var firstToken: Int32
    public var endToken: Int32
    /// The token that names the node, -1 for none: a name's token, a member's name, an operator, an argument's
    /// label, a `try`/`as`/`is`, a trailing closure's label, a statement's keyword.
    public var mainToken: Int32
    public var childStart: Int32
    public var childCount: Int32

    public enum Flag {
        /// memberAccess: written with a base (`a.b`, not `.b`).
        public static let hasBase: UInt8 = 1
        /// infixOperator: the first operator of the operator sequence it was folded from.
        public static let firstInSequence: UInt8 = 1
        /// infixOperator: an assignment (`=` or a compound assignment such as `+=`).
        public static let assignment: UInt8 = 2
        /// tryExpr `try?`, cast `as?`.
        public static let optional: UInt8 = 4
        /// tryExpr `try!`, cast `as!`.
        public static let forced: UInt8 = 8
    }
}

/// A problem found while parsing code; the parse went on past it.
public struct CodeProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}

/// A parsed file (or snippet): tokens, nodes, problems. `root` is the last node made.
public struct SyntaxTree: Sendable {
    public let source: [UInt8]
    public let tokens: [Token]
    public let lines: LineTable
    public internal(set) var nodes: [SyntaxNode] = []
    public internal(set) var childIndices: [Int32] = []
    public internal(set) var problems: [CodeProblem] = []
    /// Steps the parser took (each consumes a token or ends a loop): a measure of work, for robustness tests.
    public internal(set) var steps = 0
    public internal(set) var root: Int = -1

    init(source: [UInt8], tokens: [Token], lines: LineTable) {
        self.source = source
        self.tokens = tokens
        self.lines = lines
    }

    public subscript(_ index: Int) -> SyntaxNode { nodes[index] }

    /// The children of node `index`, in source order.
    public func children(of index: Int) -> ArraySlice<Int32> {
        let node = nodes[index]
        let start = Int(node.childStart)
        return childIndices[start..<start + Int(node.childCount)]
    }

    public func child(_ index: Int, _ position: Int) -> Int? {
        let node = nodes[index]
        guard position >= 0, position < Int(node.childCount) else { return nil }
        return Int(childIndices[Int(node.childStart) + position])
    }

    /// Byte range of node `index` in `source` (from its first token's start to its last token's end).
    public func byteRange(of index: Int) -> Range<Int> {
        let node = nodes[index]
        guard node.endToken > node.firstToken else {
            let at = Int(node.firstToken) < tokens.count ? Int(tokens[Int(node.firstToken)].start) : source.count
            return at..<at
        }
        return Int(tokens[Int(node.firstToken)].start)..<Int(tokens[Int(node.endToken) - 1].end)
    }

    /// 1-based line and UTF-8 column where node `index` starts.
    public func location(of index: Int) -> (line: Int, column: Int) {
        lines.location(of: byteRange(of: index).lowerBound)
    }

    public func location(ofToken index: Int) -> (line: Int, column: Int) {
        lines.location(of: Int(tokens[index].start))
    }

    /// The source text of node `index`, as written.
    public func text(of index: Int) -> String {
        String(decoding: source[byteRange(of: index)], as: UTF8.self)
    }

    public func text(ofToken index: Int) -> String {
        let token = tokens[index]
        return String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Every node under `index` (itself included), parents before children, without recursion.
    public func forEachNode(under index: Int, _ body: (Int) -> Void) {
        var pending = [index]
        while let next = pending.popLast() {
            body(next)
            pending.append(contentsOf: children(of: next).reversed().map(Int.init))
        }
    }
}

extension SyntaxTree {
    /// An outline of the tree under `index` (the root by default): `kind` or `kind(children…)`, leaves with their
    /// text, for tests and debugging.
    public func outline(_ index: Int? = nil) -> String {
        let start = index ?? root
        guard start >= 0 else { return "" }
        var out = ""
        // explicit stack: (node, next child position)
        var pending: [(node: Int, next: Int)] = [(start, 0)]
        while var top = pending.popLast() {
            let node = nodes[top.node]
            if top.next == 0 {
                if !out.isEmpty, out.last != "(" { out += " " }
                out += "\(node.kind)"
                if node.childCount == 0 {
                    if node.endToken > node.firstToken { out += ":" + text(of: top.node).filter { !$0.isWhitespace } }
                    continue
                }
                out += "("
            }
            if top.next < Int(node.childCount) {
                let child = Int(childIndices[Int(node.childStart) + top.next])
                top.next += 1
                pending.append(top)
                pending.append((child, 0))
            } else {
                out += ")"
            }
        }
        return out
    }
}

extension SyntaxTree {
    /// The innermost node of one of `kinds` whose bytes contain `offset` (a finding's place, a declaration's
    /// code found by its byte range), or nil.
    public func innermostNode(containing offset: Int, kinds: Set<NodeKind>? = nil) -> Int? {
        guard root >= 0 else { return nil }
        var found: Int?
        var current = root
        // descend: children are in source order and do not overlap
        while true {
            var next: Int?
            for child in children(of: current) where byteRange(of: Int(child)).contains(offset) {
                next = Int(child)
                break
            }
            guard let inner = next else { break }
            if kinds?.contains(nodes[inner].kind) ?? true { found = inner }
            current = inner
        }
        return found
    }
}
