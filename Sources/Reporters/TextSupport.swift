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

    /// Control characters (ESC, BEL, …) replaced so a message cannot drive the terminal; tabs become spaces.
    var terminalSafe: String {
        if isPrintableASCII { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(" ")
            case 0x00..<0x20, 0x7F, 0x80..<0xA0: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
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
