// Relations and constraints on a match, as ast-grep and Semgrep have them: inside / has / follows / precedes another
// pattern (and their negations), and tests on what a metavariable is bound to (glob, regex, number comparison,
// literal kind). Each is a small function from a match (and its bindings) to the bindings it extends, or nil.
// The policy language will compose them; here they are API.

import Foundation
import SwiftCode
import SwiftLexer

/// A file's tree with each node's parent, so relations can look up as well as down.
public struct CodeIndex: Sendable {
    public let tree: SyntaxTree
    /// Parent of each node, -1 for the root.
    public let parents: [Int32]

    public init(_ tree: SyntaxTree) {
        self.tree = tree
        var parents = [Int32](repeating: -1, count: tree.nodes.count)
        for index in tree.nodes.indices {
            for child in tree.children(of: index) { parents[Int(child)] = Int32(index) }
        }
        self.parents = parents
    }

    func parent(_ node: Int) -> Int? {
        let p = parents[node]
        return p >= 0 ? Int(p) : nil
    }

    /// The statement that holds `node`: the node itself or its nearest ancestor whose parent is a statement list.
    func statement(holding node: Int) -> (statement: Int, list: Int)? {
        var current = node
        while let up = parent(current) {
            if statementContainers.contains(tree.nodes[up].kind) { return (current, up) }
            current = up
        }
        return nil
    }
}

/// Where another pattern must (or must not) be, relative to a match.
public enum Relation: Sendable {
    /// An enclosing node (a strict ancestor) matches.
    case inside(CodePattern)
    case notInside(CodePattern)
    /// A node within the match (a strict descendant within its range) matches.
    case has(CodePattern)
    case notHas(CodePattern)
    /// Something before the match matches: an earlier link of its modifier chain (its receiver, the receiver's
    /// receiver…), or, unless the pattern is a modifier (`.a(…)`), an earlier statement of the statement list
    /// holding it. A lone metavariable is any earlier statement.
    case follows(CodePattern)
    case notFollows(CodePattern)
    /// Something after the match matches: a later link of its chain (a modifier applied to it, directly or further
    /// along), or, unless the pattern is a modifier, a later statement of its statement list.
    case precedes(CodePattern)
    case notPrecedes(CodePattern)
}

/// A test on what a metavariable is bound to (its normalised text, see `SyntaxTree.normalizedText`).
public indirect enum Constraint: Sendable {
    /// `*` any run of characters, `?` one character, the rest literal; the whole text must match.
    case glob(String, String)
    /// An NSRegularExpression pattern that must match the whole text.
    case regex(String, String)
    /// The text read as a number (an integer or float literal, optionally negative, `_` separators allowed).
    case number(String, Comparison, Double)
    /// The bound node is a literal of this kind.
    case literalKind(String, LiteralKind)
    /// The constraint does not hold (an unbound metavariable fails the inner one, so it satisfies this).
    case not(Constraint)

    public enum Comparison: String, Sendable, CaseIterable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    }

    public enum LiteralKind: String, Sendable, CaseIterable {
        case integer, float, string, boolean, `nil`, regex, array, dictionary
    }
}

/// A constraint whose text cannot be used (a regex that does not compile).
public struct ConstraintError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public enum Relations {
    /// The bindings of `match` extended by the relation, or nil when it does not hold. A negated relation never
    /// adds bindings. Metavariables already bound must bind the same text in the related pattern.
    public static func apply(_ relation: Relation, to match: PatternMatch, in index: CodeIndex, fastPaths: Bool = true) -> [Binding]? {
        switch relation {
        case .inside(let pattern): return inside(pattern, match, index, fastPaths)
        case .notInside(let pattern): return inside(pattern, match, index, fastPaths) == nil ? match.bindings : nil
        case .has(let pattern): return has(pattern, match, index, fastPaths)
        case .notHas(let pattern): return has(pattern, match, index, fastPaths) == nil ? match.bindings : nil
        case .follows(let pattern): return follows(pattern, match, index, fastPaths)
        case .notFollows(let pattern): return follows(pattern, match, index, fastPaths) == nil ? match.bindings : nil
        case .precedes(let pattern): return precedes(pattern, match, index, fastPaths)
        case .notPrecedes(let pattern): return precedes(pattern, match, index, fastPaths) == nil ? match.bindings : nil
        }
    }

