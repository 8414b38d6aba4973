// BaselineTests: `--write-baseline`, `--baseline`, stale entries, `--strict-baseline`, malformed files.
import XCTest
@testable import PolicyCommands

final class BaselineTests: XCTestCase {
    private func sandbox() -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/B.swift", "class BController {}\nclass AController {}\n")
        box.write("src/A.swift", "class ZController {}\n")
        return box
    }

    @discardableResult
    private func check(_ box: Sandbox, _ extra: [String]) -> RunResult {
        box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    func testWriteBaselineExitsZeroAndRecordsEveryFinding() throws {
        let box = sandbox()
        let result = check(box, ["--write-baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "wrote 3 findings to baseline")
        let text = try XCTUnwrap(box.read("baseline.txt"))
        XCTAssertEqual(text, """
        # policy baseline: rule | symbol | message. Regenerate with: policy check --write-baseline FILE
        controller-final | AController | AController must be final
        controller-final | BController | BController must be final
        controller-final | ZController | ZController must be final

        """)
    }

    func testBaselineFileIsSorted() throws {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        let entries = try XCTUnwrap(box.read("baseline.txt")).split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertEqual(entries, entries.sorted())
    }

    func testCheckWithBaselineReportsNothing() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        let result = check(box, ["--baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "")
    }

    func testNewFindingIsReportedDespiteTheBaseline() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        box.write("src/C.swift", "class NewController {}\n")
        let result = check(box, ["--baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .findings)
        XCTAssertEqual(box.normalize(result.out), "<root>/src/C.swift:1:1: error: NewController must be final [controller-final]\n")
    }

    func testShiftingLinesDoesNotChurnTheBaseline() throws {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("first.txt")])
        box.write("src/B.swift", "import Foundation\n\n// a comment\n\nclass BController {}\n\n\nclass AController {}\n")
        check(box, ["--write-baseline", box.path("second.txt")])
        XCTAssertEqual(try XCTUnwrap(box.read("first.txt")), try XCTUnwrap(box.read("second.txt")))
        XCTAssertEqual(check(box, ["--baseline", box.path("first.txt")]).out, "")
    }

    func testFixedFindingLeavesAStaleEntryThatIsReported() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        box.write("src/B.swift", "class BController {}\nfinal class AController {}\n")
        let result = check(box, ["--baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .success, "a stale entry is a warning unless --strict-baseline")
        XCTAssertEqual(box.normalize(result.out), "<root>/baseline.txt:2:1: warning: baseline entry no longer matches a finding: "
            + "controller-final | AController | AController must be final; remove it (policy check --write-baseline) [stale-baseline-entry]\n")
    }

    func testStrictBaselineFailsOnAStaleEntry() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        box.write("src/B.swift", "class BController {}\nfinal class AController {}\n")
        let result = check(box, ["--baseline", box.path("baseline.txt"), "--strict-baseline"])
        XCTAssertEqual(result.code, .findings)
        XCTAssertContains(result.out, "baseline.txt:2:1: error: baseline entry no longer matches")
    }

    func testMalformedBaselineLineIsAnErrorWithFileAndLine() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        box.write("baseline.txt", (box.read("baseline.txt") ?? "") + "not an entry\n")
        let result = check(box, ["--baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertEqual(result.err, "\(box.path("baseline.txt")):5:1: error: expected 'rule | symbol | message'\nnot an entry\n^\n")
    }

    func testMissingBaselineIsAnIOFailure() {
        let box = sandbox()
        let result = check(box, ["--baseline", box.path("nope.txt")])
        XCTAssertEqual(result.code, .failure)
        XCTAssertContains(result.err, "cannot read baseline \(box.path("nope.txt"))")
    }

    func testBaselineFromConfigIsUsed() {
        let box = sandbox()
        box.write(".swiftpolicy.json", #"{"policies": ["rules.policy"], "baseline": "baseline.txt"}"#)
        box.run(["check", "--write-baseline", box.path("baseline.txt"), box.path("src")])
        let result = box.run(["check", "--format", "xcode", box.path("src")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "")
    }
}
