// AssignmentTargetTests: how an assignment's target is split into the property it names and the rest of the path,
// on the byte path (ASCII) and the Character path (anything else), which must agree.

import XCTest
@testable import PolicyEvaluation

final class AssignmentTargetTests: XCTestCase {
    func testTargetsSplitIntoTheirPropertyAndTheRestOfThePath() {
        let cases: [(String, String, String?)] = [
            ("loadTask", "loadTask", nil), ("self.loadTask", "loadTask", nil), ("controller.items", "controller", "items"),
            ("self.controller.items", "controller", "items"), ("items[0]", "items", "[0]"), ("task?.value", "task", "value"),
            ("task!.value", "task", "value"), ("task?", "task", nil), ("self", "self", nil), ("selfish.x", "selfish", "x"), ("", "", nil),
        ]
        for (target, head, rest) in cases {
            let split = SubjectFacts.splitTarget(target)
            XCTAssertEqual(split.head, head, target)
            XCTAssertEqual(split.rest, rest, target)
        }
    }

    func testNonASCIITargetsSplitLikeASCIIOnes() {
        XCTAssertTrue(SubjectFacts.splitTarget("self.größe.wert") == ("größe", "wert"))
        XCTAssertTrue(SubjectFacts.splitTarget("café?.x") == ("café", "x"))
        XCTAssertTrue(SubjectFacts.splitTarget("größe") == ("größe", nil))
    }
}
