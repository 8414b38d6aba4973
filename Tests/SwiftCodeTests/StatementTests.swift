// One test per statement kind: the outline of the tree the parser makes for a small snippet.

import XCTest
@testable import SwiftCode

/// The outline of a snippet parsed as statements, without the `sourceFile(…)` around it.
func outline(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let tree = CodeParser.parseStatements(source)
    XCTAssertEqual(tree.problems, [], "unexpected problems", file: file, line: line)
    let text = tree.outline()
    guard text.hasPrefix("sourceFile("), text.hasSuffix(")") else { return text }
    return String(text.dropFirst("sourceFile(".count).dropLast())
}

final class StatementTests: XCTestCase {
    func testLocalLetAndVarKeepTheirInitialValues() {
        XCTAssertEqual(outline("let a = f()\nvar b: Int = 1"),
                       "variableDecl(patternBinding(call(name:f))) variableDecl(patternBinding(type:Int integerLiteral:1))")
    }

    func testIfWithOptionalBindingCaseAndAvailabilityConditions() {
        XCTAssertEqual(outline("if let x = y, case .a(let b) = c, #available(iOS 17, *) { }"),
                       "ifExpr(optionalBinding(name:y) matchingCondition(call(memberAccess:.a argument(bindingPattern(name:b))) name:c) availabilityCondition:#available(iOS17,*) codeBlock:{})")
    }

    func testIfElseIfElseChains() {
        XCTAssertEqual(outline("if a { } else if b { } else { }"),
                       "ifExpr(name:a codeBlock:{} ifExpr(name:b codeBlock:{} codeBlock:{}))")
    }

    func testGuardElse() {
        XCTAssertEqual(outline("guard let x else { return }"), "guardStmt(optionalBinding:letx codeBlock(returnStmt:return))")
    }

    func testSwitchWithPatternsWhereAndDefault() {
        XCTAssertEqual(outline("switch s { case .a(let x) where x > 1, .b: f()\n@unknown default: break }"),
                       "switchExpr(name:s switchCase(call(memberAccess:.a argument(bindingPattern(name:x))) whereClause(infixOperator(name:x integerLiteral:1)) memberAccess:.b call(name:f)) switchCase(attribute:@unknown breakStmt:break))")
    }

    func testForInWithWhereClause() {
        XCTAssertEqual(outline("for (i, x) in list.enumerated() where i > 0 { use(x) }"),
                       "forStmt(tuple(argument(name:i) argument(name:x)) call(memberAccess(name:list)) whereClause(infixOperator(name:i integerLiteral:0)) codeBlock(call(name:use argument(name:x))))")
    }

    func testWhileAndRepeatWhile() {
        XCTAssertEqual(outline("while i < n { i += 1 }\nrepeat { step() } while more"),
                       "whileStmt(infixOperator(name:i name:n) codeBlock(infixOperator(name:i integerLiteral:1))) repeatStmt(codeBlock(call(name:step)) name:more)")
    }

    func testDoCatchWithPatterns() {
        XCTAssertEqual(outline("do { try f() } catch let e as MyError { } catch { }"),
                       "doStmt(codeBlock(tryExpr(call(name:f))) catchClause(cast(bindingPattern(name:e) type:MyError) codeBlock:{}) catchClause(codeBlock:{}))")
    }

    func testDeferReturnThrowBreakContinue() {
        XCTAssertEqual(outline("defer { close() }\nreturn x\nthrow E.bad\nbreak outer\ncontinue"),
                       "deferStmt(codeBlock(call(name:close))) returnStmt(name:x) throwStmt(memberAccess(name:E)) breakStmt:breakouter continueStmt:continue")
    }

    func testLabeledLoop() {
        XCTAssertEqual(outline("outer: for x in xs { continue outer }"),
                       "labeledStmt(forStmt(name:x name:xs codeBlock(continueStmt:continueouter)))")
    }

    func testLocalFunctionAndTypeBodiesAreParsedAsCode() {
        XCTAssertEqual(outline("func g(x: Int = h()) -> Int { x + 1 }\nstruct S { var v = make() }"),
                       "functionDecl(parameter(type:Int call(name:h)) type:Int codeBlock(infixOperator(name:x integerLiteral:1))) typeDecl(memberBlock(variableDecl(patternBinding(call(name:make)))))")
    }

    func testAccessorsAndObserversHoldCode() {
        XCTAssertEqual(outline("var x: Int { get { a() } set { b(newValue) } }\nvar y = 0 { didSet { c() } }"),
                       "variableDecl(patternBinding(type:Int accessorBlock(accessor(codeBlock(call(name:a))) accessor(codeBlock(call(name:b argument(name:newValue))))))) variableDecl(patternBinding(integerLiteral:0 accessorBlock(accessor(codeBlock(call(name:c))))))")
    }

