// Lexer behaviour, one test per rule of Swift's lexical grammar the later stages depend on.
import XCTest
@testable import SwiftLexer

final class CommentTests: XCTestCase {
    func testNestedBlockCommentsDoNotEndEarly() {
        let lexed = Lexed("/* outer /* inner */ still comment */ let x")
        XCTAssertEqual(lexed.texts, ["let", "x"])
        XCTAssertTrue(lexed.stream.diagnostics.isEmpty)
    }

    func testUnterminatedNestedCommentIsReportedAndSwallowsTheRest() {
        let lexed = Lexed("let a /* /* */ let b")
        XCTAssertEqual(lexed.texts, ["let", "a"])
        XCTAssertEqual(lexed.stream.diagnostics.map(\.message), ["unterminated '/*' comment"])
    }

    func testDocCommentsAreTrivia() {
        let lexed = Lexed("/// Line doc.\n/** Block doc. */\nfunc f() {}")
        XCTAssertEqual(lexed.texts, ["func", "f", "(", ")", "{", "}"])
        XCTAssertTrue(lexed.tokens[0].isAtStartOfLine)
    }

    func testNewlineInsideBlockCommentCountsAsNewlineBefore() {
        let lexed = Lexed("a /*\n*/ b")
        XCTAssertTrue(lexed.first("b")!.isAtStartOfLine)
    }
}

