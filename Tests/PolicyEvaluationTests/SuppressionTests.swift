// Suppressions: inline `policy:` comments scanned from Swift text and applied to evaluated findings —
// next line, same line, regions, a missing reason reported, unused ones listed.

import Findings
import Foundation
import PolicyEvaluation
import SymbolGraph
import XCTest

final class SuppressionTests: XCTestCase {
    static let policy = """
        func must have at most 1 parameters
        file must have no force unwraps
        """

    /// Evaluates `policy` over one file and applies that file's suppressions.
    func applied(_ text: String, path: String = "App/Code.swift")
        -> (kept: [Finding], problems: [Finding], unused: [Suppression]) {
        let all = findings(policy: Self.policy, files: [path: text])
        return Suppressions.apply(Suppressions.scan(text, file: path), to: all)
    }

    func test_scanOfGraph_readsTheDirectiveLinesTheParserKeptInFileOrder() throws {
        let folder = NSTemporaryDirectory() + "suppression-scan-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let texts = [
            "A.swift": "// policy:disable-next-line p-1 -- generated\nfunc f(a: Int, b: Int) {}\n",
            "B.swift": "func g() {} // no marker here, only the word policy\n",
            "C.swift": "let x = 1 // policy:disable-line p-2 -- fixture\n// policy:disable p-3 -- to the end\n\n",
        ]
        for (name, text) in texts { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let graph = GraphBuilder.build(paths: [folder], jobs: 2).graph
        // the files are gone: what the scan finds was kept while they were parsed
        try FileManager.default.removeItem(atPath: folder)
        let found = Suppressions.scan(graph.files)
        XCTAssertEqual(found.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["A.swift", "C.swift", "C.swift"])
        XCTAssertEqual(found.map(\.rules), [["p-1"], ["p-2"], ["p-3"]])
        XCTAssertEqual(found.map(\.lines), [2...2, 1...1, 2...4])
    }

    func test_nextLine_suppressesNamedRuleOnly() {
        let result = applied("""
            // policy:disable-next-line p-1 -- legacy API
            func two(a: Int, b: Int) {}
            func three(a: Int, b: Int, c: Int) {}
            """)
        XCTAssertEqual(places(result.kept), ["p-1 App/Code.swift:3 three(a:b:c:)"])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.unused, [])
    }

    func test_sameLine_suppressesFindingOnThatLine() {
        let text = """
            func two(a: Int, b: Int) { _ = Int("1")! } // policy:disable-line p-1 -- generated code
            """
        let result = applied(text)
        XCTAssertEqual(places(result.kept), ["p-2 App/Code.swift:1 App/Code.swift"])
        XCTAssertEqual(result.unused, [])
        let scanned = Suppressions.scan(text, file: "App/Code.swift")
        XCTAssertEqual(scanned.map(\.scope), [.line])
        XCTAssertEqual(scanned.map(\.column), [44])
        XCTAssertEqual(scanned.map(\.reason), ["generated code"])
    }

    func test_region_coversUntilEnableAndAllMeansEveryRule() {
        let result = applied("""
            // policy:disable p-1 -- generated
            func two(a: Int, b: Int) {}
            func three(a: Int, b: Int, c: Int) {}
            // policy:enable p-1
            func four(a: Int, b: Int, c: Int, d: Int) {}
            func parse() { _ = Int("1")! } // policy:disable-line -- all rules on this line
            """)
        // the force unwrap's finding is on its own line 6, which the line's suppression covers
        XCTAssertEqual(places(result.kept), ["p-1 App/Code.swift:5 four(a:b:c:d:)"])
        XCTAssertEqual(result.unused.map(\.line), [])
    }

    func test_region_withoutEnable_runsToEndOfFile() {
        let text = """
            func two(a: Int, b: Int) {}
            // policy:disable p-1 -- rest of file
            func three(a: Int, b: Int, c: Int) {}
            func four(a: Int, b: Int, c: Int, d: Int) {}
            """
        let scanned = Suppressions.scan(text, file: "App/Code.swift")
        XCTAssertEqual(scanned.map(\.lines), [2...4])
        XCTAssertEqual(places(applied(text).kept), ["p-1 App/Code.swift:1 two(a:b:)"])
    }

    func test_missingReason_reportedAsWarning() {
        let result = applied("""
            // policy:disable-next-line p-1
            func two(a: Int, b: Int) {}
            """)
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(render(result.problems), [
            "suppression-without-reason App/Code.swift:1 -: suppression of p-1 has no reason: add '-- why' after the rule ids",
        ])
        XCTAssertEqual(result.problems.map(\.severity), [.warning])
    }

    func test_unused_listedAndRendered() {
        let result = applied("""
            // policy:disable-next-line p-2 -- wrong rule
            func two(a: Int, b: Int) {}
            // policy:disable-next-line p-1 -- nothing here
            func none() {}
            """)
        XCTAssertEqual(places(result.kept), ["p-1 App/Code.swift:2 two(a:b:)"])
        XCTAssertEqual(result.unused.map(\.line), [1, 3])
        XCTAssertEqual(result.unused.map { render([Suppressions.unusedFinding($0)]) }, [
            ["unused-suppression App/Code.swift:1 -: disable-next-line of p-2 suppresses nothing: remove it"],
            ["unused-suppression App/Code.swift:3 -: disable-next-line of p-1 suppresses nothing: remove it"],
        ])
    }

    func test_sameLine_afterStringWithSlashes_stillADirective() {
        let text = """
            func two(a: Int, b: Int) { _ = "https://example.com" } /// policy:disable-line p-1 -- URL literal
            """
        XCTAssertEqual(Suppressions.scan(text, file: "App/Code.swift").map(\.column), [56])
        XCTAssertEqual(applied(text).kept, [])
    }

    func test_otherFileAndNonDirectiveComments_ignored() {
        let text = """
            // see policy:disable-next-line in the docs
            let doc = "// policy:disable-next-line p-1 -- in a string"
            func two(a: Int, b: Int) {}
            """
        let elsewhere = Suppressions.scan("// policy:disable p-1 -- other file\n", file: "App/Other.swift")
        let all = findings(policy: Self.policy, files: ["App/Code.swift": text])
        let result = Suppressions.apply(Suppressions.scan(text, file: "App/Code.swift") + elsewhere, to: all)
        XCTAssertEqual(places(result.kept), ["p-1 App/Code.swift:3 two(a:b:)"])
    }
}

