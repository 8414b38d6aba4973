// PolicyParser (layout): the layout heads of a selector, `line longer than 120`, `line with trailing whitespace`,
// `line indented with tabs`, `line indented not by a multiple of 4`, `blank lines more than 1`,
// `import out of order [with @testable last]`, each optionally followed by `ignoring comments, strings, blank lines`.
// None of their words is reserved: a head is recognised by its first two words.

extension PolicyParser {
    /// Whether a layout head starts here: `line` before a word that is not reserved (or before `with trailing`),
    /// `blank lines`, or `import`/`imports` before a word that is not reserved. A layer named `line` followed by a
    /// filter or a modal stays a layer.
    func startsLayoutHead() -> Bool {
        let next = peek()
        guard next.kind == .word, !next.startsLine else { return false }
        if current.isWord("line") {
            return !next.isKeyword || (next.text == "with" && peek(2).isWord("trailing"))
        }
        if current.isWord("blank") { return next.text == "lines" }
        if current.isWord("import") || current.isWord("imports") { return !next.isKeyword }
        return false
    }

    mutating func parseLayoutHead() throws(ParseAbort) -> LayoutSelector {
        let start = current
        let fact: LayoutFact
        if accept("line") {
            fact = try parseLineFact()
        } else if accept("blank") {
            try expect("lines", "expected 'lines' after 'blank'")
            try expect("more", "expected 'more than N' after 'blank lines', found \(describe(current))")
            try expect("than", "expected 'than' after 'blank lines more'")
            fact = .blankLinesMoreThan(try parseNumber(after: "blank lines more than"))
        } else {
            advance()
            try expect("out", "expected 'out of order' after '\(start.text)', found \(describe(current))")
            try expect("of", "expected 'of order' after '\(start.text) out'")
            try expect("order", "expected 'order' after '\(start.text) out of'")
            var testableLast = false
            if current.isWord("with"), peek().kind == .at {
                advance()
                advance()
                guard !current.hasLeadingSpace else { throw fail("expected 'testable' right after '@' (no space)") }
                try expect("testable", "expected '@testable last' after 'with', found \(describe(current))")
                try expect("last", "expected 'last' after 'with @testable', found \(describe(current))")
                testableLast = true
            }
            fact = .importOutOfOrder(testableLast: testableLast)
        }
        var ignoring: [LayoutException] = []
        if accept("ignoring") {
            while true {
                let word = current
                let exception: LayoutException
                if accept("comments") {
                    exception = .comments
                } else if accept("strings") {
                    exception = .strings
                } else if accept("blank") {
                    try expect("lines", "expected 'lines' after 'ignoring blank'")
                    exception = .blankLines
                } else if accept("urls") {
                    exception = .urls
                } else {
                    throw fail("expected what to ignore ('comments', 'strings', 'blank lines' or 'urls'), found \(describe(current))",
                               candidates: ["comments", "strings", "blank", "urls"])
                }
                guard fact.exceptions.contains(exception) else {
                    let allowed = fact.exceptions.map { "'\($0.rawValue)'" }
                    throw fail("'\(fact)' cannot ignore \(exception.rawValue): "
                               + (allowed.isEmpty ? "it ignores nothing" : "it may ignore \(allowed.joined(separator: ", "))"),
                               span: word.span.through(previous.span))
                }
                if !ignoring.contains(exception) { ignoring.append(exception) }
                // a comma goes on to the next exception only before one: otherwise it is the rule's
                guard current.kind == .comma, peek().kind == .word,
                      ["comments", "strings", "blank", "urls"].contains(peek().text) else { break }
                advance()
            }
        }
        return LayoutSelector(fact: fact, ignoring: ignoring, span: span(from: start))
    }

    /// What follows `line`.
    private mutating func parseLineFact() throws(ParseAbort) -> LayoutFact {
        if accept("longer") {
            try expect("than", "expected 'than' after 'line longer'")
            return .lineLongerThan(try parseNumber(after: "line longer than"))
        }
        if accept("with") {
            try expect("trailing", "expected 'trailing whitespace' after 'line with'")
            if accept("whitespace") { return .trailingWhitespace }
            if accept("white") {
                try expect("space", "expected 'space' after 'line with trailing white'")
                return .trailingWhitespace
            }
            throw fail("expected 'whitespace' after 'line with trailing', found \(describe(current))")
        }
        if accept("indented") {
            if accept("with") {
                if accept("tabs") { return .indentedWithTabs }
                if accept("spaces") { return .indentedWithSpaces }
                throw fail("expected 'tabs' or 'spaces' after 'line indented with', found \(describe(current))")
            }
            if accept("not") {
                try expect("by", "expected 'by a multiple of N' after 'line indented not'")
                try expect("a", "expected 'a multiple of N' after 'line indented not by'")
                try expect("multiple", "expected 'multiple of N' after 'line indented not by a'")
                try expect("of", "expected 'of N' after 'line indented not by a multiple'")
                let numberToken = current
                let step = try parseNumber(after: "a multiple of")
                guard step > 0 else { throw fail("expected a step of 1 or more after 'a multiple of'", span: numberToken.span) }
                return .indentedNotByMultipleOf(step)
            }
            throw fail("expected 'with tabs', 'with spaces' or 'not by a multiple of N' after 'line indented', "
                       + "found \(describe(current))")
        }
        throw fail("expected 'longer than N', 'with trailing whitespace' or 'indented …' after 'line', found \(describe(current))",
                   candidates: ["longer", "with", "indented"])
    }
}
