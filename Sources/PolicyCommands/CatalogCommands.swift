// The catalogue commands: `policy packs` (what packs resolve from here and which location won),
// `policy rules [--pack P]` (a table of rules), `policy explain RULE` (a rule's documentation, source and the layers
// it uses), `policy layers [--pack P]` (each pack's effective layers and where each definition came from). They see
// the packs as a check from here would: with the repository config's `layers` applied.

import Foundation
import Findings
import PolicyLanguage
import PolicyPacks

enum PacksCommand {
    static let command = Command(
        name: "packs",
        summary: "list the packs available here, with versions and where each was found",
        usage: "packs",
        options: [],
        details: """
        Lookup order for --pack NAME: a path; the repository's .policy/packs/NAME; packs locked in .policy/packs.lock
        (by 'policy pack add', read from the cache in ~/.cache/policy); each folder of POLICY_PATH;
        $XDG_CONFIG_HOME/policy/packs (or ~/.config/policy/packs); the built-in packs. The first found wins; later
        ones are listed as shadowed.
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let library = Catalog.library(console)
        var rows: [[String]] = [["PACK", "VERSION", "RULES", "FOUND IN", "DESCRIPTION"]]
        for (pack, shadowed) in library.available() {
            let rules = (try? PolicyLoader.load(selection: [.pack(pack)], policies: [], library: library,
                                                 workingDirectory: console.workingDirectory))?.last?.policy.rules.count
            rows.append([pack.name + (shadowed ? " (shadowed)" : ""), pack.manifest.version, rules.map(String.init) ?? "?",
                         pack.origin.description, pack.manifest.description ?? ""])
        }
        console.out(Catalog.table(rows))
        return .success
    }
}

enum RulesCommand {
    static let command = Command(
        name: "rules",
        summary: "list rules: id, severity, pack, summary",
        usage: "rules [--pack NAME|PATH]… [--policy FILE]…",
        options: Catalog.packAndPolicyOptions(pack: "only this pack's rules (default: every available pack)", policy: "a policy file's rules"),
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let groups = try Catalog.groups(arguments, console)
        var rows: [[String]] = [["RULE", "SEVERITY", "PACK", "SUMMARY"]]
        for group in groups {
            for rule in group.policy.rules {
                rows.append([rule.id, rule.severity.rawValue, group.name, Catalog.summary(rule)])
            }
        }
        console.out(Catalog.table(rows))
        return .success
    }
}

enum ExplainCommand {
    static let command = Command(
        name: "explain",
        summary: "show a rule's documentation, severity, pack, source and examples",
        usage: "explain RULE [--pack NAME|PATH]… [--policy FILE]…",
        options: Catalog.packAndPolicyOptions(pack: "look in this pack (default: every available pack)", policy: "look in this policy file"),
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            throw UsageError("explain takes one rule id: policy explain RULE")
        }
        let groups = try Catalog.groups(arguments, console)
        var shown = 0
        // `mvvm/view-model-main-actor` names one pack's rule; a bare id shows the rule of every pack that has it
        let bare = RuleName.bare(id), pack = RuleName.pack(of: id)
        for group in groups where pack == nil || group.name == pack {
            guard let rule = group.policy.rules.first(where: { $0.id == bare }) else { continue }
            if shown > 0 { console.out("\n") }
            shown += 1
            var text = "\(rule.id)  (\(rule.severity.rawValue), pack \(group.name)\(group.version.map { " \($0)" } ?? ""))\n\n"
            text += Catalog.summary(rule) + "\n"
            if let rationale = rule.rule.rationale?.text { text += "\nWhy:\n" + Catalog.indent(rationale) + "\n" }
            text += "\nRule (\(rule.rule.span)):\n" + Catalog.indent(Catalog.sourceText(of: rule, in: group)) + "\n"
            if let compliant = rule.rule.compliant?.text { text += "\nCompliant:\n" + Catalog.indent(compliant) + "\n" }
            if let violating = rule.rule.violating?.text { text += "\nViolating:\n" + Catalog.indent(violating) + "\n" }
            let layers = Catalog.layersUsed(by: rule, in: group.policy)
            if !layers.isEmpty {
                text += "\nLayers (effective definitions):\n" + layers.map { Catalog.indent(Catalog.describe(layer: $0, in: group)) }
                    .joined(separator: "\n") + "\n"
            }
            console.out(text)
        }
        if shown > 0 { return .success }
        // ids two packs share are listed as pack/rule; the rest bare
        let shared = LoadedPolicy.sharedRuleIDs(groups)
        let known = Set(groups.flatMap { group in
            group.policy.rules.map { shared.contains($0.id) ? RuleName.qualified(pack: group.name, rule: $0.id) : $0.id }
        }).sorted()
        var message = "unknown rule '\(id)'"
        let suggestion = Suggestion.closest(to: id, among: known) ?? Suggestion.closest(to: bare, among: known.map(RuleName.bare))
        if let suggestion { message += " (did you mean '\(suggestion)'?)" }
        let similar = Catalog.nearest(to: id, among: known).filter { $0 != suggestion }
        if !similar.isEmpty { message += "; similar: \(similar.joined(separator: ", "))" }
        message += "; 'policy rules' lists all \(pluralized(known.count, "rule", "rules"))"
        throw UsageError(message)
    }
}

enum LayersCommand {
    static let command = Command(
        name: "layers",
        summary: "show each pack's layers as a check uses them, and where each definition came from",
        usage: "layers [--pack NAME|PATH]… [--policy FILE]…",
        options: [
            OptionSpec(name: "--pack", takesValue: true, repeatable: true, valueName: "NAME|PATH", help: "only this pack's layers (default: every available pack)"),
            OptionSpec(name: "--policy", takesValue: true, repeatable: true, valueName: "FILE", help: "a policy file's layers"),
        ],
        details: """
        A layer's definition comes from its pack's file (file:line); a repository config's "layers" or an including
        pack's pack.json may replace it ("Service": "selector") or extend it ("Service": {"extend": "selector"}):
        each such change is listed with its file:line, and the definition shown is the one a check uses.
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let groups = try Catalog.groups(arguments, console)
        var blocks: [String] = []
        for group in groups where !group.policy.layerOrder.isEmpty {
            let names = Catalog.layerNamesInSourceOrder(group.policy)
            blocks.append("\(group.name)\(group.version.map { " \($0)" } ?? "") (\(group.origin))\n"
                + names.map { Catalog.indent(Catalog.describe(layer: $0, in: group)) }.joined(separator: "\n") + "\n")
        }
        console.out(blocks.isEmpty ? "no layers\n" : blocks.joined(separator: "\n"))
        return .success
    }
}

