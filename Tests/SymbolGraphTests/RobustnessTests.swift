// Robustness: every prefix of real-looking files, seeded random edits, very deep nesting, a 1 MB line and
// garbage. Whatever the input: no crash, the run ends, a result exists for the file (with diagnostics where
// it is broken), and the work stays bounded by the input's size.
import Foundation
import GraphFormats
import XCTest
@testable import SwiftLexer
@testable import SwiftDeclarations
@testable import SymbolGraph

/// SplitMix64: a small seeded generator, so every run edits the same bytes.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Lexes, parses, links and exports `bytes`, asserting the invariants that hold for any input.
@discardableResult
func checkParse(_ bytes: [UInt8], _ label: @autoclosure () -> String, export: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) -> ParsedFile {
    let stream = Lexer.tokenize(bytes)
    XCTAssertLessThanOrEqual(stream.tokens.count, bytes.count + 1, "tokens > bytes + 1: \(label())", file: file, line: line)
    XCTAssertEqual(stream.tokens.last?.kind, .endOfFile, label(), file: file, line: line)
    let parsed = SwiftFileParser.parse(source: bytes, path: "Input.swift")
    XCTAssertEqual(parsed.tokenCount, stream.tokens.count, label(), file: file, line: line)
    XCTAssertLessThanOrEqual(parsed.declarations.count, parsed.tokenCount, "declarations > tokens: \(label())", file: file, line: line)
    XCTAssertEqual(parsed.byteCount, bytes.count, file: file, line: line)
    for (i, d) in parsed.declarations.enumerated() {
        if let p = d.parent, p >= i || !parsed.declarations[p].kind.isTypeLike {
            XCTFail("declaration \(i) has parent \(p): \(label())", file: file, line: line)
        }
        if d.range.startLine > d.range.endLine || d.range.startOffset > d.range.endOffset || d.range.endOffset > bytes.count {
            XCTFail("bad range \(d.range) of \(d.name): \(label())", file: file, line: line)
        }
    }
    // Brackets left open at the end of the file mean the file is broken: that must be reported.
    if openBrackets(stream.tokens) != 0, parsed.diagnostics.isEmpty {
        XCTFail("unbalanced input parsed without a diagnostic: \(label())", file: file, line: line)
    }
    if export {
        let graph = GraphBuilder.link([parsed])
        let lines = GraphExport.jsonLines(graph).split(separator: "\n")
        XCTAssertEqual(lines.count, parsed.declarations.count, label(), file: file, line: line)
    }
    return parsed
}

/// `(`, `[`, `{` opened minus closed (never below zero).
func openBrackets(_ tokens: [Token]) -> Int {
    var depth = 0
    var negative = false
    for t in tokens {
        switch t.kind {
        case .leftParen, .leftBracket, .leftBrace: depth += 1
        case .rightParen, .rightBracket, .rightBrace:
            depth -= 1
            if depth < 0 { negative = true; depth = 0 }
        default: break
        }
    }
    return negative ? max(depth, 1) : depth
}

final class TruncationTests: XCTestCase {
    func testEveryTokenBoundaryPrefixOfTheFixtures() throws {
        for name in Fixtures.robustnessFiles {
            let bytes = try Fixtures.bytes(name)
            let tokens = Lexer.tokenize(bytes).tokens
            XCTAssertGreaterThan(tokens.count, 100)
            var cuts = Set<Int>()
            for t in tokens { cuts.insert(Int(t.start)); cuts.insert(Int(t.end)) }
            for cut in cuts.sorted() {
                checkParse(Array(bytes[..<cut]), "\(name) cut at byte \(cut)", export: cut % 7 == 0)
            }
        }
    }

    func testTheWholeFixturesParseWithoutDiagnostics() throws {
        for name in Fixtures.robustnessFiles {
            let parsed = checkParse(try Fixtures.bytes(name), name)
            XCTAssertEqual(parsed.diagnostics, [], name)
        }
    }
}

