// PatternMatchingTests: one test per matching behaviour, on small Swift fixtures: what a match binds, what is and
// is not significant, sequences, chains, leading-dot patterns, statement runs.

import XCTest
import SwiftCode
@testable import SwiftPatterns

/// `line:col text {NAME=bound …}` for every match of `pattern` in `source`.
func found(_ pattern: String, in source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        let compiled = try CodePattern.compile(pattern)
        let tree = CodeParser.parseFile(Array(source.utf8))
        return PatternSearch.matches(of: compiled, in: tree).map { describe($0, compiled, tree) }
    } catch {
        XCTFail("pattern error \(error)", file: file, line: line)
        return []
    }
}

func describe(_ match: PatternMatch, _ pattern: CodePattern, _ tree: SyntaxTree) -> String {
    let m = PatternQuery.fileMatch(match, pattern: pattern, tree: tree, file: "f")
    let bound = m.bindings.map { "\($0.name)=\($0.text)" }.joined(separator: " ")
    return "\(m.range.line):\(m.range.column) \(PatternQuery.oneLine(m.text))" + (bound.isEmpty ? "" : " {\(bound)}")
}

final class PatternMatchingTests: XCTestCase {
    func testMetavariableBindsOneNodeAndItsText() {
        XCTAssertEqual(found("$X?.cancel()", in: "func f() {\n    loadTask?.cancel()\n    self.task?.cancel()\n    t.cancel()\n}\n"),
                       ["2:5 loadTask?.cancel() {X=loadTask}", "3:5 self.task?.cancel() {X=self.task}"])
    }

    func testAnonymousMetavariableBindsNothingAndMatchesAnything() {
        XCTAssertEqual(found("f($_, $_)", in: "f(a, b)\nf(g(1), 2)\nf(a)\n"), ["1:1 f(a, b)", "2:1 f(g(1), 2)"])
    }

    func testSameMetavariableTwiceMustBindTheSameText() {
        let source = "x = x\ny = z\nself.a = self . a\n"
        XCTAssertEqual(found("$A = $A", in: source), ["1:1 x = x {A=x}", "3:1 self.a = self . a {A=self.a}"])
    }

    func testMatchRangeIsOneBasedWithUTF8ByteColumnsAndExclusiveEnd() throws {
        let pattern = try CodePattern.compile("go($X)")
        let tree = CodeParser.parseFile(Array("let é = 1; go(\n  é)\n".utf8))
        let match = try XCTUnwrap(PatternSearch.matches(of: pattern, in: tree).first)
        let range = tree.range(firstToken: match.firstToken, endToken: match.endToken)
        XCTAssertEqual(range, MatchRange(line: 1, column: 13, endLine: 2, endColumn: 6))
    }

    func testSequenceInArgumentsMatchesAnyArgumentsButNotATrailingClosure() {
        let source = "f()\nf(1)\nf(a: 1, b)\nf(1) { }\n"
        XCTAssertEqual(found("f($$$)", in: source), ["1:1 f()", "2:1 f(1)", "3:1 f(a: 1, b)"])
        XCTAssertEqual(found("f($$$ARGS, last: $L)", in: "f(1, 2, last: 3)\nf(last: 0)\n"),
                       ["1:1 f(1, 2, last: 3) {ARGS=1, 2 L=3}", "2:1 f(last: 0) {ARGS= L=0}"])
    }

    func testSequenceAfterACallsArgumentsMatchesAnyTrailingClosures() {
        let source = "f(1)\nf(1) { x in x }\nf(2) { a } more: { b }\nf { c }\ng(1) { }\n"
        XCTAssertEqual(found("f($$$) $$$", in: source),
                       ["1:1 f(1)", "2:1 f(1) { x in x }", "3:1 f(2) { a } more: { b }", "4:1 f { c }"])
        XCTAssertEqual(found("f($X) $$$REST", in: "f(1) { a } more: { b }\n"),
                       ["1:1 f(1) { a } more: { b } {X=1 REST={ a } more: { b }}"])
        // after a written trailing closure: the additional ones
        XCTAssertEqual(found("f($$$) { $$$ } $$$", in: source), ["2:1 f(1) { x in x }", "3:1 f(2) { a } more: { b }"])
        // on the next line it is a statement of its own, as before
        XCTAssertEqual(found("f($$$)\n$$$", in: source), ["1:1 f(1)"])
    }

