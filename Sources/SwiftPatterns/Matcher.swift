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

/// Binding keywords in force where a node is matched: `case let .a(x)` is `case .a(let x)` (Swift distributes the
/// `let` of a pattern over the names it binds), so a `let`/`var` is carried down to the names below it.
struct BindingModes: Equatable {
    /// 0: none, else the keyword's first byte (`l`, `v`), on the pattern's side and the target's.
    var pattern: UInt8 = 0
    var target: UInt8 = 0
    static let none = BindingModes()
}

/// Matching is in continuation-passing style: each step calls `next` with its bindings made and, when `next` fails,
/// tries its other ways (another split of a `$$$`, another link of a chain), so a test of the complete match (a
/// `where` constraint, a relation) can reject one way and have the next tried.
final class Matcher {
    typealias Next = () -> Bool

    let pattern: CodePattern
    let tree: SyntaxTree
    var bindings: [Binding]
    var steps = 0
    var budget: Int
    var budgetExceeded = false
    /// For a leading-dot pattern: the target's `.` token where the matched modifier starts (the match is reported
    /// from there, not from the start of the chain). Every successful match passes the head last-set.
    var leadingDotStart: Int32?
    /// Names the test of a complete match reads (constraints, relations): part of every memoised run state, so a
    /// state that failed under one binding of them is not taken as failed under another.
    var observedNames: [String]
    /// Whether a child list with one sequence item is matched directly (`matchAroundSequence`), not by `RunMatcher`.
    let fastPaths: Bool
    /// A fast path: a test each new binding must pass, a necessary condition of the search's `accept` (see
    /// `PatternSearch.matches`), so a way that binds a name it rejects is given up at once rather than completed.
    let bindingTest: ((Binding) -> Bool)?

    init(pattern: CodePattern, tree: SyntaxTree, bindings: [Binding] = [], budget: Int = PatternSearch.defaultBudget,
         observedNames: [String] = [], fastPaths: Bool = true, bindingTest: ((Binding) -> Bool)? = nil) {
        self.fastPaths = fastPaths
        self.bindingTest = bindingTest
        self.pattern = pattern
        self.tree = tree
        self.bindings = bindings
        self.budget = budget
        self.observedNames = observedNames
    }

    /// Makes the matcher ready for the next candidate of a search: one matcher serves them all, so the pattern and
    /// tree are not copied (and retained) for each node tried.
    func reset() {
        bindings.removeAll(keepingCapacity: true)
        steps = 0
        budgetExceeded = false
        leadingDotStart = nil
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
        Self.unwrapPattern(pattern, node)
    }

    static func unwrapPattern(_ pattern: CodePattern, _ node: Int) -> Int {
        let inner = unwrap(pattern.tree, node)
        return pattern.sequenceVariable(inner) == nil ? inner : node
    }

    /// Whether pattern node `patternNode` may match target node `targetNode`: false only when `matchNode` would
    /// fail at its first comparison, the two nodes' kinds (after parentheses and binding keywords, as it reads
    /// them). Asked before a matcher is made for one node, as relations do at each ancestor or descendant.
    static func mayMatch(_ pattern: CodePattern, _ patternNode: Int, _ tree: SyntaxTree, _ targetNode: Int) -> Bool {
        var p = unwrapPattern(pattern, patternNode)
        var keepsKeyword = false
        if let (_, inner) = bindingKeyword(pattern.tree, p) {
            if pattern.sequenceVariable(inner) == nil { p = unwrapPattern(pattern, inner) } else { keepsKeyword = true }
        }
        if pattern.singleVariable(p) != nil || pattern.chainVariable(p) != nil { return true }
        var t = unwrap(tree, targetNode)
        if !keepsKeyword, let (_, inner) = bindingKeyword(tree, t) { t = inner }
        return pattern.tree.nodes[p].kind == tree.nodes[t].kind
    }