final class RandomEditTests: XCTestCase {
    func testTwoThousandSeededByteEdits() throws {
        let sources = try Fixtures.robustnessFiles.map(Fixtures.bytes)
        var generator = SeededGenerator(state: 20_251_122)
        let interesting = Array("{}()[]\"\\#/*`'@<>!?.:;,=\n \u{0}".utf8) + [0xFF, 0xC3, 0x80]
        for round in 0..<2000 {
            var bytes = sources[round % sources.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0...bytes.count, using: &generator)
                let byte = Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where at < bytes.count: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: if at < bytes.count { bytes.remove(at: at) }
                }
            }
            checkParse(bytes, "edit round \(round)", export: round % 4 == 0)
        }
    }

    func testGarbageBytes() {
        var generator = SeededGenerator(state: 7)
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let parsed = checkParse(bytes, "garbage")
        XCTAssertFalse(parsed.diagnostics.isEmpty)
    }

    func testGarbageFileIsReportedByGraphBuilder() throws {
        let tmp = try TemporaryFolder()
        var generator = SeededGenerator(state: 11)
        let path = tmp.path + "/Garbage.swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.graph.files.map(\.path), [path])
        XCTAssertTrue(result.problems.contains { $0.path == path })
    }
}

/// Damage that once lost declarations without a word: a NUL byte or a byte that is not UTF-8 in the middle of a
/// declaration's keyword, and files in UTF-16. Each is reported at its place and the rest of the file still read.
final class DamagedEncodingTests: XCTestCase {
    private static let declarationWords: Set<String> = ["struct", "class", "enum", "protocol", "extension", "func", "var", "let"]

    /// The file's own declarations, as `line kind name`, to compare a damaged or re-encoded read with.
    private func outline(_ parsed: ParsedFile) -> [String] {
        parsed.declarations.map { "\($0.range.startLine) \($0.kind.rawValue) \($0.name)" }
    }

    func testAByteThatBreaksAnyDeclarationKeywordIsReportedThereAndTheRestIsRead() throws {
        var generator = SeededGenerator(state: 29)
        for name in Fixtures.robustnessFiles {
            let bytes = try Fixtures.bytes(name)
            let clean = SwiftFileParser.parse(source: bytes, path: "Input.swift")
            let lastTopLevel = try XCTUnwrap(clean.declarations.last { $0.parent == nil })
            let keywords = Lexer.tokenize(bytes).tokens.filter {
                $0.kind == .keyword && Self.declarationWords.contains(String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self))
            }
            XCTAssertGreaterThan(keywords.count, 10, name)
            for token in keywords {
                let at = Int(token.start) + 1 + Int.random(in: 0..<Int(token.end - token.start - 1), using: &generator)
                let bad: UInt8 = [0, 0xFF, 0xC3, 0x80].randomElement(using: &generator) ?? 0
                var damaged = bytes
                damaged.insert(bad, at: at)
                let label = "\(name): byte 0x\(String(bad, radix: 16)) at \(at)"
                let parsed = checkParse(damaged, label, export: false)
                let (line, column) = LineTable(damaged).location(of: at)
                XCTAssertTrue(parsed.diagnostics.contains { $0.line == line && $0.column == column },
                              "\(label): no problem at \(line):\(column) in \(parsed.diagnostics)")
                if lastTopLevel.range.startOffset > at {
                    XCTAssertTrue(parsed.declarations.contains { $0.name == lastTopLevel.name && $0.parent == nil },
                                  "\(label): the file's last declaration was lost")
                }
            }
        }
    }

    func testUTF16FilesWithAByteOrderMarkReadAsTheirUTF8Text() throws {
        let tmp = try TemporaryFolder()
        for name in Fixtures.robustnessFiles {
            let bytes = try Fixtures.bytes(name)
            let text = String(decoding: bytes, as: UTF8.self)
            let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            _ = FileManager.default.createFile(atPath: tmp.path + "/\(name)LE.swift", contents: Data(little))
            _ = FileManager.default.createFile(atPath: tmp.path + "/\(name)BE.swift", contents: Data(big))
        }
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 2)
        XCTAssertEqual(result.problems, [])
        for name in Fixtures.robustnessFiles {
            let expected = outline(SwiftFileParser.parse(source: try Fixtures.bytes(name), path: "Input.swift"))
            XCTAssertGreaterThan(expected.count, 10, name)
            for suffix in ["LE", "BE"] {
                let file = try XCTUnwrap(result.graph.files.first { $0.path.hasSuffix("/\(name)\(suffix).swift") }, name)
                XCTAssertEqual(file.declarations.map { "\($0.range.startLine) \($0.kind.rawValue) \($0.name)" }, expected,
                               "\(name) \(suffix)")
            }
        }
    }
}

