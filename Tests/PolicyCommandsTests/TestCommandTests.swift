// TestCommandTests: `policy test` over a pack folder (fixtures with // expect: and // ok:, documented
// examples) and `policy test --pack P PATH` over a Swift tree.
import XCTest
@testable import PolicyCommands

final class TestCommandTests: XCTestCase {
    static let documentedRule = """
    rule controller-final {
      class matching *Controller must be final
      compliant \"\"\"
        final class AController {}
        \"\"\"
      violating \"\"\"
        class AController {}
        \"\"\"
    }

    """

    private func pack(fixture: String, rules: String = documentedRule) -> Sandbox {
        let box = Sandbox()
        Fixtures.writePack(box, at: "mypack", name: "mypack", rules: rules)
        box.write("mypack/tests/Fixture.swift", fixture)
        return box
    }

    func testExpectationIsReadFromCommentsOnlyNotFromAStringHoldingSlashes() {
        let text = """
            let a = try! load("https://x") // expect: rule-a
            let b = "// expect: rule-b"
            /* // expect: rule-c */
            // ok: rule-d
            let c = 1
            """
        XCTAssertEqual(RuleTests.expectations(in: text, file: "F.swift").map { "\($0.kind.rawValue) \($0.line) \($0.rule)" },
                       ["expect 1 rule-a", "ok 5 rule-d"])
    }

    func testPassingPackExitsZero() {
        let box = pack(fixture: """
        // expect: controller-final
        class AController {}
        final class BController {} // ok: controller-final
        class CController {} // expect: controller-final
        """)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "PASS mypack 1.0.0: 3 expectations in 1 fixture, 2 examples")
        XCTAssertContains(result.out, "policy test: 1 of 1 passed")
    }

    func testAPackWithABrokenManifestIsAUsageError() {
        let box = Sandbox()
        box.write("brokenpack/pack.json", #"{"name":"brokenpack"}"#)
        box.write("brokenpack/rules.policy", "type must exist\n")
        let result = box.run(["test", box.path("brokenpack")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "the manifest needs a \"version\" field")
    }

    func testMissingExpectationFailsWithFileLineAndDiff() {
        let box = pack(fixture: """
        // expect: controller-final
        final class BController {}
        """)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        let fixture = box.path("mypack") + "/tests/Fixture.swift"
        XCTAssertContains(result.out, "FAIL mypack 1.0.0: 1 problem")
        XCTAssertContains(result.out, "  \(fixture):2: missing finding [controller-final]")
        XCTAssertContains(result.out, "  --- expected\n  +++ actual\n  - \(fixture):2 controller-final\n")
    }

    func testUnexpectedFindingFailsWithFileLineAndDiff() {
        let box = pack(fixture: """
        final class BController {}
        class AController {}
        """)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        let fixture = box.path("mypack") + "/tests/Fixture.swift"
        XCTAssertContains(result.out, "  \(fixture):2: unexpected finding [controller-final] class AController must be final")
        XCTAssertContains(result.out, "  + \(fixture):2 controller-final")
    }

    func testFindingOnALineMarkedOKFails() {
        let box = pack(fixture: """
        class AController {} // ok: controller-final
        """)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "Fixture.swift:1: flagged though marked ok [controller-final]")
    }

    func testAnExpectationNamingAnUnknownRuleFailsWithTheNearestID() {
        let box = pack(fixture: "final class BController {} // ok: controller-finall\n")
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "Fixture.swift:1: unknown rule [controller-finall] no rule of this id is tested here; did you mean 'controller-final'?")
    }

    func testANoteInParenthesesAfterTheIDsIsNotAnID() {
        XCTAssertEqual(RuleTests.expectations(in: "let a = 1 // ok: rule-a, rule-b (handed in by the parent)\n", file: "F.swift")
                        .map(\.rule), ["rule-a", "rule-b"])
    }

    func testViolatingExampleThatIsNotFlaggedFails() {
        let rules = Self.documentedRule.replacingOccurrences(of: "violating \"\"\"\n    class", with: "violating \"\"\"\n    final class")
        XCTAssertNotEqual(rules, Self.documentedRule)
        let box = pack(fixture: "// expect: controller-final\nclass AController {}\n", rules: rules)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "/rules.policy:6: example [controller-final] the violating example produces no finding")
    }

    func testCompliantExampleThatIsFlaggedFails() {
        let rules = Self.documentedRule.replacingOccurrences(of: "compliant \"\"\"\n    final class", with: "compliant \"\"\"\n    class")
        let box = pack(fixture: "// expect: controller-final\nclass AController {}\n", rules: rules)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "example [controller-final] the compliant example is flagged")
    }

    func testPackWithoutFixturesFails() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "mypack", name: "mypack", rules: Self.documentedRule)
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "the pack has no tests/*.swift fixtures")
    }

    func testBrokenPackPolicyIsAUsageError() {
        let box = pack(fixture: "class AController {}\n", rules: "class matchng *Controller must be final\n")
        let result = box.run(["test", box.path("mypack")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "rules.policy:1:7: error:")
    }

    func testTreeAgainstPackPasses() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "mypack", name: "mypack", rules: Self.documentedRule)
        box.write("app/Sources/Feed.swift", "// expect: controller-final\nclass FeedController {}\n")
        box.write("app/Sources/Home.swift", "final class HomeController {} // ok: controller-final\n")
        let result = box.run(["test", "--pack", box.path("mypack"), box.path("app")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "PASS \(box.path("mypack")) over \(box.path("app")): 2 expectations in 2 fixtures")
    }

    func testTreeAgainstPackFailsOnAnUnexpectedFinding() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "mypack", name: "mypack", rules: Self.documentedRule)
        box.write("app/Feed.swift", "// expect: controller-final\nclass FeedController {}\nclass OtherController {}\n")
        let result = box.run(["test", "--pack", box.path("mypack"), box.path("app")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "\(box.path("app/Feed.swift")):3: unexpected finding [controller-final]")
        XCTAssertContains(result.out, "  + \(box.path("app/Feed.swift")):3 controller-final")
    }

    func testPackOptionWithoutPathsIsAUsageError() {
        let box = Sandbox()
        let result = box.run(["test", "--pack", "mypack"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "--pack needs the Swift paths to test")
    }

    func testSeveralPacksReportEachAndCount() {
        let box = pack(fixture: "// expect: controller-final\nclass AController {}\n")
        Fixtures.writePack(box, at: "other", name: "other", rules: Self.documentedRule.replacingOccurrences(of: "controller-final", with: "other-final"))
        box.write("other/tests/T.swift", "class AController {}\n")
        let result = box.run(["test", box.path("mypack"), box.path("other")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "PASS mypack 1.0.0\n")
        XCTAssertContains(result.out, "FAIL other 1.0.0")
        XCTAssertContains(result.out, "policy test: 1 of 2 passed")
    }
}
