// PolicyChecker: semantic checks over the parsed files of one policy pack, producing a `CheckedPolicy`:
// layers shared across files (duplicates and definition cycles are errors), layer references resolved,
// rule ids unique, severities valid, every `{binding}` bound. All problems are reported, not only the first.
// Layer overrides (a repository config's or a team pack's `layers`) replace or extend a definition before any rule
// is checked, so every rule using the layer follows; their own references and cycles are checked like the pack's.

/// A rule ready for evaluation.
public struct CheckedRule: Sendable, Hashable {
    public var rule: Rule
    /// The explicit or derived id.
    public var id: String
    /// The policy file the rule came from.
    public var file: String
    /// The rule's `severity` clause, which overrides every requirement's modal default.
    public var severityOverride: RuleSeverity?
    /// Names bound with `as` anywhere in the assertion.
    public var bindings: [String]

    /// The severity of a finding for a failed requirement: the rule's override, else must → error, should → warning.
    public func severity(of requirement: Requirement) -> RuleSeverity {
        severityOverride ?? requirement.modal.defaultSeverity
    }

    /// The most severe level any requirement of the rule can report (for rule metadata).
    public var severity: RuleSeverity {
        severityOverride ?? rule.assertion.requirements.map(\.modal.defaultSeverity).max() ?? .error
    }
}

/// A checked policy pack: rules in file order and the layers they may use, all references resolved.
public struct CheckedPolicy: Sendable {
    public var rules: [CheckedRule]
    /// Layer name → definition, across all files of the pack.
    public var layers: [String: LayerDefinition]
    /// Layer names ordered so each layer comes after the layers its definition uses.
    public var layerOrder: [String]
    /// Layer names as the pack defines them, file by file: the order a subject's layer is named in (its first).
    public var layerDefinitionOrder: [String]
    /// Layer name → where its effective definition came from (the pack's text, then each override applied).
    public var layerHistory: [String: LayerHistory]
    /// The words the pack's `verbs` statements add to the built-in verbs of `begin with a verb`.
    public var verbs: Set<String>

    public init(rules: [CheckedRule], layers: [String: LayerDefinition], layerOrder: [String],
                layerDefinitionOrder: [String], layerHistory: [String: LayerHistory] = [:], verbs: Set<String> = []) {
        self.rules = rules
        self.layers = layers
        self.layerOrder = layerOrder
        self.layerDefinitionOrder = layerDefinitionOrder
        self.layerHistory = layerHistory
        self.verbs = verbs
    }

    /// The selector a layer stands for.
    public func layer(named name: String) -> SymbolSelector? { layers[name]?.selector }

    /// Resolves an `OperandKind.nameOrLayer`: the layer's selector if such a layer exists, otherwise nil (a name pattern).
    public func layerSelector(for identifier: Identifier) -> SymbolSelector? { layers[identifier.name]?.selector }
}

/// A layer redefined (`replace`) or given another alternative (`extend`) from outside the pack: a repository config's
/// or an including pack's `layers`. Its selector was parsed from `source`, so diagnostics about it point there.
public struct LayerOverride: Sendable {
    public enum Mode: Sendable, Hashable {
        case replace, extend
    }

    public var layer: String
    public var mode: Mode
    public var selector: SymbolSelector
    public var source: PolicySource
    /// Where the override is written (`.swiftpolicy.json:4`), for `policy layers` and `explain`.
    public var origin: String

    public init(layer: String, mode: Mode, selector: SymbolSelector, source: PolicySource, origin: String) {
        self.layer = layer
        self.mode = mode
        self.selector = selector
        self.source = source
        self.origin = origin
    }
}

/// How a layer's effective definition came about: the pack's definition and the overrides applied to it, in order.
public struct LayerHistory: Sendable, Hashable {
    public struct Step: Sendable, Hashable {
        public var mode: LayerOverride.Mode
        public var text: String
        public var origin: String
    }

    /// The pack's definition as written, and `file:line` of it.
    public var text: String
    public var origin: String
    public var overrides: [Step] = []

    /// The effective selector as text: the last replacement (or the pack's text), `or` each extension after it.
    public var effectiveText: String {
        var text = self.text
        for step in overrides {
            switch step.mode {
            case .replace: text = step.text
            case .extend: text = "(\(text)) or (\(step.text))"
            }
        }
        return text
    }
}