final class DeepNestingTests: XCTestCase {
    private let depth = 10_000

    private func nest(_ open: String, _ close: String = "", prefix: String = "", suffix: String = "") -> [UInt8] {
        Array((prefix + String(repeating: open, count: depth) + String(repeating: close, count: depth) + suffix).utf8)
    }

    func testDeepBraces() {
        checkParse(nest("{"), "open braces")
        checkParse(nest("{", "}"), "balanced braces")
        checkParse(nest("{\n", "}\n", prefix: "func f() ", suffix: "\nstruct After {}"), "nested blocks in a body")
    }

    func testDeepParentheses() {
        checkParse(nest("("), "open parentheses")
        checkParse(nest("f(", ")", prefix: "func g() { ", suffix: " }"), "nested calls in a body")
        checkParse(nest("(", ")", prefix: "let x = ", suffix: "\nstruct After {}"), "nested parentheses in an initializer")
    }

    func testDeepBrackets() {
        checkParse(nest("["), "open brackets")
        checkParse(nest("[", "]", prefix: "var x: ", suffix: "Int"), "nested array type")
    }

    func testDeepTypeNesting() {
        let open = checkParse(nest("struct A {\n"), "open structs")
        XCTAssertFalse(open.diagnostics.isEmpty)
        let balanced = checkParse(nest("struct A {\n", "}\n", suffix: "struct After {}"), "balanced structs")
        XCTAssertTrue(balanced.declarations.contains { $0.name == "After" && $0.parent == nil })
    }

    func testALongChainOfRefiningProtocolsKeepsEachSetBoundedAndSaysSo() {
        // P0: P1, P1: P2, …: each protocol's set would hold every one after it (a conforms-transitively edge for
        // every pair); collected without recursion, so the chain's depth is no limit either
        let count = 600
        let source = (0..<count).map { "protocol P\($0): P\($0 + 1) {}" }.joined(separator: "\n")
        let g = graph([("Chain.swift", source)])
        let limit = Linker.maximumSupertypes
        XCTAssertEqual(g.supertypes[g.symbol("P0")]?.count, limit)
        XCTAssertTrue(g.supertypes[g.symbol("P0")]?.contains("P1") ?? false, "a type keeps its own supertypes")
        XCTAssertEqual(g.supertypes[g.symbol("P\(count - 1)")], ["P\(count)"])
        // one problem for the file, at the first type cut
        let problems = g.files[0].diagnostics
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.line, 1)
        XCTAssertTrue(problems.first?.message.contains("P0 has more than \(limit) supertypes") ?? false, "\(problems)")
        XCTAssertTrue(problems.first?.message.contains("(so were those of \(count - limit - 1) other types in this file)") ?? false, "\(problems)")
        XCTAssertLessThanOrEqual(g.edges.count, count * (limit + 2))
    }

    func testDeepInterpolation() {
        checkParse(nest("\"\\("), "open interpolations")
        checkParse(nest("\"\\(", ")\"", prefix: "let s = ", suffix: "\nstruct After {}"), "balanced interpolations")
    }

    func testDeepBlockComments() {
        let open = checkParse(nest("/*"), "open comments")
        XCTAssertFalse(open.diagnostics.isEmpty)
        let balanced = checkParse(nest("/*", "*/", suffix: "\nstruct After {}"), "balanced comments")
        XCTAssertEqual(balanced.declarations.map(\.name), ["After"])
    }

    func testDeepFunctionTypes() {
        checkParse(nest("() -> ", prefix: "var f: ", suffix: "Int\nstruct After {}"), "function type chain")
        checkParse(nest("Array<", ">", prefix: "var a: ", suffix: "Int"), "generic arguments")
    }

    /// Each class's supertypes would hold the whole chain above it, so the graph would grow with the square of the
    /// chain: a thousand levels keep each set to the limit (its own superclass first) without exhausting the stack.
    func testLongInheritanceChainInTheGraph() {
        let chain = 1_000
        let source = (1...chain).map { "class C\($0): C\($0 - 1) {}" }.joined(separator: "\n")
        let parsed = checkParse(Array(source.utf8), "inheritance chain", export: false)
        let graph = GraphBuilder.link([parsed])
        let deepest = graph.supertypes[graph.types(named: "C\(chain)")[0]] ?? []
        XCTAssertEqual(deepest.count, Linker.maximumSupertypes)
        XCTAssertTrue(deepest.contains("C\(chain - 1)"))
        XCTAssertEqual(graph.supertypes[graph.types(named: "C\(Linker.maximumSupertypes)")[0]]?.count, Linker.maximumSupertypes)
    }
}

