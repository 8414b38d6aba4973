// The benchmark generator: deterministic for a seed, writes what it reports, and writes Swift the
// parser reads without problems.

import Benchmarks
import Foundation
import XCTest
@testable import SymbolGraph

final class BenchGeneratorTests: XCTestCase {
    func testSameSeedSameText() {
        var first = SwiftSourceGenerator(seed: 42)
        var second = SwiftSourceGenerator(seed: 42)
        var other = SwiftSourceGenerator(seed: 43)
        let text = first.file(index: 3, lines: 300)
        XCTAssertEqual(text, second.file(index: 3, lines: 300))
        XCTAssertNotEqual(text, other.file(index: 3, lines: 300))
    }

    func testWritesTheLinesItReportsAndParsesCleanly() throws {
        let folder = NSTemporaryDirectory() + "bench-generator-test-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SwiftSourceGenerator(seed: 7)
        let tree = try generator.write(lines: 5_000, to: folder)
        XCTAssertGreaterThanOrEqual(tree.lines, 5_000)
        XCTAssertLessThan(tree.lines, 5_200)

        let result = GraphBuilder.build(paths: [folder], jobs: 2)
        XCTAssertEqual(result.statistics.files, tree.files)
        XCTAssertEqual(result.statistics.bytes, tree.bytes)
        XCTAssertEqual(result.problems, [], "generated Swift should parse without problems")
        let kinds = Set(result.graph.symbols.map { $0.kind.rawValue })
        for kind in ["actor", "protocol", "extension", "enum", "case", "struct", "class", "func", "var", "init"] {
            XCTAssertTrue(kinds.contains(kind), "no \(kind) declarations generated")
        }
    }
}
