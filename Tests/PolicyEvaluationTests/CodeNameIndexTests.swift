// CodeNameIndex: the inverted index of called and used names keeps the literal names the policies ask for, and
// answers any other pattern by scanning, with the same result as an index of every name.

@testable import PolicyEvaluation
import PolicyLanguage
import SymbolGraph
import XCTest

final class CodeNameIndexTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("A.swift", "final class A {\n  func one() { load(); fetchAll(); defer { close() } }\n  func two() async { await fetchOne() }\n}"),
        ("B.swift", "func three() { let x = Task.isCancelled; load() }"),
    ]

    private func holders(_ table: [Bool], _ graph: SymbolGraph) -> [String] {
        table.indices.filter { table[$0] }.map { graph.qualifiedName($0) }
    }

    private func pattern(_ text: String) -> CompiledPattern {
        CompiledPattern(Pattern(kind: .glob([Template(parts: [.literal(text)])]), span: SourceSpan(file: "", line: 1, column: 1, length: 0, offset: 0)))
    }

    func testTheIndexKeepsOnlyTheLiteralNamesItWasBuiltFor() {
        let g = graph(files)
        let index = CodeNameIndex(g, wanted: CodeNames(calls: CodeNameSet(all: false, literals: ["load"]),
                                                       uses: CodeNameSet(all: false, literals: ["await"])), jobs: 2)
        XCTAssertEqual(Set(index.callers.keys), ["load"])
        XCTAssertEqual(holders(index.callers(matching: pattern("load"), in: g), g), ["A.one()", "three()"])
        XCTAssertEqual(holders(index.users(matching: pattern("await"), in: g), g), ["A.two()"])
    }

    func testAPatternTheIndexWasNotBuiltForIsAnsweredByAScan() {
        let g = graph(files)
        let narrow = CodeNameIndex(g, wanted: CodeNames(calls: CodeNameSet(all: false, literals: ["load"]),
                                                        uses: CodeNameSet(all: false, literals: [])), jobs: 1)
        let everything = CodeNameIndex(g, wanted: .everything, jobs: 1)
        for name in ["fetch*", "close", "Task.isCancelled", "defer"] {
            let compiled = pattern(name)
            XCTAssertEqual(narrow.callers(matching: compiled, in: g), everything.callers(matching: compiled, in: g), name)
            XCTAssertEqual(narrow.users(matching: compiled, in: g), everything.users(matching: compiled, in: g), name)
        }
        XCTAssertEqual(holders(narrow.callers(matching: pattern("fetch*"), in: g), g), ["A.one()", "A.two()"])
        XCTAssertEqual(holders(narrow.users(matching: pattern("Task.isCancelled"), in: g), g), ["three()"])
    }

    func testAnIndexForNoNamesReadsNoBodiesAndStillAnswersByScanning() {
        let g = graph(files)
        let none = CodeNames(calls: CodeNameSet(all: false, literals: []), uses: CodeNameSet(all: false, literals: []))
        let index = CodeNameIndex(g, wanted: none, jobs: 2)
        XCTAssertTrue(index.callers.isEmpty && index.users.isEmpty && index.assigned.isEmpty)
        XCTAssertEqual(holders(index.callers(matching: pattern("load"), in: g), g), ["A.one()", "three()"])
    }

    func testANameSetFindsItsLiteralsAndTurnsAwayNamesThatOnlyShareTheirFirstByteAndLength() {
        let set = CodeNameSet(all: false, literals: ["cancel", "create", "Task.isCancelled"])
        XCTAssertEqual(set.slot(of: "cancel").map { set.ordered[$0] }, "cancel")
        XCTAssertEqual(set.slot(of: "create").map { set.ordered[$0] }, "create")
        XCTAssertEqual(set.slot(of: "Task.isCancelled").map { set.ordered[$0] }, "Task.isCancelled")
        for other in ["config", "cancelAll", "cance", "", "Cancel", "Task.isCancellex"] {
            XCTAssertNil(set.slot(of: other), other)
            XCTAssertFalse(set.admits(other), other)
        }
        XCTAssertTrue(CodeNameSet(all: true, literals: []).admits("anything"))
        XCTAssertNil(CodeNameSet(all: true, literals: []).slot(of: "anything"))
    }
}
