// `contain `P``: the subject's code (its declaration's whole text, bodies included; a file's whole text) has a
// match of a Swift code pattern. Files are parsed by SwiftCode only when a pattern asks: once for every pattern the
// rules ask of that file (`CodePatternMemo`, `FileBatchStore`), and only when it holds every word a pattern needs
// (`CodePattern.mayMatch`). No fast path: the compiled check is `unknown`, so both ways answer through this meaning.
// Relations and number and literal-kind constraints are SwiftPatterns' (`patternRule`); name patterns and what a
// name refers to are decided per match (CodeConstraints).

import Findings
import Foundation
import PolicyLanguage
import SwiftCode
import SwiftLexer
import SwiftPatterns
import SymbolGraph

/// Where the evaluator reads a file's text for code patterns (the graph keeps none): the disk, or texts given.
public struct SourceText: Sendable {
    let read: @Sendable (String) -> [UInt8]?

    public init(read: @escaping @Sendable (_ path: String) -> [UInt8]?) { self.read = read }

    /// The file at the graph's path, as the graph builder read it.
    public static let disk = SourceText { path in FileManager.default.contents(atPath: path).map { Array($0) } }

    /// Texts by path (tests, rule examples).
    public static func texts(_ texts: [String: String]) -> SourceText {
        let bytes = texts.mapValues { Array($0.utf8) }
        return SourceText { bytes[$0] }
    }
}

/// One match of a code pattern in a file: where it is and what its metavariables bound (as one line of text).
struct CodeMatch: Hashable {
    var file: Int
    var startOffset: Int
    var endOffset: Int
    var line: Int
    var column: Int
    /// Just past the match's last byte (as SARIF regions have it), for findings that carry an end.
    var endLine: Int
    var endColumn: Int
    var bindings: [String: String]
    /// The match and its bindings as byte ranges, for a fix that replaces the match.
    var matchedCode: MatchedCode
}

/// A thread's code patterns and their matches (one per thread, shared by its contexts of every policy: `GraphMemos`):
/// compiled once by place (a place names its policy file, so places of two packs differ), matched once per pattern
/// and file. The patterns rules ask of files or of their subjects' code (`code matching P [in S]`, `S must not contain
/// P`) are searched file by file: each file is parsed once, and matched then against every such pattern whose rule
/// reads that file (`SearchedPattern.files`), each with the test of its `where` constraints that read no subject
/// applied while matching, into a store every thread takes from (`FileBatchStore`). The tree is not kept, and only
/// matches that pass their test are, so memory holds matches, not trees or every call of a broad pattern. A pattern
/// asked elsewhere (a selector's `that contains P`, a layer's) is matched by the thread that asks, in the files it
/// asks about. Used by one thread at a time (the store has its own lock).
final class CodePatternMemo {
    /// A pattern a rule asks of files or of its subjects' code, as the context of its policy registers it
    /// (`EvaluationContext.registerSearchedPatterns`).
    struct SearchedPattern {
        var literal: CodePatternLiteral
        /// Its search constraints (`EvaluationContext.isSearchConstraint`) as a test of a match, applied on each way
        /// the pattern matches (so a failing one makes the matcher try the others), as a rule asking alone applies
        /// it (`matches(_:file:path:test:)`); nil when it has none.
        var test: ((CodeMatch) -> Bool)?
        /// The files its rule reads (nil: every file); asked once, when the first match is, after every layer is known.
        var files: () -> BitSet?
    }

