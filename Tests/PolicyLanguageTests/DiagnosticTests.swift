// Diagnostic rendering and suggestion tests.
import XCTest
@testable import PolicyLanguage

final class DiagnosticTests: XCTestCase {
    func testRenderingHasLocationSourceLineAndCarets() {
        let source = PolicySource(name: "team.policy", text: "a\n\tclass matchng X")
        let diagnostic = Diagnostic.error("boom", at: source.span(offset: 9, length: 7), in: source,
                                          notes: [DiagnosticNote(severity: .help, message: "did you mean 'matching'?")])
        XCTAssertEqual(diagnostic.rendered(), "team.policy:2:8: error: boom\n\tclass matchng X\n\t      ^~~~~~~\nhelp: did you mean 'matching'?")
    }

    func testCaretCountsCharactersNotBytes() {
        XCTAssertEqual(Diagnostic.caretLine(for: SourceSpan(file: "f", line: 1, column: 4, length: 2, offset: 3), in: "é x y"), "  ^~")
    }

    func testCaretIsClippedToTheLine() {
        XCTAssertEqual(Diagnostic.caretLine(for: SourceSpan(file: "f", line: 1, column: 3, length: 50, offset: 2), in: "abcd"), "  ^~")
        XCTAssertEqual(Diagnostic.caretLine(for: SourceSpan(file: "f", line: 1, column: 9, length: 1, offset: 8), in: "abcd"), "    ^")
    }

    func testALongLineIsShownAsAWindowAroundTheError() {
        let line = String(repeating: "a", count: 1_000) + "é" + String(repeating: "b", count: 1_000)
        let span = SourceSpan(file: "f", line: 1, column: 1_001, length: 2, offset: 1_000)
        let excerpt = Diagnostic.excerpt(of: line, at: span)
        XCTAssertEqual(excerpt.count, 2)
        XCTAssertTrue(excerpt[0].hasPrefix("…a") && excerpt[0].hasSuffix("b…"), excerpt[0])
        XCTAssertLessThanOrEqual(excerpt[0].utf8.count, Diagnostic.maximumExcerptWidth + 6)
        // the caret still points at the character the span starts at
        let caretColumn = excerpt[1].count - 1
        XCTAssertEqual(excerpt[1].last, "^")
        XCTAssertEqual(Array(excerpt[0])[caretColumn], "é")
    }

    func testALineOfUpToTheWidthIsShownWhole() {
        let line = String(repeating: "x", count: Diagnostic.maximumExcerptWidth)
        let span = SourceSpan(file: "f", line: 1, column: 3, length: 1, offset: 2)
        XCTAssertEqual(Diagnostic.excerpt(of: line, at: span), [line, "  ^"])
    }

    func testARunOfStrayBracesOnOneLineIsOneError() {
        let (_, diagnostics) = PolicyParser.parse(PolicySource(name: "b.policy", text: String(repeating: "}", count: 5_000) + "\n}"))
        XCTAssertEqual(diagnostics.map(\.span.line), [1, 2])
        XCTAssertEqual(diagnostics.first?.span.length, 5_000)
    }

    func testPastTheLimitOneDiagnosticCountsTheErrorsLeftOut() {
        let text = (0..<250).map { "wat \($0) ~~" }.joined(separator: "\n")
        let (_, diagnostics) = PolicyParser.parse(PolicySource(name: "m.policy", text: text))
        XCTAssertEqual(diagnostics.count, Diagnostic.maximumPerFile + 1)
        let last = diagnostics.last?.message ?? ""
        XCTAssertTrue(last.hasPrefix("too many errors: ") && last.hasSuffix(" more in this file are not shown"), last)
        XCTAssertEqual(diagnostics.map(\.span.offset), diagnostics.map(\.span.offset).sorted())
    }

    func testCheckerDiagnosticsPastTheLimitAreCountedToo() throws {
        let text = "type matching {name}" + String(repeating: "{x}", count: 250) + " must be final\n"
        let (file, parseErrors) = PolicyParser.parse(PolicySource(name: "k.policy", text: text))
        XCTAssertTrue(parseErrors.isEmpty, "\(parseErrors)")
        let (_, diagnostics) = PolicyChecker.check([file])
        XCTAssertEqual(diagnostics.count, Diagnostic.maximumPerFile + 1)
        XCTAssertEqual(diagnostics.last?.message, "too many errors: 150 more in this file are not shown")
    }

    func testLoneCarriageReturnsBreakLinesLikeLineFeeds() {
        let text = "type must be final\rtype must hav @A\rtype must not exist"
        let (file, diagnostics) = PolicyParser.parse(PolicySource(name: "cr.policy", text: text))
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.span.line, 2)
        XCTAssertEqual(diagnostics.first?.sourceLine, "type must hav @A")
        XCTAssertEqual(file.statements.count, 2)
        // offsets still count the file's bytes
        XCTAssertEqual(diagnostics.first?.span.offset, text.utf8.count - "hav @A\rtype must not exist".utf8.count)
    }

    func testSuggestionsByEditDistance() {
        XCTAssertEqual(Suggestion.closest(to: "matchng", among: ["named", "matching", "must"]), "matching")
        XCTAssertEqual(Suggestion.closest(to: "warn", among: ["error", "warning", "info"]), "warning")
        XCTAssertNil(Suggestion.closest(to: "xyz", among: ["matching"]))
    }

    func testDiagnosticsAreInSourceOrder() {
        let (_, diagnostics) = PolicyParser.parse(PolicySource(name: "o.policy", text: "type must frob\nclass ; must exist\nx = y"))
        XCTAssertEqual(diagnostics.map(\.span.line), diagnostics.map(\.span.line).sorted())
        XCTAssertEqual(diagnostics.count, 3)
    }
}
