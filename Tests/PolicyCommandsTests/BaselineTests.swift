// BaselineTests: `--write-baseline`, `--baseline`, stale entries, `--strict-baseline`, malformed files.
import XCTest
@testable import PolicyCommands
import Findings

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
        # policy baseline v2: rule | symbol | message, \\ escapes \\, |, line breaks and controls. Regenerate with: policy check --write-baseline FILE
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
        XCTAssertEqual(result.err, "\(box.path("baseline.txt")):5:1: error: expected 'rule | symbol | message' "
            + "(a backslash escapes only \\\\, \\|, \\n, \\r, \\t or \\u{HEX})\nnot an entry\n^\n")
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

    // MARK: Escaped fields (issue 29: a file name must not forge an entry)

    /// A file-level finding whose path holds line breaks and ` | `, laid out so that, written raw, its middle line is
    /// an entry for `/src/Real.swift`'s finding.
    private static let forgingPath = "/src/evil.swift | x\nno-uikit | /src/Real.swift | Real.swift imports UIKit\nb|\\.swift"
    private static func fileFinding(_ path: String, message: String) -> Finding {
        Finding(rule: "no-uikit", severity: .error, message: message, location: SourceLocation(file: path, line: 1, column: 1),
                symbol: nil, subjectKind: "file")
    }

    func testHostilePathsAreWrittenEscapedOneEntryALine() {
        let baseline = Baseline(findings: [
            Self.fileFinding(Self.forgingPath, message: "evil imports UIKit"),
            Finding(rule: "r", severity: .warning, message: "tab\tand \u{1B}[2J", location: SourceLocation(file: "A.swift", line: 1, column: 1),
                    symbol: "Odd\u{202E}Name\\", subjectKind: "class"),
        ])
        XCTAssertEqual(baseline.text, """
            # policy baseline v2: rule | symbol | message, \\ escapes \\, |, line breaks and controls. Regenerate with: policy check --write-baseline FILE
            no-uikit | /src/evil.swift \\| x\\nno-uikit \\| /src/Real.swift \\| Real.swift imports UIKit\\nb\\|\\\\.swift | evil imports UIKit
            r | Odd\\u{202E}Name\\\\ | tab and \\u{1B}[#J

            """)
    }

    func testEveryFieldRoundTripsThroughTheFile() throws {
        let findings = [Self.fileFinding(Self.forgingPath, message: "m"),
                        Self.fileFinding(" lead and trail ", message: ""),
                        Self.fileFinding("a\rb\u{0}c\u{85}d\u{2028}e", message: "x | y")]
        let written = Baseline(findings: findings)
        let read = try Baseline.parse(written.text, path: "b.txt")
        XCTAssertEqual(read.entries.map(\.subject), written.entries.map(\.subject))
        XCTAssertEqual(read.entries.map(\.message), written.entries.map(\.message))
        XCTAssertEqual(read.filter(findings).kept, [])
        XCTAssertEqual(read.filter(findings).stale.count, 0)
    }

    func testAPathCannotForgeAnEntryThatHidesAnotherFilesFinding() throws {
        let recorded = try Baseline.parse(Baseline(findings: [Self.fileFinding(Self.forgingPath, message: "evil imports UIKit")]).text,
                                          path: "b.txt")
        let real = Self.fileFinding("/src/Real.swift", message: "Real.swift imports UIKit")
        XCTAssertEqual(recorded.entries.count, 1)
        XCTAssertEqual(recorded.filter([real]).kept, [real], "the real finding is new and must be reported")
    }

    func testABaselineWrittenBeforeEscapingIsStillRead() throws {
        let old = """
            # policy baseline: rule | symbol | message. Regenerate with: policy check --write-baseline FILE
            controller-final | C:\\Legacy\\AController | AController must be final

            """
        let baseline = try Baseline.parse(old, path: "b.txt")
        let finding = Finding(rule: "controller-final", severity: .error, message: "AController must be final",
                              location: SourceLocation(file: "A.swift", line: 1, column: 1), symbol: "C:\\Legacy\\AController")
        XCTAssertEqual(baseline.entries.map(\.subject), ["C:\\Legacy\\AController"])
        XCTAssertEqual(baseline.filter([finding]).kept, [])
    }

    func testABadEscapeIsAnErrorWithFileAndLine() {
        XCTAssertThrowsError(try Baseline.parse(Baseline.header + "\nr | a\\q | m\n", path: "b.txt")) { error in
            XCTAssertEqual((error as? UsageError)?.message.hasPrefix("b.txt:2:1: error: expected 'rule | symbol | message'"), true, "\(error)")
        }
    }

    func testAFileNamedWithALineBreakAndPipeRoundTripsThroughTheCLI() throws {
        let box = Sandbox()
        box.write("rules.policy", "rule no-uikit {\n  file must not import UIKit\n  message \"{file} imports UIKit\"\n}\n")
        box.write("src/evil | x\nno-uikit | y.swift", "import UIKit\n")
        box.write("src/Real.swift", "import UIKit\n")
        let run = { (extra: [String]) in
            box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
        }
        XCTAssertEqual(run(["--write-baseline", box.path("baseline.txt")]).code, .success)
        XCTAssertEqual(box.read("baseline.txt")?.split(separator: "\n").count, 3, box.read("baseline.txt") ?? "")
        let result = run(["--baseline", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "")
    }

    /// Seeded random fields over the characters that matter (backslash, pipe, spaces, line breaks, controls, the
    /// letters of escapes, braces, non-ASCII): every triple comes back from one written line exactly.
    func testRandomFieldsRoundTripThroughAnEscapedLine() {
        let alphabet: [Unicode.Scalar] = ["\\", "|", " ", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}",
                                          "\u{202E}", "u", "n", "{", "}", "1", "F", "a", "é", "✓"]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        func field() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<next(12) { scalars.append(alphabet[next(alphabet.count)]) }
            return String(scalars)
        }
        for _ in 0..<3_000 {
            let (rule, subject, message) = (field(), field(), field())
            let line = BaselineField.escape(rule) + " | " + BaselineField.escape(subject) + " | " + BaselineField.escape(message)
            XCTAssertFalse(line.contains("\n") || line.contains("\r"), line.debugDescription)
            let split = BaselineField.split(line)
            XCTAssertEqual(split?.rule, rule, line.debugDescription)
            XCTAssertEqual(split?.subject, subject, line.debugDescription)
            XCTAssertEqual(split?.message, message, line.debugDescription)
        }
    }
}