    private let sourceText: SourceText
    /// Whether searches take SwiftPatterns' fast paths (`PatternSearch.matches(…, fastPaths:)`).
    private let fastPaths: Bool
    private var registered: [SearchedPattern] = []
    private var registeredSpans: Set<SourceSpan> = []
    /// The registered patterns with the files each is searched in, fixed at the first match asked for: the same on
    /// every thread, whose contexts register the same patterns before evaluating.
    private var searchPlan: (patterns: [(pattern: SearchedPattern, files: BitSet?)], index: [SourceSpan: Int])?
    private let store: FileBatchStore<CodeMatch>
    private var patterns: [SourceSpan: CodePattern?] = [:]
    private var lastText: (file: Int, bytes: [UInt8])?
    /// The tree (and its index) of the last file a pattern no rule registered was matched in, made when first needed.
    private var lastTree: (file: Int, tree: SyntaxTree?, index: CodeIndex?) = (-1, nil, nil)
    /// The tokens and line starts of the last file lexed for reference places.
    private var lastLexed: (file: Int, tokens: [Token], lines: LineTable)?
    /// Each pattern with its relations and constraints, compiled once by the main pattern's place.
    fileprivate var rules: [SourceSpan: PatternRule?] = [:]
    /// The matches this thread made or took from the store for the rule it is evaluating: a rule reads a pattern's
    /// matches once per subject, and its subjects do not come file by file (a type is followed by its extensions,
    /// written in other files), so a file it comes back to is neither parsed nor searched again.
    private var matches: [MatchKey: [CodeMatch]] = [:]
    /// Files parsed, for tests that check a file is parsed once and only when a pattern may match.
    private(set) var parsedFiles = 0
    /// Layout places by file, for layout rules (`Predicates/Layout.swift`), from the same texts.
    let layout: LayoutMemo

    private struct MatchKey: Hashable {
        var pattern: SourceSpan
        var file: Int
    }

    init(sourceText: SourceText, layouts: [LayoutSelector] = [], layoutsReadEveryFile: Bool = false,
         store: FileBatchStore<CodeMatch> = FileBatchStore(), layoutStore: FileBatchStore<LayoutPlace> = FileBatchStore(),
         fastPaths: Bool = true) {
        self.sourceText = sourceText
        self.fastPaths = fastPaths
        layout = LayoutMemo(selectors: layouts, everyFileIsRead: layoutsReadEveryFile, store: layoutStore)
        self.store = store
    }

    /// Reads file `file` now for every registered pattern and layout rule that will ask about it, unless that was
    /// done: `Evaluator.evaluate` calls it for each file, spread over its threads, after the layers and before the
    /// rules, so that the files are read side by side and no rule waits for another's reading of the same file.
    func prefetch(file: Int, path: String) {
        if !registeredSpans.isEmpty, plan().patterns.contains(where: { $0.files?[file] ?? true }) {
            store.fill(file: file) { searchedMatches(file: file, path: path) }
        }
        layout.prefetch(file: file) { text(file: file, path: path) }
    }

    /// A rule's pattern, searched file by file with the others. Registered before any match is asked (a pattern
    /// registered later is matched alone); a pattern registered twice counts once.
    func register(_ pattern: SearchedPattern) {
        guard searchPlan == nil, registeredSpans.insert(pattern.literal.span).inserted else { return }
        registered.append(pattern)
    }

    private func plan() -> (patterns: [(pattern: SearchedPattern, files: BitSet?)], index: [SourceSpan: Int]) {
        if let known = searchPlan { return known }
        let patterns = registered.map { (pattern: $0, files: $0.files()) }
        // each span is registered once
        let plan = (patterns, Dictionary(uniqueKeysWithValues: patterns.enumerated().map { ($1.pattern.literal.span, $0) }))
        searchPlan = plan
        return plan
    }

    /// Forgets the matches this thread made or took for the rule it evaluated, which only that rule reads: a broad
    /// pattern would otherwise hold a match of every file it was asked about for the rest of the check.
    func forgetMatchesOfThisThread() {
        if !matches.isEmpty { matches.removeAll() }
    }

    /// The source text of a match in the file at `path`, as written.
    func text(of match: CodeMatch, path: String) -> String {
        let text = self.text(file: match.file, path: path)
        guard match.startOffset <= match.endOffset, match.endOffset <= text.count else { return "" }
        return String(decoding: text[match.startOffset..<match.endOffset], as: UTF8.self)
    }

    /// The pattern compiled (nil if it does not compile: the checker has reported it, so this is not reached).
    func pattern(_ literal: CodePatternLiteral, allowingLoneMetavariable: Bool = false) -> CodePattern? {
        if let known = patterns[literal.span] { return known }
        let compiled = try? CodePattern.compile(literal.text, allowingLoneMetavariable: allowingLoneMetavariable)
        patterns[literal.span] = compiled
        return compiled
    }

