// `policy check [PATH…]`: load packs and policies (failing before any Swift is read if they are broken),
// build the symbol graph, evaluate, apply overrides, suppressions and the baseline, report, and exit
// 0 (nothing at or above --fail-on), 1 (findings) or 2 (usage or policy errors).

import Foundation
import Findings
import PolicyEvaluation
import PolicyLanguage
import PolicyPacks
import Reporters
import SymbolGraph

enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "check Swift code against packs and policy files",
        usage: "check [--pack NAME|PATH]… [--policy FILE]… [--format FORMAT] [--fail-on LEVEL] [PATH…]",
        options: [
            OptionSpec(name: "--pack", takesValue: true, repeatable: true, valueName: "NAME|PATH", help: "a pack by name (see 'policy packs') or folder"),
            OptionSpec(name: "--policy", takesValue: true, repeatable: true, valueName: "FILE", help: "a policy file"),
            OptionSpec(name: "--config", takesValue: true, valueName: "FILE", help: "the repository config (default: the nearest \(RepositoryConfig.fileName) above the paths)"),
            OptionSpec(name: "--no-config", takesValue: false, help: "ignore any repository config"),
            OptionSpec(name: "--only", takesValue: true, repeatable: true, valueName: "FILE", help: "check the whole tree, report only findings in FILE"),
            OptionSpec(name: "--changed", takesValue: true, valueName: "[BASE]", help: "check the whole tree, report only findings in files git sees changed since BASE (default HEAD), staged or untracked"),
            OptionSpec(name: "--format", takesValue: true, valueName: "FORMAT", help: "report format: \(ReportFormat.names.joined(separator: ", ")) (default text)"),
            OptionSpec(name: "--output", takesValue: true, valueName: "FILE", help: "write the report to FILE (a link's target updated, a device or FIFO written in place, never an input)"),
            OptionSpec(name: "--fail-on", takesValue: true, valueName: "LEVEL", help: "exit 1 on findings at or above error (default), warning or info"),
            OptionSpec(name: "--title", takesValue: true, valueName: "TEXT", help: "title of the markdown report (default: the packs' names)"),
            OptionSpec(name: "--max-findings", takesValue: true, valueName: "N", help: "markdown: list the first N findings of each rule, count the rest (default \(ReportOptions.defaultMaxFindingsPerRule))"),
            OptionSpec(name: "--link-base", takesValue: true, valueName: "URL", help: "markdown: link findings to URL/FILE#LLINE (e.g. https://github.com/OWNER/REPO/blob/SHA)"),
            OptionSpec(name: "--min-severity", takesValue: true, valueName: "LEVEL", help: "print only findings at or above error, warning or info (default info; the exit code still follows --fail-on)"),
            OptionSpec(name: "--quiet", takesValue: false, help: "print only the findings: no summary line or tables, no notes on standard error"),
            OptionSpec(name: "--report-unused-suppressions", takesValue: false, help: "report suppressions that silence nothing"),
            OptionSpec(name: "--baseline", takesValue: true, valueName: "FILE", help: "do not report findings recorded in FILE"),
            OptionSpec(name: "--write-baseline", takesValue: true, valueName: "FILE", help: "record the current findings in FILE and exit 0"),
            OptionSpec(name: "--strict-baseline", takesValue: false, help: "fail when the baseline has entries no finding matches"),
            OptionSpec(name: "--stats", takesValue: false, help: "print files, lines, MB and time per phase to standard error"),
            OptionSpec(name: "--fix", takesValue: false, help: "apply the fixes of findings at or above --fail-on, then check again"),
            OptionSpec(name: "--dry-run", takesValue: false, help: "with --fix: print the changes as a unified diff and write nothing"),
            OptionSpec(name: "--include-generated", takesValue: false, help: "also report findings in generated files, Xcode templates and vendored folders (Pods/, Vendor/, ThirdParty/…)"),
            OptionSpec(name: "--jobs", takesValue: true, valueName: "N", help: "parse with N threads (default: all cores)"),
        ],
        details: """
        With no --pack or --policy, the packs and policies of the repository config are used.
        --only and --changed read the same tree as without them (the PATHs, or the config's folder, or .), so rules
        that relate types across files see every type, and report only findings in the files they select.
        '--changed BASE' is read as a path when BASE exists as one; '--changed=BASE' is never ambiguous.
        Inline suppressions: // policy:disable-next-line RULE -- reason, // policy:disable-line RULE -- reason,
        // policy:disable RULE -- reason … // policy:enable RULE.
        The markdown report fits a pull-request comment: it stays under 65,536 characters, cut with a note if need be.
        --output and --write-baseline refuse (exit 2) to write over a Swift file being checked, a policy, the config or
        the baseline being read.
        Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage or policy error, 3 I/O failure.
        """,
        run: run,
        optionalValueOptions: ["--changed"])

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let clock = ContinuousClock()
        let options = try CheckOptions(arguments, console: console)
        let loadStart = clock.now
        // the config's layers apply to whatever packs are checked; names they lack are errors only for the config's own packs
        let usesConfigPacks = arguments.all("--pack").isEmpty && arguments.all("--policy").isEmpty
        let groups = try PolicyLoader.load(packs: options.packs, policies: options.policies, library: options.library,
                                           workingDirectory: options.policyFolder, layerSettings: options.config?.layers ?? [],
                                           reportsUnknownLayers: usesConfigPacks, verbs: options.config?.verbs ?? [])
        let ambiguous = PolicyLoader.ambiguousRuleNames(Array((options.config?.rules ?? [:]).keys), in: groups)
        if !ambiguous.isEmpty {
            let config = (options.configFolder.map { $0 + "/" } ?? "") + RepositoryConfig.fileName
            throw UsageError(ambiguous.map { "\(config): \($0)" }.joined(separator: "\n"))
        }
        if let config = options.config, arguments.all("--pack").isEmpty, arguments.all("--policy").isEmpty {
            // a rule is named by its id or as pack/rule
            let known = groups.flatMap { group in
                group.policy.rules.flatMap { rule in [rule.id] + (group.packName.map { [RuleName.qualified(pack: $0, rule: rule.id)] } ?? []) }
            }
            try NestedConfig.checkRuleIDs(config: config, nested: options.nestedConfigs, known: known)
        }
        var otherPhases: [(phase: String, seconds: Double)] = [("policies", (clock.now - loadStart).seconds)]
        let excluded = options.exclusion
        let buildCPUStart = ProcessCPU.seconds()
        let build = GraphBuilder.build(paths: options.paths, jobs: options.jobs, isExcluded: excluded)
        let missing = build.problems.filter { $0.line == 0 }
        if build.graph.files.isEmpty, missing.isEmpty {
            console.err(ConfigReport.noFilesWarning(paths: options.paths, config: options.config, configFolder: options.configFolder,
                                                    nested: options.nestedConfigs))
        }
        try refuseOverwritingInputs(options, groups: groups, files: build.graph.files.lazy.map(\.path))
        let evaluationStart = clock.now
        let evaluationCPUStart = ProcessCPU.seconds()
        var findings: [Finding] = []
        var subjects: [Subject] = []
        var descriptors: [RuleDescriptor] = []
        let indexStart = clock.now
        let indexes = EvaluationIndexes(build.graph, policies: groups.map(\.policy), jobs: options.jobs)
        var ruleSeconds: [(rule: String, seconds: Double)] = [("(graph indexes)", (clock.now - indexStart).seconds)]
        var evaluations = LoadedPolicy.evaluate(groups, on: build.graph, repositoryOverrides: options.config?.rules ?? [:],
                                                root: options.configFolder, nested: options.nestedConfigs, jobs: options.jobs,
                                                indexes: indexes, recordsSubjects: false,
                                                options: EvaluationOptions(environment: console.environment))
        findings.reserveCapacity(evaluations.reduce(0) { $0 + $1.findings.count })
        for evaluation in evaluations {
            findings += evaluation.findings
            subjects += evaluation.subjects
            descriptors += evaluation.rules
            ruleSeconds += evaluation.ruleSeconds
        }
        // merged: each list of findings is held once from here on (the peak of a large check is in these copies)
        evaluations = []
        let evaluationSeconds = (clock.now - evaluationStart).seconds
        let cpu = (build: evaluationCPUStart - buildCPUStart, evaluation: ProcessCPU.seconds() - evaluationCPUStart)

        // generated files stay in the graph (their types are real), but nobody edits them: their findings are dropped
        let generated = GeneratedFiles(build.graph.files)
        if !arguments.has("--include-generated"), !generated.paths.isEmpty {
            findings = findings.filter { !generated.paths.contains($0.location.file) }
        }
        // code in `#if false` is never compiled: its declarations are real to the graph, its findings are not reported
        let inactive = InactiveFindings(build.graph.files)
        if !inactive.lines.isEmpty {
            let before = findings.count
            findings = findings.filter { !inactive.contains($0) }
            if findings.count < before, !options.quiet { console.err(inactive.note(dropped: before - findings.count)) }
        }
        let suppressionStart = clock.now
        let suppressions = Suppressions.scan(build.graph.files)
        var applied = Suppressions.apply(suppressions, to: findings, swiftLintNames: Suppressions.swiftLintNames(descriptors))
        // appended to only when there is something to add: with no suppressions the kept list is the evaluation's
        // own, shared, and any append would copy it whole first
        let added = applied.problems + (options.reportUnusedSuppressions ? applied.unused.map(Suppressions.unusedFinding) : [])
        // the list before suppressions, and then the kept one, are dropped as soon as the next is made
        findings = []
        findings = applied.kept.firstPerFile(of: descriptors)
        applied.kept = []
        if !added.isEmpty { findings += added }
        otherPhases.append(("suppressions", (clock.now - suppressionStart).seconds))

        if let path = options.writeBaseline {
            try OutputFile.write(Baseline(findings: findings).text, to: path)
            if !options.quiet { console.err("policy: wrote \(pluralized(findings.count, "finding", "findings")) to baseline \(path)\n") }
            return .success
        }
        var staleBaseline: [BaselineEntry] = []
        if let path = options.baseline {
            let baseline = try Baseline.read(from: path)
            let filtered = baseline.filter(findings)
            findings = filtered.kept
            staleBaseline = filtered.stale
            for entry in staleBaseline {
                findings.append(Finding(rule: Baseline.staleRule, severity: options.strictBaseline ? .error : .warning,
                                        message: "baseline entry no longer matches a finding: \(entry.line); remove it (policy check --write-baseline)",
                                        location: SourceLocation(file: path, line: entry.lineNumber, column: 1)))
            }
        }

        if options.fix {
            let sizes = Dictionary(build.graph.files.map { ($0.path, $0.byteCount) }, uniquingKeysWith: { a, _ in a })
            // with --only/--changed, only the selected files are fixed, as only they are reported
            let selected = options.selection.map { selection in
                let wanted = Set(selection.files)
                return findings.filter { wanted.contains(FileSelection.absolute($0.location.file)) }
            } ?? findings
            return try CheckFixes.run(selected, groups: groups, checkedSizes: sizes, options: options, arguments: arguments,
                                      console: console) {
                try run($0, console)
            }
        }

        let reportStart = clock.now
        let problems = build.problems.map { problem in
            Finding(rule: problem.line == 0 ? "unreadable-file" : "swift-syntax", severity: .warning,
                    message: problem.line == 0 ? problem.message : "\(problem.message) (the rest of the file was still checked)",
                    location: SourceLocation(file: problem.path, line: problem.line, column: problem.column))
        }
        let scope = reportScope(options, findings: findings, problems: problems, graph: build.graph, console: console)
        findings = scope.findings
        // --min-severity shapes what is printed; the exit code below still reads every finding
        let printed = options.minSeverity.map { level in findings.filter { $0.severity >= level } } ?? findings
        let report = Report(findings: printed, rules: descriptors, subjects: subjects, filesChecked: scope.filesReported,
                            problems: scope.problems)
        var reportOptions = ReportOptions()
        reportOptions.color = options.format == .text && options.output == nil
            && ColorPolicy.shouldColor(environment: console.environment, isTerminal: console.isTerminal)
        reportOptions.title = options.title ?? reportTitle(groups)
        reportOptions.maxFindingsPerRule = options.maxFindings
        reportOptions.linkBase = options.linkBase
        if options.linkBase != nil {
            reportOptions.linkWorkingDirectory = URL(fileURLWithPath: console.workingDirectory).standardizedFileURL.path
            reportOptions.linkRoot = CheckOptions.gitRoot(from: console.workingDirectory) ?? options.configFolder
        }
        reportOptions.quiet = options.quiet
        reportOptions.hiddenFindings = findings.count - printed.count
        reportOptions.minimumSeverity = options.minSeverity
        // the text caret lines and SARIF snippets read each finding's line as the file is now
        reportOptions.sourceReader = .files(relativeTo: console.workingDirectory)
        reportOptions.toolVersion = PolicyCLI.version
        var rendered = options.format.renderForOutput(report, options: reportOptions)
        if let note = scope.note {
            // part of the summary in a text report; beside a machine-readable one, except the xcode format's lines,
            // which a build reads as diagnostics and nothing else
            if options.format == .text {
                rendered.append(note)
            } else if options.format != .xcode {
                console.err("policy: note: " + note)
            }
        }
        if options.format == .text, let folder = options.configFolder,
           ConfigReport.isAbove(configFolder: folder, paths: options.paths) {
            rendered.append(ConfigReport.line(configFolder: folder, nested: options.nestedConfigs) + "\n")
        }
        if let output = options.output {
            try OutputFile.write(rendered, to: output)
        } else {
            console.out(rendered)
        }
        otherPhases.append(("report", (clock.now - reportStart).seconds))
        if !arguments.has("--include-generated"), let note = generated.note { console.err(note) }
        if options.showStats {
            console.err(Statistics.render(build.statistics, evaluation: evaluationSeconds, slowestRules: ruleSeconds, cpu: cpu,
                                          otherPhases: otherPhases)
                + "stats: " + ConfigReport.line(configFolder: options.configFolder, nested: options.nestedConfigs) + "\n")
        }
        console.keepUntilExit((build, indexes, evaluations, report))
        if !missing.isEmpty { return .failure }
        return findings.contains { $0.severity >= options.failOn } ? .findings : .success
    }

    /// What the report covers: with --only/--changed the findings in the selected files only; with a plain
    /// `policy check FILE` everything, and a note that rules relating types across files saw only those files.
    static func reportScope(_ options: CheckOptions, findings: [Finding], problems: [Finding], graph: SymbolGraph, console: Console)
        -> (findings: [Finding], problems: [Finding], filesReported: Int, note: String?) {
        if let selection = options.selection {
            let narrowed = selection.narrow(findings: findings, problems: problems, graph: graph, isExcluded: options.exclusion,
                                            console: console)
            return (narrowed.findings, narrowed.problems, narrowed.filesReported, narrowed.note)
        }
        let note = FileSelection.partialTreeNote(arguments: options.arguments, paths: options.paths, filesChecked: graph.files.count)
        return (findings, problems, graph.files.count, note)
    }
}

