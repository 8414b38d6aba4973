// Diagnostic: an error or warning about a policy file, rendered compiler-style:
// `file:line:col: error: message`, the source line, a caret line (`^~~~`), then notes and help.

/// How serious a diagnostic is; `note` and `help` only appear as attachments of another diagnostic.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    case error, warning, note, help
}

/// A note or help line attached to a diagnostic, optionally pointing at its own place.
public struct DiagnosticNote: Sendable, Hashable {
    public var severity: DiagnosticSeverity
    public var message: String
    public var span: SourceSpan?
    /// The text of the line `span` is on (captured so the note renders without the file).
    public var sourceLine: String?

    public init(severity: DiagnosticSeverity, message: String, span: SourceSpan? = nil, sourceLine: String? = nil) {
        self.severity = severity
        self.message = message
        self.span = span
        self.sourceLine = sourceLine
    }
}

/// One problem found in a policy file: what was wrong, where, and what may fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    public var message: String
    public var span: SourceSpan
    /// The text of the line `span` is on.
    public var sourceLine: String
    public var notes: [DiagnosticNote]

    public init(severity: DiagnosticSeverity, message: String, span: SourceSpan, sourceLine: String, notes: [DiagnosticNote] = []) {
        self.severity = severity
        self.message = message
        self.span = span
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// An error at `span`, capturing the source line from `source`.
    static func error(_ message: String, at span: SourceSpan, in source: PolicySource, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(severity: .error, message: message, span: span, sourceLine: source.lineText(span.line), notes: notes)
    }

    public var isError: Bool { severity == .error }

    /// The full multi-line rendering (no trailing newline).
    public var description: String { rendered() }

    /// `file:line:col: error: message`, source line, caret line, then each note.
    public func rendered() -> String {
        var lines = ["\(span): \(severity.rawValue): \(message)"] + Self.excerpt(of: sourceLine, at: span)
        for note in notes {
            if let span = note.span {
                lines += ["\(span): \(note.severity.rawValue): \(note.message)"] + Self.excerpt(of: note.sourceLine ?? "", at: span)
            } else {
                lines.append("\(note.severity.rawValue): \(note.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The most diagnostics one file reports; past them, one more says how many were left out. (A mangled or
    /// generated file can have thousands of errors, each with its line: the first ones are the ones to read.)
    static let maximumPerFile = 100

    /// Diagnostics as they are reported: file by file (by `file`, the order the files were read), each file's in
    /// source order (errors found later may point earlier; those at one place keep the order found), and as many as
    /// `limitedPerFile` shows.
    static func reported(_ diagnostics: [(file: Int, diagnostic: Diagnostic)]) -> [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted { a, b in
            (a.element.file, a.element.diagnostic.span.offset, a.offset) < (b.element.file, b.element.diagnostic.span.offset, b.offset)
        }.map(\.element.diagnostic)
        return limitedPerFile(ordered)
    }

    /// Diagnostics in the order given (each file's together), the first `maximumPerFile` of each file, then for
    /// a file with more an error at the first one left out that counts them.
    static func limitedPerFile(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumPerFile else { return diagnostics }
        var kept: [Diagnostic] = []
        var index = 0
        while index < diagnostics.count {
            let file = diagnostics[index].span.file
            var end = index
            while end < diagnostics.count, diagnostics[end].span.file == file { end += 1 }
            kept += diagnostics[index..<min(end, index + maximumPerFile)]
            if end - index > maximumPerFile {
                let firstLeftOut = diagnostics[index + maximumPerFile]
                kept.append(Diagnostic(severity: .error,
                                       message: "too many errors: \(end - index - maximumPerFile) more in this file are not shown",
                                       span: firstLeftOut.span, sourceLine: firstLeftOut.sourceLine))
            }
            index = end
        }
        return kept
    }

    /// The longest source line shown whole, in bytes; a longer one is shown as a window around the span.
    static let maximumExcerptWidth = 160

    /// The source line and its caret line. A line longer than `maximumExcerptWidth` bytes (a generated or mangled
    /// file can have a line of megabytes, and each error on it would repeat it) is cut to a window of that many
    /// bytes around the span's start, each cut end marked `…`.
    static func excerpt(of line: String, at span: SourceSpan) -> [String] {
        let bytes = Array(line.utf8)
        guard bytes.count > maximumExcerptWidth else { return [line, caretLine(for: span, in: line)] }
        let column = min(max(span.column - 1, 0), bytes.count)
        // cut only between characters: never inside a UTF-8 sequence (continuation bytes are 10xxxxxx)
        func boundary(_ index: Int) -> Int {
            var index = min(max(index, 0), bytes.count)
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            return index
        }
        let start = boundary(min(column - maximumExcerptWidth / 3, bytes.count - maximumExcerptWidth))
        let end = boundary(start + maximumExcerptWidth)
        let lead = start > 0 ? "…" : ""
        let window = lead + String(decoding: bytes[start..<end], as: UTF8.self) + (end < bytes.count ? "…" : "")
        // the span's byte column within the window (the caret line pads one space per character before it)
        var shifted = span
        shifted.column = column - start + lead.utf8.count + 1
        return [window, caretLine(for: shifted, in: window)]
    }

    /// Spaces (tabs kept) up to the column, then `^` and a `~` for each further character of the span on this line.
    static func caretLine(for span: SourceSpan, in line: String) -> String {
        let bytes = Array(line.utf8)
        let start = min(max(span.column - 1, 0), bytes.count)
        let end = min(start + max(span.length, 1), bytes.count)
        var padding = ""
        for character in String(decoding: bytes[0..<start], as: UTF8.self) {
            padding.append(character == "\t" ? "\t" : " ")
        }
        let width = max(1, String(decoding: bytes[start..<end], as: UTF8.self).count)
        return padding + "^" + String(repeating: "~", count: width - 1)
    }
}

/// "Did you mean …?" suggestions by edit distance, for every error that names something unknown.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate)
            let limit = max(1, min(3, word.count / 3))
            let prefixMatch = word.count >= 3 && candidate.hasPrefix(word)
            guard distance <= limit || prefixMatch else { continue }
            let score = prefixMatch ? min(distance, limit) : distance
            if let current = best, current.1 <= score { continue }
            best = (candidate, score)
        }
        return best?.0
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// A help note `did you mean 'x'?`, if some candidate is close.
    static func help(for word: String, among candidates: [String]) -> DiagnosticNote? {
        closest(to: word, among: candidates).map { DiagnosticNote(severity: .help, message: "did you mean '\($0)'?") }
    }
}