    /// Every match of the pattern in file `file` (whose path is `path`), in source order. `test` is the literal's
    /// constraints decided by the evaluator that read no subject: tested on each way the pattern matches (so a
    /// failing one makes the matcher try the others), it must give the same answer for the same literal.
    func matches(_ literal: CodePatternLiteral, file: Int, path: String, test: ((CodeMatch) -> Bool)? = nil) -> [CodeMatch] {
        let key = MatchKey(pattern: literal.span, file: file)
        if let known = matches[key] { return known }
        // the plan is made only for a registered pattern: when a rule asks, after every layer is known (a layer's
        // pattern is matched alone, and may be asked while the plan's files are computed)
        let plan = registeredSpans.contains(literal.span) ? plan() : nil
        let found: [CodeMatch]
        if let plan, let searched = plan.index[literal.span], plan.patterns[searched].files?[file] ?? true {
            // matched with the registered test, which is `test`
            found = store.take(literal.span, file: file) { searchedMatches(file: file, path: path) }
        } else {
            // a pattern no rule registered (a selector filter's, a layer's), or a file its rule was not expected to
            // read: matched by this thread. A subject's patterns are asked one after another (`contains A or contains
            // B`): its file is parsed once
            var (tree, index) = lastTree.file == file ? (lastTree.tree, lastTree.index) : (nil, nil)
            found = computeMatches(literal, file: file, text: text(file: file, path: path), test: test, tree: &tree, index: &index)
            lastTree = (file, tree, index)
        }
        matches[key] = found
        return found
    }

    /// The matches in file `file` of every registered pattern searched in it, from one parse whose tree is dropped.
    private func searchedMatches(file: Int, path: String) -> [SourceSpan: [CodeMatch]] {
        let text = self.text(file: file, path: path)
        var tree: SyntaxTree?
        var index: CodeIndex?
        var found: [SourceSpan: [CodeMatch]] = [:]
        for (pending, files) in plan().patterns where files?[file] ?? true {
            found[pending.literal.span] = computeMatches(pending.literal, file: file, text: text, test: pending.test,
                                                         tree: &tree, index: &index)
        }
        return found
    }

    /// The text of file `file`, the last one read kept (a rule reads the files of its subjects one after another;
    /// keeping every file's text would hold the whole tree in memory), empty when it cannot be read.
    func text(file: Int, path: String) -> [UInt8] {
        if let last = lastText, last.file == file { return last.bytes }
        let text = sourceText.read(path) ?? []
        lastText = (file, text)
        return text
    }

    /// The tokens and line starts of file `file` (whose text is `text`), the last file lexed kept: the subjects of a
    /// rule come file by file, so a file with several failing subjects is lexed once.
    private func lexedFile(_ file: Int, _ text: [UInt8]) -> (file: Int, tokens: [Token], lines: LineTable) {
        if let last = lastLexed, last.file == file { return last }
        let lexed = (file: file, tokens: Lexer.tokenize(text).tokens, lines: LineTable(text))
        lastLexed = lexed
        return lexed
    }

    /// Where identifiers spelled as one of `names` are written inside the byte ranges of file `file`, in source
    /// order, each once: what a `reference` finding points at (the name of the referenced type as written).
    func identifierPlaces(named names: Set<String>, in ranges: [Range<Int>], file: Int, path: String) -> [(line: Int, column: Int)] {
        let text = self.text(file: file, path: path)
        guard !names.isEmpty, !ranges.isEmpty, !text.isEmpty else { return [] }
        let lexed = lexedFile(file, text)
        var places: [(line: Int, column: Int)] = []
        for token in lexed.tokens where token.kind == .identifier && ranges.contains(where: { $0.contains(Int(token.start)) }) {
            let name = String(decoding: text[Int(token.start)..<Int(token.end)], as: UTF8.self)
            if names.contains(name) { places.append(lexed.lines.location(of: Int(token.start))) }
        }
        return places
    }