extension CheckCommand {
    /// `Policy check: swift-conventions`, or the names of every pack checked; loose policy files add nothing.
    static func reportTitle(_ groups: [LoadedPolicy]) -> String {
        let packs = groups.filter { $0.origin != "files" }.map(\.name)
        return packs.isEmpty ? "Policy check" : "Policy check: " + packs.joined(separator: ", ")
    }

    /// Fails (exit 2) before anything is evaluated when `--output` or `--write-baseline` names a file this check
    /// reads: a Swift file, a policy file of a pack, the config, or (for `--output`) the baseline.
    static func refuseOverwritingInputs<Files: Sequence<String>>(_ options: CheckOptions, groups: [LoadedPolicy],
                                                                 files: Files) throws {
        let targets = [("--output", options.output), ("--write-baseline", options.writeBaseline)].compactMap { option, path in
            path.map { (option: option, path: $0) }
        }
        guard !targets.isEmpty else { return }
        var inputs: [(path: String, role: String)] = []
        inputs += groups.flatMap { group in group.sources.keys.sorted().map { ($0, "a policy file being read") } }
        if let config = options.configPath { inputs.append((config, "the repository config being read")) }
        inputs += options.nestedConfigs.map { ($0.folder + "/" + RepositoryConfig.fileName, "a nested config being read") }
        inputs += files.map { ($0, "a Swift file being checked") }
        for target in targets {
            var guarded = inputs
            // recording a baseline over the one the config names is what --write-baseline is for
            if target.option == "--output", let baseline = options.baseline { guarded.append((baseline, "the baseline being read")) }
            try OutputFile.refuseOverwritingInputs(target.path, option: target.option, inputs: guarded)
        }
    }
}

