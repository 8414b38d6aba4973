// CatalogTests: `policy explain`, `policy rules`, `policy packs` and `policy query`.
import XCTest
@testable import PolicyCommands

final class CatalogTests: XCTestCase {
    static let documented = """
    layer Controller = class matching *Controller

    rule controller-final {
      Controller must be final
      severity warning
      message "{name} must be final"
      rationale "Controllers are not designed for subclassing."
      compliant \"\"\"
        final class FeedController {}
        \"\"\"
      violating \"\"\"
        class FeedController {}
        \"\"\"
    }

    rule no-structs {
      struct must not exist
    }

    """

    // MARK: explain

    func testExplainShowsSeverityPackRationaleSourceAndExamples() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "packs/team", name: "team", version: "2.1.0", rules: Self.documented)
        let result = box.run(["explain", "controller-final", "--pack", box.path("packs/team")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertTrue(result.out.hasPrefix("controller-final  (warning, pack team 2.1.0)\n"), result.out)
        XCTAssertContains(result.out, "{name} must be final")
        XCTAssertContains(result.out, "Why:\n    Controllers are not designed for subclassing.\n")
        XCTAssertContains(result.out, "Rule (\(box.path("packs/team"))/rules.policy:3:1):\n    rule controller-final {\n      Controller must be final\n")
        XCTAssertContains(result.out, "Compliant:\n    final class FeedController {}\n")
        XCTAssertContains(result.out, "Violating:\n    class FeedController {}\n")
    }

    func testExplainFindsRulesOfAvailablePacksByDefault() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/team", name: "team", rules: Self.documented)
        let result = box.run(["explain", "no-structs"], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertTrue(result.out.hasPrefix("no-structs  (error, pack team 1.0.0)"), result.out)
    }

    func testExplainUnknownRuleExitsTwoSuggestingTheClosestAndCountingTheRest() {
        let box = Sandbox()
        let policy = box.write("team.policy", Self.documented)
        let result = box.run(["explain", "controller-fnial", "--policy", policy])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown rule 'controller-fnial' (did you mean 'controller-final'?); 'policy rules' lists all 2 rules\n")
    }

    func testExplainNeedsExactlyOneRule() {
        let result = Sandbox().run(["explain"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "explain takes one rule id")
    }

    // MARK: rules

    func testRulesTableHasEveryId() {
        let box = Sandbox()
        let policy = box.write("team.policy", Self.documented)
        let result = box.run(["rules", "--policy", policy])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, """
        RULE              SEVERITY  PACK      SUMMARY
        controller-final  warning   policies  {name} must be final
        no-structs        error     policies  struct must not exist

        """)
    }

    func testRulesOfAPackNameThePack() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "packs/team", name: "team", rules: Self.documented)
        let result = box.run(["rules", "--pack", box.path("packs/team")])
        XCTAssertContains(result.out, "controller-final  warning   team")
    }

    // MARK: packs

    func testPacksListsNameVersionAndOrigin() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/team", name: "team", version: "3.2.1", rules: Self.documented)
        let result = box.run(["packs"], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .success, result.all)
        let rows = result.out.split(separator: "\n").map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        let found = rows.filter { $0.count > 3 && !$0[3].hasPrefix("built-in") }
        XCTAssertEqual(found, [["PACK", "VERSION", "RULES", "FOUND IN", "DESCRIPTION"],
                               ["team", "3.2.1", "2", "POLICY_PATH \(box.path("shared/team"))", "the team pack"]])
    }

    func testPacksShowsWhichLocationWonWhenShadowed() throws {
        let box = Sandbox()
        box.mkdir("repo/.git")
        Fixtures.writePack(box, at: "repo/.policy/packs/team", name: "team", version: "1.0.0")
        Fixtures.writePack(box, at: "shared/team", name: "team", version: "2.0.0")
        let result = box.run(["packs"], in: "repo", environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .success, result.all)
        let rows = result.out.split(separator: "\n").map(String.init).filter { !$0.contains("built-in") }
        XCTAssertEqual(rows.count, 3, result.out)
        XCTAssertTrue(rows[1].hasPrefix("team "), rows[1])
        XCTAssertContains(rows[1], "1.0.0")
        XCTAssertContains(rows[1], "repository \(box.path("repo/.policy/packs/team"))")
        XCTAssertTrue(rows[2].hasPrefix("team (shadowed)"), rows[2])
        XCTAssertContains(rows[2], "2.0.0")
        XCTAssertContains(rows[2], "POLICY_PATH \(box.path("shared/team"))")
    }

    // MARK: query

    func testQueryPrintsMatchesWithFileAndLine() {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", "class matching *Controller", box.path("src")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(box.normalize(result.out), """
        <root>/src/App.swift:3:1: class FeedController
        <root>/src/App.swift:7:1: class HomeController

        """)
        XCTAssertEqual(result.err, "2 matches\n")
    }

    func testQueryCountPrintsOnlyTheNumber() {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", "--count", "type", box.path("src")])
        XCTAssertEqual(result.out, "3\n")
    }

    func testQueryUsesLayersOfAPack() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "packs/team", name: "team", rules: Self.documented)
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", "--pack", box.path("packs/team"), "Controller without final", box.path("src")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(box.normalize(result.out), "<root>/src/App.swift:3:1: Controller FeedController\n")
    }

    /// What `policy query SELECTOR src` prints on stderr over the app fixture, asserting it is a usage error (2).
    private func queryError(_ selector: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", selector, box.path("src")])
        XCTAssertEqual(result.code, .usage, file: file, line: line)
        return result.err
    }

    func testQueryWithUnknownLayerIsAPolicyError() {
        XCTAssertContains(queryError("class in Controller"), """
        query:1:10: error: unknown layer 'Controller'
        class in Controller
                 ^~~~~~~~~~
        """)
    }

    func testQueryErrorPointsIntoTheSelectorAsTyped() {
        XCTAssertEqual(queryError("class matchin *Controller"), """
        query:1:7: error: expected the end of the selector, found 'matchin'
        class matchin *Controller
              ^~~~~~~
        help: did you mean 'matching'?

        """)
    }

    func testQuerySelectorCutShortIsReportedAtItsEnd() {
        XCTAssertEqual(queryError("class matching"), """
        query:1:15: error: expected a pattern after 'matching', found the end of the selector
        class matching
                      ^

        """)
    }

    func testQueryWithARequirementSaysTheSelectorEndsThere() {
        XCTAssertEqual(queryError("class have @MainActor"), """
        query:1:7: error: expected the end of the selector, found 'have'
        class have @MainActor
              ^~~~

        """)
    }

    func testQueryErrorOnASecondLineOfTheSelectorNamesThatLine() {
        let error = queryError("class\n  with @")
        XCTAssertContains(error, "query:2:9: error: expected an attribute name after '@'")
        XCTAssertContains(error, "\n  with @\n")
    }

    func testQueryWithoutASelectorIsAUsageError() {
        let result = Sandbox().run(["query", "  "])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "query needs a selector")
    }
}
