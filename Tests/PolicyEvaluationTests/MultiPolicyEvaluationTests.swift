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

    func testNoPoliciesGiveNoEvaluations() {
        XCTAssertTrue(Evaluator.evaluate([], jobs: 2).isEmpty)
    }
}
