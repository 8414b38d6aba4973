// CodePatternMemo: patterns no rule registered (a selector's `that contains P`, a layer's) are matched by the thread
// that asks; a subject's patterns asked one after another share one parse of its file.
@testable import PolicyEvaluation
import PolicyLanguage
import SwiftCode
import SwiftPatterns
import XCTest

final class CodePatternMemoTests: XCTestCase {
    private func literal(_ text: String, at offset: Int) -> CodePatternLiteral {
        CodePatternLiteral(text: text, span: SourceSpan(file: "p.policy", line: 1, column: offset + 1, length: 1, offset: offset))
    }

    func testPatternsAskedOfOneFileInTurnShareOneParse() {
        let memo = CodePatternMemo(sourceText: .texts(["A.swift": "func a() { f(1); g(2) }\n", "B.swift": "func b() { f(3) }\n"]))
        let first = literal("f($_)", at: 0), second = literal("g($_)", at: 1)
        XCTAssertEqual(memo.matches(first, file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.matches(second, file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.parsedFiles, 1)
        // another file is parsed for itself, and the first file again once the memo has moved on
        XCTAssertEqual(memo.matches(first, file: 1, path: "B.swift").count, 1)
        XCTAssertEqual(memo.parsedFiles, 2)
        XCTAssertEqual(memo.matches(literal("g(2)", at: 2), file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.parsedFiles, 3)
    }
}

final class RegisteredPatternMemoTests: XCTestCase {
    func testARuleComingBackToAFileTakesItsMatchesWithoutSearchingAgain() {
        let memo = CodePatternMemo(sourceText: .texts(["A.swift": "func a() { f(1) }\n", "B.swift": "func b() { f(2) }\n"]))
        let pattern = CodePatternLiteral(text: "f($_)", span: SourceSpan(file: "p.policy", line: 1, column: 1, length: 1, offset: 0))
        memo.register(.init(literal: pattern, test: nil, files: { nil }))
        // a type in A.swift, its extension in B.swift, then the next type in A.swift
        XCTAssertEqual(memo.matches(pattern, file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.matches(pattern, file: 1, path: "B.swift").count, 1)
        XCTAssertEqual(memo.matches(pattern, file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.parsedFiles, 2)
        // the next rule starts afresh: what the store still holds is taken, what was taken is searched again
        memo.forgetMatchesOfThisThread()
        XCTAssertEqual(memo.matches(pattern, file: 0, path: "A.swift").count, 1)
        XCTAssertEqual(memo.parsedFiles, 3)
    }
}

final class NameChainFastPathTests: XCTestCase {
    /// Whether the text `$S` binds in `source`'s first match of `$S.$M($$$)` may name a property.
    private func mayName(_ source: String) throws -> Bool {
        let tree = CodeParser.parseFile(Array(source.utf8))
        let pattern = try CodePattern.compile("$S.$M($$$)")
        let match = try XCTUnwrap(PatternSearch.matches(of: pattern, in: tree).first)
        return CodePatternMemo.mayNameAProperty(match.binding("S"), in: tree)
    }

    func testOnlyAChainOfNamesMayNameAProperty() throws {
        XCTAssertTrue(try mayName("service.load()\n"))
        XCTAssertTrue(try mayName("self.api.fetch()\n"))
        XCTAssertTrue(try mayName("FeedService.shared.stop()\n"))
        XCTAssertTrue(try mayName("$posts.reset()\n"))
        // a call, a literal, an optional chain: `$S is Service` fails for them, known before their text is made
        XCTAssertFalse(try mayName("Text(\"a\").font(.body)\n"))
        XCTAssertFalse(try mayName("\"a\".uppercased()\n"))
        XCTAssertFalse(try mayName("service?.load()\n"))
        XCTAssertFalse(CodePatternMemo.mayNameAProperty(nil, in: CodeParser.parseFile([])))
    }
}