/// Shared by the catalogue commands.
enum Catalog {
    /// `--pack` and `--policy`, repeatable, as `rules` and `explain` take them; only the help differs.
    static func packAndPolicyOptions(pack: String, policy: String) -> [OptionSpec] {
        [OptionSpec(name: "--pack", takesValue: true, repeatable: true, valueName: "NAME|PATH", help: pack),
         OptionSpec(name: "--policy", takesValue: true, repeatable: true, valueName: "FILE", help: policy)]
    }

    static func library(_ console: Console) -> PackLibrary {
        let cwd = console.workingDirectory
        let config = try? RepositoryConfig.find(from: cwd)
        return PackLibrary(repositoryRoot: config?.folder ?? CheckOptions.gitRoot(from: cwd), environment: console.environment,
                           workingDirectory: cwd)
    }

    /// The groups named by --pack/--policy, or every available pack, with the repository config's `layers` applied
    /// (a config that does not read is left to `check` to report).
    static func groups(_ arguments: ParsedArguments, _ console: Console) throws -> [LoadedPolicy] {
        let library = library(console)
        let layers = (try? RepositoryConfig.find(from: console.workingDirectory))?.config.layers ?? []
        let packs = arguments.all("--pack")
        let policies = arguments.all("--policy")
        let everything = packs.isEmpty && policies.isEmpty
        if everything {
            var seen = Set<String>()
            let selection = library.available().filter { !$0.shadowed && seen.insert($0.pack.name).inserted }.map { PackSelection.pack($0.pack) }
            return try PolicyLoader.load(selection: selection, policies: policies, library: library, workingDirectory: console.workingDirectory,
                                         layerSettings: layers, reportsUnknownLayers: false)
        }
        return try PolicyLoader.load(packs: packs, policies: policies, library: library, workingDirectory: console.workingDirectory,
                                     layerSettings: layers, reportsUnknownLayers: false)
    }

