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