final class StringLiteralTests: XCTestCase {
    func testEscapedQuoteAndBackslashDoNotEndTheString() {
        let lexed = Lexed(#"let s = "a\"b\\" + x"#)
        XCTAssertEqual(lexed.pairs, ["keyword:let", "identifier:s", "equal:=", #"stringSegment:"a\"b\\""#, "operator:+", "identifier:x"])
    }

    func testUnicodeEscapeInString() {
        let lexed = Lexed(#""\u{1F600}\t\0" x"#)
        XCTAssertEqual(lexed.texts, [#""\u{1F600}\t\0""#, "x"])
    }

    func testInterpolationIsLexedAsTokensBetweenSegments() {
        let lexed = Lexed(#""a\(b + 1)c""#)
        XCTAssertEqual(lexed.texts, [#""a\"#, "(", "b", "+", "1", ")", #"c""#])
    }

    func testNestedInterpolationWithSubscriptAndInnerString() {
        let lexed = Lexed(#"let v = "\(a["k"] ?? "\(b)")" + z"#)
        XCTAssertEqual(lexed.texts, ["let", "v", "=", #""\"#, "(", "a", "[", #""k""#, "]", "??", #""\"#, "(", "b", ")",
                                     #"""#, ")", #"""#, "+", "z"])
        XCTAssertTrue(lexed.stream.diagnostics.isEmpty)
    }

    func testParenthesesInsideInterpolationDoNotCloseIt() {
        let lexed = Lexed(#""\(f(g(1)))" x"#)
        XCTAssertEqual(lexed.texts, [#""\"#, "(", "f", "(", "g", "(", "1", ")", ")", ")", #"""#, "x"])
    }

    func testMultilineStringSpansLinesAndHoldsQuotes() {
        let lexed = Lexed("let s = \"\"\"\n  say \"hi\" \\(name)\n  \"\" done\n  \"\"\"\nlet t = 1")
        XCTAssertEqual(lexed.texts, ["let", "s", "=", "\"\"\"\n  say \"hi\" \\", "(", "name", ")", "\n  \"\" done\n  \"\"\"",
                                     "let", "t", "=", "1"])
        XCTAssertTrue(lexed.tokens[lexed.texts.lastIndex(of: "let")!].isAtStartOfLine)
    }

    func testUnterminatedStringEndsAtItsLineAndLexingContinues() {
        let lexed = Lexed("let s = \"open\nlet t = 1")
        XCTAssertEqual(lexed.texts, ["let", "s", "=", "\"open", "let", "t", "=", "1"])
        XCTAssertEqual(lexed.stream.diagnostics.map(\.message), ["unterminated string literal"])
    }

    func testRawStringDepthOneKeepsBackslashesAndQuotes() {
        let lexed = Lexed(##"let r = #"a\(x) "q" \n"# + y"##)
        XCTAssertEqual(lexed.texts, ["let", "r", "=", ##"#"a\(x) "q" \n"#"##, "+", "y"])
    }

    func testRawStringDepthOneInterpolation() {
        let lexed = Lexed(##"#"a\#(x)b"#"##)
        XCTAssertEqual(lexed.texts, [##"#"a\#"##, "(", "x", ")", ##"b"#"##])
    }

    func testRawStringDepthTwoIgnoresSingleHashCloserAndInterpolation() {
        let lexed = Lexed(###"##"a"#b\#(x)"## z"###)
        XCTAssertEqual(lexed.texts, [###"##"a"#b\#(x)"##"###, "z"])
    }

    func testRawStringDepthTwoInterpolation() {
        let lexed = Lexed(###"##"v=\##(f(1))"##"###)
        XCTAssertEqual(lexed.texts, [###"##"v=\##"###, "(", "f", "(", "1", ")", ")", ###""##"###])
    }

    func testRawStringDepthThree() {
        let lexed = Lexed(####"###"a"##b\##(c)\###(d)"### e"####)
        XCTAssertEqual(lexed.texts, [####"###"a"##b\##(c)\###"####, "(", "d", ")", ####""###"####, "e"])
    }

    func testRawMultilineString() {
        let lexed = Lexed("#\"\"\"\n\"\"\" still \\#(x)\n\"\"\"#\nz")
        XCTAssertEqual(lexed.texts, ["#\"\"\"\n\"\"\" still \\#", "(", "x", ")", "\n\"\"\"#", "z"])
    }

    func testHashQuoteQuoteQuoteHashIsASingleLineRawString() {
        let lexed = Lexed(##"let q = #"""# ; let r = 1"##)
        XCTAssertEqual(lexed.texts, ["let", "q", "=", ##"#"""#"##, ";", "let", "r", "=", "1"])
    }
}

final class RegexLiteralTests: XCTestCase {
    func testSlashAfterEqualStartsRegex() {
        let lexed = Lexed("let r = /ab+c/\nlet s = 1")
        XCTAssertEqual(lexed.pairs[3], "regexLiteral:/ab+c/")
    }

    func testSlashAfterOpenParenStartsRegex() {
        let lexed = Lexed("s.contains(/[a-z]+/)")
        XCTAssertEqual(lexed.kinds, [.identifier, .period, .identifier, .leftParen, .regexLiteral, .rightParen])
    }

    func testSlashInCharacterClassDoesNotCloseRegex() {
        let lexed = Lexed("x = /[/]+/")
        XCTAssertEqual(lexed.texts.last, "/[/]+/")
    }

    func testDivisionChainIsOperators() {
        let lexed = Lexed("let q = a / b / c")
        XCTAssertEqual(lexed.pairs, ["keyword:let", "identifier:q", "equal:=", "identifier:a", "operator:/", "identifier:b",
                                     "operator:/", "identifier:c"])
    }

    func testDivisionWithoutSpacesAfterOperandIsOperator() {
        let lexed = Lexed("let q = (a)/b/c")
        XCTAssertFalse(lexed.kinds.contains(.regexLiteral))
    }

    func testCompoundDivisionAssignmentIsOperator() {
        let lexed = Lexed("x /= 2")
        XCTAssertEqual(lexed.texts, ["x", "/=", "2"])
    }

    func testExtendedRegexLiteral() {
        let lexed = Lexed("let r = #/a/b\\/#c/# + x")
        XCTAssertEqual(lexed.texts, ["let", "r", "=", "#/a/b\\/#c/#", "+", "x"])
        XCTAssertEqual(lexed.tokens[3].kind, .regexLiteral)
    }

    func testRegexOnTheLineAfterAnUnclosedCandidate() {
        let lexed = Lexed("let a = f(/[x, (/y)\nlet r = /ab/")
        XCTAssertEqual(lexed.kinds.filter { $0 == .regexLiteral }.count, 1)
        XCTAssertEqual(lexed.texts.last, "/ab/")
    }

    func testMultilineExtendedRegexLiteral() {
        let lexed = Lexed("let r = #/\n  a / b\n/#\nlet z = 1")
        XCTAssertEqual(lexed.tokens[3].kind, .regexLiteral)
        XCTAssertEqual(lexed.texts.suffix(4), ["let", "z", "=", "1"])
    }
}

final class NumberLiteralTests: XCTestCase {
    func testIntegerForms() {
        let lexed = Lexed("0xFF_ff 0b1010_1 0o17 1_000_000 42")
        XCTAssertEqual(lexed.kinds, Array(repeating: .integerLiteral, count: 5))
        XCTAssertEqual(lexed.texts, ["0xFF_ff", "0b1010_1", "0o17", "1_000_000", "42"])
    }

    func testFloatForms() {
        let lexed = Lexed("3.14 1e10 1.5e-3 2E+2 0x1p4 0x1.8p-1 1_0.0_1")
        XCTAssertEqual(lexed.kinds, Array(repeating: .floatLiteral, count: 7))
        XCTAssertEqual(lexed.texts, ["3.14", "1e10", "1.5e-3", "2E+2", "0x1p4", "0x1.8p-1", "1_0.0_1"])
    }

    func testHalfOpenRangeIsNotAFloat() {
        let lexed = Lexed("1..<2")
        XCTAssertEqual(lexed.pairs, ["integerLiteral:1", "operator:..<", "integerLiteral:2"])
    }

    func testClosedRangeIsNotAFloat() {
        let lexed = Lexed("0...9")
        XCTAssertEqual(lexed.pairs, ["integerLiteral:0", "operator:...", "integerLiteral:9"])
    }

    func testTupleMemberChainIsNotAFloat() {
        let lexed = Lexed("x.0.1")
        XCTAssertEqual(lexed.pairs, ["identifier:x", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1"])
    }

    func testMemberAccessOnIntegerLiteral() {
        let lexed = Lexed("1.description")
        XCTAssertEqual(lexed.texts, ["1", ".", "description"])
    }
}

final class OperatorTests: XCTestCase {
    func testArrow() {
        XCTAssertEqual(Lexed("() -> Int").kinds, [.leftParen, .rightParen, .arrow, .identifier])
    }

    func testOptionalChainingQuestionMark() {
        let lexed = Lexed("a?.b")
        XCTAssertEqual(lexed.pairs, ["identifier:a", "question:?", "period:.", "identifier:b"])
    }

    func testPostfixForceUnwrap() {
        let lexed = Lexed("a!.b")
        XCTAssertEqual(lexed.pairs, ["identifier:a", "exclaim:!", "period:.", "identifier:b"])
    }

    func testNotEqualIsOneOperatorWithOrWithoutSpaces() {
        XCTAssertEqual(Lexed("x != y").pairs, ["identifier:x", "operator:!=", "identifier:y"])
        XCTAssertEqual(Lexed("x!=y").texts, ["x", "!=", "y"])
    }

    func testEqualityAndAssignment() {
        XCTAssertEqual(Lexed("a == b").pairs[1], "operator:==")
        XCTAssertEqual(Lexed("a = b").pairs[1], "equal:=")
        XCTAssertEqual(Lexed("a === b").pairs[1], "operator:===")
    }

    func testPrefixNotIsExclaimAfterSpace() {
        let lexed = Lexed("if !done {}")
        XCTAssertEqual(lexed.pairs[1], "exclaim:!")
    }

    func testVariadicEllipsis() {
        XCTAssertEqual(Lexed("Int...").pairs, ["identifier:Int", "operator:..."])
    }

    func testTernaryQuestionMarkWithSpace() {
        XCTAssertEqual(Lexed("c ? 1 : 2").kinds, [.identifier, .question, .integerLiteral, .colon, .integerLiteral])
    }

    func testOperatorStopsBeforeComment() {
        XCTAssertEqual(Lexed("a +// c\nb").texts, ["a", "+", "b"])
    }

    func testAngleBracketsAreSeparateTokens() {
        XCTAssertEqual(Lexed("Array<Set<Int>>").kinds, [.identifier, .leftAngle, .identifier, .leftAngle, .identifier, .rightAngle, .rightAngle])
    }
}

final class IdentifierAndKeywordTests: XCTestCase {
    func testBacktickedIdentifier() {
        let lexed = Lexed("let `default` = `class`")
        XCTAssertEqual(lexed.pairs, ["keyword:let", "backtickIdentifier:`default`", "equal:=", "backtickIdentifier:`class`"])
    }

    func testReservedAndContextualKeywords() {
        let lexed = Lexed("func actor async x")
        XCTAssertEqual(lexed.kinds, [.keyword, .identifier, .identifier, .identifier])
        XCTAssertEqual(lexed.tokens.map(\.keyword).prefix(4), [.func, .actor, .async, .none])
    }

    func testDollarIdentifiers() {
        XCTAssertEqual(Lexed("$0 $value").kinds, [.dollarIdentifier, .dollarIdentifier])
    }

    func testUnicodeIdentifier() {
        let lexed = Lexed("let café = π")
        XCTAssertEqual(lexed.texts, ["let", "café", "=", "π"])
    }
}

final class PoundTests: XCTestCase {
    func testConditionalCompilationDirectives() {
        let lexed = Lexed("#if DEBUG\n#elseif os(iOS)\n#else\n#endif")
        XCTAssertEqual(lexed.pairs, ["poundKeyword:#if", "identifier:DEBUG", "poundKeyword:#elseif", "identifier:os", "leftParen:(",
                                     "identifier:iOS", "rightParen:)", "poundKeyword:#else", "poundKeyword:#endif"])
    }

    func testAvailabilityIsAPoundIdentifier() {
        let lexed = Lexed("if #available(iOS 17, *) {}")
        XCTAssertEqual(lexed.pairs.prefix(3), ["keyword:if", "poundIdentifier:#available", "leftParen:("])
    }

    func testPreviewMacroIsAPoundIdentifier() {
        let lexed = Lexed("#Preview { Text(\"x\") }")
        XCTAssertEqual(lexed.pairs.first, "poundIdentifier:#Preview")
        XCTAssertEqual(lexed.kinds[1], .leftBrace)
    }

    func testWarningIsADirective() {
        XCTAssertEqual(Lexed("#warning(\"x\")").kinds.first, .poundKeyword)
    }

    func testLoneHashIsUnknownAndReported() {
        let lexed = Lexed("# 1")
        XCTAssertEqual(lexed.kinds, [.unknown, .integerLiteral])
        XCTAssertEqual(lexed.stream.diagnostics.count, 1)
    }
}

final class FileLevelTests: XCTestCase {
    func testByteOrderMarkIsSkipped() {
        let lexed = Lexed(bytes: [0xEF, 0xBB, 0xBF] + Array("import Foo".utf8))
        XCTAssertEqual(lexed.texts, ["import", "Foo"])
        XCTAssertEqual(lexed.tokens[0].start, 3)
    }

    func testShebangLineIsSkipped() {
        let lexed = Lexed("#!/usr/bin/env swift\nprint(1)")
        XCTAssertEqual(lexed.texts, ["print", "(", "1", ")"])
        XCTAssertTrue(lexed.stream.diagnostics.isEmpty)
    }

    func testCRLFLineEndsGiveRightLineNumbers() {
        let source = Array("let a = 1\r\n\r\nlet b = 2\r\n/* x\r\n */ let c\rlet d".utf8)
        let lexed = Lexed(bytes: source)
        let lines = LineTable(source)
        XCTAssertEqual(lines.line(of: Int(lexed.first("b")!.start)), 3)
        XCTAssertEqual(lines.line(of: Int(lexed.first("c")!.start)), 5)
        XCTAssertEqual(lines.line(of: Int(lexed.first("d")!.start)), 6)
        XCTAssertEqual(lines.lineCount, 6)
        XCTAssertEqual(lexed.tokens.filter(\.isAtStartOfLine).map(lexed.text), ["let", "let", "let"])
        XCTAssertEqual(lines.location(of: Int(lexed.first("c")!.start)).column, 9)
    }

    func testInvalidUTF8BytesDoNotStopLexing() {
        let source = Array("let a = 1\n".utf8) + [0xFF, 0xFE, 0x20, 0xC3, 0x28, 0x0A] + Array("let b = 2\n".utf8) + [0x80]
        let lexed = Lexed(bytes: source)
        assertWellFormed(lexed)
        XCTAssertNotNil(lexed.first("b"))
        XCTAssertEqual(lexed.texts.suffix(5).prefix(4), ["let", "b", "=", "2"])
    }

    func testControlCharactersAreUnknownTokensAndReported() {
        let lexed = Lexed(bytes: [0x01, 0x20] + Array("x".utf8))
        XCTAssertEqual(lexed.kinds, [.unknown, .identifier])
        XCTAssertEqual(lexed.stream.diagnostics.map(\.offset), [0])
    }

    func testEmptyInputIsOnlyEndOfFile() {
        let lexed = Lexed("")
        XCTAssertEqual(lexed.tokens.map(\.kind), [.endOfFile])
    }

    func testSpaceAndNewlineFlags() {
        let lexed = Lexed("a b\nc(d")
        XCTAssertFalse(lexed.tokens[0].hasSpaceBefore)
        XCTAssertTrue(lexed.tokens[1].hasSpaceBefore)
        XCTAssertFalse(lexed.tokens[1].isAtStartOfLine)
        XCTAssertTrue(lexed.tokens[2].isAtStartOfLine)
        XCTAssertFalse(lexed.tokens[3].hasSpaceBefore)
    }
}
