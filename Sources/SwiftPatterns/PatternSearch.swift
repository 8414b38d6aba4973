// PatternSearch: every match of a pattern in a file's tree. Candidates are pre-filtered by kind (only nodes of the
// pattern root's kind are tried; a statement run is tried in statement lists only), each is matched with a fresh
// step budget, and each match carries its range, text and bindings.

import SwiftCode
import SwiftLexer

/// One match: the node (or run of statements) matched and the metavariables bound.
public struct PatternMatch: Sendable, Equatable {
    /// The node matched (for a statement run, its first statement).
    public var node: Int
    /// The first token of the match: the node's, or for a leading-dot pattern (`.font(…)`) the modifier's `.`.
    public var firstToken: Int32
    public var endToken: Int32
    public var bindings: [Binding]

    public func binding(_ name: String) -> Binding? { bindings.first { $0.name == name } }
}

/// Where a match is: 1-based lines and UTF-8 byte columns; the end is the position just past its last byte.
public struct MatchRange: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

/// Node kinds whose children are statements: where a statement run and `follows`/`precedes` look.
let statementContainers: Set<NodeKind> = [.sourceFile, .codeBlock, .closure, .switchCase, .ifConfigClause, .accessor]

/// Work done by a search, for tests that catch a return to exponential or quadratic matching.
public struct SearchStatistics: Sendable, Equatable {
    public var candidates = 0
    public var steps = 0
    /// Candidates given up because they used their whole step budget (counted as no match).
    public var budgetExceeded = 0
}

public enum PatternSearch {
    /// Steps (node comparisons and run states) one candidate may take before it is given up as no match. The
    /// memoised run matching keeps real patterns far below it (see README, "Bounds").
    public static let defaultBudget = 1_000_000

    /// Every match of `pattern` in `tree`, in source order (a match inside another match is reported too). With
    /// `accept`, a candidate's match is the first way of matching (in the order the pattern is tried: each `$$$` as
    /// short as it can be, chains from the nearest link) that `accept` takes, with the bindings it returns; a way it
    /// rejects makes the matcher try the next, within the same step budget. `observedNames` are the names `accept`
    /// reads (they key the memoised states).
    /// `fastPaths` turns on fast paths that find the same matches: only nodes whose bytes hold each of the
    /// pattern's required words are tried (`WordAnchors`; without it every node of the root's kind is), a child
    /// list with one sequence item is matched directly (`Matcher.matchAroundSequence`; without it by `RunMatcher`),
    /// and `bindingTest`, a necessary condition of `accept` on one binding (`$S is Service` holds only of a chain of
    /// names), is asked as each name is bound, so a way it rejects is not completed first.
    public static func matches(of pattern: CodePattern, in tree: SyntaxTree, budget: Int = PatternSearch.defaultBudget,
                               statistics: inout SearchStatistics, observedNames: [String] = [], fastPaths: Bool = true,
                               accept: ((PatternMatch) -> [Binding]?)? = nil,
                               bindingTest: ((Binding) -> Bool)? = nil) -> [PatternMatch] {
        var found: [PatternMatch] = []
        let anchors = fastPaths && !pattern.requiredWords.isEmpty ? WordAnchors(pattern.requiredWords, in: tree.source) : nil
        let matcher = Matcher(pattern: pattern, tree: tree, budget: budget, observedNames: observedNames, fastPaths: fastPaths,
                              bindingTest: fastPaths ? bindingTest : nil)
        if pattern.rootKind != nil {
            let root = pattern.items[0]
            // `case let .a(x)` is `case .a(let x)`: a pattern's binding keyword is matched through, and a binding
            // pattern of the file is tried as a whole, the node under its keyword not again on its own
            let rootKind = pattern.tree.nodes[Matcher.bindingKeyword(pattern.tree, root)?.inner ?? root].kind
            var underKeyword = Set<Int>()
            for index in tree.nodes.indices where tree.nodes[index].kind == .bindingPattern {
                if let inner = Matcher.bindingKeyword(tree, index)?.inner { underKeyword.insert(inner) }
            }
            for index in tree.nodes.indices {
                let kind = tree.nodes[index].kind
                if kind == .bindingPattern {
                    guard let inner = Matcher.bindingKeyword(tree, index)?.inner, tree.nodes[inner].kind == rootKind else { continue }
                } else {
                    guard kind == rootKind, !underKeyword.contains(index) else { continue }
                }
                if let anchors, !anchors.mayMatch(node: index, in: tree) { continue }
                if fastPaths, !Matcher.mayMatchLeftSpine(pattern, root, tree, index, bindingTest: bindingTest) { continue }
                statistics.candidates += 1
                matcher.reset()
                var accepted: PatternMatch?
                let node = tree.nodes[index]
                let matched = matcher.matchNode(root, index) {
                    var match = PatternMatch(node: index, firstToken: matcher.leadingDotStart ?? node.firstToken,
                                             endToken: node.endToken, bindings: matcher.bindings)
                    if let accept {
                        guard let extended = accept(match) else { return false }
                        match.bindings = extended
                    }
                    accepted = match
                    return true
                }
                statistics.steps += matcher.steps
                if matcher.budgetExceeded { statistics.budgetExceeded += 1 }
                guard matched, !matcher.budgetExceeded, let accepted else { continue }
                found.append(accepted)
            }
        } else {
            for index in tree.nodes.indices where statementContainers.contains(tree.nodes[index].kind) {
                if let anchors, !anchors.mayMatch(node: index, in: tree) { continue }
                let statements = tree.children(of: index).map(Int.init)
                for start in statements.indices {
                    statistics.candidates += 1
                    matcher.reset()
                    let run = Matcher.RunMatcher(items: pattern.items, targets: statements, base: start, pattern: pattern,
                                                 outerNames: observedNames)
                    var accepted: PatternMatch?
                    let matched = run.match(matcher, prefix: true) { end in
                        guard end > 0 else { return false }
                        var match = PatternMatch(node: statements[start], firstToken: tree.nodes[statements[start]].firstToken,
                                                 endToken: tree.nodes[statements[start + end - 1]].endToken,
                                                 bindings: matcher.bindings)
                        if let accept {
                            guard let extended = accept(match) else { return false }
                            match.bindings = extended
                        }
                        accepted = match
                        return true
                    }
                    statistics.steps += matcher.steps
                    if matcher.budgetExceeded { statistics.budgetExceeded += 1 }
                    guard matched, !matcher.budgetExceeded, let accepted else { continue }
                    found.append(accepted)
                }
            }
        }
        found.sort { ($0.firstToken, -$0.endToken, $0.node) < ($1.firstToken, -$1.endToken, $1.node) }
        return found
    }

