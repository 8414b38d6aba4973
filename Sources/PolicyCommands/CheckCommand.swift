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
            OptionSpec(name: "--format", takesValue: true, valueName: "FORMAT", help: "report format: \(ReportFormat.names.joined(separator: ", ")) (default text)"),
            OptionSpec(name: "--output", takesValue: true, valueName: "FILE", help: "write the report to FILE instead of standard output"),
            OptionSpec(name: "--fail-on", takesValue: true, valueName: "LEVEL", help: "exit 1 on findings at or above error (default), warning or info"),
            OptionSpec(name: "--title", takesValue: true, valueName: "TEXT", help: "title of the markdown report"),
            OptionSpec(name: "--report-unused-suppressions", takesValue: false, help: "report suppressions that silence nothing"),
            OptionSpec(name: "--baseline", takesValue: true, valueName: "FILE", help: "do not report findings recorded in FILE"),
            OptionSpec(name: "--write-baseline", takesValue: true, valueName: "FILE", help: "record the current findings in FILE and exit 0"),
            OptionSpec(name: "--strict-baseline", takesValue: false, help: "fail when the baseline has entries no finding matches"),
            OptionSpec(name: "--stats", takesValue: false, help: "print files, lines, MB and time per phase to standard error"),
            OptionSpec(name: "--jobs", takesValue: true, valueName: "N", help: "parse with N threads (default: all cores)"),
        ],
        details: """
        With no --pack or --policy, the packs and policies of the repository config are used.
        Inline suppressions: // policy:disable-next-line RULE -- reason, // policy:disable-line RULE -- reason,
        // policy:disable RULE -- reason … // policy:enable RULE.
        Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage or policy error, 3 I/O failure.
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let clock = ContinuousClock()
        let options = try CheckOptions(arguments, console: console)
        let loadStart = clock.now
        let groups = try PolicyLoader.load(packs: options.packs, policies: options.policies, library: options.library,
                                           workingDirectory: options.policyFolder)
        var otherPhases: [(phase: String, seconds: Double)] = [("policies", (clock.now - loadStart).seconds)]
        let excluded = options.exclusion
        let buildCPUStart = ProcessCPU.seconds()
        let build = GraphBuilder.build(paths: options.paths, jobs: options.jobs, isExcluded: excluded)
        let missing = build.problems.filter { $0.line == 0 }
        let evaluationStart = clock.now
        let evaluationCPUStart = ProcessCPU.seconds()
        var findings: [Finding] = []
        var subjects: [Subject] = []
        var descriptors: [RuleDescriptor] = []
        let indexStart = clock.now
        let indexes = EvaluationIndexes(build.graph, policies: groups.map(\.policy), jobs: options.jobs)
        var ruleSeconds: [(rule: String, seconds: Double)] = [("(graph indexes)", (clock.now - indexStart).seconds)]
        let evaluations = LoadedPolicy.evaluate(groups, on: build.graph, repositoryOverrides: options.config?.rules ?? [:],
                                                root: options.configFolder, jobs: options.jobs, indexes: indexes,
                                                recordsSubjects: options.format == .markdown,
                                                options: EvaluationOptions(environment: console.environment))
        findings.reserveCapacity(evaluations.reduce(0) { $0 + $1.findings.count })
        for evaluation in evaluations {
            findings += evaluation.findings
            subjects += evaluation.subjects
            descriptors += evaluation.rules
            ruleSeconds += evaluation.ruleSeconds
        }
        let evaluationSeconds = (clock.now - evaluationStart).seconds
        let cpu = (build: evaluationCPUStart - buildCPUStart, evaluation: ProcessCPU.seconds() - evaluationCPUStart)

        let suppressionStart = clock.now
        let suppressions = Suppressions.scan(build.graph.files)
        let applied = Suppressions.apply(suppressions, to: findings)
        // appended to only when there is something to add: with no suppressions the kept list is the evaluation's
        // own, shared, and any append would copy it whole first
        let added = applied.problems + (options.reportUnusedSuppressions ? applied.unused.map(Suppressions.unusedFinding) : [])
        findings = applied.kept
        if !added.isEmpty { findings += added }
        otherPhases.append(("suppressions", (clock.now - suppressionStart).seconds))

        if let path = options.writeBaseline {
            try Baseline(findings: findings).write(to: path)
            console.err("policy: wrote \(findings.count) findings to baseline \(path)\n")
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

        let reportStart = clock.now
        let problems = build.problems.map { problem in
            Finding(rule: problem.line == 0 ? "unreadable-file" : "swift-syntax", severity: .warning,
                    message: problem.line == 0 ? problem.message : "\(problem.message) (the rest of the file was still checked)",
                    location: SourceLocation(file: problem.path, line: problem.line, column: problem.column))
        }
        let report = Report(findings: findings, rules: descriptors, subjects: subjects, filesChecked: build.graph.files.count,
                            problems: problems)
        var reportOptions = ReportOptions()
        reportOptions.color = options.format == .text && options.output == nil
            && ColorPolicy.shouldColor(environment: console.environment, isTerminal: console.isTerminal)
        reportOptions.title = options.title
        reportOptions.toolVersion = PolicyCLI.version
        let text = options.format.render(report, options: reportOptions)
        if let output = options.output {
            try AtomicFile.write(text, to: output)
        } else {
            console.out(text)
        }
        otherPhases.append(("report", (clock.now - reportStart).seconds))
        if options.showStats {
            console.err(Statistics.render(build.statistics, evaluation: evaluationSeconds, slowestRules: ruleSeconds, cpu: cpu,
                                          otherPhases: otherPhases))
        }
        console.keepUntilExit((build, indexes, evaluations, report))
        if !missing.isEmpty { return .failure }
        return findings.contains { $0.severity >= options.failOn } ? .findings : .success
    }
}

extension LoadedPolicy {
    /// The group's rules over a graph with its overrides applied (the pack manifest's, then the repository
    /// config's on top): rules turned off are not evaluated; severities and path scopes change what remains.
    func evaluate(on graph: SymbolGraph, repositoryOverrides: [String: RuleOverride] = [:], root: String? = nil,
                  jobs: Int = 1, indexes: EvaluationIndexes? = nil, recordsSubjects: Bool = true,
                  options: EvaluationOptions = EvaluationOptions()) -> Evaluation {
        Self.evaluate([self], on: graph, repositoryOverrides: repositoryOverrides, root: root, jobs: jobs, indexes: indexes,
                      recordsSubjects: recordsSubjects, options: options)[0]
    }

    /// Several groups over one graph, their rules evaluated as one list (see `Evaluator.evaluate(_:jobs:)`); one
    /// evaluation per group, in order.
    static func evaluate(_ groups: [LoadedPolicy], on graph: SymbolGraph, repositoryOverrides: [String: RuleOverride] = [:],
                         root: String? = nil, jobs: Int = 1, indexes: EvaluationIndexes? = nil,
                         recordsSubjects: Bool = true, options: EvaluationOptions = EvaluationOptions()) -> [Evaluation] {
        let overrides = groups.map { $0.overrides.merging(repositoryOverrides) { _, repository in repository } }
        let evaluators = groups.indices.map { index in
            var checked = groups[index].policy
            checked.rules.removeAll { overrides[index][$0.id]?.severity == "off" }
            return Evaluator(policy: checked, graph: graph, sources: groups[index].sources,
                             packOfRule: Dictionary(checked.rules.map { ($0.id, groups[index].name) }, uniquingKeysWith: { a, _ in a }),
                             indexes: indexes, recordsSubjects: recordsSubjects, options: options)
        }
        return zip(Evaluator.evaluate(evaluators, jobs: jobs), overrides).map { evaluation, overrides in
            var evaluation = evaluation
            evaluation.findings = Overrides.apply(overrides, to: evaluation.findings, graph: graph, root: root)
            evaluation.rules = evaluation.rules.map { Overrides.apply(overrides, to: $0) }
            return evaluation
        }
    }
}

/// Rule overrides (severity, off, path scope) from pack manifests and the repository config.
enum Overrides {
    /// `paths` are matched against the path relative to `root` (the repository config's folder) for files inside
    /// it, else relative to the checked root, so a config's scopes do not depend on which folder is checked.
    static func apply(_ overrides: [String: RuleOverride], to findings: [Finding], graph: SymbolGraph, root: String? = nil) -> [Finding] {
        guard !overrides.isEmpty else { return findings }
        let base = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let relative = Dictionary(graph.files.map { file -> (String, String) in
            let absolute = URL(fileURLWithPath: file.path).standardizedFileURL.path
            if let base, absolute.hasPrefix(base + "/") { return (file.path, String(absolute.dropFirst(base.count + 1))) }
            return (file.path, file.relativePath)
        }, uniquingKeysWith: { a, _ in a })
        return findings.compactMap { finding in
            guard let override = overrides[finding.rule] else { return finding }
            var result = finding
            if let severity = override.severity.flatMap(Severity.init(rawValue:)) { result.severity = severity }
            if let paths = override.paths {
                let path = relative[finding.location.file] ?? finding.location.file
                guard paths.contains(where: { PathGlob.matches($0, path: path) }) else { return nil }
            }
            return result
        }
    }

    static func apply(_ overrides: [String: RuleOverride], to descriptor: RuleDescriptor) -> RuleDescriptor {
        var result = descriptor
        if let severity = overrides[descriptor.id]?.severity.flatMap(Severity.init(rawValue:)) { result.severity = severity }
        return result
    }
}

/// Writes a file by writing a temporary sibling and renaming it over the target.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError("cannot write \(path): \(error.localizedDescription)", exitCode: .failure)
        }
    }
}