extension LoadedPolicy {
    /// The group's rules over a graph with its overrides applied (the pack manifest's, then the repository
    /// config's on top): rules turned off are not evaluated; severities and path scopes change what remains.
    func evaluate(on graph: SymbolGraph, repositoryOverrides: [String: RuleOverride] = [:], root: String? = nil,
                  jobs: Int = 1, indexes: EvaluationIndexes? = nil, recordsSubjects: Bool = true,
                  options: EvaluationOptions = EvaluationOptions(), sourceText: SourceText = .disk) -> Evaluation {
        Self.evaluate([self], on: graph, repositoryOverrides: repositoryOverrides, root: root, jobs: jobs, indexes: indexes,
                      recordsSubjects: recordsSubjects, options: options, sourceText: sourceText)[0]
    }

    /// Several groups over one graph, their rules evaluated as one list (see `Evaluator.evaluate(_:jobs:)`); one
    /// evaluation per group, in order.
    static func evaluate(_ groups: [LoadedPolicy], on graph: SymbolGraph, repositoryOverrides: [String: RuleOverride] = [:],
                         root: String? = nil, nested: [NestedConfig] = [], jobs: Int = 1, indexes: EvaluationIndexes? = nil,
                         recordsSubjects: Bool = true, options: EvaluationOptions = EvaluationOptions(),
                         sourceText: SourceText = .disk) -> [Evaluation] {
        let overrides = groups.map { group in
            RuleOverrides(group.overrides.merging(repositoryOverrides) { _, repository in repository }, pack: group.packName)
        }
        let evaluators = groups.indices.map { index in
            var checked = groups[index].policy
            checked.rules.removeAll { overrides[index].override(for: $0.id)?.severity == "off" && !NestedConfig.turnsOn(nested, rule: $0.id) }
            return Evaluator(policy: checked, graph: graph, sources: groups[index].sources,
                             // a rule names the pack it came from, as its findings do below; a policy file is no pack
                             packOfRule: groups[index].packName.map { pack in
                                 Dictionary(checked.rules.map { ($0.id, pack) }, uniquingKeysWith: { a, _ in a })
                             } ?? [:],
                             indexes: indexes, recordsSubjects: recordsSubjects, options: options, sourceText: sourceText)
        }
        let shared = sharedRuleIDs(groups)
        return zip(zip(Evaluator.evaluate(evaluators, jobs: jobs), overrides), groups).map { pair, group in
            var (evaluation, overrides) = pair
            evaluation.findings = Overrides.apply(overrides, to: evaluation.findings, graph: graph, root: root, nested: nested)
            evaluation.rules = evaluation.rules.map { Overrides.apply(overrides, to: $0) }
            if let pack = group.packName {
                // each finding names its pack; an id two packs share is shown as `pack/rule` so it stays unambiguous
                evaluation.findings = evaluation.findings.map { finding in
                    var named = finding
                    named.pack = pack
                    if shared.contains(finding.rule) { named.rule = RuleName.qualified(pack: pack, rule: finding.rule) }
                    return named
                }
                evaluation.rules = evaluation.rules.map { descriptor in
                    var named = descriptor
                    if shared.contains(descriptor.id) { named.id = RuleName.qualified(pack: pack, rule: descriptor.id) }
                    return named
                }
            }
            return evaluation
        }
    }