    public static func matches(of pattern: CodePattern, in tree: SyntaxTree, fastPaths: Bool = true) -> [PatternMatch] {
        var statistics = SearchStatistics()
        return matches(of: pattern, in: tree, statistics: &statistics, fastPaths: fastPaths)
    }

    /// Whether `pattern` (its single root) matches node `node`, given bindings already made; the bindings
    /// extended by the match, or nil. Relations use it.
    static func match(_ pattern: CodePattern, at node: Int, in tree: SyntaxTree, given bindings: [Binding],
                      fastPaths: Bool) -> [Binding]? {
        guard pattern.items.count == 1, Matcher.mayMatch(pattern, pattern.items[0], tree, node) else { return nil }
        let matcher = Matcher(pattern: pattern, tree: tree, bindings: bindings, fastPaths: fastPaths)
        guard matcher.matchNode(pattern.items[0], node, then: { true }), !matcher.budgetExceeded else { return nil }
        return matcher.bindings
    }
}

extension SyntaxTree {
    /// The range of tokens `first..<end` (an empty range is placed at `first`'s start).
    public func range(firstToken first: Int32, endToken end: Int32) -> MatchRange {
        let start = Int(first) < tokens.count ? Int(tokens[Int(first)].start) : source.count
        let stop = end > first ? Int(tokens[Int(end) - 1].end) : start
        let (line, column) = lines.location(of: start)
        let (endLine, endColumn) = lines.location(of: stop)
        return MatchRange(line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    /// The tokens `first..<end` as one line: each token's text, one space where white space, a comment or a line
    /// break separated two tokens. Two bindings are the same when these texts (and token boundaries) are.
    public func normalizedText(firstToken first: Int32, endToken end: Int32) -> String {
        var out: [UInt8] = []
        var index = Int(first)
        while index < Int(end) {
            let token = tokens[index]
            if index > Int(first), token.hasSpaceBefore { out.append(UInt8(ascii: " ")) }
            out.append(contentsOf: source[Int(token.start)..<Int(token.end)])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
