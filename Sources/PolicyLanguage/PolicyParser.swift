// PolicyParser (statements): hand-written recursive descent over the token array, Crafting-Interpreters
// style. Collects every error in a file: a failing statement records one diagnostic, then the parser
// synchronises at `rule`, `layer`, `}` or the first token of a line that can start a statement.
// Every loop consumes a token or exits, and nesting depth is capped, so any input terminates.

/// Thrown inside the parser after a diagnostic is recorded, to unwind to the nearest recovery point.
struct ParseAbort: Error {}

/// Parses one policy file into a `PolicyFile` plus diagnostics.
public struct PolicyParser {
    let source: PolicySource
    var tokens: [PolicyToken]
    var position = 0
    var diagnostics: [Diagnostic] = []
    /// Keywords the parser tested for at the current token: the candidates for "did you mean".
    var expectedWords: [String] = []
    /// Start offset of the statement or clause being parsed; parse errors after a lexical error in it are suppressed.
    var statementStartOffset = 0
    var lexicalErrorOffsets: [Int] = []
    var bareRuleCount = 0
    /// What errors call the end of the input: a file's, or a selector's (`parseQuery`).
    var endOfInput = "end of file"
    var depth = 0
    static let maximumDepth = 64

    public init(source: PolicySource) {
        self.source = source
        var kept: [PolicyToken] = []
        var pendingLineStart = false
        for var token in PolicyLexer.tokenize(source) {
            if let error = token.lexicalError {
                diagnostics.append(.error(error.message, at: token.span, in: source))
                lexicalErrorOffsets.append(token.span.offset)
            }
            if token.kind == .unknown {
                pendingLineStart = pendingLineStart || token.startsLine
                continue
            }
            if pendingLineStart { token.startsLine = true }
            pendingLineStart = false
            kept.append(token)
        }
        tokens = kept
    }

    /// Parses `source`; the file holds every statement that parsed, the diagnostics every error (in source order,
    /// as many as `Diagnostic.limitedPerFile` shows).
    public static func parse(_ source: PolicySource) -> (file: PolicyFile, diagnostics: [Diagnostic]) {
        var parser = PolicyParser(source: source)
        let file = parser.parseFile()
        return (file, parser.reportedDiagnostics)
    }

    /// The diagnostics of the one file parsed, as they are reported (`Diagnostic.reported`).
    var reportedDiagnostics: [Diagnostic] { Diagnostic.reported(diagnostics.map { (file: 0, diagnostic: $0) }) }

    /// Parses `source` as one selector and nothing more (`policy query`): the rule `query` that reports every
    /// symbol it matches, `SELECTOR must not exist`, or nil after an error. Errors name the end of the text "the end
    /// of the selector".
    public static func parseQuery(_ source: PolicySource) -> (rule: Rule?, diagnostics: [Diagnostic]) {
        var parser = PolicyParser(source: source)
        parser.endOfInput = "the end of the selector"
        var rule: Rule?
        do {
            let start = parser.current
            let selector = try parser.parseSelector()
            guard parser.atEnd else { throw parser.fail("expected the end of the selector, found \(parser.describe(parser.current))") }
            let span = parser.span(from: start)
            let exists = Requirement(modal: .must, negated: true, predicate: SymbolPredicate(kind: .exists, span: span), span: span)
            rule = Rule(id: RuleID(value: "query", isDerived: false, span: span),
                        assertion: Assertion(selector: selector, requirements: [exists], span: span),
                        text: parser.text(of: span), span: span)
        } catch {}
        return (parser.diagnostics.contains(where: \.isError) ? nil : rule, parser.reportedDiagnostics)
    }

    // MARK: - Token access

    var current: PolicyToken { tokens[position] }
    var previous: PolicyToken { tokens[max(position - 1, 0)] }
    var atEnd: Bool { current.kind == .endOfFile }

    func token(at index: Int) -> PolicyToken { tokens[min(index, tokens.count - 1)] }
    func peek(_ distance: Int = 1) -> PolicyToken { token(at: position + distance) }