    /// The pack name findings carry: nil for the group of `--policy` files.
    var packName: String? { origin == PolicyLoader.policyFilesOrigin ? nil : name }

    /// Rule ids defined by more than one of `groups`.
    static func sharedRuleIDs(_ groups: [LoadedPolicy]) -> Set<String> {
        var seen = Set<String>(), shared = Set<String>()
        for group in groups {
            for id in Set(group.policy.rules.map(\.id)) where !seen.insert(id).inserted { shared.insert(id) }
        }
        return shared
    }
}

/// One group's overrides, looked up by `pack/rule` first, then by the bare id.
struct RuleOverrides {
    var byName: [String: RuleOverride]
    var pack: String?

    init(_ byName: [String: RuleOverride], pack: String?) {
        self.byName = byName
        self.pack = pack
    }

    func override(for rule: String) -> RuleOverride? {
        let bare = RuleName.bare(rule)
        if let pack, let qualified = byName[RuleName.qualified(pack: pack, rule: bare)] { return qualified }
        return byName[bare]
    }
}

/// Rule overrides (severity, off, path scope) from pack manifests and the repository config.
enum Overrides {
    /// `paths` are matched against the path relative to `root` (the repository config's folder) for files inside
    /// it, else relative to the checked root, so a config's scopes do not depend on which folder is checked. A rule
    /// named by a nested config covering the file takes that config's settings, its paths relative to its folder.
    static func apply(_ overrides: RuleOverrides, to findings: [Finding], graph: SymbolGraph, root: String? = nil,
                      nested: [NestedConfig] = []) -> [Finding] {
        guard !overrides.byName.isEmpty || !nested.isEmpty else { return findings }
        let base = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let relative = Dictionary(graph.files.map { file -> (String, String) in
            let absolute = URL(fileURLWithPath: file.path).standardizedFileURL.path
            if let base, absolute.hasPrefix(base + "/") { return (file.path, String(absolute.dropFirst(base.count + 1))) }
            return (file.path, file.relativePath)
        }, uniquingKeysWith: { a, _ in a })
        let absolute = nested.isEmpty ? [:] : Dictionary(
            graph.files.map { ($0.path, URL(fileURLWithPath: $0.path).standardizedFileURL.path) }, uniquingKeysWith: { a, _ in a })
        return findings.compactMap { finding in
            var override = overrides.override(for: finding.rule)
            var path = relative[finding.location.file] ?? finding.location.file
            if let file = absolute[finding.location.file], let scoped = NestedConfig.override(nested, rule: finding.rule, file: file) {
                (override, path) = (scoped.0, scoped.relativePath)
            }
            guard let override else { return finding }
            // `off` removed the rule before evaluation unless a nested config turns it on elsewhere
            if override.severity == "off" { return nil }
            var result = finding
            if let severity = override.severity.flatMap(Severity.init(rawValue:)) { result.severity = severity }
            if let paths = override.paths {
                guard paths.contains(where: { PathGlob.matches($0, path: path) }) else { return nil }
            }
            return result
        }
    }

