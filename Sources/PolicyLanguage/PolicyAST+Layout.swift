// PolicyAST (layout): `line longer than 120`, `line with trailing whitespace`, `blank lines more than 1`,
// `line indented with tabs`, `import out of order`: a fact of how a file's text is laid out, as the head of a rule's
// selector. The rule's subjects are the places where the fact holds, each one finding at its line.

/// A layout head with what it leaves out (`ignoring comments, strings`).
public struct LayoutSelector: Sendable, Hashable, CustomStringConvertible {
    public var fact: LayoutFact
    public var ignoring: [LayoutException]
    public var span: SourceSpan

    public init(fact: LayoutFact, ignoring: [LayoutException] = [], span: SourceSpan) {
        self.fact = fact
        self.ignoring = ignoring
        self.span = span
    }

    public func ignores(_ exception: LayoutException) -> Bool { ignoring.contains(exception) }

    public var description: String {
        fact.description + (ignoring.isEmpty ? "" : " ignoring " + ignoring.map(\.rawValue).joined(separator: ", "))
    }
}

/// The layout facts a rule can be about.
public enum LayoutFact: Sendable, Hashable, CustomStringConvertible {
    /// `line longer than N`: more than N characters (grapheme clusters), line break excluded.
    case lineLongerThan(Int)
    /// `line with trailing whitespace`: spaces or tabs before the line break (or the end of the file).
    case trailingWhitespace
    /// `blank lines more than N`: a run of more than N lines that hold only spaces and tabs.
    case blankLinesMoreThan(Int)
    /// `line indented with tabs`: a tab in the indentation.
    case indentedWithTabs
    /// `line indented with spaces`: a space in the indentation.
    case indentedWithSpaces
    /// `line indented not by a multiple of N`: an indentation width (a tab counting N) that N does not divide.
    case indentedNotByMultipleOf(Int)
    /// `import out of order [with @testable last]`: an import that sorts before the one on the line above it.
    case importOutOfOrder(testableLast: Bool)

    /// The placeholders a message of a rule about this fact may use, besides the built-in ones.
    public var placeholders: [String] {
        switch self {
        case .lineLongerThan: return ["length", "limit"]
        case .trailingWhitespace: return ["count"]
        case .blankLinesMoreThan: return ["count", "limit"]
        case .indentedWithTabs, .indentedWithSpaces: return ["width"]
        case .indentedNotByMultipleOf: return ["width", "limit"]
        case .importOutOfOrder: return ["module", "previous"]
        }
    }

    /// The exceptions that mean something for this fact.
    public var exceptions: [LayoutException] {
        switch self {
        case .trailingWhitespace: return [.comments, .strings, .blankLines]
        case .lineLongerThan: return [.comments, .strings, .urls]
        case .blankLinesMoreThan, .indentedWithTabs, .indentedWithSpaces, .indentedNotByMultipleOf:
            return [.comments, .strings]
        case .importOutOfOrder: return []
        }
    }

    public var description: String {
        switch self {
        case .lineLongerThan(let limit): return "line longer than \(limit)"
        case .trailingWhitespace: return "line with trailing whitespace"
        case .blankLinesMoreThan(let limit): return "blank lines more than \(limit)"
        case .indentedWithTabs: return "line indented with tabs"
        case .indentedWithSpaces: return "line indented with spaces"
        case .indentedNotByMultipleOf(let step): return "line indented not by a multiple of \(step)"
        case .importOutOfOrder(let testableLast): return "import out of order" + (testableLast ? " with @testable last" : "")
        }
    }
}

/// `ignoring comments`, `ignoring strings`, `ignoring blank lines`: places a layout rule leaves out.
public enum LayoutException: String, Sendable, Hashable, CaseIterable {
    /// Places inside comments (for a line's length or indentation: a line that is only comment).
    case comments
    /// Places inside string literals (for a line's length or indentation: a line that begins inside one).
    case strings
    /// Lines of only white space (for trailing white space).
    case blankLines = "blank lines"
    /// The characters of URLs (`https://…`), which do not count towards a line's length.
    case urls
}