    func testAnyArgumentsAndAnyTrailingClosuresMatchACallWithoutParentheses() {
        let source = "f { c }\nf() { d }\nf\ns.fetch { r in r }\n"
        XCTAssertEqual(found("f($$$) $$$", in: source), ["1:1 f { c }", "2:1 f() { d }"])
        XCTAssertEqual(found("$S.$M($$$) $$$", in: source), ["4:1 s.fetch { r in r } {S=s M=fetch}"])
        // no arguments, with or without the parentheses: the same call in Swift
        XCTAssertEqual(found("f() $$$", in: source), ["1:1 f { c }", "2:1 f() { d }"])
        // without a trailing run the parentheses stay significant
        XCTAssertEqual(found("f() { $$$ }", in: source), ["2:1 f() { d }"])
    }

    func testAMetavariableInATypePositionTakesTheWholeType() {
        let source = "var a: [String: Int]? { return [:] }\nvar b: Bool { return true }\n"
        XCTAssertEqual(found("var $N: $T { return $X }", in: source),
                       ["1:1 var a: [String: Int]? { return [:] } {N=a T=[String: Int]? X=[:]}",
                        "2:1 var b: Bool { return true } {N=b T=Bool X=true}"])
    }

    func testSequenceInAFunctionHeaderTakesAnyRunOfItsTokens() {
        let source = "func f() -> Int { return 1 }\nfunc g(x: Int) async throws -> [Int] { return [x] }\nfunc h() { }\n"
        XCTAssertEqual(found("func $F($$$) $$$ -> $R { return $X }", in: source),
                       ["1:1 func f() -> Int { return 1 } {F=f R=Int X=1}",
                        "2:1 func g(x: Int) async throws -> [Int] { return [x] } {F=g R=[Int] X=[x]}"])
        XCTAssertEqual(found("func $F($$$) $$$EFFECTS -> $R { $$$ }", in: "func g() async throws -> Int { 0 }\n"),
                       ["1:1 func g() async throws -> Int { 0 } {F=g EFFECTS=async throws R=Int}"])
    }

    func testSequenceInAnInitializerHeaderTakesItsEffectsOrNothing() {
        let source = "struct A {\n    init(x: Int) { }\n    init(y: Int) async throws { }\n}\n"
        XCTAssertEqual(found("init($$$) $$$ { $$$ }", in: source),
                       ["2:5 init(x: Int) { }", "3:5 init(y: Int) async throws { }"])
    }

    func testNamedSequenceUsedTwiceMustBindTheSameRun() {
        XCTAssertEqual(found("f($$$A, 0, $$$A)", in: "f(1, 2, 0, 1, 2)\nf(1, 0, 2)\nf(0)\n"),
                       ["1:1 f(1, 2, 0, 1, 2) {A=1, 2}", "3:1 f(0) {A=}"])
    }

    func testArgumentLabelsAreSignificant() {
        XCTAssertEqual(found("f($X)", in: "f(1)\nf(a: 1)\n"), ["1:1 f(1) {X=1}"])
        XCTAssertEqual(found("f(a: $X)", in: "f(1)\nf(a: 1)\nf(b: 1)\n"), ["2:1 f(a: 1) {X=1}"])
    }

    func testSequenceInStatementsMatchesAnyStatements() {
        let source = """
        func f() {
            do {
                try a()
                b()
                try c()
            } catch { }
        }
        """
        XCTAssertEqual(found("do { $$$; b(); $$$REST } catch { }", in: source),
                       ["2:5 do { try a() b() try c() } catch { } {REST=try c()}"])
    }

