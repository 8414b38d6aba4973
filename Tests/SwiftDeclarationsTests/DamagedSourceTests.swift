// Damaged source is reported, never dropped without a word: a NUL byte or bytes that are not UTF-8 inside a
// declaration, an `#if` left open or a stray `#endif`, each at its line and column, with the rest of the file read.
import XCTest
@testable import SwiftDeclarations

final class DamagedSourceTests: XCTestCase {
    private func parseBytes(_ bytes: [UInt8]) -> ParsedFile { SwiftFileParser.parse(source: bytes, path: "Damaged.swift") }

    private func problems(_ parsed: ParsedFile) -> [String] {
        parsed.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// `struct A {}`, then `damaged` on line 2, then `struct B {}` with a member on lines 3–5.
    private func fileAround(_ damaged: [UInt8]) -> [UInt8] {
        Array("struct A {}\n".utf8) + damaged + Array("\nstruct B {\n    func after() {}\n}\n".utf8)
    }

    func testANULByteInsideAKeywordIsReportedAtItsLineAndColumnAndTheRestIsRead() {
        let parsed = parseBytes(fileAround(Array("str".utf8) + [0] + Array("uct T { func lost() {} }".utf8)))
        XCTAssertEqual(problems(parsed), ["2:4: NUL byte in the source (read as a space)"])
        XCTAssertEqual(parsed.outline, ["struct A", "struct B", "func B.after"])
    }

    func testARunOfNULBytesIsOneProblem() {
        let parsed = parseBytes(fileAround(Array("struct T".utf8) + [0, 0, 0, 0] + Array(" {}".utf8)))
        XCTAssertEqual(problems(parsed), ["2:9: NUL byte in the source (read as a space)"])
        XCTAssertEqual(parsed.outline, ["struct A", "struct T", "struct B", "func B.after"])
    }

    func testNULBytesAreReportedOnceALine() {
        // as in text saved as UTF-16 without its byte order mark, where every other byte is NUL
        let parsed = parseBytes(Array("let a".utf8) + [0] + Array(" = 1;".utf8) + [0] + Array(" let b = 2\n\0\n\0let c = 3\n".utf8))
        XCTAssertEqual(problems(parsed), ["1:6: NUL byte in the source (read as a space)", "2:1: NUL byte in the source (read as a space)",
                                          "3:1: NUL byte in the source (read as a space)"])
        XCTAssertEqual(parsed.outline, ["let a", "let b", "let c"])
    }

    func testInvalidUTF8InsideAKeywordIsReportedAtItsLineAndColumnAndTheRestIsRead() {
        let parsed = parseBytes(fileAround(Array("str".utf8) + [0xFF] + Array("uct T {}".utf8)))
        XCTAssertEqual(problems(parsed), ["2:4: invalid UTF-8 (byte 0xFF): the file is not UTF-8 text here"])
        XCTAssertEqual(parsed.outline, ["struct A", "struct B", "func B.after"])
    }

    func testABadByteIsFoundAtEveryPlaceInALongLine() {
        // the bytes are looked at 32 at a time while all are plain ASCII: a bad one anywhere in such a block is found
        let line = Array(String(repeating: "let value = 1; ", count: 6).utf8)
        for bad: UInt8 in [0, 0xFF] {
            for at in line.indices {
                var bytes = line
                bytes[at] = bad
                let parsed = parseBytes(bytes)
                XCTAssertEqual(parsed.diagnostics.first.map { "\($0.line):\($0.column)" }, "1:\(at + 1)", "byte \(bad) at \(at)")
            }
        }
    }

    func testEachKindOfMalformedUTF8IsReportedOnce() {
        let cases: [(bytes: [UInt8], name: String)] = [
            ([0xC3], "a lead byte with no continuation"),
            ([0x80], "a lone continuation byte"),
            ([0xC0, 0xAF], "an overlong form"),
            ([0xED, 0xA0, 0x80], "a surrogate"),
            ([0xF4, 0x90, 0x80, 0x80], "past U+10FFFF"),
            ([0xE2, 0x82], "a sequence cut short"),
        ]
        for (bytes, name) in cases {
            let parsed = parseBytes(fileAround(Array("let x".utf8) + bytes + Array(" = 1".utf8)))
            XCTAssertEqual(parsed.diagnostics.map { "\($0.line):\($0.column)" }, ["2:6"], name)
            XCTAssertEqual(parsed.all("B").count, 1, name)
        }
    }

    func testWellFormedNonASCIINamesAndTextAreNotProblems() {
        let parsed = parse("struct Café { let 名前 = \"naïve ✓ 🙂\" }  // ½\nenum Ω {}\n")
        XCTAssertEqual(problems(parsed), [])
        XCTAssertEqual(parsed.outline, ["struct Café", "let Café.名前", "enum Ω"])
    }

    func testAUTF8ByteOrderMarkIsSkippedWithoutAProblem() {
        let parsed = parseBytes([0xEF, 0xBB, 0xBF] + Array("struct A {}\nstruct B {}\n".utf8))
        XCTAssertEqual(problems(parsed), [])
        XCTAssertEqual(parsed.outline, ["struct A", "struct B"])
    }

    func testAnIfWithoutEndifIsReportedWhereItStarts() {
        let parsed = parse("struct A {}\n#if DEBUG\nstruct Debug {}\n#if os(Linux)\nstruct L {}\n#endif\nstruct After {}\n")
        XCTAssertEqual(problems(parsed), ["2:1: '#if' without a matching '#endif' before the end of the file"])
        XCTAssertEqual(parsed.outline, ["struct A", "struct Debug", "struct L", "struct After"])
    }

    func testAStrayEndifElseOrElseifIsReportedWhereItStands() {
        let parsed = parse("struct A {}\n#endif\n#else\nstruct B {\n  #elseif X\n  func f() {}\n}\n")
        XCTAssertEqual(problems(parsed), ["2:1: '#endif' without a matching '#if'", "3:1: '#else' without a matching '#if'",
                                          "5:3: '#elseif' without a matching '#if'"])
        XCTAssertEqual(parsed.outline, ["struct A", "struct B", "func B.f"])
    }

    func testBalancedConditionalsAnywhereAreNotProblems() {
        let parsed = parse("""
            #if canImport(UIKit)
            import UIKit
            #elseif os(Linux)
            import Glibc
            #else
            import Foundation
            #endif
            struct A {
                #if DEBUG
                func f() {
                    #if true
                    print(1)
                    #endif
                }
                #endif
            }
            let s = \"\"\"
            #if this is text
            \"\"\"
            // #endif in a comment
            """)
        XCTAssertEqual(problems(parsed), [])
    }
}