    /// A fast path beside `matchNode` for a search's candidates: false only when `matchNode` would fail on the
    /// candidate's leftmost spine, the child-0 positions every way of matching pairs one to one (a call's callee, a
    /// member's base): a node kind differs there, or the metavariable first met there binds a node `bindingTest`
    /// rejects (`$S` of `$S.$M($$$) $$$` on `Text("a").font(.body)`, a call, where `$S is Service` needs a name).
    /// Anything it does not read as the matcher does (a binding keyword, a chain or leading-dot pattern, a sequence
    /// first, a `do`) answers true, and the matcher decides. Most of a wordless pattern's candidates fail here,
    /// without the matcher's lists and closures being made.
    static func mayMatchLeftSpine(_ pattern: CodePattern, _ patternNode: Int, _ tree: SyntaxTree, _ targetNode: Int,
                                  bindingTest: ((Binding) -> Bool)?) -> Bool {
        var p = patternNode, t = targetNode
        for _ in 0..<16 {
            p = unwrapPattern(pattern, p)
            t = unwrap(tree, t)
            if bindingKeyword(pattern.tree, p) != nil || bindingKeyword(tree, t) != nil { return true }
            if let name = pattern.singleVariable(p) {
                // the first binding of the candidate unless the name is used again (then it may be a comparison)
                guard let bindingTest, name != "_", !pattern.repeatedMetavariables.contains(name) else { return true }
                let n = tree.nodes[t]
                return bindingTest(Binding(name: name, firstToken: n.firstToken, endToken: n.endToken, node: Int32(t)))
            }
            if pattern.chainVariable(p) != nil || pattern.sequenceVariable(p) != nil || pattern.isLeadingDotHead(p) { return true }
            let kind = pattern.tree.nodes[p].kind
            guard kind == tree.nodes[t].kind else { return false }
            guard kind != .doStmt, let first = pattern.tree.child(p, 0), pattern.sequenceVariable(first) == nil,
                  let targetFirst = tree.child(t, 0) else { return true }
            p = first
            t = targetFirst
        }
        return true
    }

    func tick() -> Bool {
        steps += 1
        if steps > budget { budgetExceeded = true }
        return !budgetExceeded
    }

    /// The keyword of a `let`/`var` binding pattern with one child, and that child; nil for any other node.
    static func bindingKeyword(_ tree: SyntaxTree, _ node: Int) -> (keyword: UInt8, inner: Int)? {
        let n = tree.nodes[node]
        guard n.kind == .bindingPattern, n.childCount == 1, n.mainToken >= 0, let inner = tree.child(node, 0) else { return nil }
        let token = tree.tokens[Int(n.mainToken)]
        return (tree.source[Int(token.start)], unwrap(tree, inner))
    }

    /// Whether pattern node `p` matches target node `t` with `next` holding after it; bindings are restored when not.
    func matchNode(_ patternNode: Int, _ targetNode: Int, _ modes: BindingModes = .none, then next: Next) -> Bool {
        guard tick() else { return false }
        var p = unwrapPattern(patternNode)
        var t = Self.unwrap(tree, targetNode)
        var modes = modes
        // `let $$$` (a keyword over a sequence) is compared as written, with the file's `let x`
        var keepsKeyword = false
        if let (keyword, inner) = Self.bindingKeyword(pattern.tree, p) {
            if pattern.sequenceVariable(inner) == nil {
                modes.pattern = keyword
                p = unwrapPattern(inner)
            } else {
                keepsKeyword = true
            }
        }
        let written = t
        if !keepsKeyword, let (keyword, inner) = Self.bindingKeyword(tree, t) {
            modes.target = keyword
            t = inner
        }
        let mark = bindings.count
        if let name = pattern.singleVariable(p) {
            // `let $X` takes a name bound by `let` only; a bare `$X` takes any node: the name a `let x` binds, or a
            // whole `let .a(x)` as written
            guard modes.pattern == 0 || modes.pattern == modes.target else { return false }
            let bound = modes.pattern == 0 && tree.nodes[t].kind != .name ? written : t
            if bind(name, first: tree.nodes[bound].firstToken, end: tree.nodes[bound].endToken, node: Int32(bound)), next() { return true }
            bindings.removeSubrange(mark...)
            return false
        }
        if let name = pattern.chainVariable(p), let base = pattern.tree.child(p, 0) {
            return matchChain(base: base, name: name, t, then: next)
        }
        let pn = pattern.tree.nodes[p]
        let tn = tree.nodes[t]
        guard pn.kind == tn.kind else { return false }
        // a written name binds (or is compared with) according to the keywords in force on both sides
        if pn.kind == .name, modes.pattern != modes.target { return false }
        guard matchOwnTokens(p, t) || (pattern.isAnyCall(p) && hasNoOwnTokens(t)) else {
            bindings.removeSubrange(mark...)
            return false
        }
        if pattern.isLeadingDotHead(p) {
            var own = OwnTokens(tree, t)
            leadingDotStart = own.next(in: tree).map(Int32.init)
            if next() { return true }
            bindings.removeSubrange(mark...)
            return false
        }
        if matchChildren(p, t, modes, then: next) { return true }
        bindings.removeSubrange(mark...)
        return false
    }

