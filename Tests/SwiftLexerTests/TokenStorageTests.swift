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

    /// Each opener's closer index, as the storage holds them after lexing `text` (nil when the brackets do not nest).
    private func closers(_ text: String) -> [Int: Int]? {
        let storage = TokenStorage()
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            let stream = Lexer.tokenize(bytes, into: storage)
            guard stream.bracketsNest else { return nil }
            let tokens = storage.tokens(stream.tokenCount)
            let closers = storage.closers(stream.tokenCount)
            var result: [Int: Int] = [:]
            for index in tokens.indices where [.leftParen, .leftBracket, .leftBrace].contains(tokens[index].kind) {
                result[index] = Int(closers[index])
            }
            return result
        }
    }

    func test_closers_pairEachOpenerWithItsCloser() {
        // tokens: f ( a [ b ] { } ) — indices 0…8
        XCTAssertEqual(closers("f(a[b]{})"), [1: 8, 3: 5, 6: 7])
        XCTAssertNil(closers("f(a]"))
        XCTAssertNil(closers("f(a"))
    }

    func test_closers_holdAnOpenerFarBeyondTheRoomReserved() {
        // a token per byte before the brackets: the first opener's index is several times the room reserved for
        // closers (a fifth of the bytes), more than one doubling of it
        let prefix = String(repeating: "a,", count: 20_000)
        let found = closers(prefix + "(x[y])")
        XCTAssertEqual(found, [40_000: 40_005, 40_002: 40_004])
    }
}
