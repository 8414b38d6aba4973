// Lexer tests: token kinds, places, strings, comments, pattern words, error tokens.
import XCTest
@testable import PolicyLanguage

final class PolicyLexerTests: XCTestCase {
    private func tokens(_ text: String) -> [PolicyToken] {
        PolicyLexer.tokenize(PolicySource(name: "t.policy", text: text))
    }

    private func kinds(_ text: String) -> [TokenKind] { tokens(text).map(\.kind) }

    func testWordsPunctuationAndEndOfFile() {
        XCTAssertEqual(kinds("layer X = type @A, (b) { } :"),
                       [.word, .word, .equals, .word, .at, .word, .comma, .leftParen, .word, .rightParen, .leftBrace, .rightBrace, .colon, .endOfFile])
    }

    func testPatternWordsKeepGlobAndTypeCharacters() {
        XCTAssertEqual(tokens("*Controller Task<*>? Task.isCancelled test_*_*_* Models/ a-b").dropLast().map(\.text),
                       ["*Controller", "Task<*>?", "Task.isCancelled", "test_*_*_*", "Models/", "a-b"])
    }

    func testPlaceholderIsPartOfWordButBlockBraceIsPunctuation() {
        let lexed = tokens("{name}Protocol {task} rule x {\n}")
        XCTAssertEqual(lexed.map(\.kind), [.word, .word, .word, .word, .leftBrace, .rightBrace, .endOfFile])
        XCTAssertEqual(lexed[0].template?.placeholders.map(\.name), ["name"])
        XCTAssertEqual(lexed[0].template?.text, "{name}Protocol")
    }

    func testIntegersAreAllDigits() {
        XCTAssertEqual(kinds("10 2fa"), [.integer, .word, .endOfFile])
    }

    func testLineColumnAndOffsetCountUTF8Bytes() {
        let lexed = tokens("type\n  must é exist")
        XCTAssertEqual(lexed[1].span.line, 2)
        XCTAssertEqual(lexed[1].span.column, 3)
        XCTAssertEqual(lexed[1].span.offset, 7)
        XCTAssertEqual(lexed[3].span.column, 11)  // é is two bytes
    }

    func testCommentsAreSkippedAndMarkLineStarts() {
        let lexed = tokens("a # comment\n  b")
        XCTAssertEqual(lexed.map(\.text), ["a", "b", ""])
        XCTAssertTrue(lexed[1].startsLine)
        XCTAssertTrue(lexed[1].hasLeadingSpace)
    }

    func testAdjacencyIsRecorded() {
        let lexed = tokens("private(set) @ X")
        XCTAssertFalse(lexed[1].hasLeadingSpace)
        XCTAssertTrue(lexed[5].hasLeadingSpace)
    }

    func testStringEscapes() {
        let lexed = tokens(#""a\"b\\c\nd\te\{x}""#)
        XCTAssertEqual(lexed[0].kind, .string)
        XCTAssertEqual(lexed[0].template?.text, "a\"b\\c\nd\te{x}")
        XCTAssertEqual(lexed[0].template?.placeholders.count, 0)
    }

    func testUnknownEscapesAreKeptForRegexes() {
        XCTAssertEqual(tokens(#""^\w+\d$""#)[0].template?.text, #"^\w+\d$"#)
    }

    func testStringPlaceholdersHaveSpans() {
        let placeholder = tokens(#"message "Mark {name} now""#)[1].template?.placeholders.first
        XCTAssertEqual(placeholder?.name, "name")
        XCTAssertEqual(placeholder?.span.column, 15)
        XCTAssertEqual(placeholder?.span.length, 6)
    }

    func testMultilineStringStripsClosingIndentation() {
        let lexed = tokens("compliant \"\"\"\n    @MainActor\n      final class A {}\n    \"\"\"\nx")
        XCTAssertEqual(lexed[1].kind, .string)
        XCTAssertEqual(lexed[1].template?.text, "@MainActor\n  final class A {}")
        XCTAssertNil(lexed[1].lexicalError)
        XCTAssertEqual(lexed[2].text, "x")
    }

    func testInlineTripleQuotedString() {
        XCTAssertEqual(tokens(#""""say "hi" now""""#)[0].template?.text, #"say "hi" now"#)
    }

    func testUnterminatedStringStopsAtEndOfLine() {
        let lexed = tokens("\"abc\nnext")
        XCTAssertEqual(lexed[0].lexicalError, .unterminatedString)
        XCTAssertEqual(lexed[0].template?.text, "abc")
        XCTAssertEqual(lexed[1].text, "next")
    }

    func testUnterminatedMultilineStringRunsToEnd() {
        let lexed = tokens("\"\"\"\nabc")
        XCTAssertEqual(lexed[0].lexicalError, .unterminatedMultilineString)
        XCTAssertEqual(lexed.count, 2)
    }

    func testUnknownCharactersBecomeOneErrorToken() {
        let lexed = tokens("a ;;% b → c")
        XCTAssertEqual(lexed.map(\.kind), [.word, .unknown, .word, .unknown, .word, .endOfFile])
        XCTAssertEqual(lexed[1].lexicalError, .unexpectedCharacters(";;%"))
        XCTAssertEqual(lexed[3].text, "→")
    }

    func testByteOrderMarkIsIgnored() {
        XCTAssertEqual(tokens("\u{FEFF}type")[0].span.column, 4)
        XCTAssertEqual(tokens("\u{FEFF}type")[0].text, "type")
    }

    func testEmptyInputIsJustEndOfFile() {
        XCTAssertEqual(kinds(""), [.endOfFile])
    }
}
