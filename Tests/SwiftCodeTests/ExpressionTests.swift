// One test per expression kind: the outline of the tree for a one-line expression.

import XCTest
@testable import SwiftCode

func expression(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let tree = CodeParser.parseExpression(source)
    XCTAssertEqual(tree.problems, [], "unexpected problems", file: file, line: line)
    let text = tree.outline()
    guard text.hasPrefix("sourceFile("), text.hasSuffix(")") else { return text }
    return String(text.dropFirst("sourceFile(".count).dropLast())
}

final class ExpressionTests: XCTestCase {
    func testCallWithArgumentLabels() {
        XCTAssertEqual(expression("f(a, b: 1, _: c)"), "call(name:f argument(name:a) argument(integerLiteral:1) argument(name:c))")
    }

    func testTrailingAndAdditionalTrailingClosures() {
        XCTAssertEqual(expression("animate(0.3) { a() } completion: { _ in b() }"),
                       "call(name:animate argument(floatLiteral:0.3) trailingClosure(closure(call(name:a))) trailingClosure(closure(closureParameters:_in call(name:b))))")
    }

    func testMemberAndImplicitMemberAccess() {
        XCTAssertEqual(expression("text.font(.body)"), "call(memberAccess(name:text) argument(memberAccess:.body))")
    }

    func testOptionalChainingAndForceUnwrap() {
        XCTAssertEqual(expression("a?.b!.c"), "memberAccess(forceUnwrap(memberAccess(optionalChain(name:a))))")
    }

    func testSubscripts() {
        XCTAssertEqual(expression("m[k, default: 0]"), "subscriptCall(name:m argument(name:k) argument(integerLiteral:0))")
    }

    func testClosureWithCaptureListAndParameters() {
        XCTAssertEqual(expression("{ [weak self, n = count()] (a: Int) -> Int in a + n }"),
                       "closure(closureParameters(captureItem(name:self) captureItem(call(name:count))) infixOperator(name:a name:n))")
    }

    func testLiterals() {
        XCTAssertEqual(expression("[1, 2.5, \"s\", true, nil, /re/]"),
                       "arrayLiteral(integerLiteral:1 floatLiteral:2.5 stringLiteral:\"s\" booleanLiteral:true nilLiteral:nil regexLiteral:/re/)")
        XCTAssertEqual(expression("[\"a\": 1, \"b\": 2]"),
                       "dictionaryLiteral(dictionaryElement(stringLiteral:\"a\" integerLiteral:1) dictionaryElement(stringLiteral:\"b\" integerLiteral:2))")
        XCTAssertEqual(expression("[:]"), "dictionaryLiteral:[:]")
    }

    func testStringInterpolation() {
        XCTAssertEqual(expression("\"a \\(f(x)) b \\(y, format: .n)\""),
                       "stringLiteral(interpolation(argument(call(name:f argument(name:x)))) interpolation(argument(name:y) argument(memberAccess:.n)))")
    }

    func testRawAndMultilineStringInterpolation() {
        XCTAssertEqual(expression("#\"a \\#(x) \\(y)\"#"), "stringLiteral(interpolation(argument(name:x)))")
        XCTAssertEqual(expression("\"\"\"\n  a \\(x)\n  \"\"\""), "stringLiteral(interpolation(argument(name:x)))")
    }

    func testKeyPaths() {
        XCTAssertEqual(expression("\\.items[0]!.name"), "keyPath(argument(integerLiteral:0))")
        XCTAssertEqual(expression("\\Model.name"), "keyPath:\\Model.name")
    }

    func testTryAwaitForms() {
        XCTAssertEqual(expression("try? await f()"), "tryExpr(awaitExpr(call(name:f)))")
        XCTAssertEqual(expression("try! g()"), "tryExpr(call(name:g))")
    }

    func testPrefixPostfixAndInfixOperators() {
        XCTAssertEqual(expression("-a + !b"), "infixOperator(prefixOperator(name:a) prefixOperator(name:b))")
        XCTAssertEqual(expression("xs[i...]"), "subscriptCall(name:xs argument(postfixOperator(name:i)))")
    }

    func testPrecedenceFoldingFollowsTheStandardGroups() {
        // a + b * c == d && e || f  →  ((a + (b * c)) == d && e) || f
        XCTAssertEqual(expression("a + b * c == d && e || f"),
                       "infixOperator(infixOperator(infixOperator(infixOperator(name:a infixOperator(name:b name:c)) name:d) name:e) name:f)")
        // assignment and ?? are right-associative
        XCTAssertEqual(expression("x = a ?? b ?? c"),
                       "infixOperator(name:x infixOperator(name:a infixOperator(name:b name:c)))")
        // >= is lexed as two tokens and read as one operator
        XCTAssertEqual(expression("a >= b << 2"), "infixOperator(name:a infixOperator(name:b integerLiteral:2))")
    }

    func testCastsAndTypeChecks() {
        XCTAssertEqual(expression("a as? B ?? c"), "infixOperator(cast(name:a type:B) name:c)")
        XCTAssertEqual(expression("x is Y"), "typeCheck(name:x type:Y)")
    }

    func testTernary() {
        XCTAssertEqual(expression("c ? a() : b"), "ternary(name:c call(name:a) name:b)")
    }

    func testMacroExpansion() {
        XCTAssertEqual(expression("#expect(f() == 1)"),
                       "macroExpansion(argument(infixOperator(call(name:f) integerLiteral:1)))")
    }

    func testTuples() {
        XCTAssertEqual(expression("(a, b: 2)"), "tuple(argument(name:a) argument(integerLiteral:2))")
    }

    func testIfAndSwitchExpressions() {
        XCTAssertEqual(expression("if c { 1 } else { 2 }"), "ifExpr(name:c codeBlock(integerLiteral:1) codeBlock(integerLiteral:2))")
        XCTAssertEqual(expression("switch x { case 1: \"a\" default: \"b\" }"),
                       "switchExpr(name:x switchCase(integerLiteral:1 stringLiteral:\"a\") switchCase(stringLiteral:\"b\"))")
    }

    func testIfConfigInsideAModifierChain() {
        XCTAssertEqual(expression("v.foo()\n#if os(iOS)\n.bar()\n#endif\n.baz()"),
                       "call(memberAccess(postfixIfConfig(call(memberAccess(name:v)) ifConfigClause(call(name:os argument(name:iOS)) call(memberAccess:.bar)))))")
    }

    func testGenericArgumentsAndCompoundNames() {
        XCTAssertEqual(expression("Array<Int>(repeating: 0, count: n)"),
                       "call(genericArguments(name:Array) argument(integerLiteral:0) argument(name:n))")
        XCTAssertEqual(expression("#selector(tap(_:))"), "macroExpansion(argument(name:tap(_:)))")
    }

    func testDollarNamesLexAsNamesForPatterns() {
        XCTAssertEqual(expression("$X.font($_, $$$)"), "call(memberAccess(name:$X) argument(name:$_) argument(name:$$$))")
    }
}
