// PolicyFormatter: the canonical layout of a policy file, for `policy fmt`. It re-emits the tokens of a file
// that parses, with comments (which live in the gaps between tokens) kept where they were: statements at
// column 0, a rule block's items indented two spaces, continuation lines four, one space between words, none
// inside `@Name(…)`/`private(set)`/before commas, at most one blank line, one blank line around rule blocks.
// Strings are kept verbatim. Formatting formatted text changes nothing.

public enum PolicyFormatter {
    /// The formatted text, or the diagnostics when the file does not parse.
    public static func format(_ source: PolicySource) -> Result<String, PolicyDiagnostics> {
        let (file, diagnostics) = PolicyParser.parse(source)
        if diagnostics.contains(where: \.isError) { return .failure(PolicyDiagnostics(diagnostics)) }
        return .success(layout(source, file))
    }

    /// Where statements and rule-block items begin, from the parse.
    static func itemStarts(_ file: PolicyFile) -> Set<Int> {
        var starts = Set<Int>()
        for statement in file.statements {
            switch statement {
            case .layer(let layer): starts.insert(layer.span.offset)
            case .verbs(let list): starts.insert(list.span.offset)
            case .rule(let rule):
                starts.insert(rule.span.offset)
                starts.insert(rule.assertion.span.offset)
                for clause in [rule.message?.span, rule.rationale?.span, rule.compliant?.span, rule.violating?.span, rule.severity?.span, rule.fix?.span,
                                rule.reportOncePerFile, rule.swiftLint?.span] {
                    if let clause { starts.insert(clause.offset) }
                }
            }
        }
        return starts
    }