    static func apply(_ overrides: RuleOverrides, to descriptor: RuleDescriptor) -> RuleDescriptor {
        var result = descriptor
        if let severity = overrides.override(for: descriptor.id)?.severity.flatMap(Severity.init(rawValue:)) { result.severity = severity }
        return result
    }
}

/// The checked files nobody in the project edits: generated code and Xcode templates (`SourceFile.generatedMarker`),
/// and third-party code vendored into the tree (a folder such as `Pods/`, `Carthage/`, `Vendor/`, `ThirdParty/`
/// below the checked path, or a file quoting an open-source licence that few of the checked files quote). They stay
/// in the graph (their types are real); their findings are not reported.
struct GeneratedFiles {
    var paths: Set<String> = []
    var markers: [String] = []

    /// Folder names (compared lower-cased) that hold other people's code copied into a project (fastlane's Swift
    /// runner, `fastlane/swift/`, is the tool's code beside its lane files; `MockingbirdSupport/` holds the stubs of
    /// system frameworks the Mockingbird mocking tool writes).
    static let vendoredFolders: Set<String> = ["pods", "carthage", "vendor", "vendors", "vendored", "thirdparty", "third-party",
                                               "third_party", "3rdparty", "3rd-party", "3party", "checkouts", "fastlane",
                                               "mockingbirdsupport"]