/// Runs the semantic checks.
public struct PolicyChecker {
    /// Placeholders every message and pattern may use.
    public static let builtinPlaceholders = ["name", "qualified", "kind", "file"]
    /// In the message of a rule with `report once per file`: the number of places in the file.
    public static let oncePerFileCountPlaceholder = "places"

    private var diagnostics: [(file: Int, diagnostic: Diagnostic)] = []
    private var sources: [String: PolicySource] = [:]
    private var fileIndex = 0
    /// The names of the sources of layer overrides.
    private var overrideFiles = Set<String>()

    /// Checks the files of one pack together; the policy is usable only when no diagnostic is an error. `overrides`
    /// of layers the pack does not define are ignored (the caller reports unknown names where they are written).
    public static func check(_ files: [PolicyFile], layerOverrides: [LayerOverride] = []) -> (policy: CheckedPolicy, diagnostics: [Diagnostic]) {
        var checker = PolicyChecker()
        let policy = checker.run(files, layerOverrides: layerOverrides)
        return (policy, Diagnostic.reported(checker.diagnostics))
    }

    private mutating func run(_ files: [PolicyFile], layerOverrides: [LayerOverride]) -> CheckedPolicy {
        for file in files { sources[file.source.name] = file.source }
        var layers = collectLayers(files)
        let history = applyOverrides(layerOverrides, to: &layers, fileCount: files.count)
        let order = orderLayers(layers.definitions, known: layers.map)
        var rules: [CheckedRule] = []
        var firstIDs: [String: RuleID] = [:]
        for (index, file) in files.enumerated() {
            fileIndex = index
            for rule in file.rules {
                if let first = firstIDs[rule.id.value] {
                    error("duplicate rule id '\(rule.id.value)'", at: rule.id.span,
                          notes: [note("'\(rule.id.value)' was first defined here", at: first.span)])
                } else {
                    firstIDs[rule.id.value] = rule.id
                }
                rules.append(check(rule, file: file.source.name, layers: layers.map))
            }
        }
        // like layers, a pack's verbs serve every file of the pack
        let verbs = Set(files.flatMap { $0.verbLists.flatMap { $0.words.map(\.name) } })
        return CheckedPolicy(rules: rules, layers: layers.map, layerOrder: order,
                             layerDefinitionOrder: layers.definitions.map(\.1.name.name), layerHistory: history, verbs: verbs)
    }

    /// Replaces or extends the layers `overrides` name (in order, so a later one applies to the result of an earlier
    /// one); the override's own references are resolved, and its diagnostics are reported after the pack files'.
    private mutating func applyOverrides(_ overrides: [LayerOverride],
                                         to layers: inout (map: [String: LayerDefinition], definitions: [(Int, LayerDefinition)]),
                                         fileCount: Int) -> [String: LayerHistory] {
        var history: [String: LayerHistory] = [:]
        for (_, layer) in layers.definitions {
            let text = sources[layer.span.file].map { layer.selector.span.text(in: $0.text) } ?? ""
            history[layer.name.name] = LayerHistory(text: text, origin: "\(layer.span.file):\(layer.span.line)")
        }
        for (position, override) in overrides.enumerated() {
            guard let current = layers.map[override.layer] else { continue }
            sources[override.source.name] = override.source
            overrideFiles.insert(override.source.name)
            fileIndex = fileCount + position
            var references = PolicyReferences()
            references.visit(override.selector)
            resolve(references, layers: layers.map, bound: [], context: "layer '\(override.layer)'")
            let selector: SymbolSelector
            switch override.mode {
            case .replace: selector = override.selector
            case .extend: selector = SymbolSelector(kind: .any([current.selector, override.selector]), span: override.selector.span)
            }
            // the name points at the override, so a cycle it makes is reported where it is written
            let definition = LayerDefinition(name: Identifier(name: override.layer, span: override.selector.span), selector: selector,
                                             span: override.selector.span)
            layers.map[override.layer] = definition
            if let index = layers.definitions.firstIndex(where: { $0.1.name.name == override.layer }) {
                layers.definitions[index] = (fileCount + position, definition)
            }
            history[override.layer]?.overrides.append(LayerHistory.Step(mode: override.mode, text: override.source.text, origin: override.origin))
        }
        return history
    }

    // MARK: - Layers

