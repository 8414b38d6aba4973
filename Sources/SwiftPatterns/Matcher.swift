// Matcher: one pattern against one file's tree. A node matches when its kind, its own tokens (those not inside a
// child, commas and semicolons left out) and its children match; a single metavariable takes any node, a sequence
// metavariable any run of children. Runs are matched by a memoised walk over (pattern item, child position), so
// `$$$ $$$ $$$` costs O(items × children) steps, never a backtracking blow-up; a step budget bounds the rest.

import SwiftCode
import SwiftLexer

/// What a metavariable is bound to: a range of the file's tokens (a node, a run of nodes or one token).
public struct Binding: Sendable, Equatable {
    public var name: String
    public var firstToken: Int32
    public var endToken: Int32
    /// The node bound, or -1 for a run of nodes, a chain tail or a single token.
    public var node: Int32
}

struct Matcher {
    let pattern: CodePattern
    let tree: SyntaxTree
    var bindings: [Binding]
    var steps = 0
    var budget: Int
    var budgetExceeded = false
    /// For a leading-dot pattern: the target's `.` token where the matched modifier starts (the match is reported
    /// from there, not from the start of the chain). Every successful match passes the head last-set.
    var leadingDotStart: Int32?

    init(pattern: CodePattern, tree: SyntaxTree, bindings: [Binding] = [], budget: Int = PatternSearch.defaultBudget) {
        self.pattern = pattern
        self.tree = tree
        self.bindings = bindings
        self.budget = budget
    }

    // MARK: Nodes

    /// Skips parentheses around a single expression: `(x)` is a tuple of one unlabelled argument.
    static func unwrap(_ tree: SyntaxTree, _ node: Int) -> Int {
        var current = node
        while true {
            let n = tree.nodes[current]
            guard n.kind == .tuple, n.childCount == 1, let argument = tree.child(current, 0),
                  tree.nodes[argument].kind == .argument, tree.nodes[argument].mainToken < 0,
                  tree.nodes[argument].childCount == 1, let inner = tree.child(argument, 0) else { return current }
            current = inner
        }
    }

    func unwrapPattern(_ node: Int) -> Int {
        let inner = Self.unwrap(pattern.tree, node)
        return pattern.sequenceVariable(inner) == nil ? inner : node
    }

    mutating func tick() -> Bool {
        steps += 1
        if steps > budget { budgetExceeded = true }
        return !budgetExceeded
    }

    /// Whether pattern node `p` matches target node `t`, binding metavariables (on failure, bindings may hold
    /// leftovers: the caller restores them).
    mutating func matchNode(_ patternNode: Int, _ targetNode: Int) -> Bool {
        guard tick() else { return false }
        let p = unwrapPattern(patternNode)
        let t = Self.unwrap(tree, targetNode)
        if let name = pattern.singleVariable(p) {
            return bind(name, first: tree.nodes[t].firstToken, end: tree.nodes[t].endToken, node: Int32(t))
        }
        if let name = pattern.chainVariable(p), let base = pattern.tree.child(p, 0) {
            return matchChain(base: base, name: name, t)
        }
        let pn = pattern.tree.nodes[p]
        let tn = tree.nodes[t]
        guard pn.kind == tn.kind, matchOwnTokens(p, t) else { return false }
        if pattern.isLeadingDotHead(p) {
            var own = OwnTokens(tree, t)
            leadingDotStart = own.next().map(Int32.init)
            return true
        }
        return matchChildren(p, t)
    }

    /// `base.$$$`: `base` matches the target or a node further down its chain (its receiver, the receiver's
    /// receiver…); the chain links in between are what `$$$NAME` binds.
    mutating func matchChain(base: Int, name: String, _ target: Int) -> Bool {
        var current = target
        while true {
            let mark = bindings.count
            if matchNode(base, current) {
                return bind(name, first: tree.nodes[current].endToken, end: tree.nodes[target].endToken, node: -1)
            }
            bindings.removeSubrange(mark...)
            guard Self.isChainLink(tree, current), let receiver = tree.child(current, 0), tick() else { return false }
            current = receiver
        }
    }

    /// A postfix link of a chain whose first child is what it applies to.
    static func isChainLink(_ tree: SyntaxTree, _ node: Int) -> Bool {
        let n = tree.nodes[node]
        guard n.childCount > 0 else { return false }
        switch n.kind {
        case .memberAccess: return n.flags & SyntaxNode.Flag.hasBase != 0
        case .call, .subscriptCall, .optionalChain, .forceUnwrap, .postfixOperator, .genericArguments, .postfixIfConfig:
            return true
        default: return false
        }
    }