    /// Of those, the names that are also an English word an app uses for its own feature (a marketplace's
    /// `Views/Vendor/`, round BN: 21 of an app's files skipped): vendored only where no folder of the app's own code
    /// (its views, screens, features, models, layers) holds them.
    static let ambiguousVendoredFolders: Set<String> = ["vendor", "vendors"]
    static let appCodeFolders: Set<String> = ["views", "view", "screens", "screen", "scenes", "features", "feature",
                                              "modules", "models", "model", "ui", "components", "pages", "flows",
                                              "presentation", "domain", "data", "core"]

    /// Folders of sample code below the checked folder: tutorial scripts and a library's demo app, which no team
    /// reviews as its product (round BB: 7 of 9 wrong findings were in an app's `examples/swift/` scripts). A folder
    /// given as the argument itself (`policy check examples/feed`) is checked: paths are read below it.
    static let sampleFolders: Set<String> = ["examples", "example", "samples"]

    /// Build manifests: SwiftPM's `Package.swift` and Tuist's `Project.swift`, `Workspace.swift`… describe the build,
    /// not the app, whatever folder (a `Domain/` module's) holds them: a file of such a name that imports the manifest
    /// module. Tuist's helper files (`Tuist/ProjectDescriptionHelpers/`) are code the team writes and stay checked.
    static let manifestModules: Set<String> = ["PackageDescription", "ProjectDescription"]
    static let manifestNames: Set<String> = ["Package.swift", "Project.swift", "Workspace.swift", "Config.swift",
                                             "Dependencies.swift", "Tuist.swift"]

