// PatternEngineTests: what pack authors hit (issue #27, section 2): `$$$` for switch cases, case patterns in
// both spellings binding the bound name, `where` tests driving the choice among the ways a pattern matches,
// `before`/`after` of a modifier looking in its own chain, a lone metavariable as a relation pattern.

import XCTest
import SwiftCode
@testable import SwiftPatterns

final class PatternEngineTests: XCTestCase {
    static let switchSource = """
    func f() {
        switch state {
        case .idle: break
        case let .importing(progress): show(progress)
        case .done(let value): use(value)
        }
        switch mode { case .a: go() }
    }
    """

    func testSequenceStandsForAnyRunOfSwitchCases() {
        XCTAssertEqual(found("switch $S { $$$ }", in: Self.switchSource).map { String($0.prefix(15)) },
                       ["2:5 switch stat", "7:5 switch mode"])
        XCTAssertEqual(found("switch $S { $$$CASES }", in: "switch m { case .a: go() }\n"),
                       ["1:1 switch m { case .a: go() } {S=m CASES=case .a: go()}"])
    }

    func testSwitchCasesAroundASequenceMatchInOrder() {
        // `.done` is the last case: `$$$` before it takes the two others
        XCTAssertEqual(found("switch $S { $$$ case .done(let $X): $$$ }", in: Self.switchSource).map { String($0.prefix(4)) + $0.suffix(17) },
                       ["2:5 {S=state X=value}"])
        // `.idle` is not the last case, and nothing stands for the cases after it
        XCTAssertEqual(found("switch $S { $$$ case .idle: $$$ }", in: Self.switchSource), [])
    }

    func testSwitchWithOneWrittenCaseMatchesASwitchOfOneCase() {
        XCTAssertEqual(found("switch $S { case $P: $$$ }", in: Self.switchSource), ["7:5 switch mode { case .a: go() } {S=mode P=.a}"])
    }

    func testPatternStartingWithCaseAndAColonIsOneSwitchCase() {
        XCTAssertEqual(found("case .done(let $X): $$$", in: Self.switchSource), ["5:5 case .done(let value): use(value) {X=value}"])
    }

    func testCasePatternMatchesBothSpellingsAndBindsTheBoundName() {
        let expected = ["4:10 let .importing(progress) {C=importing X=progress}", "5:10 .done(let value) {C=done X=value}"]
        XCTAssertEqual(found("case let .$C($X)", in: Self.switchSource), expected)
        XCTAssertEqual(found("let .$C($X)", in: Self.switchSource), expected)
        XCTAssertEqual(found("case .$C(let $X)", in: Self.switchSource), expected)
    }

    func testMetavariableWithoutLetBindsTheNameALetBinds() {
        XCTAssertEqual(found(".importing($X)", in: Self.switchSource), ["4:14 .importing(progress) {X=progress}"])
        XCTAssertEqual(found(".done($X)", in: Self.switchSource), ["5:10 .done(let value) {X=value}"])
    }

    func testMetavariableForAWholeCasePatternKeepsItsKeyword() {
        XCTAssertEqual(found("case $P: $$$", in: "switch r {\ncase let .success(data): use(data)\n}\n"),
                       ["2:1 case let .success(data): use(data) {P=let .success(data)}"])
    }

    func testWrittenNameBoundByLetDoesNotMatchANameComparedWith() {
        let source = "switch s {\ncase .a(let x): break\ncase .a(x): break\ncase let .b(y): break\n}\n"
        XCTAssertEqual(found("case .a(let x)", in: source), ["2:6 .a(let x)"])
        XCTAssertEqual(found("case .a(x)", in: source), ["3:6 .a(x)"])
        XCTAssertEqual(found("case .b(let y)", in: source), ["4:6 let .b(y)"])
        XCTAssertEqual(found("case .b(y)", in: source), [])
    }

    func testCasePatternThatDoesNotParseIsAnErrorInsideThePattern() {
        XCTAssertThrowsError(try CodePattern.compile("case .a(")) { error in
            XCTAssertEqual("\(error)", "1:9: expected ')' to close the one at 1:8")
        }
    }