    @discardableResult
    mutating func advance() -> PolicyToken {
        let token = current
        if !atEnd { position += 1 }
        expectedWords.removeAll()
        return token
    }

    /// Tests for a keyword at the current token and remembers it as expected here.
    mutating func check(_ word: String) -> Bool {
        expectedWords.append(word)
        return current.isWord(word)
    }

    mutating func accept(_ word: String) -> Bool {
        guard check(word) else { return false }
        advance()
        return true
    }

    mutating func expect(_ word: String, _ message: String) throws(ParseAbort) {
        guard accept(word) else { throw fail(message) }
    }

    /// A token as errors name what was found: quoted, or the end of the input.
    func describe(_ token: PolicyToken) -> String {
        token.kind == .endOfFile ? endOfInput : token.quotedDescription
    }

    /// The span from `start` to the end of the last consumed token.
    func span(from start: PolicyToken) -> SourceSpan {
        position == 0 ? start.span : start.span.through(previous.span)
    }

    // MARK: - Errors

    /// Records an error at `span` (default: the current token, or just after the previous one at end of file)
    /// with a did-you-mean over the keywords expected here, and returns the abort to throw.
    mutating func fail(_ message: String, span explicitSpan: SourceSpan? = nil, notes: [DiagnosticNote] = [],
                       candidates: [String] = []) -> ParseAbort {
        let token = current
        var span = explicitSpan ?? token.span
        if explicitSpan == nil, token.kind == .endOfFile, position > 0 {
            span = source.span(offset: previous.span.endOffset, length: 1)
        }
        let suppressed = lexicalErrorOffsets.contains { $0 >= statementStartOffset && $0 <= span.offset }
        if !suppressed {
            var allNotes = notes
            if token.kind == .word, !token.isKeyword, explicitSpan == nil,
               let help = Suggestion.help(for: token.text, among: unique(expectedWords + candidates)) {
                allNotes.append(help)
            }
            diagnostics.append(.error(message, at: span, in: source, notes: allNotes))
        }
        return ParseAbort()
    }

    private func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    func note(_ message: String, at span: SourceSpan) -> DiagnosticNote {
        DiagnosticNote(severity: .note, message: message, span: span, sourceLine: source.lineText(span.line))
    }

    /// Guards recursion depth; callers pair it with `defer { depth -= 1 }`.
    mutating func nest() throws(ParseAbort) {
        depth += 1
        if depth > Self.maximumDepth { throw fail("nesting is too deep (more than \(Self.maximumDepth) levels)") }
    }

    // MARK: - File and statements

    mutating func parseFile() -> PolicyFile {
        var statements: [Statement] = []
        while !atEnd {
            let start = position
            statementStartOffset = current.span.offset
            depth = 0
            do {
                if current.kind == .rightBrace {
                    // a run of stray braces on one line is one mistake
                    let first = current
                    while peek().kind == .rightBrace, !peek().startsLine { advance() }
                    throw fail("unexpected '}' outside a rule block", span: first.span.through(current.span))
                }
                statements.append(try parseStatement())
            } catch {
                synchronize(from: start, inBlock: false)
            }
        }
        return PolicyFile(source: source, statements: statements)
    }

    /// Skips to a place where a statement (or, in a block, a clause) can start; always makes progress.
    mutating func synchronize(from start: Int, inBlock: Bool) {
        if position == start { advance() }
        while !atEnd {
            let token = current
            if token.isWord("rule") || token.isWord("layer") || (token.isWord("verbs") && token.startsLine) { return }
            if token.kind == .rightBrace {
                if !inBlock { advance() }
                return
            }
            if token.startsLine, startsSelector(at: position) || (inBlock && isClauseWord(token)) { return }
            advance()
        }
    }

    func isClauseWord(_ token: PolicyToken) -> Bool {
        token.kind == .word && Vocabulary.clauseWords.contains(token.text)
    }