    // MARK: Own tokens

    /// Tokens of `node` that are not inside a child, without commas and semicolons (a trailing comma or a `;`
    /// between statements is not significant).
    struct OwnTokens {
        let tree: SyntaxTree
        var position: Int
        let end: Int
        var child: Int
        let childEnd: Int

        init(_ tree: SyntaxTree, _ node: Int) {
            self.tree = tree
            let n = tree.nodes[node]
            position = Int(n.firstToken)
            end = Int(n.endToken)
            child = Int(n.childStart)
            childEnd = Int(n.childStart + n.childCount)
        }

        mutating func next() -> Int? {
            while position < end {
                while child < childEnd {
                    let c = tree.nodes[Int(tree.childIndices[child])]
                    if c.endToken <= c.firstToken || Int(c.endToken) <= position { child += 1; continue }
                    break
                }
                if child < childEnd {
                    let c = tree.nodes[Int(tree.childIndices[child])]
                    if Int(c.firstToken) <= position {
                        position = Int(c.endToken)
                        child += 1
                        continue
                    }
                }
                let token = position
                position += 1
                let kind = tree.tokens[token].kind
                if kind == .comma || kind == .semicolon || kind == .endOfFile { continue }
                return token
            }
            return nil
        }
    }

    mutating func matchOwnTokens(_ p: Int, _ t: Int) -> Bool {
        var patternTokens = OwnTokens(pattern.tree, p)
        var targetTokens = OwnTokens(tree, t)
        while true {
            let pt = patternTokens.next()
            let tt = targetTokens.next()
            guard let pt, let tt else { return pt == nil && tt == nil }
            switch pattern.metaTokens[pt] {
            case .literal:
                guard Self.sameText(pattern.tree, pt, tree, tt) else { return false }
            case .single(let name), .sequence(let name):
                // a metavariable among a node's own tokens (a member name, a bound name) stands for one token
                guard bind(name, first: Int32(tt), end: Int32(tt + 1), node: -1) else { return false }
            }
        }
    }

    static func sameText(_ a: SyntaxTree, _ ai: Int, _ b: SyntaxTree, _ bi: Int) -> Bool {
        let x = a.tokens[ai], y = b.tokens[bi]
        let length = Int(x.end - x.start)
        guard length == Int(y.end - y.start) else { return false }
        var i = Int(x.start), j = Int(y.start)
        let stop = i + length
        while i < stop {
            if a.source[i] != b.source[j] { return false }
            i += 1
            j += 1
        }
        return true
    }

    // MARK: Bindings

    /// Binds `name` to a token range, or checks the range has the same tokens as its earlier binding.
    mutating func bind(_ name: String, first: Int32, end: Int32, node: Int32) -> Bool {
        guard !name.isEmpty, name != "_" else { return true }
        if let earlier = bindings.first(where: { $0.name == name }) {
            return sameTokens(earlier.firstToken, earlier.endToken, first, end)
        }
        bindings.append(Binding(name: name, firstToken: first, endToken: end, node: node))
        return true
    }

    func sameTokens(_ a: Int32, _ aEnd: Int32, _ b: Int32, _ bEnd: Int32) -> Bool {
        guard aEnd - a == bEnd - b else { return false }
        var i = Int(a), j = Int(b)
        while i < Int(aEnd) {
            if tree.tokens[i].kind != tree.tokens[j].kind || !Self.sameText(tree, i, tree, j) { return false }
            i += 1
            j += 1
        }
        return true
    }

    // MARK: Children and runs

    mutating func matchChildren(_ p: Int, _ t: Int) -> Bool {
        let patternChildren = pattern.tree.children(of: p)
        let targetChildren = tree.children(of: t)
        if !patternChildren.contains(where: { pattern.sequenceVariable(Int($0)) != nil }) {
            guard patternChildren.count == targetChildren.count else { return false }
            for (pc, tc) in zip(patternChildren, targetChildren) where !matchNode(Int(pc), Int(tc)) { return false }
            return true
        }
        var run = RunMatcher(items: patternChildren.map(Int.init), targets: targetChildren.map(Int.init), pattern: pattern)
        return run.match(&self, prefix: false) != nil
    }

