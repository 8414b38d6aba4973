// FixTests: `policy check --fix` and `--fix --dry-run`: what is written, what is kept byte for byte, the re-check,
// fixes that wait for a later pass, and files that changed while the check ran.
import XCTest
import Findings
import PolicyLanguage
@testable import PolicyCommands

final class FixTests: XCTestCase {
    private let policy = """
    rule controller-main-actor {
      class matching *Controller must have @MainActor
      fix add @MainActor
    }

    rule controller-final {
      class matching *Controller must be final
      fix add final
    }

    rule no-published {
      var must not have @Published
      severity warning
      fix remove @Published
    }

    """

    private func sandbox(_ swift: String) -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", policy)
        box.write("src/FeedController.swift", swift)
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String]) -> RunResult {
        box.run(["check", "--no-config", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    private let swift = """
    import Observation

    // The feed's state.
    @Observable
    class FeedController {
        @Published var items: [String] = []   // kept comment
    }

    """

    func testFixWritesEveryFixAtOrAboveTheThresholdAndKeepsTheRest() {
        let box = sandbox(swift)
        let result = check(box, ["--fix"])
        XCTAssertEqual(box.read("src/FeedController.swift"), """
        import Observation

        // The feed's state.
        @MainActor @Observable
        final class FeedController {
            @Published var items: [String] = []   // kept comment
        }

        """)
        // the warning's fix is below --fail-on error, so it stays, and the re-check reports it
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "fixed \(box.path("src/FeedController.swift")): add @MainActor to FeedController")
        XCTAssertContains(result.err, "add final to FeedController")
        XCTAssertContains(result.out, "[no-published]")
        XCTAssertNotContains(result.out, "[controller-final]")
    }

    func testFailOnWarningAlsoAppliesWarningFixes() {
        let box = sandbox(swift)
        let result = check(box, ["--fix", "--fail-on", "warning"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(box.read("src/FeedController.swift") ?? "", "    var items: [String] = []   // kept comment\n")
        XCTAssertContains(result.out, "0 errors, 0 warnings")
    }

    func testDryRunPrintsAUnifiedDiffAndWritesNothing() {
        let box = sandbox(swift)
        let result = check(box, ["--fix", "--dry-run"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(box.read("src/FeedController.swift"), swift)
        XCTAssertContains(result.out, """
        @@ -1,7 +1,7 @@
         import Observation
         
         // The feed's state.
        -@Observable
        -class FeedController {
        +@MainActor @Observable
        +final class FeedController {
        """)
        XCTAssertContains(result.err, "2 fixes in 1 file")
    }

    func testAFixedTreeHasNothingLeftToFix() {
        let box = sandbox(swift)
        check(box, ["--fix"])
        let again = check(box, ["--fix", "--dry-run"])
        XCTAssertEqual(again.code, .success, again.all)
        XCTAssertEqual(again.out, "")
    }

    func testOverlappingFixesAreAppliedInLaterPasses() {
        let box = Sandbox()
        // removing `public` and adding `final` before `class` touch the same place: one pass each
        box.write("rules.policy", """
        rule not-public {
          class must not be public
          fix remove public
        }

        rule final-classes {
          class must be final
          fix add final
        }

        """)
        box.write("src/A.swift", "public class A {}\n")
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), "--fix", box.path("src")])
        XCTAssertEqual(box.read("src/A.swift"), "final class A {}\n")
        XCTAssertEqual(result.code, .success, result.all)
    }

    func testDryRunNeedsFix() {
        let result = check(sandbox(swift), ["--dry-run"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.all, "--dry-run goes with --fix")
    }

    func testAFileThatChangedAfterTheCheckIsNotFixed() throws {
        let box = sandbox(swift)
        let path = box.path("src/FeedController.swift")
        let finding = Finding(rule: "controller-final", severity: .error, message: "m",
                              location: SourceLocation(file: path, line: 4, column: 1), symbol: "FeedController")
        let fix = RuleFix(actions: [FixAction(verb: .add, item: .modifier(name: "final", detail: nil),
                                              span: SourceSpan(file: "p", line: 1, column: 1, length: 1, offset: 0))],
                          span: SourceSpan(file: "p", line: 1, column: 1, length: 1, offset: 0))
        let checkedAsItWas = CheckFixes.Plan([finding], fixes: ["controller-final": fix], checkedSizes: [path: swift.utf8.count])
        XCTAssertEqual(checkedAsItWas.files.count, 1)
        let editedSince = CheckFixes.Plan([finding], fixes: ["controller-final": fix], checkedSizes: [path: swift.utf8.count - 1])
        XCTAssertEqual(editedSince.files.count, 0)
        XCTAssertEqual(editedSince.changedSinceChecked, [path])
    }

    func testFixWithOnlyFixesOnlyTheSelectedFiles() {
        let box = sandbox(swift)
        box.write("src/OtherController.swift", "class OtherController {}\n")
        let result = check(box, ["--fix", "--only", box.path("src/OtherController.swift")])
        XCTAssertEqual(box.read("src/OtherController.swift"), "@MainActor final class OtherController {}\n", result.all)
        XCTAssertEqual(box.read("src/FeedController.swift"), swift)
    }
}
