// Several policies evaluated together (one rule list for all threads) give each policy exactly what evaluating it
// alone gives, whatever the number of threads.

import Findings
import PolicyEvaluation
import PolicyLanguage
import XCTest

final class MultiPolicyEvaluationTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("App/FeedController.swift", "@Observable final class FeedController {\n    var items: [Int] = []\n    func load() async {}\n}"),
        ("App/FeedService.swift", "final class FeedService {\n    func fetch() -> [Int] { [] }\n}"),
        ("App/FeedView.swift", "struct FeedView: View {\n    let service = FeedService()\n    var body: some View { Text(\"\") }\n}"),
    ]
    let policies = [
        "layer Controller = class matching *Controller\nrule c1 { Controller must have @MainActor }\nrule c2 { stored var in Controller should have private(set) }",
        "layer Service = type matching *Service\nlayer View = type conforming to View\nrule v1 { View must not reference Service }\nrule s1 { Service should be actor }",
    ]

    private func checked(_ text: String) throws -> CheckedPolicy {
        guard case .success(let policy) = PolicyLanguage.load(sources: [(file: "p.policy", text: text)]) else {
            XCTFail("policy does not load: \(text)")
            throw CocoaError(.featureUnsupported)
        }
        return policy
    }

    private func rendered(_ evaluation: Evaluation) -> [String] {
        evaluation.findings.map { "\($0.rule) \($0.location.file):\($0.location.line) \($0.message)" }
    }

    func testPoliciesEvaluatedTogetherGiveWhatEachGivesAlone() throws {
        let g = graph(files)
        let evaluators = try policies.map { Evaluator(policy: try checked($0), graph: g, sources: ["p.policy": $0]) }
        let alone = evaluators.map { rendered($0.evaluate(jobs: 1)) }
        for jobs in [1, 2, 3] {
            let together = Evaluator.evaluate(evaluators, jobs: jobs)
            XCTAssertEqual(together.map(rendered), alone, "jobs \(jobs)")
            XCTAssertEqual(together.map { $0.rules.map(\.id) }, [["c1", "c2"], ["v1", "s1"]])
        }
        XCTAssertEqual(alone.map(\.count), [2, 2], "each policy finds something, so the comparison means something")
    }

    func testPoliciesAskingDifferentCallsShareOneThreadsMemosAndGiveWhatEachGivesAlone() throws {
        // the thread's memos of code names are filled by both policies: each must still read only its own names, also
        // when the indexes given were built for the first policy alone (the second's names then have no bit)
        let g = graph([("App/Feed.swift", "final class Feed {\n    func a() { fetch() }\n    func b() { cancel() }\n    func c() { fetch(); cancel() }\n}")])
        let texts = ["rule f { func should not call fetch }", "rule k { func should not call cancel }"]
        let policies = try texts.map(checked)
        for indexes in [EvaluationIndexes(g, policies: policies), EvaluationIndexes(g, policies: [policies[0]])] {
            let evaluators = zip(policies, texts).map { Evaluator(policy: $0, graph: g, sources: ["p.policy": $1], indexes: indexes) }
            let alone = evaluators.map { rendered($0.evaluate(jobs: 1)) }
            for jobs in [1, 2] {
                XCTAssertEqual(Evaluator.evaluate(evaluators, jobs: jobs).map(rendered), alone, "jobs \(jobs)")
            }
            XCTAssertEqual(alone.map { $0.map { $0.components(separatedBy: " ")[1] } },
                           [["App/Feed.swift:2", "App/Feed.swift:4"], ["App/Feed.swift:3", "App/Feed.swift:4"]])
        }
    }

    func testNoPoliciesGiveNoEvaluations() {
        XCTAssertTrue(Evaluator.evaluate([], jobs: 2).isEmpty)
    }
}
