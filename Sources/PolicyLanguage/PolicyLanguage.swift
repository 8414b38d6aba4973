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
    public static func check(files: [PolicyFile], layerOverrides: [LayerOverride] = []) -> Result<CheckedPolicy, PolicyDiagnostics> {
        let (policy, diagnostics) = PolicyChecker.check(files, layerOverrides: layerOverrides)
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

    /// A selector on its own (as `policy query` takes it), checked as the one rule `query` that reports every match
    /// (`PolicyParser.parseQuery`), beside the given layer definitions, read as one file (`layers`). Its
    /// diagnostics point into the selector as typed (file `query`).
    public static func loadQuery(_ selector: String, layers: [String]) -> Result<CheckedPolicy, PolicyDiagnostics> {
        let (layerFile, layerDiagnostics) = layers.isEmpty ? (nil, []) : parse(source: layers.joined(separator: "\n"), file: "layers")
        let source = PolicySource(name: "query", text: selector)
        let (rule, queryDiagnostics) = PolicyParser.parseQuery(source)
        let errors = layerDiagnostics + queryDiagnostics
        guard errors.isEmpty, let rule else { return .failure(PolicyDiagnostics(errors)) }
        return check(files: (layerFile.map { [$0] } ?? []) + [PolicyFile(source: source, statements: [.rule(rule)])])
    }

    /// Renders diagnostics compiler-style, one block per diagnostic.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.rendered() }.joined(separator: "\n")
    }
}
