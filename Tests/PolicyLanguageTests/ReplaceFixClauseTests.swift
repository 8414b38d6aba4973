// `fix replace with \`T\``: the template read with the place of each metavariable, and the checker's errors for a
// template that uses what the pattern does not bind, a rule whose findings are not code matches, a rule with two
// patterns, and a replace combined with head edits.
import XCTest
@testable import PolicyLanguage

final class ReplaceFixClauseTests: XCTestCase {
    func testReplaceFixKeepsTheTemplateAndEachMetavariableAtItsPlace() {
        let rule = TestSupport.rule("""
        rule r {
          code matching `DispatchQueue.main.async { $$$BODY }` must not exist
          fix replace with `Task { @MainActor in $$$BODY }`
        }
        """)
        XCTAssertEqual(rule.fix?.actions.count, 0)
        XCTAssertEqual(rule.fix?.replacement?.text, "Task { @MainActor in $$$BODY }")
        XCTAssertEqual(rule.fix?.replacement?.variables.map { "\($0.name)@\($0.span.line):\($0.span.column)+\($0.span.length)" },
                       ["BODY@3:42+7"])
    }

    func testATemplateMayUseWhatTheRulesMustNotContainPatternBinds() {
        XCTAssertEqual(TestSupport.diagnostics("""
        rule r {
          type must not contain `.font(.system(size: $S))`
          fix replace with `.font(.system(size: $S, design: .rounded))`
        }
        """), "")
    }

    func testAMetavariableBoundOnlyByARelationMayBeUsed() {
        XCTAssertEqual(TestSupport.diagnostics("""
        rule r {
          code matching `$T = Task { $$$ }` after `$T?.cancel()` must not exist
          fix replace with `$T?.cancel(); $T = Task { }`
        }
        """), "")
    }

    func testTemplateUsingAnUnboundMetavariableIsAnErrorAtItsPlace() {
        XCTAssertEqual(TestSupport.diagnostics("""
        rule r {
          type must not contain `.font(.system(size: $S))`
          fix replace with `.font(.system(size: $SIZE))`
        }
        """), """
        test.policy:3:41: error: unknown metavariable '$SIZE' in the fix's template: the pattern does not bind it
          fix replace with `.font(.system(size: $SIZE))`
                                                ^~~~~
        test.policy:2:25: note: the pattern binds $S
          type must not contain `.font(.system(size: $S))`
                                ^~~~~~~~~~~~~~~~~~~~~~~~~~
        """)
    }

    func testAnAnonymousMetavariableInATemplateIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          code matching `try! $X` must not exist
          fix replace with `try? $_`
        }
        """).contains("test.policy:3:26: error: '$_' in a fix's template stands for nothing"))
    }

    func testSwiftDollarNamesAndStringTextAreNotMetavariables() {
        XCTAssertEqual(TestSupport.diagnostics("""
        rule r {
          code matching `items.forEach { $$$BODY }` must not exist
          fix replace with `for item in items { print("$X", $0); $$$BODY }`
        }
        """), "")
    }

    func testReplaceNeedsFindingsThatAreCodeMatches() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          type must not (contain `try! $X` or contain `fatalError($$$)`)
          fix replace with `x`
        }
        """).contains("test.policy:3:3: error: 'fix replace' replaces the code a pattern matched, but the findings of rule 'r' are not code matches"))
    }

    func testReplaceNeedsOnePattern() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          type must not contain `try! $X`, must not contain `try! $X.get()`
          fix replace with `try? $X`
        }
        """).contains("error: 'fix replace' replaces the matches of one code pattern; rule 'r' reports matches of 2"))
    }

    func testReplaceIsTheWholeFix() {
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          type must not contain `try! $X`
          fix replace with `try? $X`, add final
        }
        """).contains("test.policy:3:29: error: a 'fix replace' is the rule's whole fix"))
        XCTAssertTrue(TestSupport.diagnostics("""
        rule r {
          type must not contain `try! $X`
          fix add final, replace with `try? $X`
        }
        """).contains("test.policy:3:18: error: a 'fix replace' is the rule's whole fix"))
    }

    func testReplaceNeedsWithAndATemplate() {
        XCTAssertTrue(TestSupport.diagnostics("rule r {\n  type must not contain `try! $X`\n  fix replace `try? $X`\n}\n")
            .contains("test.policy:3:15: error: expected 'with' after 'fix replace'"))
        XCTAssertTrue(TestSupport.diagnostics("rule r {\n  type must not contain `try! $X`\n  fix replace with try\n}\n")
            .contains("test.policy:3:20: error: expected the replacement code in backticks after 'fix replace with'"))
    }

    func testFormatterKeepsAMultiLineTemplateAsWritten() {
        let text = "rule r {\n  code matching `DispatchQueue.main.async { $$$BODY }` must not exist\n  fix   replace with `Task {\n      $$$BODY\n  }`\n}\n"
        guard case .success(let formatted) = PolicyFormatter.format(PolicySource(name: "t.policy", text: text)) else {
            return XCTFail("does not format")
        }
        XCTAssertEqual(formatted, "rule r {\n  code matching `DispatchQueue.main.async { $$$BODY }` must not exist\n  fix replace with `Task {\n      $$$BODY\n  }`\n}\n")
    }
}
