// RelationTests: one test per relation (inside, not inside, has, not has, follows, precedes and their negations, in
// statement lists and modifier chains) and per metavariable constraint (glob, regex, number, literal kind).

import XCTest
import SwiftCode
@testable import SwiftPatterns

/// `line:col text {bindings}` for the matches of a rule built from `pattern`, relations and constraints.
func ruleMatches(_ pattern: String, _ relations: [Relation] = [], _ constraints: [Constraint] = [], in source: String,
                 file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        let compiled = try CodePattern.compile(pattern)
        let index = CodeIndex(CodeParser.parseFile(Array(source.utf8)))
        return try PatternRule(pattern: compiled, relations: relations, constraints: constraints).matches(in: index)
            .map { describe($0, compiled, index.tree) }
    } catch {
        XCTFail("\(error)", file: file, line: line)
        return []
    }
}

func p(_ text: String) -> CodePattern {
    do { return try CodePattern.compile(text) } catch { fatalError("bad test pattern \(text): \(error)") }
}

final class RelationTests: XCTestCase {
    static let catchSource = """
    func load() async {
        do {
            items = try await fetch()
        } catch {
            if !Task.isCancelled {
                error = e
            }
            state = .failed
        }
        count = 0
    }
    """

    func testInsideKeepsMatchesWithAMatchingAncestor() {
        XCTAssertEqual(ruleMatches("$X = $_", [.inside(p("do { $$$ } catch { $$$ }"))], in: Self.catchSource).count, 3)
        XCTAssertEqual(ruleMatches("$X = $_", [.inside(p("if !Task.isCancelled { $$$ }"))], in: Self.catchSource),
                       ["6:13 error = e {X=error}"])
    }

    func testNotInsideDropsMatchesWithAMatchingAncestor() {
        XCTAssertEqual(ruleMatches("$X = $_", [.notInside(p("if !Task.isCancelled { $$$ }"))], in: Self.catchSource),
                       ["3:9 items = try await fetch() {X=items}", "8:9 state = .failed {X=state}", "10:5 count = 0 {X=count}"])
    }

    func testHasKeepsMatchesWithAMatchingDescendant() {
        let source = "a.onAppear { Task { await load() } }\nb.onAppear { log() }\n"
        XCTAssertEqual(ruleMatches(".onAppear { $$$ }", [.has(p("Task { $$$ }"))], in: source), ["1:2 .onAppear { Task { await load() } }"])
    }

    func testNotHasDropsMatchesWithAMatchingDescendant() {
        let source = "a.onAppear { Task { await load() } }\nTask { }.onAppear { log() }\n"
        XCTAssertEqual(ruleMatches(".onAppear { $$$ }", [.notHas(p("Task { $$$ }"))], in: source), ["2:9 .onAppear { log() }"])
    }

    func testFollowsLooksAtEarlierStatementsWithTheSameBindings() {
        let source = """
        func restart() {
            task?.cancel()
            other = nil
            task = Task { await run() }
            job = Task { }
        }
        """
        XCTAssertEqual(ruleMatches("$T = Task { $$$ }", [.follows(p("$T?.cancel()"))], in: source),
                       ["4:5 task = Task { await run() } {T=task}"])
        XCTAssertEqual(ruleMatches("$T = Task { $$$ }", [.notFollows(p("$T?.cancel()"))], in: source),
                       ["5:5 job = Task { } {T=job}"])
    }

    func testPrecedesLooksAtLaterStatements() {
        let source = "func f() {\n    a()\n    b()\n}\nfunc g() {\n    a()\n}\n"
        XCTAssertEqual(ruleMatches("a()", [.precedes(p("b()"))], in: source), ["2:5 a()"])
        XCTAssertEqual(ruleMatches("a()", [.notPrecedes(p("b()"))], in: source), ["6:5 a()"])
    }