    /// Where the name of the declaration starting at byte `start` of file `file` is written: the word after its
    /// keyword (`keyword`), its attributes (`@Test("…")`, arguments included) and modifiers skipped. Nil when it is not
    /// found within the declaration's first tokens (a declaration without a name of its own).
    func namePlace(ofDeclarationAt start: Int, keyword: String, name: String, file: Int, path: String) -> (line: Int, column: Int)? {
        let text = self.text(file: file, path: path)
        guard !text.isEmpty else { return nil }
        let lexed = lexedFile(file, text)
        let tokens = lexed.tokens
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < start { low = middle + 1 } else { high = middle }
        }
        let keywordBytes = Array(keyword.utf8), nameBytes = Array(name.utf8)
        func spells(_ token: Token, _ word: [UInt8]) -> Bool {
            // a backticked name is written with its backticks
            var first = Int(token.start), end = Int(token.end)
            if token.kind == .backtickIdentifier, end - first >= 2 { first += 1; end -= 1 }
            return end - first == word.count && text[first..<end].elementsEqual(word)
        }
        var index = low, depth = 0, seenKeyword = false
        // a header is a few dozen tokens; an attribute's arguments are skipped as one group
        while index < tokens.count, index < low + 400 {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .leftParen where !seenKeyword: depth += 1
            case .rightParen where !seenKeyword: depth = max(0, depth - 1)
            case .identifier, .keyword, .backtickIdentifier:
                guard depth == 0 else { continue }
                // after the keyword, the names it declares (`case a, b`): this declaration's is the one
                if seenKeyword {
                    if spells(token, nameBytes) { return lexed.lines.location(of: Int(token.start)) }
                } else if spells(token, keywordBytes) {
                    seenKeyword = true
                }
            case .comma where seenKeyword: continue
            case .leftBrace, .endOfFile:
                if depth == 0 { return nil }
            default:
                if seenKeyword { return nil }
            }
        }
        return nil
    }

    /// The matches of one pattern in a file's text; `tree` and `index` are made the first time a pattern needs them.
    private func computeMatches(_ literal: CodePatternLiteral, file: Int, text: [UInt8], test: ((CodeMatch) -> Bool)?,
                                tree parsed: inout SyntaxTree?, index indexed: inout CodeIndex?) -> [CodeMatch] {
        guard let pattern = pattern(literal) else { return [] }
        guard text.withUnsafeBytes({ pattern.mayMatch($0) }) else { return [] }
        let tree: SyntaxTree
        if let known = parsed {
            tree = known
        } else {
            tree = CodeParser.parseFile(text)
            parsed = tree
            parsedFiles += 1
        }
        let found: [PatternMatch]
        if literal.relations.isEmpty, test == nil, literal.constraints.allSatisfy(Self.isDecidedPerMatch) {
            found = PatternSearch.matches(of: pattern, in: tree, fastPaths: fastPaths)
        } else {
            guard let rule = patternRule(literal, pattern) else { return [] }
            let index: CodeIndex
            if let known = indexed {
                index = known
            } else {
                index = CodeIndex(tree)
                indexed = index
            }
            // number and literal-kind constraints throw nothing (only SwiftPatterns' regex constraint can, and the
            // language's regexes are decided per match, with SafeRegex)
            let testNames = literal.constraints.filter(Self.isDecidedPerMatch).map(\.variable)
            // each way tried is tested with the texts of the names the test reads only: a `$$$` of arguments
            // bound beside them is made into text for the matches kept, not for every call tried
            let tested = Set(testNames)
            let named = fastPaths ? Self.namesAskedOfTheGraph(literal) : []
            // the same fast path as each binding is made: a receiver that is a call fails there, before the
            // arguments and trailing closures of `$S.$M($$$) $$$` are matched
            let bindingTest: ((Binding) -> Bool)? = test == nil || named.isEmpty ? nil : { binding in
                !named.contains(binding.name) || Self.mayNameAProperty(binding, in: tree)
            }
            found = (try? rule.matches(in: index, testNames: testNames, fastPaths: fastPaths, test: test.map { test in
                { match in
                    guard named.allSatisfy({ Self.mayNameAProperty(match.binding($0), in: tree) }) else { return false }
                    return test(Self.codeMatch(match, tree: tree, text: text, file: file, binding: tested))
                }
            }, bindingTest: bindingTest)) ?? []
        }
        return found.map { Self.codeMatch($0, tree: tree, text: text, file: file) }
    }

    /// A match as the evaluator uses it: its place, bound texts (one line) and byte ranges.
    /// `binding`, when given, limits the bindings made to those names (for a test of a match, not a match kept).
    static func codeMatch(_ match: PatternMatch, tree: SyntaxTree, text: [UInt8], file: Int, binding names: Set<String>? = nil) -> CodeMatch {
        let range = tree.range(firstToken: match.firstToken, endToken: match.endToken)
        let start = Int(match.firstToken) < tree.tokens.count ? Int(tree.tokens[Int(match.firstToken)].start) : text.count
        let end = match.endToken > match.firstToken ? Int(tree.tokens[Int(match.endToken) - 1].end) : start
        var bound: [String: String] = [:]
        var boundBytes: [String: Range<Int>] = [:]
        for binding in match.bindings where binding.name != "_" && !binding.name.isEmpty && names.map({ $0.contains(binding.name) }) ?? true {
            bound[binding.name] = tree.normalizedText(firstToken: binding.firstToken, endToken: binding.endToken)
            let first = Int(binding.firstToken), endToken = Int(binding.endToken)
            let from = first < tree.tokens.count ? Int(tree.tokens[first].start) : text.count
            boundBytes[binding.name] = endToken > first ? from..<Int(tree.tokens[endToken - 1].end) : from..<from
        }
        return CodeMatch(file: file, startOffset: start, endOffset: end, line: range.line, column: range.column,
                         endLine: range.endLine, endColumn: range.endColumn, bindings: bound,
                         matchedCode: MatchedCode(range: start..<max(start, end), bindings: boundBytes))
    }
}