final class LargeInputTests: XCTestCase {
    private func oneMegabyteLine(_ unit: String, prefix: String = "", suffix: String = "") -> [UInt8] {
        let count = 1_000_000 / unit.utf8.count
        return Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
    }

    /// Parses the whole input and checks the invariants. Not timed (timed tests fail on a busy machine); a return
    /// to quadratic work on these 1 MB inputs takes minutes, which the suite's run time shows.
    private func assertParsesWhole(_ bytes: [UInt8], _ label: String, line: UInt = #line) {
        let parsed = SwiftFileParser.parse(source: bytes, path: "Big.swift")
        XCTAssertEqual(parsed.byteCount, bytes.count, line: line)
        checkParse(bytes, label, export: false, line: line)
    }

    func testOneMegabyteSingleLineFile() {
        assertParsesWhole(oneMegabyteLine("12, ", prefix: "let xs = [", suffix: "]"), "array literal")
    }

    func testOneMegabyteStringLine() {
        assertParsesWhole(oneMegabyteLine("abc \\\" ", prefix: "let s = \"", suffix: "\""), "string")
    }

    func testOneMegabyteOfCallsInABody() {
        assertParsesWhole(oneMegabyteLine("model?.items[0].reload(); ", prefix: "func f() { ", suffix: "}"), "calls")
    }

    func testOneMegabyteOfDeclarationsOnOneLine() {
        assertParsesWhole(oneMegabyteLine("struct S { var x: Int { get } }; "), "declarations")
    }

    func testManyTypesInOneFileParseInLinearTime() {
        // each type used to copy the whole declaration list when it ended: 20,000 types took minutes
        let bytes = Array(String(repeating: "struct S { let x = 1 }\n", count: 20_000).utf8)
        assertParsesWhole(bytes, "20,000 types")
        XCTAssertEqual(SwiftFileParser.parse(source: bytes, path: "Many.swift").declarations.count, 40_000)
    }

    func testOneMegabyteOfUnclosedRegexCandidates() {
        // every `/` follows `(`, so may open a regex; the `[` never closes, so no `/` ends one
        assertParsesWhole(oneMegabyteLine("(/["), "slash after paren with an open class")
    }

    func testOneMegabyteOfUnclosedExtendedRegexCandidates() {
        assertParsesWhole(oneMegabyteLine("#/a "), "hash slash without a closer")
    }
}
