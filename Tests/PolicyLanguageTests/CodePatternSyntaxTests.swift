// Code patterns in the policy language: the backticked token, `contain` and `code matching` in the AST, bindings
// usable in messages, errors placed inside the pattern, and `policy fmt` keeping a pattern as written.

import XCTest
@testable import PolicyLanguage

final class CodePatternSyntaxTests: XCTestCase {
    func testBacktickedPatternIsOneTokenWithCommentCharactersInside() {
        let tokens = PolicyLexer.tokenize(PolicySource(name: "t.policy", text: "type must not contain `#if DEBUG\n$$$\n#endif` # note"))
        XCTAssertEqual(tokens.map(\.kind), [.word, .word, .word, .word, .codePattern, .endOfFile])
        XCTAssertEqual(tokens[4].text, "`#if DEBUG\n$$$\n#endif`")
        XCTAssertNil(tokens[4].lexicalError)
    }

    func testContainParsesToAContainsPredicate() {
        let rule = TestSupport.rule("type must not contain `.font(.system(size: $_))`")
        XCTAssertEqual(Dump.assertion(rule.assertion), "type must not contains(`.font(.system(size: $_))`)")
    }

    func testCodeMatchingParsesToACodeHeadWithItsFilters() {
        let rule = TestSupport.rule("code matching `DispatchQueue.$_.async { $$$ }` in class under App must not exist")
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       "code`DispatchQueue.$_.async { $$$ }`[in(class[under(App)])] must not exists")
        XCTAssertEqual(rule.assertion.codePattern?.text, "DispatchQueue.$_.async { $$$ }")
    }

    func testCodeAsALayerNameStillWorks() {
        XCTAssertEqual(TestSupport.diagnostics("layer code = class matching *Code\ncode must be final\n"), "")
    }

    func testPatternMetavariablesAreBindingsForMessages() {
        let text = """
            rule fixed-font {
              type must not contain `.font(.system(size: $W))`
              message "{name}: {W}"
            }
            """
        XCTAssertEqual(TestSupport.diagnostics(text), "")
    }

    func testBrokenPatternIsReportedInsideTheBackticks() {
        XCTAssertEqual(TestSupport.diagnostics("type must not contain `foo(1, ]`\n", file: "p.policy"), """
            p.policy:1:31: error: invalid code pattern: unexpected ']' in the argument list
            type must not contain `foo(1, ]`
                                          ^
            """)
    }

    func testLoneMetavariableIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("type must not contain `$X`\n").contains("error: invalid code pattern: expected Swift code around the metavariable"))
    }

    func testLoneMetavariableIsAcceptedAfterAfterAndBefore() {
        XCTAssertEqual(TestSupport.diagnostics("type must not contain `f()` not after `$_` before `$X`\n"), "")
    }

    func testLoneMetavariableAfterInsideSaysWhatToWrite() {
        let shown = TestSupport.diagnostics("type must not contain `f()` inside `$_`\n")
        XCTAssertTrue(shown.contains("a lone metavariable matches every node; only 'after' and 'before' take one"), shown)
        XCTAssertTrue(shown.contains("after 'inside' write the code around it, such as `if $C { $$$ }`"), shown)
    }

    func testFormatterKeepsPatternsAsWritten() throws {
        let text = "type   must not contain `DispatchQueue.main.async {  $$$ }`\n"
        let formatted = try PolicyFormatter.format(PolicySource(name: "t.policy", text: text)).get()
        XCTAssertEqual(formatted, "type must not contain `DispatchQueue.main.async {  $$$ }`\n")
    }
}

final class CodePatternRelationSyntaxTests: XCTestCase {
    func testRelationsAndConstraintsFollowThePattern() {
        let rule = TestSupport.rule("type must not contain `.frame(width: $W)` inside `VStack { $$$ }` not inside `List { $$$ }` where $W <= 44")
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       "type must not contains(`.frame(width: $W)` inside `VStack { $$$ }` not inside `List { $$$ }` where $W <= 44)")
    }

    func testEveryRelationParsesAndOnlyPositiveOnesBind() {
        let rule = TestSupport.rule("type must not contain `f($A)` containing `g($B)` not after `h($C)` before `k($D)` not containing `x` where $D > 1")
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       "type must not contains(`f($A)` containing `g($B)` not after `h($C)` before `k($D)` not containing `x` where $D > 1)")
        XCTAssertEqual(PolicyReferences(assertion: rule.assertion).patternVariables, ["A", "B", "D"])
    }

    func testEveryComparisonParses() {
        for (written, shown) in [("<", "<"), ("<=", "<="), (">", ">"), (">=", ">="), ("==", "==")] {
            let rule = TestSupport.rule("type must not contain `f($W)` where $W \(written) -2")
            guard case .contains(let pattern) = rule.assertion.requirements[0].predicate.kind else { return XCTFail(written) }
            XCTAssertEqual(pattern.constraints.map(\.description), ["where $W \(shown) -2"])
        }
    }

    func testAWordOnTheNextLineIsNotARelation() {
        let text = "layer inside = class matching *X\ntype must not contain `f($W)`\ninside must be final\n"
        XCTAssertEqual(TestSupport.diagnostics(text), "")
    }

    func testARelationOnTheNextLineContinuesThePattern() {
        let rule = TestSupport.rule("type must not contain `$T = Task { $$$ }`\n  not before `await $T?.value`\n  inside `func $F() async { $$$ }`")
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       "type must not contains(`$T = Task { $$$ }` not before `await $T?.value` inside `func $F() async { $$$ }`)")
    }

    func testConstraintOnAnUnboundMetavariableIsAnError() {
        XCTAssertEqual(TestSupport.diagnostics("type must not contain `f($W)` where $X < 4\n", file: "p.policy"), """
            p.policy:1:37: error: unknown metavariable '$X' in 'where': the pattern binds $W
            type must not contain `f($W)` where $X < 4
                                                ^~
            """)
    }

    func testConstraintWithoutANumberIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("type must not contain `f($W)` where $W < many\n")
            .contains("error: expected a number after '$W <', found 'many'"))
    }
}