final class SwiftLintSuppressionTests: XCTestCase {
    /// p-1 is SwiftLint's `function_parameter_count`; p-2 names no SwiftLint rule.
    static let policy = """
        rule params {
          swiftlint function_parameter_count
          func must have at most 1 parameters
        }
        rule unwraps {
          file must have no force unwraps
        }
        """

    func applied(_ text: String) -> (kept: [Finding], problems: [Finding], unused: [Suppression]) {
        let all = findings(policy: Self.policy, files: ["App/Code.swift": text])
        return Suppressions.apply(Suppressions.scan(text, file: "App/Code.swift"), to: all,
                                  swiftLintNames: ["params": ["function_parameter_count"]])
    }

    func testSwiftLintCommentsSilenceTheRuleThatIsThatSwiftLintRule() {
        let result = applied("""
            // swiftlint:disable:next function_parameter_count
            func two(a: Int, b: Int) {}
            func three(a: Int, b: Int, c: Int) {} // swiftlint:disable:this function_parameter_count
            func four(a: Int, b: Int, c: Int, d: Int) {}
            // swiftlint:disable:previous function_parameter_count
            // swiftlint:disable all
            func five(a: Int, b: Int, c: Int, d: Int, e: Int) { _ = Int("1")! }
            // swiftlint:enable all
            func six(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {} // swiftlint:disable:this line_length
            """)
        // `all` is every rule that is a SwiftLint rule, not the force unwrap's; another SwiftLint id silences nothing
        XCTAssertEqual(result.kept.map { "\($0.rule):\($0.location.line)" }, ["unwraps:7", "params:9"])
        // SwiftLint's comments need no reason and are not ours to list as unused
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.unused, [])
    }

    func testSwiftLintCommentsAreScannedFromTheLinesTheParserKept() {
        let scanned = Suppressions.scan("let a = 1 // swiftlint:disable:this identifier_name\nlet s = \"// swiftlint:disable all\"\n",
                                        file: "App/Code.swift")
        XCTAssertEqual(scanned.map(\.rules), [["identifier_name"]])
        XCTAssertEqual(scanned.map(\.isSwiftLint), [true])
    }
}
