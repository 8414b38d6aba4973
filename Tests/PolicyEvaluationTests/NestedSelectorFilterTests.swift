// A filter written after a parenthesised `in (S)` applies to the outer selector: the parentheses close S.

import Findings
import PolicyEvaluation
import XCTest

final class NestedSelectorFilterTests: XCTestCase {
    func testFilterAfterParenthesisedInSelectsTheOuterSymbols() {
        let files = ["App/Model.swift": """
            final class FeedModel {
                var isLoading = false
                var items: [String] = []
            }
            struct Row {
                var isLoading = false
            }
            """]
        let written = ["property in (class) named isLoading", "property named isLoading in (class)"].map { selector in
            findings(policy: "rule r {\n  \(selector) must not exist\n  message \"{qualified}\"\n}\n", files: files)
                .map { "\($0.location.line) \($0.message)" }
        }
        XCTAssertEqual(written[0], ["2 FeedModel.isLoading"])
        XCTAssertEqual(written[0], written[1])
    }
}