    func testIfConfigInsideBodiesHoldsEachBranch() {
        XCTAssertEqual(outline("#if os(iOS)\na()\n#elseif DEBUG\nb()\n#else\nc()\n#endif"),
                       "ifConfig(ifConfigClause(call(name:os argument(name:iOS)) call(name:a)) ifConfigClause(name:DEBUG call(name:b)) ifConfigClause(call(name:c)))")
    }

    func testResultBuilderBodyAndPreviewMacro() {
        XCTAssertEqual(outline("var body: some View { VStack { Text(\"a\") } }\n#Preview { V() }"),
                       "variableDecl(patternBinding(type:someView codeBlock(call(name:VStack trailingClosure(closure(call(name:Text argument(stringLiteral:\"a\")))))))) macroExpansion(trailingClosure(closure(call(name:V))))")
    }
}

final class TreeQueryTests: XCTestCase {
    func testInnermostNodeFindsTheCallAtAnOffset() throws {
        let source = "func f() {\n    a.b(c())\n}\n"
        let tree = CodeParser.parseStatements(source)
        let offset = try XCTUnwrap(source.range(of: "c()")).lowerBound.utf16Offset(in: source)
        let call = try XCTUnwrap(tree.innermostNode(containing: offset, kinds: [.call]))
        XCTAssertEqual(tree.text(of: call), "c()")
        XCTAssertEqual(tree.location(of: call).line, 2)
        XCTAssertEqual(tree.location(of: call).column, 9)
        let declaration = try XCTUnwrap(tree.innermostNode(containing: offset, kinds: [.functionDecl]))
        XCTAssertEqual(tree.location(of: declaration).line, 1)
    }
}

/// The ambiguities of Swift's grammar, settled as swift-syntax settles them.
final class AmbiguityTests: XCTestCase {
    func testABraceInAConditionOpensTheBody() {
        XCTAssertEqual(outline("if list.isEmpty { reload() }"),
                       "ifExpr(memberAccess(name:list) codeBlock(call(name:reload)))")
    }

    func testAClosureInAConditionFollowedByTheBodyIsATrailingClosure() {
        XCTAssertEqual(outline("if xs.contains { $0 > 1 } { go() }"),
                       "ifExpr(call(memberAccess(name:xs) trailingClosure(closure(infixOperator(name:$0 integerLiteral:1)))) codeBlock(call(name:go)))")
    }

    func testAnObserverBlockAfterAnInitialValueIsNotATrailingClosure() {
        XCTAssertEqual(outline("var x = make() { didSet { f() } }"),
                       "variableDecl(patternBinding(call(name:make) accessorBlock(accessor(codeBlock(call(name:f))))))")
    }

    func testAParenthesisOnTheNextLineIsNotACall() {
        XCTAssertEqual(outline("let a = b\n(c, d) = e"),
                       "variableDecl(patternBinding(name:b)) infixOperator(tuple(argument(name:c) argument(name:d)) name:e)")
    }

    func testAPeriodOnTheNextLineContinuesTheChain() {
        XCTAssertEqual(outline("Text(\"a\")\n    .bold()"), "call(memberAccess(call(name:Text argument(stringLiteral:\"a\"))))")
    }

    func testLessThanIsAComparisonUnlessGenericArgumentsFollow() {
        XCTAssertEqual(outline("a < b\nf(a < b, c > d)"),
                       "infixOperator(name:a name:b) call(name:f argument(infixOperator(name:a name:b)) argument(infixOperator(name:c name:d)))")
    }

    func testIfConfigAroundSwitchCasesBelongsToTheSwitch() {
        XCTAssertEqual(outline("switch x {\ncase 1: a()\n#if DEBUG\ncase 2: b()\n#endif\ndefault: c()\n}"),
                       "switchExpr(name:x switchCase(integerLiteral:1 call(name:a)) ifConfig(ifConfigClause(name:DEBUG switchCase(integerLiteral:2 call(name:b)))) switchCase(call(name:c)))")
    }

    func testAttributeArgumentsAndDefaultValuesAreCode() {
        XCTAssertEqual(outline("@Test(.tags(.slow)) func t(x: Int = .zero()) { }"),
                       "functionDecl(attribute(argument(call(memberAccess:.tags argument(memberAccess:.slow)))) parameter(type:Int call(memberAccess:.zero)) codeBlock:{})")
    }

    func testEscapingWithoutASpaceIsFollowedByItsTypeNotArguments() {
        XCTAssertEqual(outline("func f(c: @escaping(Int) -> Void) { }"),
                       outline("func f(c: @escaping (Int) -> Void) { }"))
    }

    func testTypedThrowsWithASpaceIsPartOfTheSignature() {
        XCTAssertEqual(outline("func f() throws (E) -> Int { 1 }"), outline("func f() throws(E) -> Int { 1 }"))
    }

    func testOperatorFunctionsAndStaticMembersAreDeclarations() {
        XCTAssertEqual(outline("static func == (a: T, b: T) -> Bool { a.id == b.id }"),
                       "functionDecl(parameter(type:T) parameter(type:T) type:Bool codeBlock(infixOperator(memberAccess(name:a) memberAccess(name:b))))")
    }
}