extension CodePatternMemo {
    /// The pattern with its relations and constraints as SwiftPatterns has them; nil if a related pattern does not
    /// compile (reported by the parser).
    fileprivate func patternRule(_ literal: CodePatternLiteral, _ pattern: CodePattern) -> PatternRule? {
        if let known = rules[literal.span] { return known }
        var relations: [Relation] = []
        var complete = true
        for relation in literal.relations {
            guard let related = self.pattern(relation.pattern, allowingLoneMetavariable: relation.kind.takesLoneMetavariable) else {
                complete = false
                break
            }
            switch relation.kind {
            case .inside: relations.append(.inside(related))
            case .notInside: relations.append(.notInside(related))
            case .containing: relations.append(.has(related))
            case .notContaining: relations.append(.notHas(related))
            case .after: relations.append(.follows(related))
            case .notAfter: relations.append(.notFollows(related))
            case .before: relations.append(.precedes(related))
            case .notBefore: relations.append(.notPrecedes(related))
            }
        }
        let constraints = literal.constraints.compactMap(Self.patternConstraint)
        let rule = complete ? PatternRule(pattern: pattern, relations: relations, constraints: constraints) : nil
        rules[literal.span] = rule
        return rule
    }
}

extension CodePatternMemo {
    /// The metavariables a search constraint asks the graph about (`$S is Service`, `$C is property typed …`): their
    /// test holds only of a chain of names (`CodeConstraints`' `nameParts`).
    static func namesAskedOfTheGraph(_ literal: CodePatternLiteral) -> [String] {
        literal.constraints.compactMap { constraint in
            switch constraint.test {
            case .property, .layer: return constraint.negated ? nil : constraint.variable
            case .matching, .compare, .literal: return nil
            }
        }
    }

    /// A fast path beside `satisfiesCodeConstraints`: whether a bound run of tokens can be a chain of names (`posts`,
    /// `self.api`, `$posts`, `FeedService.shared`). One with a parenthesis, a literal or an operator (`Text("a")` as
    /// the receiver of a modifier) names no property, so its test fails without the match's text being made: most
    /// receivers a `$S.$M($$$)` tries in a view are such calls. An unbound name fails its test too.
    static func mayNameAProperty(_ binding: Binding?, in tree: SyntaxTree) -> Bool {
        guard let binding, binding.endToken > binding.firstToken else { return false }
        for index in Int(binding.firstToken)..<Int(binding.endToken) where index < tree.tokens.count {
            switch tree.tokens[index].kind {
            case .identifier, .keyword, .period, .integerLiteral, .floatLiteral: continue
            case .dollarIdentifier where index == Int(binding.firstToken): continue
            default: return false
            }
        }
        return true
    }
}

