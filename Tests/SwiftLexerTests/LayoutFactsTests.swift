// LayoutFacts: lines (length, trailing white space, indentation, comment and string lines) and imports read from a
// file's text, whatever the text: line breaks of every kind, a byte order mark, bytes that are not UTF-8.

import XCTest
@testable import SwiftLexer

final class LayoutFactsTests: XCTestCase {
    func testLinesSplitAtEveryKindOfLineBreak() {
        let facts = LayoutFacts(Array("a\r\nbb\rccc\ndddd".utf8))
        XCTAssertEqual(facts.lines.map(\.number), [1, 2, 3, 4])
        XCTAssertEqual(facts.lines.map { $0.end - $0.start }, [1, 2, 3, 4])
        XCTAssertEqual(facts.lines.map(\.start), [0, 3, 6, 10])
    }

    func testFinalLineBreakAddsNoLineAndEmptyFileHasNone() {
        XCTAssertEqual(LayoutFacts(Array("a\n".utf8)).lines.count, 1)
        XCTAssertEqual(LayoutFacts(Array("a\n\n".utf8)).lines.count, 2)
        XCTAssertEqual(LayoutFacts([]).lines.count, 0)
        XCTAssertEqual(LayoutFacts([]).imports.count, 0)
    }

    func testByteOrderMarkIsNotPartOfTheFirstLine() {
        let facts = LayoutFacts([0xEF, 0xBB, 0xBF] + Array("  let a = 1".utf8))
        let line = facts.lines[0]
        XCTAssertEqual(line.textStart, 3)
        XCTAssertEqual(line.indentationSpaces, 2)
        XCTAssertEqual(facts.characterCount(line), 11)
    }

    func testCharacterCountTreatsEachBadByteAsOneCharacter() {
        // "ab", a lone continuation byte, a truncated 3-byte sequence, "c"
        let facts = LayoutFacts([0x61, 0x62, 0x80, 0xE2, 0x88, 0x63])
        XCTAssertEqual(facts.characterCount(facts.lines[0]), 6)
        XCTAssertEqual(facts.offset(afterCharacters: 3, in: facts.lines[0]), 3)
    }

    func testBinaryBytesNeverCrash() {
        var generator = SplitMix(seed: 42)
        let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let facts = LayoutFacts(bytes)
        XCTAssertFalse(facts.lines.isEmpty)
        for line in facts.lines {
            let count = facts.characterCount(line)
            XCTAssertLessThanOrEqual(count, line.end - line.textStart)
            XCTAssertLessThanOrEqual(facts.offset(afterCharacters: count / 2, in: line), line.end)
            XCTAssertLessThanOrEqual(line.trailingStart, line.end)
        }
    }

    func testCommentOnlyAndStringLinesAreTold() {
        let facts = LayoutFacts(Array("""
            // comment
            /* a
             b */ let x = 1
            let s = \"\"\"
              text
              \"\"\"
            let y = 2 /* c */
            """.utf8))
        XCTAssertEqual(facts.lines.map(\.isCommentOnly), [true, true, false, false, false, false, false])
        XCTAssertEqual(facts.lines.map(\.startsInComment), [false, false, true, false, false, false, false])
        XCTAssertEqual(facts.lines.map(\.startsInString), [false, false, false, false, true, true, false])
    }

    func testImportsWithAttributesModifiersAndKinds() {
        let facts = LayoutFacts(Array("""
            #!/usr/bin/swift
            @testable import App
            @_spi(Private) public import Core.Sub
            import struct Foundation.Date
            let importance = 1
            x.import
            """.utf8))
        XCTAssertEqual(facts.imports.map(\.module), ["App", "Core.Sub", "Foundation.Date"])
        XCTAssertEqual(facts.imports.map(\.isTestable), [true, false, false])
        XCTAssertEqual(facts.imports.map(\.line), [2, 3, 4])
    }
}

/// A small deterministic generator for test bytes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
