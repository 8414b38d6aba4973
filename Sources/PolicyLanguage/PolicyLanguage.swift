// PolicyLanguage: the module's entry points. Parse one file, check the files of a pack together,
// or do both from texts. Parse errors stop a pack before the semantic check, to avoid cascades.

/// All diagnostics of a failed parse or check, as an `Error`.
public struct PolicyDiagnostics: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Every diagnostic rendered, separated by newlines.
    public var description: String { diagnostics.map { $0.rendered() }.joined(separator: "\n") }
}

/// Entry points of the policy language front end.
public enum PolicyLanguage {
    /// Parses one file. The file is nil when there are errors; `PolicyParser.parse` returns the partial tree instead.
    public static func parse(source: String, file: String) -> (PolicyFile?, [Diagnostic]) {
        let (parsed, diagnostics) = PolicyParser.parse(PolicySource(name: file, text: source))
        return (diagnostics.contains(where: \.isError) ? nil : parsed, diagnostics)
    }

    /// Checks the parsed files of one pack together (layers are shared across them).
    public static func check(files: [PolicyFile]) -> Result<CheckedPolicy, PolicyDiagnostics> {
        let (policy, diagnostics) = PolicyChecker.check(files)
        return diagnostics.contains(where: \.isError) ? .failure(PolicyDiagnostics(diagnostics)) : .success(policy)
    }

    /// Parses and checks the texts of one pack: every file's parse errors, or else the check's.
    public static func load(sources: [(file: String, text: String)]) -> Result<CheckedPolicy, PolicyDiagnostics> {
        var files: [PolicyFile] = []
        var errors: [Diagnostic] = []
        for source in sources {
            let (file, diagnostics) = parse(source: source.text, file: source.file)
            errors += diagnostics
            if let file { files.append(file) }
        }
        guard errors.isEmpty else { return .failure(PolicyDiagnostics(errors)) }
        return check(files: files)
    }

    /// A selector on its own (as `policy query` takes it), checked as the one rule `query` that reports every match,
    /// `rule query { SELECTOR must not exist }`, beside the given layer definitions. Its diagnostics point into the
    /// selector as typed (file `query`): not into the rule around it, and none about that rule itself. `layers` are
    /// layer definitions as written in their packs, read as one file (`layers`).
    public static func loadQuery(_ selector: String, layers: [String]) -> Result<CheckedPolicy, PolicyDiagnostics> {
        let head = "rule query { "
        let wrapped = (file: "query", text: head + selector + " must not exist }")
        let query = SelectorQuery(selector: selector, headLength: head.utf8.count)
        switch load(sources: (layers.isEmpty ? [] : [("layers", layers.joined(separator: "\n"))]) + [wrapped]) {
        case .success(let policy): return .success(policy)
        case .failure(let failure): return .failure(PolicyDiagnostics(query.located(failure.diagnostics)))
        }
    }

    /// Renders diagnostics compiler-style, one block per diagnostic.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.rendered() }.joined(separator: "\n")
    }
}

/// Where the diagnostics of `PolicyLanguage.loadQuery` point: spans in the rule around the selector are moved back by
/// the rule's head and kept within the selector, with the selector's own line as their source line.
struct SelectorQuery {
    let selector: String
    let headLength: Int

    func located(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let inQuery = { (diagnostic: Diagnostic) in diagnostic.span.file == "query" }
        // an error in the rule's head (`rule 'query' has no assertion`) only follows from one in the selector
        let aboutSelector = diagnostics.filter { !inQuery($0) || $0.span.offset >= headLength }
        return (aboutSelector.isEmpty ? diagnostics : aboutSelector).map { diagnostic in
            guard inQuery(diagnostic) else { return diagnostic }
            var located = diagnostic
            (located.span, located.sourceLine) = place(diagnostic.span)
            let pastEnd = diagnostic.span.offset >= headLength + selector.utf8.count
            located.message = reworded(diagnostic.message, pastEnd: pastEnd)
            // help about the word found there (`quote it: "must"`) is about the rule's word, not the user's
            located.notes = diagnostic.notes.filter { !pastEnd || !$0.message.contains("'must'") }.map { note in
                guard let span = note.span, span.file == "query" else { return note }
                var moved = note
                (moved.span, moved.sourceLine) = place(span)
                return moved
            }
            return located
        }
    }

    /// A message as it reads for a selector: the rule's `must` found past its end is the end of the selector, and
    /// the rule's expectation of `must` after its subject is one of the end of the selector.
    private func reworded(_ message: String, pastEnd: Bool) -> String {
        let message = pastEnd ? message.replacing("found 'must'", with: "found the end of the selector") : message
        return message.replacing("expected 'must' or 'should' after the selector", with: "expected the end of the selector")
    }

    /// A span of the wrapped rule as a span of the selector, and the selector's line it is on.
    private func place(_ span: SourceSpan) -> (SourceSpan, String) {
        let bytes = Array(selector.utf8)
        let offset = max(0, min(span.offset - headLength, bytes.count))
        let end = max(offset, min(span.endOffset - headLength, bytes.count))
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        let placed = SourceSpan(file: "query", line: line, column: offset - lineStart + 1, length: max(1, min(end, lineEnd) - offset), offset: offset)
        return (placed, String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
    }
}