extension CodePatternMemo {
    /// Whether a constraint is decided by the evaluator for each match (`satisfiesCodeConstraints`): a name pattern
    /// (SafeRegex, placeholders) or a graph question; the others go to SwiftPatterns, which sees the bound nodes.
    static func isDecidedPerMatch(_ constraint: CodePatternConstraint) -> Bool {
        switch constraint.test {
        case .compare, .literal: return false
        case .matching, .property, .layer: return true
        }
    }

    /// A number or literal-kind constraint as SwiftPatterns has it (`not` around a negated one); nil for the others.
    static func patternConstraint(_ constraint: CodePatternConstraint) -> Constraint? {
        let positive: Constraint
        switch constraint.test {
        case .compare(let written, let number):
            let comparison: Constraint.Comparison
            switch written {
            case .less: comparison = .less
            case .lessOrEqual: comparison = .lessOrEqual
            case .greater: comparison = .greater
            case .greaterOrEqual: comparison = .greaterOrEqual
            case .equal: comparison = .equal
            }
            positive = .number(constraint.variable, comparison, number)
        case .literal(let written):
            let kind: Constraint.LiteralKind
            switch written {
            case .integer: kind = .integer
            case .float: kind = .float
            case .string: kind = .string
            case .bool: kind = .boolean
            case .nil: kind = .nil
            case .array: kind = .array
            case .dictionary: kind = .dictionary
            case .regex: kind = .regex
            }
            positive = .literalKind(constraint.variable, kind)
        case .matching, .property, .layer:
            return nil
        }
        return constraint.negated ? .not(positive) : positive
    }
}

extension EvaluationContext {
    /// Whether the subject's code has a match of the pattern.
    func containsCode(_ literal: CodePatternLiteral, _ subject: SubjectRef) -> Bool {
        !codeMatches(literal, in: subject).isEmpty
    }

    /// The matches of the pattern inside the subject's text: a declaration's byte range (a parameter's function's),
    /// a type's followed by its extensions' wherever they are written (as its calls and names are), or a whole file.
    func codeMatches(_ literal: CodePatternLiteral, in subject: SubjectRef) -> [CodeMatch] {
        var found: [CodeMatch]
        switch subject {
        case .file(let file):
            found = codeMatches(literal, file: file)
        case .parameter(let parameter):
            found = codeMatches(literal, of: parameter.function)
        case .symbol(let id):
            found = ([id] + graph.extensions(of: id)).flatMap { codeMatches(literal, of: $0) }
        }
        // a name pattern with placeholders reads the subject: tested on the match found
        let readsSubject = { (constraint: CodePatternConstraint) in
            CodePatternMemo.isDecidedPerMatch(constraint) && !self.isSearchConstraint(constraint)
        }
        if literal.constraints.contains(where: readsSubject) {
            found.removeAll { !satisfiesCodeConstraints(literal, $0, subject, where: readsSubject) }
        }
        return found
    }

    /// The matches in declaration `id`'s byte range, less its nested nominal types' (subjects of their own, as for
    /// a type's calls: `TypeScopes`): a view model declared in `extension FeedView { … }` is not the view's code.
    private func codeMatches(_ literal: CodePatternLiteral, of id: SymbolID) -> [CodeMatch] {
        let range = graph.range(of: id)
        // found once, not again for each match
        let nested = graph.symbols[id].children.filter { graph.symbols[$0].kind.isNominalType }.map { graph.range(of: $0) }
        return codeMatches(literal, file: graph.symbols[id].file).filter { match in
            match.startOffset >= range.startOffset && match.endOffset <= range.endOffset
                && !nested.contains { match.startOffset >= $0.startOffset && match.endOffset <= $0.endOffset }
        }
    }

    /// The matches in file `file`, its search constraints tested.
    private func codeMatches(_ literal: CodePatternLiteral, file: Int) -> [CodeMatch] {
        let searchTest: ((CodeMatch) -> Bool)? = literal.constraints.contains(where: isSearchConstraint)
            ? { match in self.satisfiesCodeConstraints(literal, match, .file(file), where: self.isSearchConstraint) } : nil
        return codePatterns.matches(literal, file: file, path: graph.files[file].path, test: searchTest)
    }
}
