// Recovery and robustness: errors are reported at line:col and the rest still parses; no input hangs or
// overflows the stack, and the work is bounded by the input's size (counted in parser steps, never timed).

import XCTest
@testable import SwiftCode

final class RecoveryTests: XCTestCase {
    func testAnErrorInsideABodyIsReportedAtItsPlaceAndTheRestStillParses() {
        let source = "func f() {\n    let x = (1, \n    g()\n}\nfunc h() { k() }\n"
        let tree = CodeParser.parseStatements(source)
        XCTAssertEqual(tree.problems.map(\.description), ["4:1: expected ')' to close the one at 2:13"])
        XCTAssertEqual(tree.occurrences().map(\.callee), ["g", "k"])
    }

    func testAStrayCloserIsSkippedWithAProblem() {
        let tree = CodeParser.parseStatements("a()\n)\nb()")
        XCTAssertEqual(tree.problems.map(\.description), ["2:1: unexpected ')'"])
        XCTAssertEqual(tree.occurrences().map(\.callee), ["a", "b"])
    }

    func testAnUnclosedBodyIsReportedAtTheEnd() {
        let tree = CodeParser.parseStatements("func f() {\n  g()\n")
        XCTAssertEqual(tree.problems.map(\.description), ["3:1: expected '}' to close the one at 1:10"])
    }

    func testAnUnterminatedIfConfigIsReported() {
        let tree = CodeParser.parseStatements("#if DEBUG\na()\n")
        XCTAssertEqual(tree.problems.map(\.description), ["1:1: '#if' without a matching '#endif' before the end of the file"])
    }

    /// Steps per token stay small whatever the input: linear work.
    func assertBoundedWork(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        let tree = CodeParser.parseStatements(source)
        XCTAssertLessThanOrEqual(tree.steps, 4 * tree.tokens.count + 16, file: file, line: line)
        XCTAssertLessThanOrEqual(tree.nodes.count, 4 * tree.tokens.count + 16, file: file, line: line)
        return tree
    }

    func testTenThousandNestedParenthesesAreCappedAndReported() {
        let tree = assertBoundedWork(String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000))
        XCTAssertTrue(tree.problems.contains { $0.message.contains("nesting too deep") })
    }

    func testTenThousandNestedClosuresAreCappedAndReported() {
        let tree = assertBoundedWork("let a = " + String(repeating: "f {", count: 10_000) + String(repeating: "}", count: 10_000))
        XCTAssertTrue(tree.problems.contains { $0.message.contains("nesting too deep") })
    }

    func testTenThousandNestedInterpolationsAreCappedAndReported() {
        let tree = assertBoundedWork(String(repeating: "\"\\(", count: 10_000) + "x" + String(repeating: ")\"", count: 10_000))
        XCTAssertTrue(tree.problems.contains { $0.message.contains("nesting too deep") })
    }

    func testUnclosedDeepNestingEndsWithoutCrashing() {
        _ = assertBoundedWork(String(repeating: "[{(", count: 5_000))
        _ = assertBoundedWork(String(repeating: "if a { ", count: 5_000))
        _ = assertBoundedWork(String(repeating: "try ", count: 10_000) + "x")
        _ = assertBoundedWork(String(repeating: "-", count: 10_000) + "x")
    }

    func testAOneMegabyteOneLineExpressionParsesInLinearWork() {
        var text = "let x = a"
        while text.utf8.count < 1_000_000 { text += " + f(b, c: d?.e!) ?? g[0] = h" }
        let tree = assertBoundedWork(text)
        XCTAssertGreaterThan(tree.occurrences().count, 10_000)
    }

    func testTruncationsOfAFileNeverCrashOrHang() {
        let source = Array(sampleSource.utf8)
        for cut in stride(from: 0, to: source.count, by: 7) {
            let tree = CodeParser.parseFile(Array(source[..<cut]))
            XCTAssertLessThanOrEqual(tree.steps, 4 * tree.tokens.count + 16)
        }
    }

    func testByteFlipsNeverCrashOrHang() {
        var generator = SplitMix(seed: 27)
        let source = Array(sampleSource.utf8)
        let replacements: [UInt8] = Array("(){}[]\"\\#@.,:;!?=<> \n$`/".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<300 {
            var bytes = source
            for _ in 0..<3 {
                let at = Int(generator.next() % UInt64(bytes.count))
                bytes[at] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            let tree = CodeParser.parseFile(bytes)
            XCTAssertLessThanOrEqual(tree.steps, 4 * tree.tokens.count + 16)
        }
    }
}

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

let sampleSource = """
import SwiftUI

struct ContentView: View {
    @State private var items: [Item] = []
    @Environment(\\.dismiss) var dismiss
    var body: some View {
        List(items) { item in
            Text("\\(item.name) \\(item.count, format: .number)")
                .font(.system(size: 14))
                #if os(iOS)
                .padding()
                #endif
        }
        .task { await load() }
    }

    func load() async {
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                let fetched = try await api.fetch(page: 1)
                if !Task.isCancelled { self.items = fetched }
            } catch let error as APIError where error.isRetryable {
                retry(after: 2) { self.reload() }
            } catch {
                items = []
            }
        }
        switch state {
        case .loaded(let value) where value > 0: print(value)
        case .failed: break
        default: fatalError()
        }
        for case let item? in optionals where item.ok { count += item.size! }
    }
}
"""
