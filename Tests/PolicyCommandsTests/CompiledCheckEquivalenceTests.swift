// CompiledCheckEquivalenceTests: the fast paths (compiled checks, memos, candidate indexes) are in front of the
// predicates' meaning, never a second meaning. Every built-in pack over every example app, every pack's fixtures
// and a generated tree must give the same findings, message and position for message and position, with the fast
// paths on and off (`EvaluationOptions.fastPaths`).
import Benchmarks
import Foundation
import PolicyPacks
import SymbolGraph
import XCTest
@testable import PolicyCommands
@testable import PolicyEvaluation

final class CompiledCheckEquivalenceTests: XCTestCase {
    private func packs() throws -> [LoadedPolicy] {
        let root = BuiltinPackExampleTests.packageRoot
        let library = PackLibrary(repositoryRoot: nil, environment: ["HOME": NSTemporaryDirectory()], workingDirectory: root)
        // loaded one by one: two packs may use the same rule id
        return try BuiltinPackExampleTests.packs.flatMap { pack in
            try PolicyLoader.load(packs: [pack], policies: [], library: library, workingDirectory: root)
        }
    }

    private func assertSameFindings(_ groups: [LoadedPolicy], over graph: SymbolGraph, _ tree: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        for group in groups {
            let compiled = Evaluator(policy: group.policy, graph: graph, sources: group.sources)
            let full = Evaluator(policy: group.policy, graph: graph, sources: group.sources, options: EvaluationOptions(fastPaths: false))
            let fast = compiled.evaluate(jobs: 2), reference = full.evaluate(jobs: 1)
            XCTAssertEqual(fast.findings, reference.findings, "\(group.name) over \(tree)", file: file, line: line)
            XCTAssertEqual(fast.subjects, reference.subjects, "\(group.name) over \(tree): subjects", file: file, line: line)
        }
    }

    /// Every pack over the folder `folder(pack)` of each built-in pack, which must hold more than `minimumSymbols`.
    private func assertSameFindingsOverEachPack(_ folder: (String) -> String, minimumSymbols: Int,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let groups = try packs()
        for pack in BuiltinPackExampleTests.packs {
            let graph = GraphBuilder.build(paths: [BuiltinPackExampleTests.packageRoot + "/" + folder(pack)], jobs: 2).graph
            XCTAssertGreaterThan(graph.symbols.count, minimumSymbols, folder(pack), file: file, line: line)
            assertSameFindings(groups, over: graph, folder(pack), file: file, line: line)
        }
    }

    func testEveryPackGivesTheSameFindingsWithAndWithoutCompiledChecksOnEveryExample() throws {
        try assertSameFindingsOverEachPack({ "examples/\($0)" }, minimumSymbols: 50)
    }

    func testEveryPackGivesTheSameFindingsWithAndWithoutFastPathsOnEveryPacksFixtures() throws {
        try assertSameFindingsOverEachPack({ "policies/\($0)/tests" }, minimumSymbols: 20)
    }

    func testListVerdictsAreThoseOfOneSubjectAtATimeForEveryRuleOfEveryPack() throws {
        let groups = try packs()
        var compared = 0
        for example in BuiltinPackExampleTests.packs {
            let graph = GraphBuilder.build(paths: [BuiltinPackExampleTests.packageRoot + "/examples/\(example)"], jobs: 2).graph
            for group in groups {
                let context = EvaluationContext(policy: group.policy, graph: graph)
                for rule in group.policy.rules {
                    let subjects = context.candidates(rule.rule.assertion.selector)
                    let checks = [context.compiledCheck(rule.rule.assertion.selector)]
                        + rule.rule.assertion.requirements.map { context.compiledCheck($0.predicate) }
                    for check in checks {
                        let oneByOne = subjects.map { context.verdict(check, $0) }
                        XCTAssertEqual(context.verdicts(check, subjects), oneByOne, "\(group.name) \(rule.id) over \(example)")
                        compared += subjects.count
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 1_000, "too few subjects to compare")
    }

    func testEveryPackGivesTheSameFindingsWithAndWithoutCompiledChecksOnAGeneratedTree() throws {
        let folder = NSTemporaryDirectory() + "compiled-check-equivalence-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SwiftSourceGenerator(seed: 11)
        _ = try generator.write(lines: 8_000, to: folder)
        let graph = GraphBuilder.build(paths: [folder], jobs: 2).graph
        let groups = try packs()
        let findings = groups.reduce(0) { $0 + Evaluator(policy: $1.policy, graph: graph, sources: $1.sources).evaluate().findings.count }
        XCTAssertGreaterThan(findings, 100, "the generated tree should violate many rules, or the comparison proves little")
        assertSameFindings(groups, over: graph, "a generated tree")
    }
}
