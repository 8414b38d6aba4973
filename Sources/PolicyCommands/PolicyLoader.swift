// PolicyLoader: `--pack` and `--policy` arguments → checked policies, before any Swift is read. Each pack
// (with its includes) is checked on its own so packs may define layers of the same name; loose policy
// files are checked together. Every parse and check error of every file is reported at once. Layers a repository
// config or an including pack's manifest redefines (`layers`) replace the pack's definitions before the check.

import Foundation
import Findings
import JSONInput
import PolicyLanguage
import PolicyPacks

/// One checked group of rules: a pack, or the loose `--policy` files.
struct LoadedPolicy {
    var name: String
    var version: String?
    var origin: String
    var policy: CheckedPolicy
    /// Policy file name → text, for messages and `explain`.
    var sources: [String: String]
    /// Overrides from the pack's manifest.
    var overrides: [String: RuleOverride]
}

/// A pack to load: as a `--pack` argument names it, or one already found (`policy packs` lists shadowed ones).
enum PackSelection {
    case reference(String)
    case pack(Pack)
}

enum PolicyLoader {
    /// Packs may share rule ids: a check tells their findings apart by pack (`mvvm/view-model-main-actor`).
    static func load(packs: [String], policies: [String], library: PackLibrary, workingDirectory: String,
                     layerSettings: [LayerSetting] = [], reportsUnknownLayers: Bool = true, verbs: [String] = []) throws -> [LoadedPolicy] {
        try load(selection: packs.map(PackSelection.reference), policies: policies, library: library, workingDirectory: workingDirectory,
                 layerSettings: layerSettings, reportsUnknownLayers: reportsUnknownLayers, verbs: verbs)
    }