    static func inside(_ pattern: CodePattern, _ match: PatternMatch, _ index: CodeIndex, _ fastPaths: Bool) -> [Binding]? {
        enclosing(pattern, match, index, below: nil, fastPaths)?.bindings
    }

    /// The nearest strict ancestor of the match that matches `pattern`, with the bindings extended, looking only at
    /// ancestors below `limit` (a node enclosing the match) when given.
    static func enclosing(_ pattern: CodePattern, _ match: PatternMatch, _ index: CodeIndex,
                          below limit: Int?, _ fastPaths: Bool) -> (node: Int, bindings: [Binding])? {
        var current = match.node
        while let up = index.parent(current), up != limit {
            if let bound = PatternSearch.match(pattern, at: up, in: index.tree, given: match.bindings, fastPaths: fastPaths) { return (up, bound) }
            current = up
        }
        return nil
    }

    static func has(_ pattern: CodePattern, _ match: PatternMatch, _ index: CodeIndex, _ fastPaths: Bool) -> [Binding]? {
        var found: [Binding]?
        var pending = index.tree.children(of: match.node).reversed().map(Int.init)
        while found == nil, let next = pending.popLast() {
            // a leading-dot match starts at its modifier: its receiver is not within it
            if index.tree.nodes[next].endToken <= match.firstToken { continue }
            found = PatternSearch.match(pattern, at: next, in: index.tree, given: match.bindings, fastPaths: fastPaths)
            pending.append(contentsOf: index.tree.children(of: next).reversed().map(Int.init))
        }
        return found
    }

    /// A lone metavariable (`after $_`) is any earlier statement; a modifier pattern (`.onAppear { $$$ }`) is
    /// looked for in the match's chain only (a modifier of another statement's chain is not before or after it);
    /// any other pattern in the chain, then at the earlier statements, each matched as a whole statement.
    static func follows(_ pattern: CodePattern, _ match: PatternMatch, _ index: CodeIndex, _ fastPaths: Bool) -> [Binding]? {
        // earlier links of the chain: the match's receiver, its receiver…
        var current = match.node
        while !pattern.isLoneMetavariable, Matcher.isChainLink(index.tree, current), let receiver = index.tree.child(current, 0) {
            if let bound = PatternSearch.match(pattern, at: receiver, in: index.tree, given: match.bindings, fastPaths: fastPaths) { return bound }
            current = receiver
        }
        guard !pattern.isModifier, let (statement, list) = index.statement(holding: match.node) else { return nil }
        for sibling in index.tree.children(of: list) {
            if Int(sibling) == statement { break }
            if let bound = PatternSearch.match(pattern, at: Int(sibling), in: index.tree, given: match.bindings, fastPaths: fastPaths) { return bound }
        }
        return nil
    }

    /// As `follows`, after the match: a later link of its chain, or a later statement (not for a modifier pattern).
    static func precedes(_ pattern: CodePattern, _ match: PatternMatch, _ index: CodeIndex, _ fastPaths: Bool) -> [Binding]? {
        // later links of the chain: nodes that apply to the match (it is their first child), and so on up
        var current = match.node
        while !pattern.isLoneMetavariable, let up = index.parent(current), Matcher.isChainLink(index.tree, up),
              index.tree.child(up, 0) == current {
            if let bound = PatternSearch.match(pattern, at: up, in: index.tree, given: match.bindings, fastPaths: fastPaths) { return bound }
            current = up
        }
        guard !pattern.isModifier, let (statement, list) = index.statement(holding: match.node) else { return nil }
        var after = false
        for sibling in index.tree.children(of: list) {
            if Int(sibling) == statement { after = true; continue }
            guard after else { continue }
            if let bound = PatternSearch.match(pattern, at: Int(sibling), in: index.tree, given: match.bindings, fastPaths: fastPaths) { return bound }
        }
        return nil
    }