    mutating func parseStatement() throws(ParseAbort) -> Statement {
        if check("rule") { return .rule(try parseRuleBlock()) }
        if check("layer") { return .layer(try parseLayer()) }
        if check("verbs") { return .verbs(try parseVerbList()) }
        if current.isIdentifier, !current.isKeyword, Suggestion.closest(to: current.text, among: ["rule", "layer"]) != nil,
           !isModalOrFilter(peek()) {
            let word = current
            let error = fail("expected a rule, a layer definition or an assertion, found '\(word.text)'", candidates: ["rule", "layer"])
            skipRuleBody(after: word)
            throw error
        }
        guard startsSelector(at: position) else {
            throw fail("expected a rule, a layer definition or an assertion, found \(describe(current))",
                       candidates: SymbolKind.singularWords)
        }
        bareRuleCount += 1
        let first = current
        let assertion = try parseAssertion()
        try expectStatementEnd(inBlock: false)
        let id = RuleID(value: "\(source.stem)-\(bareRuleCount)", isDerived: true, span: first.span)
        return .rule(Rule(id: id, assertion: assertion, text: text(of: assertion.span), span: assertion.span))
    }

    func isModalOrFilter(_ token: PolicyToken) -> Bool {
        token.kind == .word && (Vocabulary.modals.contains(token.text) || Vocabulary.filterWords.contains(token.text))
    }

    /// The source text of a span with white space collapsed.
    func text(of span: SourceSpan) -> String {
        source.slice(from: span.offset, to: span.endOffset).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// A statement ends at the end of its last requirement: what follows must start a new line
    /// (or, in a rule block, be `}` or a clause keyword).
    mutating func expectStatementEnd(inBlock: Bool) throws(ParseAbort) {
        let token = current
        if token.kind == .endOfFile || token.startsLine { return }
        if inBlock, token.kind == .rightBrace || isClauseWord(token) { return }
        var notes: [DiagnosticNote] = []
        if token.kind == .word, Vocabulary.modals.contains(token.text) {
            notes.append(DiagnosticNote(severity: .help, message: "separate requirements with ',' or 'and': ', \(token.text) …'"))
        } else if startsHasItem(at: position) || token.kind == .string {
            notes.append(DiagnosticNote(severity: .help, message: "separate list items with ','"))
        }
        throw fail("expected the end of the statement, found \(describe(token))", notes: notes)
    }

    // MARK: - Layers

    mutating func parseLayer() throws(ParseAbort) -> LayerDefinition {
        let keyword = advance()
        guard current.isIdentifier, !current.isKeyword else {
            if current.isKeyword {
                throw fail("'\(current.text)' is a keyword and cannot name a layer",
                           notes: [DiagnosticNote(severity: .help, message: "layer names are usually capitalised: '\(current.text.prefix(1).uppercased() + current.text.dropFirst())'")])
            }
            throw fail("expected a layer name after 'layer', found \(describe(current))")
        }
        let nameToken = advance()
        guard current.kind == .equals else { throw fail("expected '=' after the layer name '\(nameToken.text)'") }
        advance()
        let selector = try parseSelector()
        try expectStatementEnd(inBlock: false)
        return LayerDefinition(name: Identifier(name: nameToken.text, span: nameToken.span), selector: selector, span: span(from: keyword))
    }

    // MARK: - Verbs

    /// `verbs WORD {"," WORD}`: lower-case words (a name's first camel-case word is compared lower-cased).
    mutating func parseVerbList() throws(ParseAbort) -> VerbList {
        let keyword = advance()
        var words: [Identifier] = []
        repeat {
            if !words.isEmpty { advance() }
            // the first word on the line of `verbs`; after a comma, on any line
            guard current.kind == .word, !(words.isEmpty && current.startsLine) else {
                throw fail("expected a verb after '\(words.isEmpty ? "verbs" : ",")', found \(describe(current))")
            }
            let word = current
            guard !word.text.isEmpty, word.text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                throw fail("a verb is a lower-case word of letters a-z, found \(describe(word))",
                           notes: [DiagnosticNote(severity: .note, message: "a name's first camel-case word is compared lower-cased: "
                               + "'verbs upsert' covers upsertUser() and UpsertUserUseCase")])
            }
            advance()
            words.append(Identifier(name: word.text, span: word.span))
        } while current.kind == .comma
        try expectStatementEnd(inBlock: false)
        return VerbList(words: words, span: span(from: keyword))
    }

