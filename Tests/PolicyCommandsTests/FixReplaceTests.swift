// FixReplaceTests: `policy check --fix` with `fix replace with \`T\``: each match of the rule's code pattern becomes
// the template filled with what it bound (a multi-line `$$$` binding verbatim), overlapping matches one pass each,
// the dry-run diff, a fix that would not parse left unwritten, and the error for an unbound metavariable.
import XCTest
import Findings
import PolicyLanguage
@testable import PolicyCommands

final class FixReplaceTests: XCTestCase {
    private let policy = """
    rule main-async {
      code matching `DispatchQueue.main.async { $$$BODY }` must not exist
      message "use a Task on the main actor"
      fix replace with `Task { @MainActor in
          $$$BODY
      }`
    }

    rule rounded-font {
      type conforming to View must not contain `.font(.system(size: $S))`
      severity warning
      fix replace with `.font(.system(size: $S, design: .rounded))`
    }

    """

    private let feed = """
    import SwiftUI

    final class FeedController {
        var items: [String] = []

        func reload(_ new: [String]) {
            DispatchQueue.main.async {
                self.items = new
                // the list is shown as loaded
                if new.isEmpty {
                    self.items = ["none"]
                }
            }
        }
    }

    struct FeedView: View {
        var body: some View {
            Text("a").font(.system(size: 12)).padding().font(.system(size: 14))
        }
    }

    """

    private func sandbox(_ swift: String, policy: String? = nil) -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", policy ?? self.policy)
        box.write("src/Feed.swift", swift)
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String]) -> RunResult {
        box.run(["check", "--no-config", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    func testReplaceFixRewritesEachMatchWithTheTemplateGolden() throws {
        let box = sandbox(feed)
        let result = check(box, ["--fix", "--fail-on", "warning"])
        XCTAssertEqual(result.code, .success, result.all)
        try assertMatchesGolden(box.read("src/Feed.swift") ?? "", named: "fix-replace-fixed.swift.txt")
        try assertMatchesGolden(box.normalize(result.err), named: "fix-replace-fixed.err.txt")
        XCTAssertContains(result.out, "0 errors, 0 warnings, 0 info in 1 file")
    }

    func testAMultiLineSequenceBindingKeepsItsTextAndIndentation() {
        let box = sandbox(feed)
        check(box, ["--fix"])
        XCTAssertContains(box.read("src/Feed.swift") ?? "", """
            func reload(_ new: [String]) {
                Task { @MainActor in
                    self.items = new
                    // the list is shown as loaded
                    if new.isEmpty {
                        self.items = ["none"]
                    }
                }
            }
        """)
        // the warning's fix is below --fail-on error: the view is left as it was
        XCTAssertContains(box.read("src/Feed.swift") ?? "", "Text(\"a\").font(.system(size: 12)).padding().font(.system(size: 14))")
    }

    func testOverlappingMatchesAreReplacedOneAtATime() {
        let box = sandbox("""
        func f() {
            DispatchQueue.main.async {
                DispatchQueue.main.async { work() }
                done()
            }
        }

        """)
        let dryRun = check(box, ["--fix", "--dry-run"])
        XCTAssertContains(dryRun.err, "1 fix in 1 file; 1 more after them (they overlap); nothing written")
        let result = check(box, ["--fix"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(box.read("src/Feed.swift"), """
        func f() {
            Task { @MainActor in
                Task { @MainActor in
                    work()
                }
                done()
            }
        }

        """)
        XCTAssertEqual(result.err.components(separatedBy: "\n").filter { $0.hasPrefix("fixed ") }.count, 2, result.err)
    }

    func testDryRunShowsTheReplacementsAsAUnifiedDiffGolden() throws {
        let box = sandbox(feed)
        let result = check(box, ["--fix", "--dry-run", "--fail-on", "warning"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(box.read("src/Feed.swift"), feed)
        try assertMatchesGolden(box.normalize(result.out), named: "fix-replace-dry-run.diff")
        XCTAssertContains(result.err, "3 fixes in 1 file; nothing written")
    }

    func testAFixThatWouldNotParseIsNotWritten() {
        let box = sandbox(feed, policy: """
        rule main-async {
          code matching `DispatchQueue.main.async { $$$BODY }` must not exist
          fix replace with `Task { $$$BODY`
        }

        """)
        let result = check(box, ["--fix"])
        XCTAssertEqual(box.read("src/Feed.swift"), feed)
        XCTAssertContains(result.err, "policy: not fixing \(box.path("src/Feed.swift")): the fixed file would not parse (")
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "[main-async]")
        let dryRun = check(box, ["--fix", "--dry-run"])
        XCTAssertEqual(dryRun.out, "")
        XCTAssertContains(dryRun.err, "the fixed file would not parse")
    }

    func testAFindingWithoutAMatchIsNotReplaced() {
        // a finding made elsewhere (a baseline, another tool) carries no match: nothing is guessed
        let finding = Finding(rule: "main-async", severity: .error, message: "m",
                              location: SourceLocation(file: "/nonexistent.swift", line: 7, column: 9))
        XCTAssertNil(finding.matchedCode)
        let box = sandbox(feed)
        let path = box.path("src/Feed.swift")
        let located = Finding(rule: "main-async", severity: .error, message: "m", location: SourceLocation(file: path, line: 7, column: 9))
        let span = SourceSpan(file: "p", line: 1, column: 1, length: 1, offset: 0)
        let fix = RuleFix(actions: [], replacement: CodeTemplateLiteral(text: "Task { $$$BODY }", span: span, variables: []), span: span)
        let plan = CheckFixes.Plan([located], fixes: ["main-async": fix], checkedSizes: [:])
        XCTAssertEqual(plan.files.count, 0)
        XCTAssertEqual(plan.skipped, [located])
    }

    func testTemplateUsingAnUnboundMetavariableIsAnErrorGolden() throws {
        let box = sandbox(feed, policy: """
        rule rounded-font {
          type conforming to View must not contain `.font(.system(size: $S))`
          fix replace with `.font(.system(size: $SIZE, design: .rounded))`
        }

        """)
        let result = check(box, ["--fix"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertEqual(box.read("src/Feed.swift"), feed)
        try assertMatchesGolden(box.normalize(result.err), named: "fix-replace-unbound-metavariable.txt")
    }
}