    // MARK: Constraints

    /// Whether the bindings satisfy `constraint`. An unbound metavariable fails it.
    public static func satisfies(_ constraint: Constraint, _ bindings: [Binding], in tree: SyntaxTree) throws -> Bool {
        func text(_ name: String) -> String? {
            bindings.first { $0.name == name }.map { tree.normalizedText(firstToken: $0.firstToken, endToken: $0.endToken) }
        }
        switch constraint {
        case .glob(let name, let glob):
            guard let value = text(name) else { return false }
            return globMatches(Array(glob.unicodeScalars), Array(value.unicodeScalars))
        case .regex(let name, let source):
            guard let value = text(name) else { return false }
            let expression: NSRegularExpression
            do { expression = try NSRegularExpression(pattern: "^(?:" + source + ")$") } catch {
                throw ConstraintError(message: "the regular expression '\(source)' does not compile")
            }
            return expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
        case .number(let name, let comparison, let limit):
            guard let value = text(name).flatMap(number) else { return false }
            switch comparison {
            case .less: return value < limit
            case .lessOrEqual: return value <= limit
            case .greater: return value > limit
            case .greaterOrEqual: return value >= limit
            case .equal: return value == limit
            case .notEqual: return value != limit
            }
        case .not(let inner):
            return try !satisfies(inner, bindings, in: tree)
        case .literalKind(let name, let kind):
            guard let binding = bindings.first(where: { $0.name == name }), binding.node >= 0 else { return false }
            let bound = tree.nodes[Matcher.unwrap(tree, Int(binding.node))].kind
            switch kind {
            case .integer: return bound == .integerLiteral
            case .float: return bound == .floatLiteral
            case .string: return bound == .stringLiteral
            case .boolean: return bound == .booleanLiteral
            case .nil: return bound == .nilLiteral
            case .regex: return bound == .regexLiteral
            case .array: return bound == .arrayLiteral
            case .dictionary: return bound == .dictionaryLiteral
            }
        }
    }

