// CheckTests: `policy check` exit codes, thresholds, policy errors before any Swift is read, unknown packs,
// report formats, colour, --output and deterministic ordering.
import XCTest
@testable import PolicyCommands
import SymbolGraph

final class CheckTests: XCTestCase {
    /// A sandbox with `rules.policy` (three severities) and `src/` holding `swift`.
    private func sandbox(policy: String = Fixtures.threeSeverities, swift: String = Fixtures.appSwift) -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", policy)
        box.write("src/App.swift", swift)
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String] = [], paths: [String]? = nil) -> RunResult {
        box.run(["check", "--no-config", "--policy", box.path("rules.policy")] + extra + (paths ?? [box.path("src")]))
    }

    func testNoFindingsExitsZero() {
        let box = sandbox(swift: "final class FeedController {}\n")
        let result = check(box)
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "0 errors, 0 warnings, 0 info in 1 file")
    }

    func testStatsPrintPhasesCPUTimeAndTheSlowestRulesToStandardError() {
        let result = check(sandbox(), ["--stats"])
        XCTAssertEqual(result.code, .findings, result.all)
        for line in ["stats: files 1, lines", "stats: graph build", "stats: evaluation", "stats: cpu time (all threads): graph build",
                     "stats: slowest rules: ", "controller-final ", "stats: peak memory"] {
            XCTAssertContains(result.err, line)
        }
        XCTAssertNotContains(result.out, "stats:")
    }

    func testStatsListTheTenSlowestRulesSlowestFirst() {
        let rules = (1...12).map { (rule: "r\($0)", seconds: Double($0) / 1000) }
        let text = Statistics.render(GraphStatistics(), evaluation: 0.1, slowestRules: rules)
        let line = text.split(separator: "\n").first { $0.hasPrefix("stats: slowest rules: ") }
        XCTAssertEqual(line, "stats: slowest rules: " + (3...12).reversed().map { "r\($0) \($0).0 ms" }.joined(separator: ", "))
    }

    func testErrorFindingExitsOne() {
        let result = check(sandbox())
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "FeedController must be final  [controller-final]")
    }

    func testWarningAloneDoesNotFailByDefault() {
        let box = sandbox(policy: "rule w {\n  struct matching Model* should be named *Thing\n}\n")
        XCTAssertEqual(check(box).code, .success)
    }

    func testFailOnWarningFailsOnAWarning() {
        let box = sandbox(policy: "rule w {\n  struct matching Model* should be named *Thing\n}\n")
        XCTAssertEqual(check(box, ["--fail-on", "warning"]).code, .findings)
    }

    func testFailOnWarningIgnoresInfo() {
        let box = sandbox(policy: "rule i {\n  struct must not exist\n  severity info\n}\n")
        XCTAssertEqual(check(box, ["--fail-on", "warning"]).code, .success)
    }

    func testFailOnInfoFailsOnInfo() {
        let box = sandbox(policy: "rule i {\n  struct must not exist\n  severity info\n}\n")
        XCTAssertEqual(check(box, ["--fail-on", "info"]).code, .findings)
    }

    func testFailOnRejectsUnknownLevel() {
        let result = check(sandbox(), ["--fail-on", "fatal"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "--fail-on takes error, warning or info, not 'fatal'")
    }

    func testBrokenPolicyFailsBeforeAnySwiftIsReadWithEveryErrorAndCarets() {
        let box = Sandbox()
        let policy = box.write("broken.policy", """
        class matchng *Controller must have @Observable
        type matching *Controller must have @, final
        rule fine {
          class must be final
        }

        """)
        let result = box.run(["check", "--no-config", "--policy", policy, box.path("does/not/exist")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertEqual(result.out, "")
        let expected = """
        \(policy):1:7: error: expected 'must' or 'should' after the selector, found 'matchng'
        class matchng *Controller must have @Observable
              ^~~~~~~
        help: did you mean 'matching'?
        \(policy):2:38: error: expected an attribute name after '@'
        type matching *Controller must have @, final
                                             ^
        """
        XCTAssertContains(result.err, expected)
        XCTAssertNotContains(result.err, "does/not/exist")
        XCTAssertNotContains(result.err, "policy: error: \(policy)")
    }

    func testUnreadablePolicyFileIsNamed() {
        let box = Sandbox()
        let result = box.run(["check", "--no-config", "--policy", box.path("missing.policy"), box.path("")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "cannot read policy file '\(box.path("missing.policy"))'")
    }

    func testUnknownPackExitsTwoNamingAvailablePacks() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/alpha", name: "alpha")
        Fixtures.writePack(box, at: "shared/beta", name: "beta")
        box.write("src/A.swift", "final class A {}\n")
        let result = box.run(["check", "--no-config", "--pack", "alpa", box.path("src")], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown pack 'alpa' (did you mean 'alpha'?); available packs: alpha, beta")
    }

    func testMissingSwiftPathIsAnIOFailure() {
        let box = sandbox()
        let result = check(box, paths: [box.path("nowhere")])
        XCTAssertEqual(result.code, .failure, result.all)
        XCTAssertContains(result.all, "nowhere")
    }

    // MARK: Formats

    func testEachFormatProducesItsShape() throws {
        let box = sandbox()
        let shapes: [(String, (String) -> Bool)] = [
            ("text", { $0.contains("  error    FeedController must be final  [controller-final]") }),
            ("xcode", { $0.contains("/src/App.swift:3:1: error: FeedController must be final [controller-final]") }),
            ("json", { $0.hasPrefix("{") && $0.contains("\"rule\" : \"controller-final\"") || $0.contains("\"rule\": \"controller-final\"") }),
            ("sarif", { $0.contains("\"version\"") && $0.contains("2.1.0") && $0.contains("\"ruleId\"") }),
            ("github", { $0.contains("::error file=") && $0.contains("line=3") }),
            ("markdown", { $0.contains("# policy check") || $0.contains("#") && $0.contains("controller-final") }),
        ]
        for (format, shape) in shapes {
            let result = check(box, ["--format", format])
            XCTAssertEqual(result.code, .findings, format)
            XCTAssertTrue(shape(result.out), "\(format) output has the wrong shape:\n\(result.out)")
        }
    }

    func testJSONOutputParses() throws {
        let result = check(sandbox(), ["--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(Set(findings.compactMap { $0["rule"] as? String }), ["controller-final", "model-name", "no-structs"])
    }

    func testSARIFOutputParses() throws {
        let result = check(sandbox(), ["--format", "sarif"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
    }

    func testSARIFNamesAPolicyFilesRuleOnceAsItsFindingsDo() throws {
        let result = check(sandbox(), ["--format", "sarif"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        let resultIDs = Set(try XCTUnwrap(run["results"] as? [[String: Any]]).compactMap { $0["ruleId"] as? String })
        XCTAssertEqual(ruleIDs.count, Set(ruleIDs).count)
        XCTAssertTrue(resultIDs.isSubset(of: Set(ruleIDs)), "\(resultIDs) not among \(ruleIDs)")
        XCTAssertFalse(ruleIDs.contains { $0.contains("/") }, "a policy file is not a pack: \(ruleIDs)")
    }

    func testMarkdownUsesTheTitle() {
        let result = check(sandbox(), ["--format", "markdown", "--title", "Architecture review"])
        XCTAssertContains(result.out, "Architecture review")
    }

    // MARK: Colour

    func testTerminalWithoutNoColorUsesANSI() {
        let box = sandbox()
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), box.path("src")], isTerminal: true)
        XCTAssertContains(result.out, "\u{1B}[")
    }

    func testNoColorSuppressesANSIOnATerminal() {
        let box = sandbox()
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), box.path("src")],
                             environment: ["NO_COLOR": "1"], isTerminal: true)
        XCTAssertNotContains(result.out, "\u{1B}[")
    }

    func testNonTerminalHasNoANSI() {
        let result = check(sandbox())
        XCTAssertNotContains(result.out, "\u{1B}[")
    }

    // MARK: Output

    func testOutputWritesTheReportToAFileAndNothingToStdout() throws {
        let box = sandbox()
        let second = check(box, ["--format", "json", "--output", box.path("report.json")])
        XCTAssertEqual(second.code, .findings)
        XCTAssertEqual(second.out, "")
        let written = try XCTUnwrap(box.read("report.json"))
        XCTAssertEqual(written, check(box, ["--format", "json"]).out)
    }

    func testOutputToAnUnwritablePlaceIsAnIOFailure() {
        let box = sandbox()
        let result = check(box, ["--output", box.path("no/such/folder/report.txt")])
        XCTAssertEqual(result.code, .failure, result.all)
        XCTAssertContains(result.err, "cannot write \(box.path("no/such/folder/report.txt"))")
    }

    func testOutputFileIsNeverColoured() throws {
        let box = sandbox()
        _ = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), "--output", box.path("r.txt"), box.path("src")],
                    environment: ["FORCE_COLOR": "1"], isTerminal: true)
        XCTAssertNotContains(try XCTUnwrap(box.read("r.txt")), "\u{1B}[")
    }

    // MARK: Determinism

    func testOutputIsDeterministicAndSortedWhateverTheFileCreationOrder() {
        var outputs: [String] = []
        let names = ["Zeta", "Alpha", "Mid", "beta", "Omega", "Delta"]
        for round in 0..<3 {
            let box = Sandbox()
            box.write("rules.policy", Fixtures.finalControllers)
            var shuffled = names
            var generator = SeededGenerator(seed: UInt64(round + 1))
            shuffled.shuffle(using: &generator)
            for name in shuffled { box.write("src/\(name).swift", "class \(name)Controller {}\nclass \(name)OtherController {}\n") }
            let first = box.normalize(check(box, ["--format", "xcode"]).out)
            let second = box.normalize(check(box, ["--format", "xcode"]).out)
            XCTAssertEqual(first, second)
            outputs.append(first)
        }
        XCTAssertEqual(Set(outputs).count, 1, "the order depends on file creation order:\n\(outputs.joined(separator: "\n---\n"))")
        let files = outputs[0].split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        XCTAssertEqual(files, files.sorted())
        XCTAssertEqual(files.count, names.count * 2)
    }
}

/// A tiny deterministic generator for shuffles.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E3779B97F4A7C15 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