    private mutating func collectLayers(_ files: [PolicyFile]) -> (map: [String: LayerDefinition], definitions: [(Int, LayerDefinition)]) {
        var map: [String: LayerDefinition] = [:]
        var definitions: [(Int, LayerDefinition)] = []
        for (index, file) in files.enumerated() {
            fileIndex = index
            for layer in file.layers {
                if let first = map[layer.name.name] {
                    error("duplicate layer '\(layer.name.name)'", at: layer.name.span,
                          notes: [note("'\(layer.name.name)' was first defined here", at: first.name.span)])
                    continue
                }
                map[layer.name.name] = layer
                definitions.append((index, layer))
            }
        }
        for (index, layer) in definitions {
            fileIndex = index
            var references = PolicyReferences()
            references.visit(layer.selector)
            resolve(references, layers: map, bound: [], context: "layer '\(layer.name.name)'")
        }
        return (map, definitions)
    }

    /// Depth-first order of layers by dependency; reports each definition cycle once.
    private mutating func orderLayers(_ definitions: [(Int, LayerDefinition)], known: [String: LayerDefinition]) -> [String] {
        var dependencies: [String: [String]] = [:]
        var fileOf: [String: Int] = [:]
        for (index, layer) in definitions {
            var references = PolicyReferences()
            references.visit(layer.selector)
            let names = (references.layerHeads + references.namesOrLayers).map(\.name).filter { known[$0] != nil }
            var seen = Set<String>()
            dependencies[layer.name.name] = names.filter { seen.insert($0).inserted }
            fileOf[layer.name.name] = index
        }
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var order: [String] = []
        var reported = Set<String>()
        // Iterative DFS: (layer, next dependency index), with the current path for cycle messages.
        for (_, root) in definitions where marks[root.name.name] == nil {
            var stack: [(String, Int)] = [(root.name.name, 0)]
            marks[root.name.name] = .visiting
            while let (name, next) = stack.last {
                let edges = dependencies[name] ?? []
                guard next < edges.count else {
                    stack.removeLast()
                    marks[name] = .done
                    order.append(name)
                    continue
                }
                stack[stack.count - 1].1 += 1
                let dependency = edges[next]
                switch marks[dependency] {
                case .visiting?:
                    let path = stack.map(\.0)
                    let cycle = Array(path[(path.firstIndex(of: dependency) ?? 0)...]) + [dependency]
                    if reported.isDisjoint(with: cycle), let layer = known[dependency] {
                        reported.formUnion(cycle)
                        fileIndex = fileOf[dependency] ?? 0
                        // an override that names the layer it replaces most likely meant to add to it
                        let notes = overrideFiles.contains(layer.name.span.file)
                            ? [DiagnosticNote(severity: .help, message: "to keep the pack's definition and add to it, write {\"extend\": \"…\"}")] : []
                        error("layer '\(dependency)' is defined in terms of itself: \(cycle.joined(separator: " -> "))", at: layer.name.span,
                              notes: notes)
                    }
                case .done?:
                    break
                case nil:
                    marks[dependency] = .visiting
                    stack.append((dependency, 0))
                }
            }
        }
        return order
    }

    // MARK: - Rules

    private mutating func check(_ rule: Rule, file: String, layers: [String: LayerDefinition]) -> CheckedRule {
        var severity: RuleSeverity?
        if let clause = rule.severity {
            severity = clause.level
            if severity == nil {
                var notes = [DiagnosticNote(severity: .note, message: "a severity is 'error', 'warning' or 'info'")]
                if let help = Suggestion.help(for: clause.word, among: RuleSeverity.allCases.map(\.rawValue)) { notes.append(help) }
                error("unknown severity '\(clause.word)'", at: clause.span, notes: notes)
            }
        }
        let references = PolicyReferences(assertion: rule.assertion)
        var bound: [String] = []
        for binding in references.bindings where !bound.contains(binding.name) { bound.append(binding.name) }
        var uses = references
        if let message = rule.message { uses.placeholders += message.template.placeholders }
        // `{places}`: how many places a rule reported once per file had in that file
        let perFile = rule.reportOncePerFile == nil ? [] : [Self.oncePerFileCountPlaceholder]
        resolve(uses, layers: layers, bound: bound,
                patternVariables: references.patternVariables + (rule.assertion.layout?.fact.placeholders ?? []) + perFile,
                codeSelector: rule.assertion.codePattern, layoutSelector: rule.assertion.layout, context: "rule '\(rule.id.value)'")
        if rule.assertion.codePattern != nil { checkCodeAssertion(rule.assertion) }
        if let fix = rule.fix, let template = fix.replacement { checkReplacement(template, fix: fix, of: rule) }
        if let layout = rule.assertion.layout { checkLayoutAssertion(rule.assertion, layout) }
        return CheckedRule(rule: rule, id: rule.id.value, file: file, severityOverride: severity, bindings: bound)
    }