    /// A Swift number literal's value: `44`, `-2.5`, `1_000`, `0x10`; nil for anything else.
    static func number(_ text: String) -> Double? {
        var digits = text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
        var sign = 1.0
        if digits.hasPrefix("-") { sign = -1; digits.removeFirst() }
        if digits.hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return sign * Double(value) }
        if digits.hasPrefix("0o"), let value = Int(digits.dropFirst(2), radix: 8) { return sign * Double(value) }
        if digits.hasPrefix("0b"), let value = Int(digits.dropFirst(2), radix: 2) { return sign * Double(value) }
        guard let first = digits.first, first.isNumber, let value = Double(digits) else { return nil }
        return sign * value
    }

    /// Glob match without backtracking blow-up: the classic two-pointer walk, O(glob × text) at worst.
    static func globMatches(_ glob: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var g = 0, t = 0
        var star = -1, resume = 0
        while t < text.count {
            if g < glob.count, glob[g] == "?" || (glob[g] != "*" && glob[g] == text[t]) {
                g += 1
                t += 1
            } else if g < glob.count, glob[g] == "*" {
                star = g
                resume = t
                g += 1
            } else if star >= 0 {
                g = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while g < glob.count, glob[g] == "*" { g += 1 }
        return g == glob.count
    }
}

/// A pattern with relations and constraints: what a policy rule will compile to.
public struct PatternRule: Sendable {
    public var pattern: CodePattern
    public var relations: [Relation]
    public var constraints: [Constraint]

    public init(pattern: CodePattern, relations: [Relation] = [], constraints: [Constraint] = []) {
        self.pattern = pattern
        self.relations = relations
        self.constraints = constraints
    }

    /// The matches of the pattern for which every relation holds (in order, each extending the bindings) and then
    /// every constraint. A `notInside` after an `inside` looks only at the nodes between the match and the node that
    /// `inside` found (its nearest matching ancestor): `$X = $_` inside `catch { $$$ }` not inside
    /// `if !Task.isCancelled { $$$ }` is an assignment in a catch with no such `if` within that catch (an `if`
    /// around the whole `do`/`catch` does not guard it).
    ///
    /// Relations and constraints are tested on each complete way the pattern matches: one that fails makes the
    /// matcher try the pattern's other ways (another split of a `$$$`), so `.frame($$$, $D: $N, $$$)` where
    /// `$N < 44` finds a small second argument too.
    /// `test`, reading the metavariables `testNames`, is one more test of each complete match, after the others
    /// (the policy language's name patterns and graph questions).
    /// `bindingTest`: a necessary condition of `test` on one binding of the pattern, asked as it is bound (a fast
    /// path, `PatternSearch.matches`).
    public func matches(in index: CodeIndex, testNames: [String] = [], fastPaths: Bool = true,
                        test: ((PatternMatch) -> Bool)? = nil,
                        bindingTest: ((Binding) -> Bool)? = nil) throws -> [PatternMatch] {
        var statistics = SearchStatistics()
        var failure: Error?
        // A test that reads only what the pattern binds gives the same answer before the relations as after them
        // (a relation binds a name the pattern bound to the same text), and a name test is far cheaper than walking
        // a match's ancestors for each related pattern: `$I($$$)` where `$I` is one of a few names, not inside five
        // patterns, tries the relations on those calls only.
        let testsFirst = fastPaths && testNames.allSatisfy(pattern.metavariables.contains)
        let found = PatternSearch.matches(of: pattern, in: index.tree, statistics: &statistics,
                                          observedNames: observedNames + testNames, fastPaths: fastPaths, accept: { match in
            guard failure == nil else { return nil }
            do {
                if testsFirst, let test, !test(match) { return nil }
                guard let bindings = try accepted(match, in: index, fastPaths: fastPaths) else { return nil }
                var extended = match
                extended.bindings = bindings
                if !testsFirst, let test, !test(extended) { return nil }
                return bindings
            } catch {
                failure = error
                return nil
            }
        }, bindingTest: bindingTest)
        if let failure { throw failure }
        return found
    }

    /// The names relations and constraints read.
    var observedNames: [String] {
        var names: [String] = []
        for relation in relations {
            switch relation {
            case .inside(let p), .notInside(let p), .has(let p), .notHas(let p), .follows(let p), .notFollows(let p),
                 .precedes(let p), .notPrecedes(let p):
                names += p.metavariables
            }
        }
        return names + constraints.flatMap(\.variables)
    }

    /// The match's bindings extended by every relation, when every relation and then every constraint holds.
    func accepted(_ match: PatternMatch, in index: CodeIndex, fastPaths: Bool) throws -> [Binding]? {
        var match = match
        var scope: Int?
        for relation in relations {
            switch relation {
            case .inside(let related):
                guard let found = Relations.enclosing(related, match, index, below: nil, fastPaths) else { return nil }
                scope = found.node
                match.bindings = found.bindings
            case .notInside(let related):
                if Relations.enclosing(related, match, index, below: scope, fastPaths) != nil { return nil }
            case .has, .notHas, .follows, .notFollows, .precedes, .notPrecedes:
                guard let bindings = Relations.apply(relation, to: match, in: index, fastPaths: fastPaths) else { return nil }
                match.bindings = bindings
            }
        }
        for constraint in constraints {
            guard try Relations.satisfies(constraint, match.bindings, in: index.tree) else { return nil }
        }
        return match.bindings
    }
}

extension Constraint {
    /// The metavariables the constraint reads.
    var variables: [String] {
        switch self {
        case .glob(let name, _), .regex(let name, _), .number(let name, _, _), .literalKind(let name, _): return [name]
        case .not(let inner): return inner.variables
        }
    }
}