    func testCatchClausesOfADoPatternAreFoundInOrderAmongOthers() {
        let source = """
        do { try a() } catch { }
        do { try b() } catch is CancellationError { } catch let e as URLError { } catch { }
        do { try c() }
        """
        XCTAssertEqual(found("do { $$$ } catch { }", in: source).map { $0.prefix(3) }, ["1:1", "2:1"])
        XCTAssertEqual(found("do { $$$ } catch is CancellationError { } catch { }", in: source).map { $0.prefix(3) }, ["2:1"])
        // written in the other order, the clauses are not there
        XCTAssertEqual(found("do { $$$ } catch { } catch is CancellationError { }", in: source), [])
        XCTAssertEqual(found("do { $$$ }", in: source).map { $0.prefix(3) }, ["1:1", "2:1", "3:1"])
    }

    func testSequenceInArrayElements() {
        XCTAssertEqual(found("[$$$, 0]", in: "let a = [1, 2, 0]\nlet b = [0, 1]\nlet c = [0]\n"), ["1:9 [1, 2, 0]", "3:9 [0]"])
    }

    func testSequenceInAModifierChainSkipsAnyLinks() {
        let source = """
        let v = Image("a")
            .resizable()
            .frame(width: 20)
            .accessibilityLabel("Logo")
        let w = Image("b").accessibilityLabel(title)
        let x = Text("c").accessibilityLabel("t")
        """
        XCTAssertEqual(found("Image($$$).$$$MODS.accessibilityLabel($L)", in: source),
                       ["1:9 Image(\"a\") .resizable() .frame(width: 20) .accessibilityLabel(\"Logo\") {MODS=.resizable() .frame(width: 20) L=\"Logo\"}",
                        "5:9 Image(\"b\").accessibilityLabel(title) {MODS= L=title}"])
    }

    func testTrailingClosuresMatchWithAnyBody() {
        let source = """
        DispatchQueue.main.async { self.reload() }
        DispatchQueue.main.async {
            [weak self] in
            self?.reload()
        }
        DispatchQueue.main.async(execute: work)
        DispatchQueue.global().async { work() }
        """
        XCTAssertEqual(found("DispatchQueue.main.async { $$$ }", in: source),
                       ["1:1 DispatchQueue.main.async { self.reload() }", "2:1 DispatchQueue.main.async { [weak self] in self?.reload() }"])
    }

    func testMetavariableAsAMemberNameMatchesAnyMember() {
        XCTAssertEqual(found("DispatchQueue.$Q.async { $$$ }", in: "DispatchQueue.main.async { }\nDispatchQueue.global.async { }\n"),
                       ["1:1 DispatchQueue.main.async { } {Q=main}", "2:1 DispatchQueue.global.async { } {Q=global}"])
    }

    func testLeadingDotPatternMatchesTheModifierAnywhereInAChain() {
        let source = """
        Text("a").font(.system(size: 14))
        Text("b")
            .bold()
            .font(.system(size: 12)).padding()
        Text("c").font(.system(.body, design: .rounded))
        Text("d").font(Font.system(size: 9))
        """
        XCTAssertEqual(found(".font(.system(size: $S))", in: source),
                       ["1:10 .font(.system(size: 14)) {S=14}", "4:5 .font(.system(size: 12)) {S=12}"])
    }

    func testParenthesesAroundASingleExpressionAreNotSignificant() {
        XCTAssertEqual(found("if $C { $$$ }", in: "if (ready) { go() }\nif ready { go() }\n"),
                       ["1:1 if (ready) { go() } {C=ready}", "2:1 if ready { go() } {C=ready}"])
        XCTAssertEqual(found("f((a))", in: "f(a)\nf(((a)))\nf((a, b))\n"), ["1:1 f(a)", "2:1 f(((a)))"])
    }

