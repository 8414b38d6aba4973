// Helpers: lex a snippet and look at its tokens as (kind, text) pairs.
import XCTest
@testable import SwiftLexer

struct Lexed {
    let source: [UInt8]
    let stream: TokenStream

    init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    init(bytes: [UInt8]) {
        source = bytes
        stream = Lexer.tokenize(bytes)
    }

    var tokens: [Token] { stream.tokens }

    func text(_ token: Token) -> String {
        String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Token texts without the end-of-file token.
    var texts: [String] { tokens.dropLast().map(text) }
    var kinds: [TokenKind] { tokens.dropLast().map(\.kind) }
    var pairs: [String] { tokens.dropLast().map { "\($0.kind):\(text($0))" } }

    func first(_ text: String) -> Token? { tokens.first { self.text($0) == text } }
}

/// The invariants every token stream keeps, whatever the input: ends with one end-of-file token, tokens are
/// non-empty (except end of file), in order, do not overlap and stay inside the input.
func assertWellFormed(_ lexed: Lexed, file: StaticString = #filePath, line: UInt = #line) {
    let tokens = lexed.tokens
    guard let last = tokens.last else { return XCTFail("no tokens", file: file, line: line) }
    XCTAssertEqual(last.kind, .endOfFile, file: file, line: line)
    XCTAssertEqual(Int(last.start), lexed.source.count, file: file, line: line)
    XCTAssertLessThanOrEqual(tokens.count, lexed.source.count + 1, "more tokens than bytes", file: file, line: line)
    var previousEnd: Int32 = 0
    for token in tokens.dropLast() {
        if token.kind == .endOfFile { return XCTFail("end of file before the end", file: file, line: line) }
        if token.start < previousEnd || token.end <= token.start || Int(token.end) > lexed.source.count {
            return XCTFail("bad token range \(token.start)..<\(token.end) after \(previousEnd)", file: file, line: line)
        }
        previousEnd = token.end
    }
}