    // MARK: - Rules

    /// The parts of a rule block seen so far.
    struct RuleClauses {
        var severity: SeverityClause?
        var strings: [String: StringLiteral] = [:]
        var fix: RuleFix?
        var reportOncePerFile: SourceSpan?
        var swiftLint: SwiftLintClause?
        var assertion: Assertion?
    }

    mutating func parseRuleBlock() throws(ParseAbort) -> Rule {
        let keyword = advance()
        guard current.kind == .word || current.kind == .integer else {
            let error = fail("expected a rule id after 'rule', found \(describe(current))")
            skipRuleBody(after: keyword)
            throw error
        }
        let idToken = advance()
        if !Self.isValidRuleID(idToken.text) {
            var notes: [DiagnosticNote] = [DiagnosticNote(severity: .note, message: "rule ids use lower-case letters, digits, '-', '_' and '.', and start with a letter or digit")]
            let lowered = idToken.text.lowercased()
            if Self.isValidRuleID(lowered) { notes.append(DiagnosticNote(severity: .help, message: "did you mean '\(lowered)'?")) }
            diagnostics.append(.error("invalid rule id '\(idToken.text)'", at: idToken.span, in: source, notes: notes))
        }
        guard current.kind == .leftBrace else {
            let error = fail("expected '{' after the rule id '\(idToken.text)', found \(describe(current))")
            skipRuleBody(after: keyword)
            throw error
        }
        let brace = advance()
        var clauses = RuleClauses()
        while true {
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd || (current.startsLine && (current.isWord("rule") || current.isWord("layer"))) {
                throw fail("expected '}' to close rule '\(idToken.text)'", notes: [note("rule block opened here", at: brace.span)])
            }
            let clauseStart = position
            statementStartOffset = current.span.offset
            do {
                try parseRuleClause(into: &clauses, id: idToken.text)
            } catch {
                synchronize(from: clauseStart, inBlock: true)
            }
        }
        let id = RuleID(value: idToken.text, isDerived: false, span: idToken.span)
        guard let assertion = clauses.assertion else {
            diagnostics.append(.error("rule '\(idToken.text)' has no assertion", at: idToken.span, in: source, notes: [
                DiagnosticNote(severity: .help, message: "add one such as 'type matching *Controller must have @MainActor'"),
            ]))
            throw ParseAbort()
        }
        return Rule(id: id, severity: clauses.severity, message: clauses.strings["message"], rationale: clauses.strings["rationale"],
                    compliant: clauses.strings["compliant"], violating: clauses.strings["violating"], fix: clauses.fix,
                    reportOncePerFile: clauses.reportOncePerFile, swiftLint: clauses.swiftLint, assertion: assertion,
                    text: text(of: assertion.span), span: span(from: keyword))
    }

    static func isValidRuleID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isLowerOrDigit(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
        guard let first = bytes.first, isLowerOrDigit(first) else { return false }
        return bytes.allSatisfy { isLowerOrDigit($0) || "-_.".utf8.contains($0) }
    }

    /// After a broken rule header: skips a `{ … }` body that starts on the same line, so its lines are not misread.
    mutating func skipRuleBody(after keyword: PolicyToken) {
        while !atEnd, current.kind != .leftBrace, current.span.line == keyword.span.line { advance() }
        guard current.kind == .leftBrace else { return }
        var open = 0
        while !atEnd {
            let token = advance()
            if token.kind == .leftBrace { open += 1 }
            if token.kind == .rightBrace {
                open -= 1
                if open == 0 { return }
            }
        }
    }

