// `policy graph --format occurrences`: the oracle's occurrence schema, one JSON object per line, and the
// problems of code the parser recovered from as warnings with line and column.

import XCTest
@testable import PolicyCommands

final class OccurrencesFormatTests: XCTestCase {
    func testGraphOccurrencesPrintsOneObjectPerCallAssignmentAndForceUnwrap() {
        let sandbox = Sandbox()
        _ = sandbox.write("App/A.swift", "func f() {\n    x = g(a: 1)!\n}\n")
        let result = sandbox.run(["graph", "--format", "occurrences", "App"], in: "")
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(sandbox.normalize(result.out).split(separator: "\n").map(String.init).sorted(), [
            #"{"file":"<root>/App/A.swift","line":2,"column":5,"kind":"assign","target":"x","op":"="}"#,
            #"{"file":"<root>/App/A.swift","line":2,"column":9,"kind":"call","callee":"g","receiver":null,"labels":["a"],"trailing":[]}"#,
            #"{"file":"<root>/App/A.swift","line":2,"column":16,"kind":"forceUnwrap"}"#,
        ].sorted())
    }

    func testGraphOccurrencesReportsCodeProblemsAtTheirLineAndColumn() {
        let sandbox = Sandbox()
        _ = sandbox.write("B.swift", "func f() {\n    g(\n}\n")
        let result = sandbox.run(["graph", "--format", "occurrences", "B.swift"], in: "")
        XCTAssertEqual(sandbox.normalize(result.err), "<root>/B.swift:3:1: warning: expected ')' to close the one at 2:6\n")
    }
}