    func testCommentsAndWhiteSpaceAreNotSignificant() {
        let source = "task?.cancel( ) // stop\ntask?.cancel(/* now */)\ntask?\n  .cancel()\n"
        XCTAssertEqual(found("$T?.cancel()", in: source).count, 3)
        XCTAssertEqual(found("f(/* x */ 1,\n 2)", in: "f(1, 2)\n"), ["1:1 f(1, 2)"])
    }

    func testTrailingCommasAreNotSignificant() {
        XCTAssertEqual(found("f(1, 2)", in: "f(1, 2,)\nf(\n  1,\n  2,\n)\n").count, 2)
        XCTAssertEqual(found("[1, 2,]", in: "let a = [1, 2]\n"), ["1:9 [1, 2]"])
    }

    func testLiteralTextIsSignificant() {
        XCTAssertEqual(found("f(\"a \\($X)\")", in: "f(\"a \\(x)\")\nf(\"b \\(x)\")\n"), ["1:1 f(\"a \\(x)\") {X=x}"])
        XCTAssertEqual(found("try! $X", in: "try! a()\ntry? b()\ntry c()\n"), ["1:1 try! a() {X=a()}"])
    }

    func testStatementRunMatchesConsecutiveStatements() {
        let source = """
        func load() {
            task?.cancel()
            task = Task { await fetch() }
            other?.cancel()
            log()
            other = Task { }
        }
        """
        XCTAssertEqual(found("$T?.cancel()\n$T = Task { $$$ }", in: source),
                       ["2:5 task?.cancel() task = Task { await fetch() } {T=task}"])
    }

    func testStatementPatternWithBoundNames() {
        XCTAssertEqual(found("guard let $X = $Y else { $$$ }", in: "func f() {\n    guard let a = b else { return }\n}\n"),
                       ["2:5 guard let a = b else { return } {X=a Y=b}"])
    }

    func testDeclarationPatternsReadAsInABody() {
        // `let x = 1` is a declaration in a body; read as an expression it would be an assignment and never match
        XCTAssertEqual(found("let $X = $Y", in: "func f() {\n    let a = 1\n    var b = 2\n    let c: Int = 3\n}\n"),
                       ["2:5 let a = 1 {X=a Y=1}"])
    }

    func testSequenceInParametersMatchesParametersOnly() {
        XCTAssertEqual(found("func $F($$$, y: Int) { $$$ }", in: "func a(y: Int) { x() }\nfunc b(x: Int, y: Int) { }\nfunc c() { }\n"),
                       ["1:1 func a(y: Int) { x() } {F=a}", "2:1 func b(x: Int, y: Int) { } {F=b}"])
    }

    func testKindPreFilterTriesOnlyNodesOfTheRootKind() throws {
        let pattern = try CodePattern.compile("try! $X")
        let tree = CodeParser.parseFile(Array("let a = f(1) + g(2)\nlet b = try! h()\nlet c = try? i()\n".utf8))
        var statistics = SearchStatistics()
        _ = PatternSearch.matches(of: pattern, in: tree, statistics: &statistics)
        XCTAssertEqual(statistics.candidates, tree.nodes.filter { $0.kind == .tryExpr }.count)
        XCTAssertEqual(statistics.candidates, 2)
    }

    func testWordAnchorsTryOnlyNodesHoldingEveryWordOfThePattern() throws {
        let pattern = try CodePattern.compile("$Q.async { $$$ }")
        let source = "run(a.b(), c.d())\nqueue.async { work() }\nlater.asyncAfter(deadline: t) { work() }\nf(g(h()))\n"
        let tree = CodeParser.parseFile(Array(source.utf8))
        var anchored = SearchStatistics(), everyCall = SearchStatistics()
        let found = PatternSearch.matches(of: pattern, in: tree, statistics: &anchored)
        XCTAssertEqual(found, PatternSearch.matches(of: pattern, in: tree, statistics: &everyCall, fastPaths: false))
        XCTAssertEqual(found.map { tree.normalizedText(firstToken: $0.firstToken, endToken: $0.endToken) }, ["queue.async { work() }"])
        // the calls holding `async` (as bytes: `asyncAfter` too), not the six others
        XCTAssertEqual(anchored.candidates, 2)
        XCTAssertEqual(everyCall.candidates, tree.nodes.filter { $0.kind == .call }.count)
    }

