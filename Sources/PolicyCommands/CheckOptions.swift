// CheckOptions: `policy check`'s arguments merged with the repository config: which packs and policy
// files, which paths and exclusions, the threshold, the report format and where it goes.

import Foundation
import Findings
import PolicyPacks
import Reporters

struct CheckOptions {
    var paths: [String]
    var packs: [String]
    var policies: [String]
    /// The folder relative `--policy` paths are read from.
    var policyFolder: String
    var config: RepositoryConfig?
    var configFolder: String?
    /// The configs below the check's own one in the checked folders, deepest first (see `NestedConfig`).
    var nestedConfigs: [NestedConfig] = []
    var library: PackLibrary
    var format: ReportFormat
    var output: String?
    var failOn: Severity
    /// `--title`; nil: the report is titled by the packs checked.
    var title: String?
    var reportUnusedSuppressions: Bool
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline: Bool
    var showStats: Bool
    var jobs: Int
    /// The repository config file read, if any (never written over).
    var configPath: String?
    /// Report shaping: `--max-findings`, `--link-base`, `--quiet`, `--min-severity`.
    var maxFindings: Int
    var linkBase: String?
    var quiet: Bool
    var minSeverity: Severity?
    /// `--fix`: apply rules' fixes; `--dry-run`: only print them.
    var fix: Bool
    var dryRun: Bool
    /// `--only`/`--changed`: the files findings are reported for (the whole tree is still checked).
    var selection: FileSelection?
    /// The command line as given, for the note a plain `policy check FILE` prints.
    var arguments: ParsedArguments

    init(_ arguments: ParsedArguments, console: Console) throws {
        self.arguments = arguments
        let cwd = console.workingDirectory
        var found: (config: RepositoryConfig, folder: String)?
        if let path = arguments.value("--config") {
            let full = path.hasPrefix("/") ? path : cwd + "/" + path
            found = (try RepositoryConfig.load(full), (full as NSString).deletingLastPathComponent)
        } else if !arguments.has("--no-config") {
            let start = arguments.positionals.first.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 } ?? cwd
            found = try RepositoryConfig.find(from: start)
        }
        config = found?.config
        configFolder = found?.folder

        let cliPacks = arguments.all("--pack"), cliPolicies = arguments.all("--policy")
        if cliPacks.isEmpty && cliPolicies.isEmpty, let config, let folder = configFolder {
            packs = (config.packs ?? []).map { PackLibrary.looksLikePath($0) && !$0.hasPrefix("/") ? folder + "/" + $0 : $0 }
            policies = (config.policies ?? []).map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
        } else {
            packs = cliPacks
            policies = cliPolicies
        }
        policyFolder = cwd
        library = PackLibrary(repositoryRoot: configFolder ?? Self.gitRoot(from: cwd), environment: console.environment,
                              workingDirectory: cwd)
        guard !packs.isEmpty || !policies.isEmpty else {
            let names = library.availableNames()
            throw UsageError("nothing to check against: pass --pack NAME or --policy FILE, or name packs in \(RepositoryConfig.fileName); available packs: \(names.joined(separator: ", "))")
        }

        if arguments.positionals.isEmpty, let folder = configFolder {
            paths = [Self.relative(folder, to: cwd)]
        } else {
            paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        }
        paths = paths.map(console.resolve)
        if let config, let folder = configFolder {
            let ownExclusion = NestedConfig.exclusion(config: config, folder: folder, nested: [])
            nestedConfigs = try NestedConfig.find(in: paths, below: folder, isExcluded: ownExclusion)
        }

        let formatName = arguments.value("--format") ?? "text"
        guard let format = ReportFormat(name: formatName) else {
            throw UsageError("unknown format '\(formatName)'; valid formats: \(ReportFormat.names.joined(separator: ", "))")
        }
        self.format = format
        output = arguments.value("--output").map(console.resolve)
        let failOnName = arguments.value("--fail-on") ?? config?.failOn ?? "error"
        guard let failOn = Severity(rawValue: failOnName) else {
            throw UsageError("--fail-on takes error, warning or info, not '\(failOnName)'")
        }
        self.failOn = failOn
        title = arguments.value("--title")
        reportUnusedSuppressions = arguments.has("--report-unused-suppressions")
        let folder = configFolder
        baseline = arguments.value("--baseline").map(console.resolve) ?? config?.baseline.map { path in folder.map { $0 + "/" + path } ?? path }
        writeBaseline = arguments.value("--write-baseline").map(console.resolve)
        strictBaseline = arguments.has("--strict-baseline")
        showStats = arguments.has("--stats")
        jobs = try GraphCommand.jobCount(arguments)
        let maxText = arguments.value("--max-findings")
        guard let maxFindings = maxText.map({ Int($0) }) ?? ReportOptions.defaultMaxFindingsPerRule, maxFindings >= 0 else {
            throw UsageError("--max-findings takes a number of findings per rule (0 or more), not '\(maxText ?? "")'")
        }
        self.maxFindings = maxFindings
        configPath = arguments.value("--config").map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
            ?? configFolder.map { $0 + "/" + RepositoryConfig.fileName }
        linkBase = arguments.value("--link-base")
        quiet = arguments.has("--quiet")
        if let level = arguments.value("--min-severity") {
            guard let severity = Severity(rawValue: level) else {
                throw UsageError("--min-severity takes error, warning or info, not '\(level)'")
            }
            minSeverity = severity
        }
        fix = arguments.has("--fix")
        dryRun = arguments.has("--dry-run")
        if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
        if fix && writeBaseline != nil { throw UsageError("--fix and --write-baseline cannot be combined: fix first, then record what is left") }
        selection = try FileSelection(arguments, console: console)
    }

    /// Include/exclude globs of the config and the nested ones, over paths relative to each config's folder.
    var exclusion: @Sendable (String) -> Bool {
        NestedConfig.exclusion(config: config, folder: configFolder, nested: nestedConfigs)
    }

    static func gitRoot(from start: String) -> String? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    static func relative(_ folder: String, to cwd: String) -> String {
        let base = URL(fileURLWithPath: cwd).standardizedFileURL.path
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        if target == base { return "." }
        return target.hasPrefix(base + "/") ? String(target.dropFirst(base.count + 1)) : target
    }
}
