// The `swiftlint NAME, …` clause of a rule block: the SwiftLint rules a rule is, so that SwiftLint's own directive
// comments silence it. Parsed with its names and place, errors for a broken or repeated one, `swiftlint` still free
// as a name, and `policy fmt` keeping it.
import XCTest
@testable import PolicyLanguage

final class SwiftLintClauseTests: XCTestCase {
    func testTheClauseIsParsedWithItsNamesAndPlace() {
        let rule = TestSupport.rule("""
        rule long-lines {
          swiftlint line_length, trailing_whitespace
          line longer than 120 must not exist
        }
        """)
        XCTAssertEqual(rule.swiftLint?.names, ["line_length", "trailing_whitespace"])
        XCTAssertEqual(rule.swiftLint?.span.line, 2)
        XCTAssertNil(TestSupport.rule("rule r {\n  line longer than 120 must not exist\n}\n").swiftLint)
    }

    func testANameThatIsNoSwiftLintIdentifierSaysWhatWasExpected() {
        XCTAssertEqual(TestSupport.diagnostics("rule r {\n  swiftlint line-length\n  line longer than 120 must not exist\n}\n"), """
        test.policy:2:13: error: expected a SwiftLint rule identifier (lower case, digits and '_', such as line_length), found 'line-length'
          swiftlint line-length
                    ^~~~~~~~~~~
        """)
    }

    func testADuplicateClauseIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          swiftlint line_length
          swiftlint trailing_whitespace
          line longer than 120 must not exist
        }
        """).contains("test.policy:3:3: error: duplicate 'swiftlint' in rule 'r'"))
    }

    func testSwiftlintIsStillALayerName() {
        let file = TestSupport.parse("layer swiftlint = class matching *Lint\nswiftlint must be final\n")
        XCTAssertEqual(file.layers.map(\.name.name), ["swiftlint"])
        XCTAssertEqual(file.rules.count, 1)
    }

    func testFormatterKeepsTheClauseOnItsOwnLine() {
        let text = "rule r {\n  swiftlint   line_length ,trailing_whitespace\n  line longer than 120 must not exist\n}\n"
        guard case .success(let formatted) = PolicyFormatter.format(PolicySource(name: "t.policy", text: text)) else {
            return XCTFail("does not format")
        }
        XCTAssertEqual(formatted, "rule r {\n  swiftlint line_length, trailing_whitespace\n  line longer than 120 must not exist\n}\n")
    }
}