    func testPrecedesInAModifierChainLooksAtLaterModifiers() {
        let source = """
        let a = Image("a").resizable().accessibilityLabel("A")
        let b = Image("b").resizable()
        let c = Image("c").accessibilityHidden(true)
        """
        XCTAssertEqual(ruleMatches("Image($$$)", [.notPrecedes(p(".accessibilityLabel($_)")), .notPrecedes(p(".accessibilityHidden(true)"))],
                                   in: source), ["2:9 Image(\"b\")"])
    }

    func testFollowsInAModifierChainLooksAtEarlierLinks() {
        let source = "Text(\"a\").bold().font(.body)\nText(\"b\").font(.body)\n"
        XCTAssertEqual(ruleMatches(".font($_)", [.follows(p(".bold()"))], in: source), ["1:17 .font(.body)"])
    }

    func testGlobConstraintOnBoundText() {
        let source = "a.cancel()\nloadTask.cancel()\nsearchTask.cancel()\n"
        XCTAssertEqual(ruleMatches("$T.cancel()", [], [.glob("T", "*Task")], in: source),
                       ["2:1 loadTask.cancel() {T=loadTask}", "3:1 searchTask.cancel() {T=searchTask}"])
    }

    func testRegexConstraintMustMatchTheWholeText() {
        let source = "a.cancel()\nloadTask.cancel()\ntaskList.cancel()\n"
        XCTAssertEqual(ruleMatches("$T.cancel()", [], [.regex("T", "[a-z]+Task")], in: source), ["2:1 loadTask.cancel() {T=loadTask}"])
    }

    func testBadRegexIsAnError() throws {
        let index = CodeIndex(CodeParser.parseFile(Array("a.cancel()\n".utf8)))
        let rule = PatternRule(pattern: p("$T.cancel()"), constraints: [.regex("T", "(")])
        XCTAssertThrowsError(try rule.matches(in: index)) { error in
            XCTAssertEqual((error as? ConstraintError)?.message, "the regular expression '(' does not compile")
        }
    }

    func testNumberComparisonConstraint() {
        let source = "a.frame(width: 28)\nb.frame(width: 44)\nc.frame(width: 1_00.5)\nd.frame(width: size)\ne.frame(width: -3)\n"
        XCTAssertEqual(ruleMatches(".frame(width: $W)", [], [.number("W", .less, 44)], in: source),
                       ["1:2 .frame(width: 28) {W=28}", "5:2 .frame(width: -3) {W=-3}"])
        XCTAssertEqual(ruleMatches(".frame(width: $W)", [], [.number("W", .greaterOrEqual, 44)], in: source).count, 2)
    }

    func testLiteralKindConstraint() {
        let source = "f(1)\nf(2.5)\nf(\"s\")\nf(true)\nf(nil)\nf(x)\nf((3))\n"
        XCTAssertEqual(ruleMatches("f($V)", [], [.literalKind("V", .integer)], in: source), ["1:1 f(1) {V=1}", "7:1 f((3)) {V=3}"])
        XCTAssertEqual(ruleMatches("f($V)", [], [.literalKind("V", .string)], in: source), ["3:1 f(\"s\") {V=\"s\"}"])
        XCTAssertEqual(ruleMatches("f($V)", [], [.literalKind("V", .float)], in: source).count, 1)
        XCTAssertEqual(ruleMatches("f($V)", [], [.literalKind("V", .boolean)], in: source).count, 1)
        XCTAssertEqual(ruleMatches("f($V)", [], [.literalKind("V", .nil)], in: source).count, 1)
    }

    func testGlobMatchingHasNoBacktrackingBlowUp() {
        let text = Array(String(repeating: "a", count: 2_000).unicodeScalars)
        let glob = Array((String(repeating: "*a", count: 30) + "b").unicodeScalars)
        XCTAssertFalse(Relations.globMatches(glob, text))
        XCTAssertTrue(Relations.globMatches(Array("a*c?e".unicodeScalars), Array("abbbcde".unicodeScalars)))
    }
}

final class ScopedRelationAndCatchTests: XCTestCase {
    static let source = """
    func load() async {
        do {
            a = try await fetch()
        } catch {
            if !Task.isCancelled { b = 1 }
            c = 2
        }
        if !Task.isCancelled {
            do { try await retry() } catch { d = 3 }
        }
    }
    """

