// TokenStorage: files lexed one after another into the same storage give the tokens each gives alone, whether the
// storage grows while lexing (a token per byte, beyond the room reserved) or holds a longer file's tokens before.
import XCTest
@testable import SwiftLexer

final class TokenStorageTests: XCTestCase {
    private func lex(_ text: String, into storage: TokenStorage) -> (tokens: [Token], diagnostics: [LexerDiagnostic]) {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            let stream = Lexer.tokenize(bytes, into: storage)
            return (Array(storage.tokens(stream.tokenCount)), stream.diagnostics)
        }
    }

    func testFilesLexedIntoOneStorageMatchLexingAlone() {
        let storage = TokenStorage()
        let files = [
            String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000),  // grows while lexing
            "struct A { let b = c(d) }",
            String(repeating: "x.y(z) ", count: 3_000),
            "",
            "\"unterminated",
            "let s = \"\\(a)\\(b)\" // comment",
        ]
        for text in files + files.reversed() {
            let alone = Lexer.tokenize(Array(text.utf8))
            let shared = lex(text, into: storage)
            XCTAssertEqual(shared.tokens, alone.tokens)
            XCTAssertEqual(shared.diagnostics, alone.diagnostics)
            XCTAssertEqual(shared.tokens.last?.kind, .endOfFile)
        }
    }
}
