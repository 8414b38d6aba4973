// DirectiveLines: the lines holding `policy:` that the parser keeps for suppressions.

import SwiftDeclarations
import XCTest

final class DirectiveLinesTests: XCTestCase {
    func test_find_keepsEachMarkedLineOnceWithItsNumber() {
        let text = "import Foundation\n// policy:disable p-1 -- why\nlet y = 1 // policy:enable p-1 policy:\nlet policy = 2\n"
        let found = DirectiveLines.find(in: text)
        XCTAssertEqual(found.lines, [SourceLine(number: 2, text: "// policy:disable p-1 -- why"),
                                     SourceLine(number: 3, text: "let y = 1 // policy:enable p-1 policy:")])
        XCTAssertEqual(found.lineCount, 5)
    }

    func test_find_dropsLineBreaksOfEveryKind() {
        let found = DirectiveLines.find(in: "a\r\n// policy:x\r\nb\r// policy:y\rc// policy:z")
        XCTAssertEqual(found.lines.map(\.text), ["// policy:x", "// policy:y", "c// policy:z"])
        XCTAssertEqual(found.lines.map(\.number), [2, 4, 5])
    }

    func test_find_ignoresMarkerCutByTheStartOrEndOfTheText() {
        XCTAssertEqual(DirectiveLines.find(in: "y:").lines, [])
        XCTAssertEqual(DirectiveLines.find(in: "// polic").lines, [])
        XCTAssertEqual(DirectiveLines.find(in: "policy:").lines, [SourceLine(number: 1, text: "policy:")])
        XCTAssertEqual(DirectiveLines.find(in: "").lineCount, 0)
    }

    func test_parse_recordsDirectiveLinesOfTheFile() {
        let parsed = SwiftFileParser.parse(source: Array("struct A {}\nlet a = A() // policy:disable-line r -- why\n".utf8), path: "A.swift")
        XCTAssertEqual(parsed.directiveLines, [SourceLine(number: 2, text: "let a = A() // policy:disable-line r -- why")])
    }
}