    /// Matches pattern items against a run of target nodes. States (item, position) that failed are remembered,
    /// keyed also by the bindings later items depend on, so each is explored once. A sequence item that failed
    /// from position j for every end is remembered as exhausted over that span, so a later start inside it fails
    /// at once: O(items × targets) states for anonymous `$$$`. A named `$$$NAME` used again later binds a
    /// different text per start, so it loops over its ends from each start: O(targets²) for that item.
    struct RunMatcher {
        let items: [Int]
        /// The run is `targets[base...]`; positions count from `base`.
        let targets: [Int]
        let base: Int
        let count: Int
        let pattern: CodePattern
        /// Per item: named metavariables used by it or any later item.
        let laterNames: [[String]]
        let sequences: [(name: String, onlyKind: NodeKind?)?]
        var failed: Set<StateKey> = []
        var exhausted: [StateKey: (from: Int, to: Int)] = [:]

        struct StateKey: Hashable {
            var item: Int
            var position: Int
            var bound: [Int32]
        }

        init(items: [Int], targets: [Int], base: Int = 0, pattern: CodePattern) {
            self.items = items
            self.targets = targets
            self.base = base
            count = targets.count - base
            self.pattern = pattern
            sequences = items.map { pattern.sequenceVariable($0) }
            var later: [[String]] = Array(repeating: [], count: items.count + 1)
            for index in items.indices.reversed() {
                var names = later[index + 1]
                let node = pattern.tree.nodes[items[index]]
                for token in Int(node.firstToken)..<Int(node.endToken) {
                    switch pattern.metaTokens[token] {
                    case .literal: break
                    case .single(let name), .sequence(let name):
                        if !name.isEmpty, name != "_", !names.contains(name) { names.append(name) }
                    }
                }
                later[index] = names
            }
            laterNames = later
        }

        func key(_ item: Int, _ position: Int, _ matcher: Matcher) -> StateKey {
            var bound: [Int32] = []
            for name in laterNames[item] {
                if let b = matcher.bindings.first(where: { $0.name == name }) { bound += [b.firstToken, b.endToken] }
            }
            return StateKey(item: item, position: position, bound: bound)
        }

        /// The end position of a match of all items starting at target 0; with `prefix`, the run may end before the
        /// last target. Nil for no match (bindings then restored).
        mutating func match(_ matcher: inout Matcher, prefix: Bool) -> Int? {
            let mark = matcher.bindings.count
            if let end = state(0, 0, &matcher, prefix: prefix) { return end }
            matcher.bindings.removeSubrange(mark...)
            return nil
        }

        mutating func state(_ item: Int, _ position: Int, _ matcher: inout Matcher, prefix: Bool) -> Int? {
            guard matcher.tick() else { return nil }
            if item == items.count { return prefix || position == count ? position : nil }
            let stateKey = key(item, position, matcher)
            if failed.contains(stateKey) { return nil }
            let mark = matcher.bindings.count
            if let (name, onlyKind) = sequences[item] {
                let isReused = !name.isEmpty && (laterNames[item + 1].contains(name) || matcher.bindings.contains { $0.name == name })
                var spanKey = stateKey
                spanKey.position = -1
                let span = isReused ? nil : exhausted[spanKey]
                if let span, position >= span.from, position <= span.to {
                    return nil
                }
                // a name bound before must bind the same tokens again: no run longer than that can do
                let boundLength = matcher.bindings.first { $0.name == name }.map { Int($0.endToken - $0.firstToken) }
                var end = position
                while end <= count {
                    if let boundLength, end > position,
                       Int(matcher.tree.nodes[targets[base + end - 1]].endToken - matcher.tree.nodes[targets[base + position]].firstToken) > boundLength {
                        break
                    }
                    if let span, end == span.from {
                        exhausted[spanKey] = (position, span.to)
                        failed.insert(stateKey)
                        return nil
                    }
                    if end > position {
                        let last = matcher.tree.nodes[targets[base + end - 1]]
                        if let onlyKind, last.kind != onlyKind { end -= 1; break }
                    }
                    let first = end > position ? matcher.tree.nodes[targets[base + position]].firstToken : 0
                    let stop = end > position ? matcher.tree.nodes[targets[base + end - 1]].endToken : 0
                    if matcher.bind(name, first: first, end: stop, node: -1),
                       let found = state(item + 1, end, &matcher, prefix: prefix) {
                        return found
                    }
                    matcher.bindings.removeSubrange(mark...)
                    guard !matcher.budgetExceeded else { return nil }
                    end += 1
                }
                if !isReused { exhausted[spanKey] = (position, min(end, count)) }
            } else if position < count {
                if matcher.matchNode(items[item], targets[base + position]),
                   let found = state(item + 1, position + 1, &matcher, prefix: prefix) {
                    return found
                }
                matcher.bindings.removeSubrange(mark...)
            }
            failed.insert(stateKey)
            return nil
        }
    }
}