    mutating func parseRuleClause(into clauses: inout RuleClauses, id: String) throws(ParseAbort) {
        let start = current
        if check("severity") {
            advance()
            guard current.kind == .word, !current.startsLine else {
                throw fail("expected a severity after 'severity': 'error', 'warning' or 'info'")
            }
            if let first = clauses.severity {
                throw fail("duplicate 'severity' in rule '\(id)'", span: start.span, notes: [note("first given here", at: first.span)])
            }
            let word = advance()
            clauses.severity = SeverityClause(word: word.text, span: word.span)
            try expectStatementEnd(inBlock: true)
            return
        }
        // `fix` is a clause only before `add`/`remove`/`replace`, so it stays free as a name elsewhere
        if current.isWord("fix"), peek().isWord("add") || peek().isWord("remove") || peek().isWord("replace") {
            advance()
            let fix = try parseFix(from: start)
            if let first = clauses.fix {
                throw fail("duplicate 'fix' in rule '\(id)'", span: start.span, notes: [note("first given here", at: first.span)])
            }
            clauses.fix = fix
            try expectStatementEnd(inBlock: true)
            return
        }
        // `report` is a clause only before `once`, so it stays free as a name elsewhere
        if current.isWord("report"), peek().isWord("once") {
            advance()
            advance()
            guard accept("per") else { throw fail("expected 'per file' after 'report once', found \(describe(current))") }
            guard accept("file") else { throw fail("expected 'file' after 'report once per', found \(describe(current))") }
            if let first = clauses.reportOncePerFile {
                throw fail("duplicate 'report once per file' in rule '\(id)'", span: start.span, notes: [note("first given here", at: first)])
            }
            clauses.reportOncePerFile = span(from: start)
            try expectStatementEnd(inBlock: true)
            return
        }
        // `swiftlint` is a clause only before a name on its line, so it stays free as a name elsewhere
        if current.isWord("swiftlint"), peek().kind == .word, !peek().startsLine {
            advance()
            var names: [String] = []
            while true {
                guard current.kind == .word, !current.startsLine else {
                    throw fail("expected a SwiftLint rule identifier such as line_length, found \(describe(current))")
                }
                let name = advance()
                guard name.text.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }) else {
                    throw fail("expected a SwiftLint rule identifier (lower case, digits and '_', such as line_length), found '\(name.text)'",
                               span: name.span)
                }
                names.append(name.text)
                guard current.kind == .comma else { break }
                advance()
            }
            if let first = clauses.swiftLint {
                throw fail("duplicate 'swiftlint' in rule '\(id)'", span: start.span, notes: [note("first given here", at: first.span)])
            }
            clauses.swiftLint = SwiftLintClause(names: names, span: span(from: start))
            try expectStatementEnd(inBlock: true)
            return
        }
        for word in ["message", "rationale", "compliant", "violating"] where check(word) {
            advance()
            // `compliant at "Domain/User.swift" """…"""`: an example checked as if it were that file
            var path: String?
            if word == "compliant" || word == "violating", accept("at") {
                guard current.kind == .string else { throw fail("expected a file path string after 'at', such as \"Models/User.swift\"") }
                path = advance().template?.text
            }
            guard current.kind == .string else { throw fail("expected a string after '\(word)', found \(describe(current))") }
            if let first = clauses.strings[word] {
                throw fail("duplicate '\(word)' in rule '\(id)'", span: start.span, notes: [note("first given here", at: first.span)])
            }
            let string = advance()
            clauses.strings[word] = StringLiteral(template: string.template ?? Template(parts: []), span: string.span, path: path)
            try expectStatementEnd(inBlock: true)
            return
        }
        if start.isIdentifier, !start.isKeyword, Suggestion.closest(to: start.text, among: Vocabulary.clauseWords) != nil,
           !isModalOrFilter(peek()) {
            throw fail("expected an assertion or a clause ('severity', 'message', 'rationale', 'compliant', 'violating'), found '\(start.text)'",
                       candidates: Vocabulary.clauseWords)
        }
        guard startsSelector(at: position) else {
            throw fail("expected an assertion or a clause ('severity', 'message', 'rationale', 'compliant', 'violating'), found \(describe(start))")
        }
        if let first = clauses.assertion {
            throw fail("rule '\(id)' already has an assertion; a rule holds exactly one", notes: [note("first assertion here", at: first.span)])
        }
        clauses.assertion = try parseAssertion()
        try expectStatementEnd(inBlock: true)
    }

    /// `add @MainActor, final` / `remove @Published`: after `fix`, actions separated by commas, each repeating
    /// its verb or sharing the previous one (`fix add @MainActor, final`).
    mutating func parseFix(from start: PolicyToken) throws(ParseAbort) -> RuleFix {
        if accept("replace") {
            guard accept("with") else {
                throw fail("expected 'with' after 'fix replace': fix replace with `Swift code`")
            }
            let template = try parseCodeTemplate()
            if current.kind == .comma, !peek().startsLine {
                throw fail("a 'fix replace' is the rule's whole fix: it cannot be combined with other fix actions")
            }
            return RuleFix(actions: [], replacement: template, span: span(from: start))
        }
        var actions: [FixAction] = []
        var verb: FixAction.Verb?
        repeat {
            let actionStart = current
            if current.isWord("replace") {
                throw fail("a 'fix replace' is the rule's whole fix: it cannot be combined with other fix actions")
            }
            if accept("add") { verb = .add } else if accept("remove") { verb = .remove }
            guard let currentVerb = verb else { throw fail("expected 'add' or 'remove' after 'fix'") }
            let item: FixAction.Item
            if current.kind == .at {
                let attribute = try parseAttribute()
                let name = attribute.name.text
                guard attribute.name.placeholders.isEmpty, !name.contains("*") else {
                    throw fail("a fix names one attribute exactly, not a pattern", span: span(from: actionStart))
                }
                item = .attribute(name: name, arguments: attribute.arguments)
            } else if current.kind == .word, let modifier = Modifier(word: current.text) {
                guard modifier.isWritten else {
                    throw fail("'\(current.text)' is a fact about a declaration, not a modifier a fix can \(currentVerb.rawValue)",
                               notes: [DiagnosticNote(severity: .help, message: "fixes add or remove written modifiers such as 'final', 'private(set)' or 'nonisolated'")])
                }
                let parsed = try parseModifierItem()
                item = .modifier(name: parsed.modifier.rawValue, detail: parsed.detail)
            } else {
                throw fail("expected an attribute ('@MainActor') or a modifier ('final', 'private(set)') after '\(currentVerb.rawValue)', found \(describe(current))",
                           candidates: Modifier.allCases.filter(\.isWritten).map(\.rawValue))
            }
            actions.append(FixAction(verb: currentVerb, item: item, span: span(from: actionStart)))
        } while current.kind == .comma && !peek().startsLine && advance().kind == .comma
        return RuleFix(actions: actions, span: span(from: start))
    }

    // MARK: - Assertions

    mutating func parseAssertion() throws(ParseAbort) -> Assertion {
        let start = current
        let selector = try parseSelector()
        var requirements = [try parseRequirement(first: true)]
        while current.kind == .comma || check("and") {
            let next = peek()
            if next.isWord("must") || next.isWord("should") {
                advance()
                requirements.append(try parseRequirement(first: false))
                continue
            }
            guard current.kind == .comma else { break }
            advance()
            throw fail("expected 'must' or 'should' after ',' to start another requirement", notes: [
                DiagnosticNote(severity: .help, message: "lists continue only after 'have', 'with' or a pattern; repeat the modal to add a requirement: ', must …'"),
            ])
        }
        return Assertion(selector: selector, requirements: requirements, span: span(from: start))
    }

    mutating func parseRequirement(first: Bool) throws(ParseAbort) -> Requirement {
        let start = current
        let modal: Modal
        if check("must") {
            modal = .must
        } else if check("should") {
            modal = .should
        } else {
            var notes: [DiagnosticNote] = []
            if current.kind == .word, Vocabulary.predicateVerbs.contains(current.text) {
                notes.append(DiagnosticNote(severity: .help, message: "write 'must \(current.text) …' (an error) or 'should \(current.text) …' (a warning)"))
            }
            throw fail("expected 'must' or 'should' after the selector, found \(describe(current))", notes: notes)
        }
        advance()
        let negated = accept("not")
        let predicate = try parsePredicate(.requirement)
        return Requirement(modal: modal, negated: negated, predicate: predicate, span: span(from: start))
    }
}