    func testFailedConstraintMakesTheMatcherTryTheOtherSplits() {
        let source = "v.frame(width: 50, height: 20)\nv.frame(width: 60, height: 70)\n"
        XCTAssertEqual(ruleMatches(".frame($$$, $D: $N, $$$)", [], [.number("N", .less, 44)], in: source),
                       ["1:2 .frame(width: 50, height: 20) {D=height N=20}"])
    }

    func testFailedRelationMakesTheMatcherTryTheOtherSplits() {
        let source = "func f() {\n    a()\n    b()\n    load(x, y)\n}\n"
        // `$X` must be an argument that an earlier statement calls: neither `x` nor `y` is; `a` is, `b` is not
        XCTAssertEqual(ruleMatches("load($$$, $X, $$$)", [.follows(p("$X()"))], in: source), [])
        XCTAssertEqual(ruleMatches("load($$$, $X, $$$)", [.follows(p("$X()"))], in: "a()\nb()\nload(a, b)\n"),
                       ["3:1 load(a, b) {X=a}"])
        XCTAssertEqual(ruleMatches("load($$$, $X, $$$)", [.notFollows(p("$X()"))], [], in: "a()\nload(a, b)\n"),
                       ["2:1 load(a, b) {X=b}"])
    }

    /// Steps of matching `f($$$, $X, $$$)` against a call of `count` arguments when the test of every complete match
    /// fails (so every way is tried).
    func rejectedSteps(arguments count: Int) throws -> Int {
        let compiled = try CodePattern.compile("f($$$, $X, $$$)")
        let source = "f(" + (1...count).map(String.init).joined(separator: ", ") + ")\n"
        var statistics = SearchStatistics()
        var tested = 0
        let found = PatternSearch.matches(of: compiled, in: CodeParser.parseFile(Array(source.utf8)), statistics: &statistics,
                                          observedNames: ["X"]) { _ in
            tested += 1
            return nil
        }
        XCTAssertEqual(found, [])
        XCTAssertEqual(tested, count, "each argument is offered once as $X")
        XCTAssertEqual(statistics.budgetExceeded, 0)
        return statistics.steps
    }

    func testRejectedMatchesAreEnumeratedInLinearSteps() throws {
        let small = try rejectedSteps(arguments: 100)
        let large = try rejectedSteps(arguments: 400)
        XCTAssertLessThan(Double(large) / Double(small), 5, "\(small) → \(large) steps")
    }

    func testBeforeAModifierLooksOnlyInTheMatchedChain() {
        let source = "VStack {\n    Image(\"a\")\n    Image(\"b\").accessibilityLabel(\"B\")\n    Image(\"c\").padding().accessibilityLabel(\"C\")\n}\n"
        XCTAssertEqual(ruleMatches("Image($$$)", [.notPrecedes(p(".accessibilityLabel($_)"))], in: source), ["2:5 Image(\"a\")"])
        XCTAssertEqual(ruleMatches(".accessibilityLabel($_)", [.notFollows(p(".padding()"))], in: source),
                       ["3:15 .accessibilityLabel(\"B\")"])
    }

    func testBeforeAStatementPatternStillLooksAtLaterStatements() {
        let source = "func f() {\n    task?.cancel()\n    task = Task { }\n}\n"
        XCTAssertEqual(ruleMatches("$T?.cancel()", [.precedes(p("$T = Task { $$$ }"))], in: source), ["2:5 task?.cancel() {T=task}"])
    }

    func testLoneMetavariableAfterIsAnyEarlierStatement() throws {
        let any = try CodePattern.compile("$_", allowingLoneMetavariable: true)
        let source = "func one() {\n    only()\n}\nfunc two() {\n    first()\n    second()\n}\n"
        XCTAssertEqual(ruleMatches("$F()", [.notFollows(any), .notPrecedes(any)], in: source), ["2:5 only() {F=only}"])
        XCTAssertEqual(ruleMatches("$F()", [.follows(any)], in: source), ["6:5 second() {F=second}"])
    }

    func testLoneMetavariableIsStillRefusedWhereNotAllowed() {
        XCTAssertThrowsError(try CodePattern.compile("$_"))
    }
}