    /// The formatted text; `reads`, when given, counts every read of a token, so that a test can tell that
    /// the work stays linear in the file's size.
    static func layout(_ source: PolicySource, _ file: PolicyFile, reads: TokenReadCount? = nil) -> String {
        let starts = itemStarts(file)
        let tokens = CountedTokens(PolicyLexer.tokenize(source), reads: reads)
        var out = ""
        var line = ""
        var depth = 0
        var previousEnd = 0
        var previous: PolicyToken?
        var lastTopLevelWasBlock = false

        func flush() {
            var trimmed = line
            while trimmed.last == " " { trimmed.removeLast() }
            if !trimmed.isEmpty { out += trimmed + "\n" }
            line = ""
        }
        func blankLine() {
            if !out.isEmpty, !out.hasSuffix("\n\n") { out += "\n" }
        }

        for (index, token) in tokens.enumerated() {
            let gap = source.slice(from: previousEnd, to: token.span.offset)
            let comments = Self.comments(in: gap)
            let blankLinesBefore = Self.blankLines(in: gap)
            // a comment on the same line as the previous token stays there
            var ownLineComments = comments
            if let first = comments.first, !first.startsLine, previous != nil {
                line += (line.isEmpty ? "" : "  ") + first.text
                ownLineComments.removeFirst()
                flush()
            }
            if token.kind == .endOfFile {
                if !line.isEmpty { flush() }
                for comment in ownLineComments {
                    if comment.blankBefore { blankLine() }
                    out += comment.text + "\n"
                }
                break
            }
            let startsStatement = token.startsLine || previous == nil
            if token.kind == .rightBrace { depth = max(0, depth - 1) }
            if startsStatement || token.kind == .rightBrace || !ownLineComments.isEmpty {
                if !line.isEmpty { flush() }
                let isTopLevelStart = depth == 0 && token.kind != .rightBrace && starts.contains(token.span.offset)
                let opensBlock = isTopLevelStart && token.isWord("rule") && blockFollows(tokens, after: index)
                if isTopLevelStart, previous != nil, blankLinesBefore > 0 || opensBlock || lastTopLevelWasBlock { blankLine() }
                else if depth > 0, blankLinesBefore > 0, previous?.kind != .leftBrace { blankLine() }
                let continuation = token.kind != .rightBrace && !isTopLevelStart
                    && !(depth > 0 && (starts.contains(token.span.offset) || isClauseKeyword(token)))
                let indent = depth * 2 + (continuation ? 2 : 0)
                for comment in ownLineComments {
                    if comment.blankBefore, !out.hasSuffix("{\n") { blankLine() }
                    out += String(repeating: " ", count: indent) + comment.text + "\n"
                }
                if !ownLineComments.isEmpty, Self.blankLines(in: Self.textAfterLastComment(gap)) > 0 { blankLine() }
                line = String(repeating: " ", count: indent)
                if isTopLevelStart { lastTopLevelWasBlock = opensBlock }
            } else if needsSpace(before: token, after: previous) {
                line += " "
            }
            line += token.text
            if token.kind == .leftBrace { depth += 1 }
            if token.kind == .rightBrace, depth == 0 { lastTopLevelWasBlock = true }
            previousEnd = token.span.endOffset
            previous = token
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// `severity`, `message`, … : the clause words that begin an item inside a rule block.
    static func isClauseKeyword(_ token: PolicyToken) -> Bool { token.kind == .word && Vocabulary.clauseWords.contains(token.text) }

    /// Whether a `{` comes within three tokens after the `rule` word at `index` (found by its index: searching the
    /// list for the token made formatting a file of many rules quadratic).
    static func blockFollows(_ tokens: CountedTokens, after index: Int) -> Bool {
        var i = index + 1
        while i < tokens.count, i <= index + 3 {
            if tokens[i].kind == .leftBrace { return true }
            i += 1
        }
        return false
    }

    static func needsSpace(before token: PolicyToken, after previous: PolicyToken?) -> Bool {
        guard let previous else { return false }
        switch token.kind {
        case .comma, .rightParen, .colon: return false
        case .leftParen: return token.hasLeadingSpace
        default: break
        }
        switch previous.kind {
        case .at, .leftParen: return false
        default: return true
        }
    }

    struct Comment {
        var text: String
        var startsLine: Bool
        var blankBefore: Bool
    }

    /// `# …` comments in a gap of white space, and whether each starts its own line.
    static func comments(in gap: String) -> [Comment] {
        var result: [Comment] = []
        var sawNewline = false
        var newlinesSinceLast = 0
        for rawLine in gap.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if rawLine.offset > 0 { sawNewline = true; newlinesSinceLast += 1 }
            let text = rawLine.element.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard text.hasPrefix("#") else { continue }
            var comment = String(text)
            while comment.last == " " || comment.last == "\r" || comment.last == "\t" { comment.removeLast() }
            result.append(Comment(text: comment, startsLine: sawNewline, blankBefore: newlinesSinceLast > 1))
            newlinesSinceLast = 0
        }
        return result
    }

    /// The part of a gap after its last comment.
    static func textAfterLastComment(_ gap: String) -> String {
        let lines = gap.split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.lastIndex(where: { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#") }) else { return gap }
        return "\n" + lines[(last + 1)...].joined(separator: "\n")
    }

    static func blankLines(in gap: String) -> Int {
        var count = 0
        var lineIsBlank = false
        for c in gap.unicodeScalars {
            if c == "\n" {
                if lineIsBlank { count += 1 }
                lineIsBlank = true
            } else if c != " " && c != "\t" && c != "\r" {
                lineIsBlank = false
            }
        }
        return count
    }
}

/// How many times the formatter read a token (`PolicyFormatter.layout`).
final class TokenReadCount {
    var reads = 0
}

/// The formatter's tokens, every read of one counted when a count is given: a search of the list (`firstIndex`,
/// `contains`) reads through the subscript too, so one made per token shows as work growing with the square
/// of the file.
struct CountedTokens: RandomAccessCollection {
    private let tokens: [PolicyToken]
    private let count: TokenReadCount?

    init(_ tokens: [PolicyToken], reads: TokenReadCount?) {
        self.tokens = tokens
        count = reads
    }

    var startIndex: Int { tokens.startIndex }
    var endIndex: Int { tokens.endIndex }

    subscript(position: Int) -> PolicyToken {
        count?.reads += 1
        return tokens[position]
    }
}