    /// Reports unknown layers and unbound placeholders among `references`.
    private mutating func resolve(_ references: PolicyReferences, layers: [String: LayerDefinition],
                                  bound: [String], patternVariables: [String] = [], codeSelector: CodePatternLiteral? = nil,
                                  layoutSelector: LayoutSelector? = nil, context: String) {
        for head in references.codeHeads where head != codeSelector {
            error("'code matching' selects code, not symbols: it can only be the whole selector of a rule "
                  + "(code matching `P` [in S] must not exist)", at: head.span)
        }
        for head in references.layoutHeads where head != layoutSelector {
            error("'\(head.fact)' selects places in files, not symbols: it can only be the whole selector of a rule "
                  + "(\(head.fact) [in S] [under P] must not exist)", at: head.span)
        }
        // the known layers are listed only for an unknown one: sorting them for every rule and layer was quadratic
        var knownLayers: [String]?
        for name in references.codeLayers where layers[name.name] == nil {
            let known = knownLayers ?? layerNamesInOrder(layers)
            knownLayers = known
            reportUnknownCodeReferent(name, knownLayers: known)
        }
        for head in references.layerHeads where layers[head.name] == nil {
            let known = knownLayers ?? layerNamesInOrder(layers)
            knownLayers = known
            var notes = [DiagnosticNote(severity: .note, message: known.isEmpty
                ? "no layers are defined; define one with 'layer \(head.name) = <selector>'"
                : "known layers: \(known.joined(separator: ", "))")]
            if let help = Suggestion.help(for: head.name, among: known + SymbolKind.singularWords) { notes.append(help) }
            error("unknown layer '\(head.name)'", at: head.span, notes: notes)
        }
        let allowed = Self.builtinPlaceholders + bound + patternVariables
        var uses = references.placeholders.map { ($0.name, $0.span) }
        uses += references.bindingUses.map { ($0.name, $0.span) }
        for (name, span) in uses where !allowed.contains(name) {
            var notes: [DiagnosticNote] = []
            if !bound.isEmpty { notes.append(DiagnosticNote(severity: .note, message: "bound in this \(context.hasPrefix("rule") ? "rule" : "layer"): \(bound.joined(separator: ", "))")) }
            notes.append(DiagnosticNote(severity: .note, message: "always available: \(Self.builtinPlaceholders.map { "{\($0)}" }.joined(separator: ", ")); bind more with 'as NAME'"))
            if let help = Suggestion.help(for: name, among: allowed) { notes.append(help) }
            error("unknown binding '{\(name)}' in \(context)", at: span, notes: notes)
        }
    }

    /// `where $S is intger`: neither a literal kind nor a defined layer.
    private mutating func reportUnknownCodeReferent(_ name: Identifier, knownLayers: [String]) {
        let kinds = CodePatternConstraint.LiteralKind.allCases.map(\.rawValue)
        var notes = [DiagnosticNote(severity: .note, message: "after 'is': a literal kind (\(kinds.joined(separator: ", "))), "
                                        + "'property', 'stored property' or a layer"),
                     DiagnosticNote(severity: .note, message: knownLayers.isEmpty ? "no layers are defined"
                                        : "known layers: \(knownLayers.joined(separator: ", "))")]
        if let help = Suggestion.help(for: name.name, among: kinds + ["property"] + knownLayers) { notes.append(help) }
        error("unknown literal kind or layer '\(name.name)' in 'where'", at: name.span, notes: notes)
    }

    /// A code selector's matches are places in code: `in S` and `under P` narrow them, `exist` is all one can say.
    private mutating func checkCodeAssertion(_ assertion: Assertion) {
        guard case .simple(let simple) = assertion.selector.kind else { return }
        for filter in simple.filters {
            switch filter.kind {
            case .isIn, .under: continue
            default: error("expected 'in' or 'under' after a 'code matching' pattern: its matches are code, not symbols", at: filter.span)
            }
        }
        if !simple.modifiers.isEmpty {
            error("a 'code matching' selector takes no modifiers", at: assertion.selector.span)
        }
        for requirement in assertion.requirements {
            guard case .exists = requirement.predicate.kind else {
                error("expected 'exist' after 'must not' for a 'code matching' selector (each match is one finding)",
                      at: requirement.predicate.span)
                continue
            }
        }
    }

