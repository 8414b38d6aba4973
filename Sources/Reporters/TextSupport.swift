// TextSupport: small string helpers the line-oriented reporters share — one-line messages,
// terminal-safe text, location spelling, trailing-whitespace trimming.
import Findings

extension String {
    /// Every byte printable ASCII (space to `~`): such text has no line break, control or tab, so it is its own
    /// terminal-safe, one-line form (the usual case; the helpers below return it without rebuilding it).
    private var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    /// Whether a byte is ASCII white space (tab, line feed, vertical tab, form feed, carriage return, space).
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Whether the text starts (`first`) or ends with a byte that is ASCII and not white space: then its first or
    /// last character is no white space either (Swift never joins that byte to a white-space scalar in one character).
    private func hasSolidEdge(first: Bool) -> Bool {
        guard let byte = first ? utf8.first : utf8.last else { return false }
        return byte < 0x80 && !Self.isASCIIWhitespace(byte)
    }

    func trimmingWhitespace() -> String {
        if hasSolidEdge(first: true), hasSolidEdge(first: false) { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }

    func trimmingTrailingWhitespace() -> String {
        if isEmpty || hasSolidEdge(first: false) { return self }
        var scalars = Substring(self)
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }

    /// The text split at line breaks (any of \n, \r, \r\n, U+2028…), each line trimmed and
    /// made terminal-safe, empty lines dropped.
    var messageLines: [String] {
        if isPrintableASCII {
            let trimmed = trimmingWhitespace()
            return trimmed.isEmpty ? [] : [trimmed]
        }
        return split(whereSeparator: \.isNewline)
            .map { String($0).terminalSafe.trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }

    /// The text on one line: line breaks become single spaces.
    var oneLine: String { messageLines.joined(separator: " ") }

    /// Control characters (ESC, BEL, line breaks, …) and the bidirectional overrides spelled visibly as `\u{1B}`, so
    /// a message or a name cannot drive the terminal, start a line of its own or reorder what is shown; tabs become
    /// spaces.
    var terminalSafe: String {
        if isPrintableASCII { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\t" {
                out.append(" ")
            } else if scalar.isUnsafeInReports {
                out.append(contentsOf: scalar.visibleEscape.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// At most `limit` characters, the cut marked with `…`: a name or message of a megabyte cannot make a report
    /// line of a megabyte.
    func truncated(to limit: Int) -> String {
        guard utf8.count > limit, count > limit else { return self }
        return String(prefix(max(0, limit - 1))) + "…"
    }
}

extension Unicode.Scalar {
    /// Whether a report must not print this scalar as it is: C0 and C1 controls, DEL, the line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates (which reorder the text around them).
    var isUnsafeInReports: Bool {
        switch value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `\u{1B}`: the scalar's code in hex, as Swift writes it.
    var visibleEscape: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
}

extension SourceLocation {
    /// `line:col`, `line` when there is no column, "" when there is no line (lines and columns are 1-based).
    var position: String {
        guard line >= 1 else { return "" }
        return column >= 1 ? "\(line):\(column)" : "\(line)"
    }

    /// `file:line:col`, or as much of it as is known.
    var spelled: String {
        position.isEmpty ? file : "\(file):\(position)"
    }
}

extension Severity {
    /// SARIF / Xcode word: error, warning, note.
    var noteLevel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

/// Joins lines, each ending with a newline; no lines gives "".
func joinedLines(_ lines: [String]) -> String {
    lines.map { $0.trimmingTrailingWhitespace() + "\n" }.joined()
}

extension String {
    /// A rule's message template as a description of the rule: each `{placeholder}` replaced with words that stand
    /// for any subject (`{name}` → "the symbol", `{file}` → "the file", a binding by its own name), the first letter
    /// made upper case when a placeholder began the text. For SARIF rule descriptions and the markdown rule table.
    var withoutPlaceholders: String {
        guard contains("{") else { return self }
        let scalars = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var startsWithPlaceholder = false
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
        }
        while index < scalars.count {
            if scalars[index] == "{" {
                var end = index + 1
                while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
                if end > index + 1, end < scalars.count, scalars[end] == "}" {
                    let key = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                    if out.isEmpty { startsWithPlaceholder = true }
                    out.append(contentsOf: Self.placeholderWords(key).unicodeScalars)
                    index = end + 1
                    continue
                }
            }
            out.append(scalars[index])
            index += 1
        }
        let text = String(out)
        guard startsWithPlaceholder, let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private static func placeholderWords(_ key: String) -> String {
        switch key {
        case "name", "qualified": return "the symbol"
        case "file": return "the file"
        case "kind": return "declaration"
        default: return key
        }
    }
}

extension String {
    /// The line with a workflow command defused: the GitHub Actions runner reads a line as a command when, after
    /// leading white space, it starts with `::` (or `##[`, the older form), so such a line's first `:` or `#` is
    /// spelled `\u{3A}` / `\u{23}`. For the line formats (text, xcode), whose lines may start with a name or a
    /// message's continuation.
    var withoutWorkflowCommand: String {
        let body = drop(while: \.isWhitespace)
        guard body.hasPrefix("::") || body.hasPrefix("##[") else { return self }
        let indent = self[..<body.startIndex]
        guard let first = body.unicodeScalars.first else { return self }
        return indent + first.visibleEscape + String(body.unicodeScalars.dropFirst())
    }
}
