// PolicyLoader: `--pack` and `--policy` arguments → checked policies, before any Swift is read. Each pack
// (with its includes) is checked on its own so packs may define layers of the same name; loose policy
// files are checked together. Every parse and check error of every file is reported at once.

import Foundation
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
    /// `allowSharedRuleIDs` is for listing (`rules`, `explain`): unrelated packs may reuse an id; a check may not.
    static func load(packs: [String], policies: [String], library: PackLibrary, workingDirectory: String,
                     allowSharedRuleIDs: Bool = false) throws -> [LoadedPolicy] {
        try load(selection: packs.map(PackSelection.reference), policies: policies, library: library, workingDirectory: workingDirectory,
                 allowSharedRuleIDs: allowSharedRuleIDs)
    }

    static func load(selection: [PackSelection], policies: [String], library: PackLibrary, workingDirectory: String,
                     allowSharedRuleIDs: Bool = false) throws -> [LoadedPolicy] {
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
                    loaded.append(LoadedPolicy(name: "policies", version: nil, origin: "files", policy: policy,
                                               sources: Dictionary(sources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a }),
                                               overrides: [:]))
                case .failure(let diagnostics):
                    problems.append(diagnostics.description)
                }
            }
        }
        if problems.isEmpty, !allowSharedRuleIDs { problems += duplicateRuleProblems(loaded) }
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

    /// The same rule id in two groups is ambiguous for overrides, suppressions and baselines.
    static func duplicateRuleProblems(_ loaded: [LoadedPolicy]) -> [String] {
        var firstPlace: [String: String] = [:]
        var problems: [String] = []
        for group in loaded {
            for rule in group.policy.rules {
                let place = "\(rule.rule.id.span) (\(group.name))"
                if let earlier = firstPlace[rule.id] {
                    problems.append("\(place): error: duplicate rule id '\(rule.id)'; first defined at \(earlier)")
                } else {
                    firstPlace[rule.id] = place
                }
            }
        }
        return problems
    }
}