    /// The modes a child of a `kind` node is matched under: a binding keyword reaches the names of a case pattern
    /// (call arguments, tuple elements), not a callee or a member's base (`case let Foo.bar(x)` binds `x` only).
    static func childModes(_ kind: NodeKind, _ modes: BindingModes, isFirstChild: Bool) -> BindingModes {
        switch kind {
        case .argument, .tuple: return modes
        case .call: return isFirstChild ? .none : modes
        default: return .none
        }
    }

    /// `base.$$$`: `base` matches the target or a node further down its chain (its receiver, the receiver's
    /// receiver…); the chain links in between are what `$$$NAME` binds.
    func matchChain(base: Int, name: String, _ target: Int, then next: Next) -> Bool {
        var current = target
        while true {
            let mark = bindings.count
            let link = current
            if matchNode(base, current, then: {
                let linkMark = self.bindings.count
                if self.bind(name, first: self.tree.nodes[link].endToken, end: self.tree.nodes[target].endToken, node: -1),
                   next() { return true }
                self.bindings.removeSubrange(linkMark...)
                return false
            }) {
                return true
            }
            bindings.removeSubrange(mark...)
            guard !budgetExceeded, Self.isChainLink(tree, current), let receiver = tree.child(current, 0), tick() else { return false }
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
    /// between statements is not significant). The tree is passed to each `next(in:)`, not kept: a stored copy
    /// retained and released its arrays for every node the matcher compared.
    struct OwnTokens {
        var position: Int
        let end: Int
        var child: Int
        let childEnd: Int

        init(_ tree: SyntaxTree, _ node: Int) {
            let n = tree.nodes[node]
            position = Int(n.firstToken)
            end = Int(n.endToken)
            child = Int(n.childStart)
            childEnd = Int(n.childStart + n.childCount)
        }

        /// The next own token of the node this was made for, in `tree`, the same tree.
        mutating func next(in tree: SyntaxTree) -> Int? {
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

    func hasNoOwnTokens(_ t: Int) -> Bool {
        var own = OwnTokens(tree, t)
        return own.next(in: tree) == nil
    }

    func matchOwnTokens(_ p: Int, _ t: Int) -> Bool {
        var patternTokens = OwnTokens(pattern.tree, p)
        var targetTokens = OwnTokens(tree, t)
        while true {
            guard let pt = patternTokens.next(in: pattern.tree) else { return targetTokens.next(in: tree) == nil }
            if case .sequence = pattern.metaTokens[pt] {
                // rare (a declaration header's `$$$`): the rest is matched from lists, trying each length of the run
                var rest = [pt], targets: [Int] = []
                while let token = patternTokens.next(in: pattern.tree) { rest.append(token) }
                while let token = targetTokens.next(in: tree) { targets.append(token) }
                return matchOwnTokenList(rest[...], targets[...])
            }
            guard let tt = targetTokens.next(in: tree), matchOwnToken(pt, tt) else { return false }
        }
    }

    /// One pattern token (Swift, or a `$X` standing for one token: a member name, a bound name) against one token.
    func matchOwnToken(_ pt: Int, _ tt: Int) -> Bool {
        switch pattern.metaTokens[pt] {
        case .literal: return Self.sameText(pattern.tree, pt, tree, tt)
        case .single(let name), .sequence(let name): return bind(name, first: Int32(tt), end: Int32(tt + 1), node: -1)
        }
    }

    /// Own tokens from lists, where a `$$$` stands for any run of them (`var $N: $$$ { … }` takes a type of any
    /// length), the shortest first.
    func matchOwnTokenList(_ ps: ArraySlice<Int>, _ ts: ArraySlice<Int>) -> Bool {
        guard let pt = ps.first else { return ts.isEmpty }
        let mark = bindings.count
        guard case .sequence(let name) = pattern.metaTokens[pt] else {
            guard let tt = ts.first, matchOwnToken(pt, tt) else { return false }
            if matchOwnTokenList(ps.dropFirst(), ts.dropFirst()) { return true }
            bindings.removeSubrange(mark...)
            return false
        }
        for length in 0...ts.count {
            guard tick() else { return false }
            let run = ts.prefix(length)
            let first = run.first ?? ts.first ?? 0
            if bind(name, first: Int32(first), end: Int32(run.last.map { $0 + 1 } ?? first), node: -1),
               matchOwnTokenList(ps.dropFirst(), ts.dropFirst(length)) {
                return true
            }
            bindings.removeSubrange(mark...)
        }
        return false
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
    func bind(_ name: String, first: Int32, end: Int32, node: Int32) -> Bool {
        guard !name.isEmpty, name != "_" else { return true }
        if let earlier = bindings.first(where: { $0.name == name }) {
            return sameTokens(earlier.firstToken, earlier.endToken, first, end)
        }
        let binding = Binding(name: name, firstToken: first, endToken: end, node: node)
        if let bindingTest, !bindingTest(binding) { return false }
        bindings.append(binding)
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

    func matchChildren(_ p: Int, _ t: Int, _ modes: BindingModes, then next: Next) -> Bool {
        let patternChildren = pattern.tree.children(of: p).map(Int.init)
        let targetChildren = tree.children(of: t).map(Int.init)
        let kind = pattern.tree.nodes[p].kind
        if kind == .doStmt {
            return matchDoClauses(patternChildren, targetChildren, modes, then: next)
        }
        let sequenceItems = patternChildren.indices.filter { pattern.sequenceVariable(patternChildren[$0]) != nil }
        if sequenceItems.isEmpty {
            guard patternChildren.count == targetChildren.count else { return false }
            return matchPairs(patternChildren, targetChildren, 0, kind, modes, then: next)
        }
        if fastPaths, sequenceItems.count == 1 {
            return matchAroundSequence(at: sequenceItems[0], patternChildren, targetChildren, kind, modes, then: next)
        }
        if fastPaths, kind == .call, let matched = matchCallParts(patternChildren, targetChildren, modes, then: next) {
            return matched
        }
        let run = RunMatcher(items: patternChildren, targets: targetChildren, pattern: pattern,
                             outerNames: observedNames + pattern.names(outside: p), kind: kind, modes: modes)
        return run.match(self, prefix: false) { _ in next() }
    }

    /// A `do` statement: the body one to one, then the pattern's catch clauses each to one of the target's, in order,
    /// which may have others besides (`do { $$$ } catch { $$$ }` is any `do` with a bare `catch`, also after
    /// `catch is CancellationError`; `do { $$$ }` any `do`).
    func matchDoClauses(_ ps: [Int], _ ts: [Int], _ modes: BindingModes, then next: Next) -> Bool {
        let isClause = { (tree: SyntaxTree, node: Int) in tree.nodes[node].kind == .catchClause }
        let patternBody = ps.filter { !isClause(pattern.tree, $0) }
        let targetBody = ts.filter { !isClause(tree, $0) }
        guard patternBody.count == targetBody.count else { return false }
        let patternClauses = ps.filter { isClause(pattern.tree, $0) }
        let targetClauses = ts.filter { isClause(tree, $0) }
        func clauses(from i: Int, at j: Int) -> Bool {
            if i == patternClauses.count { return next() }
            var index = j
            while targetClauses.count - index >= patternClauses.count - i {
                if matchNode(patternClauses[i], targetClauses[index], then: { clauses(from: i + 1, at: index + 1) }) {
                    return true
                }
                guard !budgetExceeded else { return false }
                index += 1
            }
            return false
        }
        return matchPairs(patternBody, targetBody, 0, .doStmt, modes) { clauses(from: 0, at: 0) }
    }

    /// Pattern children `ps[i...]` against target children `ts[shift + i...]`, one to one, then `next`.
    /// `firstChildShift`: where `ts` starts among the node's children (a part of them, for `matchCallParts`).
    func matchPairs(_ ps: ArraySlice<Int>, _ ts: [Int], _ i: Int, shift: Int = 0, _ kind: NodeKind, _ modes: BindingModes,
                    firstChildShift: Int = 0, then next: Next) -> Bool {
        if i == ps.endIndex { return next() }
        return matchNode(ps[i], ts[shift + i], Self.childModes(kind, modes, isFirstChild: firstChildShift + shift + i == 0)) {
            self.matchPairs(ps, ts, i + 1, shift: shift, kind, modes, firstChildShift: firstChildShift, then: next)
        }
    }

    func matchPairs(_ ps: [Int], _ ts: [Int], _ i: Int, _ kind: NodeKind, _ modes: BindingModes, then next: Next) -> Bool {
        matchPairs(ps[...], ts, i, kind, modes, then: next)
    }

    /// A fast path beside `RunMatcher` for a child list with one sequence item (`f($$$)`, `f(a, $$$)`, `{ $$$; x }`):
    /// every other item takes one target, so the sequence can only take the targets between those before it and
    /// those after it, and the one way to match is tried directly: the items before, the run, the items after.
    /// `RunMatcher` finds the same way (tests compare the two through `fastPaths`).
    func matchAroundSequence(at k: Int, _ ps: [Int], _ ts: [Int], _ kind: NodeKind, _ modes: BindingModes,
                             firstChildShift: Int = 0, then next: Next) -> Bool {
        let after = ps.count - k - 1
        guard ts.count >= ps.count - 1, let (name, onlyKind) = pattern.sequenceVariable(ps[k]) else { return false }
        let runEnd = ts.count - after
        if let onlyKind, ts[k..<runEnd].contains(where: { tree.nodes[$0].kind != onlyKind }) { return false }
        let mark = bindings.count
        if matchPairs(ps[..<k], ts, 0, kind, modes, firstChildShift: firstChildShift, then: {
            let first = runEnd > k ? self.tree.nodes[ts[k]].firstToken : 0
            let end = runEnd > k ? self.tree.nodes[ts[runEnd - 1]].endToken : 0
            let runMark = self.bindings.count
            guard self.bind(name, first: first, end: end, node: -1) else { return false }
            if self.matchPairs(ps[(k + 1)...], ts, k + 1, shift: runEnd - k - 1, kind, modes, firstChildShift: firstChildShift,
                               then: next) { return true }
            self.bindings.removeSubrange(runMark...)
            return false
        }) {
            return true
        }
        bindings.removeSubrange(mark...)
        return false
    }

    /// A fast path beside `RunMatcher` for a call with an argument run and a trailing-closure run (`f($$$) $$$`,
    /// `$S.$M($$$, x: $X) { $$$ } $$$`): on both sides the arguments come before the trailing closures, so the children
    /// split where the closures begin and each part, with at most one run, is matched as `matchAroundSequence`
    /// matches it. Nil (no answer) when the pattern is not of that shape. `RunMatcher` finds the same way (tests
    /// compare the two through `fastPaths`).
    func matchCallParts(_ ps: [Int], _ ts: [Int], _ modes: BindingModes, then next: Next) -> Bool? {
        func isClosure(_ tree: SyntaxTree, _ node: Int) -> Bool { tree.nodes[node].kind == .trailingClosure }
        let patternSplit = ps.firstIndex { isClosure(pattern.tree, $0) } ?? ps.count
        let targetSplit = ts.firstIndex { isClosure(tree, $0) } ?? ts.count
        let (patternHead, patternTail) = (Array(ps[..<patternSplit]), Array(ps[patternSplit...]))
        let (targetHead, targetTail) = (Array(ts[..<targetSplit]), Array(ts[targetSplit...]))
        guard patternTail.allSatisfy({ isClosure(pattern.tree, $0) }), targetTail.allSatisfy({ isClosure(tree, $0) }) else { return nil }
        let headRuns = patternHead.indices.filter { pattern.sequenceVariable(patternHead[$0]) != nil }
        let tailRuns = patternTail.indices.filter { pattern.sequenceVariable(patternTail[$0]) != nil }
        guard headRuns.count <= 1, tailRuns.count <= 1 else { return nil }
        // the tail's children are not the call's first: their binding modes are those of any later child
        func matchPart(_ p: [Int], _ t: [Int], runs: [Int], shift: Int, then next: Next) -> Bool {
            if let k = runs.first {
                return matchAroundSequence(at: k, p, t, .call, modes, firstChildShift: shift, then: next)
            }
            guard p.count == t.count else { return false }
            return matchPairs(p[...], t, 0, shift: 0, .call, modes, firstChildShift: shift, then: next)
        }
        return matchPart(patternHead, targetHead, runs: headRuns, shift: 0) {
            matchPart(patternTail, targetTail, runs: tailRuns, shift: targetSplit, then: next)
        }
    }

    /// Matches pattern items against a run of target nodes, then the continuation. States (item, position) that
    /// failed are remembered, keyed also by the bindings that later items and the continuation read, so each is
    /// explored once. A sequence item that failed from position j for every end is remembered as exhausted over
    /// that span, so a later start inside it fails at once: O(items × targets) states for anonymous `$$$`. A named
    /// `$$$NAME` used again later binds a different text per start, so it loops over its ends from each start:
    /// O(targets²) for that item.
    final class RunMatcher {
        let items: [Int]
        /// The run is `targets[base...]`; positions count from `base`.
        let targets: [Int]
        let base: Int
        let count: Int
        let pattern: CodePattern
        /// The kind of the node whose children these are, and the binding keywords in force there.
        let kind: NodeKind?
        let modes: BindingModes
        /// Per item: named metavariables read by it, any later item or the continuation.
        let laterNames: [[String]]
        let sequences: [(name: String, onlyKind: NodeKind?)?]
        var failed: Set<StateKey> = []
        /// For a last sequence item that takes one kind of node: the last position of another kind (-1 for none),
        /// found once.
        var lastOtherKind: Int?
        var exhausted: [StateKey: (from: Int, to: Int)] = [:]

        struct StateKey: Hashable {
            var item: Int
            var position: Int
            var bound: [Int32]
        }

        init(items: [Int], targets: [Int], base: Int = 0, pattern: CodePattern, outerNames: [String] = [],
             kind: NodeKind? = nil, modes: BindingModes = .none) {
            self.items = items
            self.targets = targets
            self.base = base
            count = targets.count - base
            self.pattern = pattern
            self.kind = kind
            self.modes = modes
            sequences = items.map { pattern.sequenceVariable($0) }
            var later: [[String]] = Array(repeating: [], count: items.count + 1)
            var tail: [String] = []
            for name in outerNames where name != "_" && !name.isEmpty && !tail.contains(name) { tail.append(name) }
            later[items.count] = tail
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
                if let b = matcher.bindings.first(where: { $0.name == name }) { bound += [b.firstToken, b.endToken] } else { bound.append(-1) }
            }
            return StateKey(item: item, position: position, bound: bound)
        }

        /// Whether all items match from target 0 with `done` (given the end position) holding after them; with
        /// `prefix`, the run may end before the last target. Bindings are restored when not.
        func match(_ matcher: Matcher, prefix: Bool, done: (Int) -> Bool) -> Bool {
            let mark = matcher.bindings.count
            if state(0, 0, matcher, prefix: prefix, done: done) { return true }
            matcher.bindings.removeSubrange(mark...)
            return false
        }

        func state(_ item: Int, _ position: Int, _ matcher: Matcher, prefix: Bool, done: (Int) -> Bool) -> Bool {
            guard matcher.tick() else { return false }
            if item == items.count { return (prefix || position == count) && done(position) }
            let stateKey = key(item, position, matcher)
            if failed.contains(stateKey) { return false }
            let mark = matcher.bindings.count
            if let (name, onlyKind) = sequences[item] {
                let isReused = !name.isEmpty && (laterNames[item + 1].contains(name) || matcher.bindings.contains { $0.name == name })
                var spanKey = stateKey
                spanKey.position = -1
                let span = isReused ? nil : exhausted[spanKey]
                if let span, position >= span.from, position <= span.to {
                    return false
                }
                // a name bound before must bind the same tokens again: no run longer than that can do
                let boundLength = matcher.bindings.first { $0.name == name }.map { Int($0.endToken - $0.firstToken) }
                var end = position
                if item == items.count - 1, !prefix {
                    // only a run to the end can complete the whole run: every target from here must be of its kind
                    if let onlyKind {
                        if lastOtherKind == nil {
                            var index = count - 1
                            while index >= 0, matcher.tree.nodes[targets[base + index]].kind == onlyKind { index -= 1 }
                            lastOtherKind = index
                        }
                        guard let lastOther = lastOtherKind, position > lastOther else {
                            failed.insert(stateKey)
                            return false
                        }
                    }
                    end = count
                }
                while end <= count {
                    if let boundLength, end > position,
                       Int(matcher.tree.nodes[targets[base + end - 1]].endToken - matcher.tree.nodes[targets[base + position]].firstToken) > boundLength {
                        break
                    }
                    if let span, end == span.from {
                        exhausted[spanKey] = (position, span.to)
                        failed.insert(stateKey)
                        return false
                    }
                    if end > position {
                        let last = matcher.tree.nodes[targets[base + end - 1]]
                        if let onlyKind, last.kind != onlyKind { end -= 1; break }
                    }
                    let first = end > position ? matcher.tree.nodes[targets[base + position]].firstToken : 0
                    let stop = end > position ? matcher.tree.nodes[targets[base + end - 1]].endToken : 0
                    if matcher.bind(name, first: first, end: stop, node: -1),
                       state(item + 1, end, matcher, prefix: prefix, done: done) {
                        return true
                    }
                    matcher.bindings.removeSubrange(mark...)
                    guard !matcher.budgetExceeded else { return false }
                    end += 1
                }
                if !isReused { exhausted[spanKey] = (position, min(end, count)) }
            } else if position < count {
                let target = targets[base + position]
                let childModes = kind.map { Matcher.childModes($0, modes, isFirstChild: base + position == 0) } ?? .none
                if matcher.matchNode(items[item], target, childModes, then: {
                    self.state(item + 1, position + 1, matcher, prefix: prefix, done: done)
                }) {
                    return true
                }
                matcher.bindings.removeSubrange(mark...)
            }
            failed.insert(stateKey)
            return false
        }
    }
}
