// The occurrence dump (the oracle's schema): calls, assignments and force unwraps at their tokens.

import XCTest
@testable import SwiftCode

final class OccurrenceTests: XCTestCase {
    func lines(_ source: String) -> [String] {
        CodeParser.parseStatements(source).occurrences().map { $0.jsonLine(file: "f.swift") }
    }

    func testCallRecordsCalleeReceiverLabelsAndTrailingClosures() {
        XCTAssertEqual(lines("loadTask?.cancel(a, b: 1) { } done: { }"), [
            #"{"file":"f.swift","line":1,"column":11,"kind":"call","callee":"cancel","receiver":"loadTask","labels":["_","b"],"trailing":["_","done"]}"#,
        ])
    }

    func testImplicitMemberCallHasAnEmptyReceiverAndAPlainCallNone() {
        XCTAssertEqual(lines("f(.system(size: 1))"), [
            #"{"file":"f.swift","line":1,"column":4,"kind":"call","callee":"system","receiver":"","labels":["size"],"trailing":[]}"#,
            #"{"file":"f.swift","line":1,"column":1,"kind":"call","callee":"f","receiver":null,"labels":["_"],"trailing":[]}"#,
        ])
    }

    func testAssignmentIsTheFirstOperatorOfItsSequence() {
        XCTAssertEqual(lines("self.path = a + b\nx += 1\na == b"), [
            #"{"file":"f.swift","line":1,"column":1,"kind":"assign","target":"self.path","op":"="}"#,
            #"{"file":"f.swift","line":2,"column":1,"kind":"assign","target":"x","op":"+="}"#,
        ])
    }

    func testForceUnwrapIsTheBangNotTryOrAs() {
        XCTAssertEqual(lines("let a = try! b as! C\nlet d = e!"), [
            #"{"file":"f.swift","line":2,"column":10,"kind":"forceUnwrap"}"#,
        ])
    }

    func testReceiverOfAChainIsTheWholeChainCutTo60Characters() {
        let chain = "Text(\"" + String(repeating: "x", count: 70) + "\")\n    .bold()"
        let receiver = CodeParser.parseStatements(chain).occurrences().first { $0.callee == "bold" }?.receiver
        XCTAssertEqual(receiver, "Text(\"" + String(repeating: "x", count: 54))
    }
}
