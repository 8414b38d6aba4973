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
    var library: PackLibrary
    var format: ReportFormat
    var output: String?
    var failOn: Severity
    var title: String
    var reportUnusedSuppressions: Bool
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline: Bool
    var showStats: Bool
    var jobs: Int
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
        title = arguments.value("--title") ?? "policy check"
        reportUnusedSuppressions = arguments.has("--report-unused-suppressions")
        let folder = configFolder
        baseline = arguments.value("--baseline").map(console.resolve) ?? config?.baseline.map { path in folder.map { $0 + "/" + path } ?? path }
        writeBaseline = arguments.value("--write-baseline").map(console.resolve)
        strictBaseline = arguments.has("--strict-baseline")
        showStats = arguments.has("--stats")
        jobs = try GraphCommand.jobCount(arguments)
        selection = try FileSelection(arguments, console: console)
    }

    /// Include/exclude globs of the config, over paths relative to the config's folder.
    var exclusion: @Sendable (String) -> Bool {
        let includes = (config?.include ?? []).map(FilePattern.init)
        let excludes = (config?.exclude ?? []).map(FilePattern.init)
        guard !includes.isEmpty || !excludes.isEmpty else { return { _ in false } }
        let base = configFolder.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
        return { path in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : path
            let isFolder = path.hasSuffix("/")
            if relative.hasSuffix("/") { relative.removeLast() }
            if excludes.contains(where: { $0.matches(relative) }) { return true }
            if !isFolder, !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { return true }
            return false
        }
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
