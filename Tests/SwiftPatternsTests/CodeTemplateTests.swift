// CodeTemplate: which `$` names of a fix's template are metavariables, and the template filled in: bound text
// verbatim, later lines re-indented to the match's line, blank lines left without trailing white space.
import XCTest
import SwiftPatterns

final class CodeTemplateTests: XCTestCase {
    private func fill(_ template: String, indentation: String = "", _ bound: [String: String]) -> String? {
        CodeTemplate(template).instantiated(indentation: Array(indentation.utf8)) { name in bound[name].map { Array($0.utf8) } }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func testMetavariablesAreTheDollarNamesPatternsUse() {
        let uses = CodeTemplate(#"f($X, $$$REST, $_, $$$, $0, $value, "$S")"#).uses
        XCTAssertEqual(uses.map(\.name), ["X", "REST", "_", ""])
        XCTAssertEqual(uses.map(\.isAnonymous), [false, false, true, true])
        XCTAssertEqual(uses.map(\.range), [2..<4, 6..<13, 15..<17, 19..<22])
    }

    func testBoundTextGoesInVerbatim() {
        XCTAssertEqual(fill("Task { @MainActor in $$$BODY }", ["BODY": "a()\n    // note\n    b()"]),
                       "Task { @MainActor in a()\n    // note\n    b() }")
    }

    func testLaterLinesOfATemplateTakeTheIndentationOfTheMatchesLine() {
        let template = "Task { @MainActor in\n      $$$BODY\n\n  }"
        XCTAssertEqual(fill(template, indentation: "        ", ["BODY": "a()\n            b()"]),
                       "Task { @MainActor in\n            a()\n            b()\n\n        }")
    }

    func testAnUnboundMetavariableGivesNothing() {
        XCTAssertNil(fill("f($X)", [:]))
    }
}
