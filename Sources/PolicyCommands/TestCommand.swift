// `policy test [PACK|DIR]…`: runs packs' rule tests (their `tests/*.swift` fixtures and documented examples);
// `policy test --pack P PATH…` checks a Swift tree (an example app) against the expectations written in it.

import Foundation
import Findings
import PolicyEvaluation
import PolicyLanguage
import PolicyPacks
import SwiftDeclarations
import SymbolGraph

enum TestCommand {
    static let command = Command(
        name: "test",
        summary: "run rule tests: packs' fixtures with // expect: comments, and rules' documented examples",
        usage: "test [PACK|DIR]… | test --pack PACK PATH…",
        options: [
            OptionSpec(name: "--pack", takesValue: true, valueName: "NAME|PATH", help: "check PATH… (Swift files with // expect: comments) against this pack"),
            OptionSpec(name: "--verbose", takesValue: false, help: "list every pack and fixture, passing or not"),
        ],
        details: """
        In a fixture, '// expect: rule-id[, rule-id]' marks a line the rules must flag (alone on its line, the next
        code line); '// ok: rule-id' marks a line they must not flag. Every finding must be expected.
        With no arguments, the packs named in the repository config (or every built-in pack) are tested.
        Exit codes: 0 all expectations met, 1 a test failed, 2 usage or policy error.
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let cwd = console.workingDirectory
        let config = try RepositoryConfig.find(from: cwd)
        let library = PackLibrary(repositoryRoot: config?.folder ?? CheckOptions.gitRoot(from: cwd), environment: console.environment,
                                  workingDirectory: cwd)
        let verbose = arguments.has("--verbose")
        var outcomes: [Outcome] = []
        if let pack = arguments.value("--pack") {
            guard !arguments.positionals.isEmpty else { throw UsageError("--pack needs the Swift paths to test: policy test --pack \(pack) PATH…") }
            outcomes.append(try testTree(pack: pack, paths: arguments.positionals.map(console.resolve), library: library, cwd: cwd))
        } else {
            var references = arguments.positionals
            if references.isEmpty { references = config?.config.packs ?? BuiltinPacks.all.map(\.name) }
            for reference in references { outcomes.append(try testPack(reference, library: library, cwd: cwd)) }
        }
        var failedCount = 0
        for outcome in outcomes {
            if outcome.failures.isEmpty {
                if verbose || outcomes.count == 1 {
                    console.out("PASS \(outcome.name): \(pluralized(outcome.expectations, "expectation", "expectations")) in "
                        + "\(pluralized(outcome.fixtures, "fixture", "fixtures")), \(pluralized(outcome.examples, "example", "examples"))\n")
                } else {
                    console.out("PASS \(outcome.name)\n")
                }
            } else {
                failedCount += 1
                console.out("FAIL \(outcome.name): \(pluralized(outcome.failures.count, "problem", "problems"))\n")
                for failure in outcome.failures { console.out("  \(failure.rendered)\n") }
                if !outcome.diff.isEmpty { console.out(outcome.diff.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n") }
            }
        }
        console.out("policy test: \(outcomes.count - failedCount) of \(outcomes.count) passed\n")
        return failedCount == 0 ? .success : .findings
    }

    struct Outcome {
        var name: String
        var fixtures = 0
        var expectations = 0
        var examples = 0
        var failures: [RuleTestFailure] = []
        var diff = ""
    }

    /// A pack's own tests: its fixtures (on disk or embedded) and its rules' documented examples.
    static func testPack(_ reference: String, library: PackLibrary, cwd: String) throws -> Outcome {
        let packs: [Pack]
        do {
            packs = try library.resolveWithIncludes(reference)
        } catch let error as PackError {
            throw missingManifest(reference, cwd: cwd) ?? error
        }
        guard let pack = packs.last else { throw UsageError("unknown pack '\(reference)'") }
        let loaded = try PolicyLoader.load(packs: [reference], policies: [], library: library, workingDirectory: library.workingDirectory)
        let fixtures = pack.testFiles
        // rooted at tests/, as a check is at the folder it is given: a path pattern anchored at the root
        // (`under "Features/**"`) means the same in a fixture as in the app it stands for
        let graph = GraphBuilder.link(fixtures.map { SwiftFileParser.parse(source: Array($0.text.utf8), path: $0.path) },
                                      root: fixtures.first.map { testsRoot(of: $0.path) } ?? "")
        // fixtures of built-in packs live in the binary: code patterns read their text from here, not the disk
        let findings = evaluate(loaded, graph: graph, sourceText: .texts(Dictionary(fixtures.map { ($0.path, $0.text) },
                                                                                   uniquingKeysWith: { a, _ in a })))
        let expectations = fixtures.flatMap { RuleTests.expectations(in: $0.text, file: $0.path) }
        var outcome = Outcome(name: "\(pack.name) \(pack.manifest.version)", fixtures: fixtures.count,
                              expectations: expectations.count)
        outcome.failures = RuleTests.compare(findings: findings, expectations: expectations)
            + RuleTests.unknownRules(in: expectations, known: ruleIDs(loaded))
        for group in loaded {
            outcome.examples += group.policy.rules.reduce(0) { $0 + ($1.rule.compliant == nil ? 0 : 1) + ($1.rule.violating == nil ? 0 : 1) }
            outcome.failures += RuleTests.checkExamples(group.policy, sources: group.sources)
        }
        if fixtures.isEmpty {
            outcome.failures.append(RuleTestFailure(kind: .missing, file: pack.folder ?? pack.name, line: 0, rule: "*",
                                                    detail: "the pack has no tests/*.swift fixtures"))
        }
        if outcome.failures.contains(where: { $0.kind != .example }) {
            outcome.diff = RuleTests.diff(findings: findings, expectations: expectations)
        }
        return outcome
    }

    /// Every rule id of the loaded groups, bare and as `pack/rule`.
    static func ruleIDs(_ groups: [LoadedPolicy]) -> Set<String> {
        Set(groups.flatMap { group in group.policy.rules.flatMap { [$0.id, "\(group.name)/\($0.id)"] } })
    }

    /// The pack's `tests` folder in a fixture's path (`policies/mv/tests/Features/Sync.swift` → `policies/mv/tests`);
    /// "" when the path has none.
    static func testsRoot(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let tests = parts.dropLast().lastIndex(of: "tests") else { return "" }
        return parts[...tests].joined(separator: "/")
    }

    /// A folder that is not a pack because it has no `pack.json`: what to add, or the command for a Swift tree.
    static func missingManifest(_ reference: String, cwd: String) -> UsageError? {
        let folder = reference.hasPrefix("/") ? reference : cwd + "/" + reference
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              !FileManager.default.fileExists(atPath: folder + "/pack.json") else { return nil }
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        return UsageError("""
            \(reference) is not a pack: it has no pack.json. A pack folder holds pack.json, its .policy files and tests/*.swift \
            fixtures; add a manifest such as {"name": "\(name)", "version": "1.0.0", "description": "…"} to \(reference)/pack.json. \
            To check Swift files against the // expect: comments written in them, run: policy test --pack PACK \(reference)
            """)
    }

    /// A Swift tree checked against a pack, with the expectations written in the tree.
    static func testTree(pack: String, paths: [String], library: PackLibrary, cwd: String) throws -> Outcome {
        let loaded = try PolicyLoader.load(packs: [pack], policies: [], library: library, workingDirectory: cwd)
        let build = GraphBuilder.build(paths: paths)
        var texts: [String: String] = [:]
        for file in build.graph.files {
            if let data = FileManager.default.contents(atPath: file.path) { texts[file.path] = String(decoding: data, as: UTF8.self) }
        }
        let findings = evaluate(loaded, graph: build.graph)
        let expectations = texts.flatMap { RuleTests.expectations(in: $0.value, file: $0.key) }
        var outcome = Outcome(name: "\(pack) over \(paths.joined(separator: " "))", fixtures: texts.count, expectations: expectations.count)
        outcome.failures = RuleTests.compare(findings: findings, expectations: expectations)
            + RuleTests.unknownRules(in: expectations, known: ruleIDs(loaded))
        if !outcome.failures.isEmpty { outcome.diff = RuleTests.diff(findings: findings, expectations: expectations) }
        return outcome
    }

    /// Findings of every group over the graph, with manifest overrides and inline suppressions (from the directive
    /// lines the parser kept for each file) applied.
    static func evaluate(_ groups: [LoadedPolicy], graph: SymbolGraph, sourceText: SourceText = .disk) -> [Finding] {
        let evaluations = groups.map { $0.evaluate(on: graph, sourceText: sourceText) }
        let findings = evaluations.flatMap(\.findings)
        let suppressions = Suppressions.scan(graph.files)
        let rules = evaluations.flatMap(\.rules)
        let applied = Suppressions.apply(suppressions, to: findings, swiftLintNames: Suppressions.swiftLintNames(rules))
        return (applied.kept.firstPerFile(of: rules) + applied.problems).inReportOrder()
    }
}
