// QueryPatternCommandTests: `policy query --pattern` end to end: text and JSON output against golden files (the
// temporary folder replaced by `<root>`; UPDATE_GOLDEN=1 rewrites them), exit codes for a bad pattern (2, with a
// caret) and a missing path (3), and the selector query still working beside it.

import Foundation
import XCTest
@testable import PolicyCommands

final class QueryPatternCommandTests: XCTestCase {
    /// A temporary folder with two Swift files, removed at the end of each test.
    var root = ""

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-query-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = (url.path as NSString).resolvingSymlinksInPath
        try write("App/FeedView.swift", """
        import SwiftUI

        struct FeedView: View {
            var body: some View {
                VStack {
                    Text("Feed")
                        .font(.system(size: 14))
                    Image("logo").font(.system(size: 30, weight: .bold))
                    Text("Long title that goes on and on so that the matched text has to be cut on one line, past the width")
                        .font(.system(size: 12)) // small
                }
            }
        }

        """)
        try write("App/Loader.swift", """
        final class Loader {
            func reload() {
                DispatchQueue.main.async { self.render() }
            }
        }

        """)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let console = Console(capturing: true, environment: ["HOME": root], workingDirectory: root)
        let code = PolicyCLI.run(arguments, console: console)
        return (code, console.capturedOut.replacingOccurrences(of: root, with: "<root>"),
                console.capturedErr.replacingOccurrences(of: root, with: "<root>"))
    }

    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try XCTUnwrap(try? String(contentsOf: url, encoding: .utf8), "missing Golden/\(name); run with UPDATE_GOLDEN=1",
                                     file: file, line: line)
        XCTAssertEqual(actual, expected, "output differs from Golden/\(name) (UPDATE_GOLDEN=1 regenerates)", file: file, line: line)
    }

    func testTextOutputListsEachMatchWithItsBindings() throws {
        let result = run(["query", "--pattern", ".font(.system(size: $S, $$$))", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        try assertGolden(result.out, "query-pattern.txt")
        XCTAssertEqual(result.err, "3 matches in 1 files (1 of 2 files parsed)\n")
    }

    func testJSONOutputHasRangesTextAndBindings() throws {
        let result = run(["query", "--pattern", ".font(.system(size: $S, $$$))", "--format", "json", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        try assertGolden(result.out, "query-pattern.json")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual((object?["matches"] as? [Any])?.count, 3)
    }

    func testJSONJoinsTheMatchesOfSeveralFiles() throws {
        let result = run(["query", "--pattern", "$F($$$)", "--format", "json", "--jobs", "2", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let matches = try XCTUnwrap(object?["matches"] as? [[String: Any]])
        XCTAssertEqual(Set(matches.compactMap { $0["file"] as? String }), ["<root>/App/FeedView.swift", "<root>/App/Loader.swift"])
        XCTAssertEqual("\(matches.count)\n", run(["query", "--pattern", "$F($$$)", "--count", "App"]).out)
    }

    func testCountAndJobsOptions() {
        let result = run(["query", "--pattern", "DispatchQueue.main.async { $$$ }", "--count", "--jobs", "1", "App"])
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.out, "1\n")
    }

    func testBadPatternExitsTwoWithACaret() {
        let result = run(["query", "--pattern", "f(a, $X", "App"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.err.contains("pattern:1:8: error: expected ')' to close the one at 1:2\n    f(a, $X\n           ^\n"), result.err)
    }

    func testMissingPathExitsThree() {
        let result = run(["query", "--pattern", "f()", "Nowhere"])
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.contains("<root>/Nowhere"), result.err)
    }

    func testSelectorQueryStillWorks() {
        let result = run(["query", "class matching *Loader", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.out.contains("Loader.swift:1:"), result.out)
    }

    func testCodeMatchingQueryPrintsMatchesAsPatternDoes() throws {
        let result = run(["query", "code matching `.font(.system(size: $S, $$$))` where $S is integer and $S matching 1*", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        try assertGolden(result.out, "query-code-matching.txt")
        XCTAssertEqual(result.err, "2 matches in 1 files\n")
    }

    func testCodeMatchingQueryAsJSONHasThePatternSchema() throws {
        let result = run(["query", "code matching `.font(.system(size: $S, $$$))` where $S is integer and $S matching 1*",
                          "--format", "json", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        try assertGolden(result.out, "query-code-matching.json")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual((object?["matches"] as? [[String: Any]])?.compactMap { $0["line"] as? Int }, [7, 10])
    }

    func testCodeMatchingQueryTakesLayersAndRelations() throws {
        try write("layers.policy", "layer Loader = class matching *Loader\n")
        let result = run(["query", "--policy", "layers.policy",
                          "code matching `$X.$M()` inside `DispatchQueue.main.async { $$$ }` in Loader", "App"])
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "<root>/App/Loader.swift:3:36: self.render()  {$X: self, $M: render}\n")
        XCTAssertEqual(run(["query", "code matching `$X.$M()` in Loader", "--count", "--policy", "layers.policy", "App"]).out, "1\n")
    }

    func testCodeMatchingQueryWithABadConstraintExitsTwo() {
        let result = run(["query", "code matching `f($V)` where $W is integer", "App"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.err.contains("query:1:29: error: unknown metavariable '$W' in 'where': the pattern binds $V"), result.err)
    }
}