    /// `layerSettings` are the repository config's `layers`: applied to every group defining the layer (or to the
    /// pack a `pack/Layer` key names), after the layers an including pack's manifest sets for the packs it includes.
    /// A name no checked pack defines is an error where it is written when `reportsUnknownLayers` (the config's own
    /// packs are checked), and ignored otherwise (`--pack` chose other packs). `verbs` (the config's) are added to
    /// every group's.
    static func load(selection: [PackSelection], policies: [String], library: PackLibrary, workingDirectory: String,
                     layerSettings: [LayerSetting] = [], reportsUnknownLayers: Bool = true,
                     verbs: [String] = []) throws -> [LoadedPolicy] {
        var parsed: [ParsedGroup] = []
        var problems: [String] = []
        // by identity, not name: a local pack may include the built-in pack its name shadows
        var seenPacks = Set<String>()
        for selected in selection {
            do {
                let packs = try resolveWithIncludes(selected, library: library)
                for pack in packs where seenPacks.insert(pack.identity).inserted {
                    let sources = pack.policyFiles.map { (file: $0.path, text: $0.text) }
                    switch parse(sources) {
                    case .success(let files):
                        parsed.append(ParsedGroup(name: pack.name, version: pack.manifest.version, origin: pack.origin.description,
                                                  identity: pack.identity, files: files, sources: sources,
                                                  overrides: pack.manifest.overrides ?? [:]))
                    case .failure(let diagnostics):
                        problems.append(diagnostics.description)
                    }
                }
                // a pack's manifest `layers` apply to the packs it includes (transitively), innermost first
                for pack in packs where !pack.manifest.layers.isEmpty {
                    let included = Set(try resolveWithIncludes(.pack(pack), library: library).map(\.identity)).subtracting([pack.identity])
                    problems += assign(pack.manifest.layers, to: &parsed, where: { included.contains($0.identity) }, reportsUnknown: true,
                                       scope: "the packs '\(pack.name)' includes")
                }
            } catch let error as PackError {
                problems.append(error.printed)
            }
        }
        if !policies.isEmpty {
            var sources: [(file: String, text: String)] = []
            for path in policies {
                let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
                guard let data = FileManager.default.contents(atPath: full) else {
                    problems.append("policy: error: cannot read policy file '\(path)'")
                    continue
                }
                sources.append((path, String(decoding: data, as: UTF8.self)))
            }
            if !sources.isEmpty {
                switch parse(sources) {
                case .success(let files):
                    parsed.append(ParsedGroup(name: "policies", version: nil, origin: policyFilesOrigin, identity: policyFilesOrigin,
                                              files: files, sources: sources, overrides: [:]))
                case .failure(let diagnostics):
                    problems.append(diagnostics.description)
                }
            }
        }
        problems += assign(layerSettings, to: &parsed, where: { _ in true }, reportsUnknown: reportsUnknownLayers, scope: "the packs checked")
        var loaded: [LoadedPolicy] = []
        for group in parsed {
            let overrides = group.layerSettings.map { setting in
                LayerOverride(layer: setting.layer, mode: setting.mode, selector: setting.selector,
                              source: setting.source, origin: setting.origin)
            }
            switch PolicyLanguage.check(files: group.files, layerOverrides: overrides) {
            case .success(var policy):
                // the config's verbs serve every pack checked, as its layers do
                policy.verbs.formUnion(verbs)
                var sources = Dictionary(group.sources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a })
                for setting in group.layerSettings { sources[setting.source.name] = setting.text }
                loaded.append(LoadedPolicy(name: group.name, version: group.version, origin: group.origin, policy: policy,
                                           sources: sources, overrides: group.overrides))
            case .failure(let diagnostics):
                // an override's mistakes (an unknown layer in it, a cycle it makes) point into its JSON string
                let mapped = diagnostics.diagnostics.map { diagnostic in
                    group.layerSettings.first { $0.source.name == diagnostic.span.file }?.mapped(diagnostic) ?? diagnostic
                }
                problems.append(PolicyDiagnostics(mapped).description)
            }
        }
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "\n"), exitCode: .usage, rendered: true) }
        return loaded
    }

    /// A pack or the loose policy files, parsed, with the layer settings that apply to it.
    private struct ParsedGroup {
        var name: String
        var version: String?
        var origin: String
        var identity: String
        var files: [PolicyFile]
        var sources: [(file: String, text: String)]
        var overrides: [String: RuleOverride]
        var layerSettings: [LayerSetting] = []

        var layerNames: [String] { files.flatMap { $0.layers.map(\.name.name) } }
    }

    private static func parse(_ sources: [(file: String, text: String)]) -> Result<[PolicyFile], PolicyDiagnostics> {
        var files: [PolicyFile] = []
        var errors: [Diagnostic] = []
        for source in sources {
            let (file, diagnostics) = PolicyLanguage.parse(source: source.text, file: source.file)
            errors += diagnostics
            if let file { files.append(file) }
        }
        return errors.isEmpty ? .success(files) : .failure(PolicyDiagnostics(errors))
    }

    /// Gives each setting to the groups (among those `applies` selects) that define its layer and that its pack
    /// qualifier names; a setting that reaches none is an error at its key naming the layers (or packs) that exist.
    private static func assign(_ settings: [LayerSetting], to groups: inout [ParsedGroup], where applies: (ParsedGroup) -> Bool,
                               reportsUnknown: Bool, scope: String) -> [String] {
        var errors: [Diagnostic] = []
        for setting in settings {
            var reached = false
            for index in groups.indices where applies(groups[index]) && (setting.pack == nil || setting.pack == groups[index].name)
                && groups[index].layerNames.contains(setting.layer) {
                groups[index].layerSettings.append(setting)
                reached = true
            }
            guard !reached, reportsUnknown else { continue }
            let candidates = groups.filter(applies)
            let message: String
            var notes: [DiagnosticNote] = []
            if let pack = setting.pack, !candidates.contains(where: { $0.name == pack }) {
                let names = Array(Set(candidates.map(\.name))).sorted()
                message = "unknown pack '\(JSONShown.text(pack))' in layer '\(JSONShown.text(setting.key))': no such pack among \(scope)"
                if let close = Suggestion.closest(to: pack, among: names) {
                    notes.append(DiagnosticNote(severity: .help, message: "did you mean '\(close)/\(setting.layer)'?"))
                }
                notes.append(DiagnosticNote(severity: .note, message: "the packs are: " + (names.isEmpty ? "none" : names.joined(separator: ", "))))
            } else {
                let owners = candidates.filter { setting.pack == nil || $0.name == setting.pack }
                var known: [String] = []
                for group in owners { for name in group.layerNames where !known.contains(name) { known.append(name) } }
                message = "unknown layer '\(JSONShown.text(setting.key))': no pack among \(scope) defines it"
                if let close = Suggestion.closest(to: setting.layer, among: known) {
                    notes.append(DiagnosticNote(severity: .help, message: "did you mean '\(setting.pack.map { $0 + "/" } ?? "")\(close)'?"))
                }
                for group in owners {
                    notes.append(DiagnosticNote(severity: .note, message: "the layers of \(group.name) are: "
                        + (group.layerNames.isEmpty ? "none" : group.layerNames.joined(separator: ", "))))
                }
            }
            errors.append(Diagnostic(severity: .error, message: message, span: setting.keySpan, sourceLine: setting.keyLine, notes: notes))
        }
        return errors.isEmpty ? [] : [PolicyDiagnostics(errors).description]
    }

    /// The selected pack and its includes, includes first, with `minimumToolVersion` checked against this tool.
    static func resolveWithIncludes(_ selected: PackSelection, library: PackLibrary) throws -> [Pack] {
        var library = library
        library.toolVersion = PolicyCLI.version
        switch selected {
        case .reference(let reference): return try library.resolveWithIncludes(reference)
        case .pack(let pack): return try library.resolveWithIncludes(pack)
        }
    }

    /// The origin of the group made of `--policy` files (whose rules belong to no pack).
    static let policyFilesOrigin = "files"

    /// Checks names of rules given by a user (config `rules` keys): a bare id must name the rule of one group only;
    /// `pack/rule` must name a loaded pack's rule. Unknown ids are left to the config's own check.
    static func ambiguousRuleNames(_ names: [String], in groups: [LoadedPolicy]) -> [String] {
        var problems: [String] = []
        for name in names.sorted() where RuleName.pack(of: name) == nil {
            let owners = groups.filter { group in group.policy.rules.contains { $0.id == name } }
            guard owners.count > 1 else { continue }
            let choices = owners.map { RuleName.qualified(pack: $0.name, rule: name) }.joined(separator: ", ")
            problems.append("rule '\(name)' is defined by several packs (\(choices)): name one as pack/rule")
        }
        return problems
    }
}