final class CodePatternConstraintSyntaxTests: XCTestCase {
    func constraints(_ text: String, line: UInt = #line) -> [String] {
        let rule = TestSupport.rule(text, line: line)
        guard case .contains(let pattern) = rule.assertion.requirements.first?.predicate.kind else {
            XCTFail("no contain", line: line)
            return []
        }
        return pattern.constraints.map(\.description)
    }

    func testMatchingTakesAGlobListOrARegexAndNot() {
        XCTAssertEqual(constraints("type must not contain `$S.$M()` where $S matching *Service, *Client and $M not matching regex \"^load\""),
                       ["where $S matching *Service, *Client", "where $M not matching regex \"^load\""])
    }

    func testEveryLiteralKindParsesAndMayBeNegated() {
        for kind in CodePatternConstraint.LiteralKind.allCases {
            XCTAssertEqual(constraints("type must not contain `f($V)` where $V is \(kind.rawValue)"), ["where $V is \(kind.rawValue)"])
            XCTAssertEqual(constraints("type must not contain `f($V)` where $V is not \(kind.rawValue)"), ["where $V is not \(kind.rawValue)"])
        }
    }

    func testPropertyAndLayerReferentsParse() {
        XCTAssertEqual(constraints("type must not contain `$S.$M()` where $S is stored property typed Service and $M is not property"),
                       ["where $S is stored property typed Service", "where $M is not property"])
        XCTAssertEqual(constraints("type must not contain `$S.$M()` where $S is Service where $S is property typed \"Task<*>?\""),
                       ["where $S is Service", "where $S is property typed Task<*>?"])
    }

    func testAndBeforeAPredicateStillJoinsPredicates() {
        let rule = TestSupport.rule("type must not (contain `f($V)` where $V is integer and contain `g()`)")
        XCTAssertEqual(Dump.assertion(rule.assertion), "type must not (contains(`f($V)` where $V is integer) and contains(`g()`))")
    }

    func testAndOnTheNextLineContinuesTheConstraints() {
        XCTAssertEqual(constraints("type must not contain `$S.$M()` where $S matching a*\n    and $M is not property"),
                       ["where $S matching a*", "where $M is not property"])
    }

    func testWhereOnTheNextLineContinuesThePattern() {
        XCTAssertEqual(constraints("type must not contain `$S.$M()`\n    where $S matching a*"), ["where $S matching a*"])
    }

    func testLayerInAConstraintMustBeDefined() {
        XCTAssertEqual(TestSupport.diagnostics("layer Service = actor matching *Service\ntype must not contain `f($V)` where $V is Service\n"), "")
    }

    func testLayerOfAConstraintIsAUsedLayer() {
        let rule = TestSupport.rule("type must not contain `$S.$M()` where $S is Service and $M is property typed Controller")
        XCTAssertEqual(PolicyReferences(assertion: rule.assertion).namesOrLayers.map(\.name), ["Service", "Controller"])
    }

    func testConstraintMissingItsTestIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("type must not contain `f($W)` where $W\n")
            .contains("error: expected a comparison ('<', '<=', '>', '>=' or '=='), 'matching', 'not matching' or 'is' after '$W'"))
    }

    func testFormatterKeepsConstraintsAsWritten() throws {
        let text = """
            rule view-calls-service {
              View must not contain `$S.$M($$$)` where $S is property typed Service and $M not matching regex "^(get|is)"
                and $M matching *, "load*" where $M is not nil
              message "{S}.{M}"
            }

            """
        let formatted = try PolicyFormatter.format(PolicySource(name: "t.policy", text: "layer View = struct\nlayer Service = actor\n" + text)).get()
        XCTAssertEqual(formatted, "layer View = struct\nlayer Service = actor\n\n" + text)
    }
}
