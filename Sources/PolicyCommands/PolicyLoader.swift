// PolicyLoader: `--pack` and `--policy` arguments → checked policies, before any Swift is read. Each pack
// (with its includes) is checked on its own so packs may define layers of the same name; loose policy
// files are checked together. Every parse and check error of every file is reported at once.

import Foundation
import Findings
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
    static func load(packs: [String], policies: [String], library: PackLibrary, workingDirectory: String) throws -> [LoadedPolicy] {
        try load(selection: packs.map(PackSelection.reference), policies: policies, library: library, workingDirectory: workingDirectory)
    }

    static func load(selection: [PackSelection], policies: [String], library: PackLibrary, workingDirectory: String) throws -> [LoadedPolicy] {
        var loaded: [LoadedPolicy] = []
        var problems: [String] = []
        // by identity, not name: a local pack may include the built-in pack its name shadows
        var seenPacks = Set<String>()
        for selected in selection {
            do {
                for pack in try resolveWithIncludes(selected, library: library) where seenPacks.insert(pack.identity).inserted {
                    let sources = pack.policyFiles.map { (file: $0.path, text: $0.text) }
                    switch PolicyLanguage.load(sources: sources) {
                    case .success(let policy):
                        loaded.append(LoadedPolicy(name: pack.name, version: pack.manifest.version, origin: pack.origin.description,
                                                   policy: policy, sources: Dictionary(sources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a }),
                                                   overrides: pack.manifest.overrides ?? [:]))
                    case .failure(let diagnostics):
                        problems.append(diagnostics.description)
                    }
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
                switch PolicyLanguage.load(sources: sources) {
                case .success(let policy):
                    loaded.append(LoadedPolicy(name: "policies", version: nil, origin: policyFilesOrigin, policy: policy,
                                               sources: Dictionary(sources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a }),
                                               overrides: [:]))
                case .failure(let diagnostics):
                    problems.append(diagnostics.description)
                }
            }
        }
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "\n"), exitCode: .usage, rendered: true) }
        return loaded
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