    /// A layout selector's subjects are places in files: `in S` and `under P` narrow them, `exist` is all one can say.
    private mutating func checkLayoutAssertion(_ assertion: Assertion, _ layout: LayoutSelector) {
        guard case .simple(let simple) = assertion.selector.kind else { return }
        for filter in simple.filters {
            switch filter.kind {
            case .isIn, .under: continue
            default: error("expected 'in' or 'under' after '\(layout.fact)': its subjects are places in files, not symbols",
                           at: filter.span)
            }
        }
        for requirement in assertion.requirements {
            guard case .exists = requirement.predicate.kind else {
                error("expected 'exist' after 'must not' for '\(layout.fact)' (each place is one finding)",
                      at: requirement.predicate.span)
                continue
            }
        }
    }

    /// `fix replace with \`T\``: the rule's findings must be matches of one code pattern (`code matching \`P\` … must
    /// not exist`, or one `must not contain \`P\``), and `T` may use only the metavariables that pattern binds.
    private mutating func checkReplacement(_ template: CodeTemplateLiteral, fix: RuleFix, of rule: Rule) {
        let patterns = Self.replaceablePatterns(rule.assertion)
        guard let pattern = patterns.first else {
            error("'fix replace' replaces the code a pattern matched, but the findings of rule '\(rule.id.value)' are not code matches",
                  at: fix.span, notes: [DiagnosticNote(severity: .help, message:
                    "use it with 'code matching `P` must not exist' or 'must not contain `P`'")])
            return
        }
        if patterns.count > 1 {
            error("'fix replace' replaces the matches of one code pattern; rule '\(rule.id.value)' reports matches of \(patterns.count)",
                  at: fix.span, notes: patterns.map { note("a pattern whose matches are findings", at: $0.span) })
            return
        }
        var references = PolicyReferences()
        references.visit(pattern)
        let bound = references.patternVariables
        let listing = bound.isEmpty ? "the pattern binds no metavariable" : "the pattern binds " + bound.map { "$" + $0 }.joined(separator: ", ")
        for variable in template.variables {
            if variable.name.isEmpty || variable.name == "_" {
                error("'\(variable.name.isEmpty ? "$$$" : "$_")' in a fix's template stands for nothing: a template inserts what a named "
                      + "metavariable bound", at: variable.span, notes: [DiagnosticNote(severity: .note, message: listing)])
                continue
            }
            guard bound.contains(variable.name) else {
                var notes = [DiagnosticNote(severity: .note, message: listing, span: pattern.span,
                                            sourceLine: sources[pattern.span.file]?.lineText(pattern.span.line))]
                if let near = Suggestion.closest(to: variable.name, among: bound) {
                    notes.append(DiagnosticNote(severity: .help, message: "did you mean '$\(near)'?"))
                }
                error("unknown metavariable '$\(variable.name)' in the fix's template: the pattern does not bind it", at: variable.span,
                      notes: notes)
                continue
            }
        }
    }

    /// The code patterns each of whose matches is one finding of the assertion: a `code matching` selector's, or those
    /// of `must not contain` requirements.
    public static func replaceablePatterns(_ assertion: Assertion) -> [CodePatternLiteral] {
        if let pattern = assertion.codePattern { return [pattern] }
        return assertion.requirements.compactMap { requirement in
            guard requirement.negated, case .contains(let pattern) = requirement.predicate.kind else { return nil }
            return pattern
        }
    }

    private func layerNamesInOrder(_ layers: [String: LayerDefinition]) -> [String] {
        layers.values.sorted { ($0.span.file, $0.span.offset) < ($1.span.file, $1.span.offset) }.map(\.name.name)
    }

    // MARK: - Diagnostics

    private mutating func error(_ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        let source = sources[span.file] ?? PolicySource(name: span.file, text: "")
        diagnostics.append((fileIndex, .error(message, at: span, in: source, notes: notes)))
    }

    private func note(_ message: String, at span: SourceSpan) -> DiagnosticNote {
        DiagnosticNote(severity: .note, message: message, span: span, sourceLine: sources[span.file]?.lineText(span.line))
    }
}