    func testCatchPatternMatchesEachCatchClause() {
        XCTAssertEqual(ruleMatches("catch { $$$ }", in: Self.source).map { String($0.prefix(4)) }, ["4:7 ", "9:34"])
    }

    func testCatchPatternMayNameTheError() {
        let source = "do { try f() } catch let error as URLError { log(error) } catch { }\n"
        XCTAssertEqual(ruleMatches("catch let $E as URLError { $$$ }", in: source), ["1:16 catch let error as URLError { log(error) } {E=error}"])
    }

    func testCatchPatternNeedsNoDoInTheFile() {
        XCTAssertEqual(try CodePattern.compile("catch { $$$ }").requiredWords, ["catch"])
    }

    func testBrokenCatchPatternIsReportedAtItsOwnColumn() {
        XCTAssertThrowsError(try CodePattern.compile("catch { f( }")) { error in
            XCTAssertEqual((error as? PatternError)?.line, 1)
            XCTAssertEqual((error as? PatternError)?.column, 12)
        }
    }

    func testNotInsideAfterInsideLooksOnlyBelowTheNodeInsideFound() {
        // `d = 3` is inside an `if !Task.isCancelled`, but around the whole do/catch, not within its catch
        XCTAssertEqual(ruleMatches("$X = $_", [.inside(p("catch { $$$ }")), .notInside(p("if !Task.isCancelled { $$$ }"))],
                                   in: Self.source), ["6:9 c = 2 {X=c}", "9:42 d = 3 {X=d}"])
    }

    func testNotInsideAloneLooksAtEveryAncestor() {
        XCTAssertEqual(ruleMatches("$X = $_", [.notInside(p("if !Task.isCancelled { $$$ }")), .inside(p("catch { $$$ }"))],
                                   in: Self.source), ["6:9 c = 2 {X=c}"])
    }

    func testNotConstraintHoldsWhenTheInnerOneFails() {
        let source = "f(1)\nf(\"s\")\nf(x)\n"
        XCTAssertEqual(ruleMatches("f($V)", [], [.not(.literalKind("V", .integer))], in: source),
                       ["2:1 f(\"s\") {V=\"s\"}", "3:1 f(x) {V=x}"])
    }

    func testATestOfThePatternsOwnNamesIsAskedBeforeTheRelations() throws {
        let index = CodeIndex(CodeParser.parseFile(Array("g { f(1) }\nh(2)\n".utf8)))
        let rule = PatternRule(pattern: p("$F($_)"), relations: [.inside(p("g { $$$ }"))])
        for fastPaths in [true, false] {
            var asked: [String] = []
            let found = try rule.matches(in: index, testNames: ["F"], fastPaths: fastPaths) { match in
                let callee = match.bindings.first { $0.name == "F" }.map { index.tree.normalizedText(firstToken: $0.firstToken, endToken: $0.endToken) }
                asked.append(callee ?? "?")
                return callee != "h"
            }
            XCTAssertEqual(found.map { describe($0, rule.pattern, index.tree) }, ["1:5 f(1) {F=f}"])
            // the fast path asks the cheap test of both calls and walks the ancestors of `f(1)` only
            XCTAssertEqual(asked, fastPaths ? ["f", "h"] : ["f"])
        }
    }

    func testATestOfANameARelationBindsIsAskedAfterIt() throws {
        let index = CodeIndex(CodeParser.parseFile(Array("g { f(1) }\nk { f(2) }\n".utf8)))
        let rule = PatternRule(pattern: p("f($_)"), relations: [.inside(p("$G { $$$ }"))])
        for fastPaths in [true, false] {
            let found = try rule.matches(in: index, testNames: ["G"], fastPaths: fastPaths) { match in
                match.bindings.first { $0.name == "G" }.map { index.tree.normalizedText(firstToken: $0.firstToken, endToken: $0.endToken) } == "k"
            }
            XCTAssertEqual(found.map { describe($0, rule.pattern, index.tree) }, ["2:5 f(2)"])
        }
    }
}