    static func isManifest(_ file: SourceFile) -> Bool {
        // the imports first: nearly no file has them, and the name is not split out for those
        file.imports.contains { manifestModules.contains($0.module) }
            && manifestNames.contains(String(file.relativePath.split(separator: "/").last ?? ""))
    }

    /// A licence header says a file came from another project when at most this share of the checked files has one
    /// (`Toast.swift` with Toast-Swift's MIT licence in an app's `Resources/`, round BE: 235 findings); a project
    /// that heads its own files with its licence has it in most of them.
    static let copiedLicenceShare = 0.2

    init(_ files: [SourceFile]) {
        let licensed = files.lazy.filter { $0.licence != nil }.count
        let copiesCarryLicences = Double(licensed) <= Double(files.count) * Self.copiedLicenceShare
        for file in files {
            let manifest = Self.isManifest(file) ? "build manifest" : nil
            let copied = copiesCarryLicences ? file.licence.map { "\($0) licence header" } : nil
            guard let marker = file.generatedMarker ?? Self.skippedFolder(file.relativePath).map({ "\($0)/" }) ?? manifest ?? copied else {
                continue
            }
            paths.insert(file.path)
            if !markers.contains(marker) { markers.append(marker) }
        }
    }

    /// The folder of a relative path, as written, that makes its code nobody's to edit here: the first that holds
    /// vendored code, else the first that is an Xcode template bundle (`MainApp+Coordinator.xctemplate/`: what Xcode
    /// copies into new projects, placeholders or not) or a playground (`Combine.playground/`: teaching pages no
    /// target builds); nil for the project's own code.
    static func skippedFolder(_ relativePath: String) -> String? {
        // split once, as bytes: splitting into Characters costs more than the rest of a small check's reporting
        let folders = relativePath.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(Substring($0)) }
        let lowered = folders.map { $0.lowercased() }
        let inAppCode = lowered.contains(where: appCodeFolders.contains)
        if let vendored = lowered.firstIndex(where: { name in
            vendoredFolders.contains(name) && !(inAppCode && ambiguousVendoredFolders.contains(name))
        }) { return folders[vendored] }
        if let sample = lowered.firstIndex(where: sampleFolders.contains) { return folders[sample] }
        return lowered.firstIndex { $0.hasSuffix(".xctemplate") || $0.hasSuffix(".playground") }.map { folders[$0] }
    }

    /// What a check says when it skipped generated or vendored files.
    var note: String? {
        guard !paths.isEmpty else { return nil }
        let count = paths.count
        return "policy: \(count) generated or vendored \(count == 1 ? "file" : "files") not reported (\(markers.prefix(3).map { "'\($0)'" }.joined(separator: ", "))); --include-generated reports them\n"
    }
}

/// The lines of the checked files that no build compiles (`#if false` clauses, `SourceFile.inactiveLines`), by path.
struct InactiveFindings {
    var lines: [String: [ClosedRange<Int>]] = [:]

    init(_ files: [SourceFile]) {
        for file in files where !file.inactiveLines.isEmpty { lines[file.path] = file.inactiveLines }
    }

    func contains(_ finding: Finding) -> Bool {
        lines[finding.location.file]?.contains { $0.contains(finding.location.line) } ?? false
    }

    func note(dropped count: Int) -> String {
        "policy: \(count) \(count == 1 ? "finding" : "findings") in code no build compiles (#if false) not reported\n"
    }
}