    func testAnchoredAndUnanchoredSearchesFindTheSameMatches() throws {
        let source = """
            struct V: View {
                @State private var task: Task<Void, Never>?
                var body: some View {
                    Image("a").resizable().accessibilityLabel("A")
                    Text(title).font(.system(size: 14)).onAppear { task?.cancel(); task = Task { await load() } }
                }
                func load() async { DispatchQueue.main.async { self.value = try! decode(data!) } }
            }
            """
        let tree = CodeParser.parseFile(Array(source.utf8))
        for text in ["$X?.cancel()", ".font(.system(size: $S))", "Task { $$$ }", "DispatchQueue.main.async { $$$ }",
                     "try! $X", "$T = Task { $$$ }", "$X!", "Image($$$)", "$A.$B($$$)", "$$$; $T = Task { $$$ }"] {
            let pattern = try CodePattern.compile(text)
            let anchored = PatternSearch.matches(of: pattern, in: tree)
            XCTAssertFalse(anchored.isEmpty, text)
            XCTAssertEqual(anchored, PatternSearch.matches(of: pattern, in: tree, fastPaths: false), text)
        }
    }

    func testOneSequenceInAChildListOrOnePerPartOfACallIsMatchedAsRunMatcherMatchesIt() throws {
        let source = """
            f()
            f(1)
            f(1, 2, 3)
            f(a: 1, 2) { done() }
            g(x, y, x)
            g(x, x)
            h(1) { a(); b(); c() }
            switch s { case .a: one(); two()
            case .b: three() }
            let v = [1, 2, 3]
            func k(a: Int, b: String) { run(a); run(b) }
            """
        let tree = CodeParser.parseFile(Array(source.utf8))
        let texts = ["f($$$)", "f(1, $$$)", "f($$$, 3)", "f($$$ARGS)", "f(a: $X, $$$) { $$$ }", "g($X, $$$, $X)", "g($$$MID, x)",
                     "h($$$) { $$$ }", "h(1) { $$$; c() }", "h(1) { a(); $$$BODY }", "case .a: $$$", "[$$$, 3]",
                     "func $F($$$) { $$$; run(b) }", "$C($$$A) { $$$B }",
                     // a call's argument run and trailing-closure run (`matchCallParts`)
                     "f($$$) $$$", "f(a: $X, $$$) $$$", "h($$$) { $$$ } $$$", "$C($$$A) $$$B", "f() $$$"]
        for text in texts {
            let pattern = try CodePattern.compile(text)
            let fast = PatternSearch.matches(of: pattern, in: tree)
            XCTAssertFalse(fast.isEmpty, text)
            XCTAssertEqual(fast, PatternSearch.matches(of: pattern, in: tree, fastPaths: false), text)
            // a test that rejects the first way makes both try the next, if there is one: they agree on that too
            var statistics = SearchStatistics()
            let rejectingFirst = { (match: PatternMatch) -> [Binding]? in match.bindings.count > 1 ? match.bindings : nil }
            XCTAssertEqual(PatternSearch.matches(of: pattern, in: tree, statistics: &statistics, accept: rejectingFirst),
                           PatternSearch.matches(of: pattern, in: tree, statistics: &statistics, fastPaths: false,
                                                 accept: rejectingFirst), text)
        }
    }

    func testRequiredWordsPreFilterFiles() throws {
        let pattern = try CodePattern.compile("DispatchQueue.main.async { $$$ }")
        XCTAssertEqual(pattern.requiredWords, ["DispatchQueue", "main", "async"])
        XCTAssertTrue(Array("x DispatchQueue.main.async {}".utf8).withUnsafeBytes { pattern.mayMatch($0) })
        XCTAssertFalse(Array("DispatchQueue.main.sync {}".utf8).withUnsafeBytes { pattern.mayMatch($0) })
    }
}