    /// The layers a rule uses, directly or through other layers' definitions, in the order the pack defines them.
    static func layersUsed(by rule: CheckedRule, in policy: CheckedPolicy) -> [String] {
        var used = Set<String>()
        var pending = [PolicyReferences(assertion: rule.rule.assertion)]
        while let references = pending.popLast() {
            for name in (references.layerHeads + references.namesOrLayers).map(\.name)
                where policy.layers[name] != nil && used.insert(name).inserted {
                var inner = PolicyReferences()
                if let selector = policy.layers[name]?.selector { inner.visit(selector) }
                pending.append(inner)
            }
        }
        return layerNamesInSourceOrder(policy).filter(used.contains)
    }

    /// The layer names as the pack's files define them (file, then line), overrides leaving the order as it was.
    static func layerNamesInSourceOrder(_ policy: CheckedPolicy) -> [String] {
        policy.layerOrder.sorted { a, b in
            let first = policy.layerHistory[a]?.origin ?? "", second = policy.layerHistory[b]?.origin ?? ""
            return Self.place(first) < Self.place(second)
        }
    }

    /// `file:line` as a sortable pair.
    private static func place(_ origin: String) -> (String, Int) {
        guard let colon = origin.lastIndex(of: ":"), let line = Int(origin[origin.index(after: colon)...]) else { return (origin, 0) }
        return (String(origin[..<colon]), line)
    }

    /// `Name  (defined at file:line; replaced by config:line; extended by …)` and the effective selector below it.
    static func describe(layer name: String, in group: LoadedPolicy) -> String {
        guard let history = group.policy.layerHistory[name] else { return name }
        var origins = ["defined at \(history.origin)"]
        for step in history.overrides {
            switch step.mode {
            case .replace: origins.append("replaced by \(step.origin)")
            case .extend: origins.append("extended by \(step.origin)")
            }
        }
        return "\(name)  (\(origins.joined(separator: "; ")))\n" + indent(history.effectiveText)
    }

    /// Up to `limit` ids like `id`, closest first: those within a few edits and those sharing a word of three or
    /// more letters with it (`controller-async` finds the `controller-…` rules); none when nothing is alike.
    static func nearest(to id: String, among known: [String], limit: Int = 5) -> [String] {
        let words = Set(Self.words(of: id).filter { $0.count >= 3 })
        var alike: [(id: String, distance: Int)] = []
        for candidate in known {
            let distance = Suggestion.editDistance(id, candidate)
            let sharesWord = Self.words(of: candidate).contains { word in words.contains(word) }
            if distance <= max(2, id.count / 3) || sharesWord { alike.append((candidate, distance)) }
        }
        alike.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return alike.prefix(limit).map { $0.id }
    }

    /// The lowercase words of a rule id: `view-no-service` → view, no, service.
    private static func words(of id: String) -> [String] {
        id.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    static func summary(_ rule: CheckedRule) -> String {
        (rule.rule.message?.text ?? rule.rule.text).split(separator: "\n").joined(separator: " ")
    }

    /// The rule block as written in its file.
    static func sourceText(of rule: CheckedRule, in group: LoadedPolicy) -> String {
        guard let text = group.sources[rule.file] else { return rule.rule.text }
        return rule.rule.span.text(in: text)
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// Columns padded to their widest cell; the last column is not padded.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
