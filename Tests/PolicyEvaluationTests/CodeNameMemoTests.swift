// CodeNameMemo: the literal names of `call`, `use` and `assign` a symbol's own code has, read the first time the
// symbol is asked; and the literal name sets and the literals a policy gives.

@testable import PolicyEvaluation
import PolicyLanguage
import SymbolGraph
import XCTest

final class CodeNameMemoTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("A.swift", """
        final class A {
          func one() { load(); fetchAll(); defer { close() } }
          func two() async { await fetchOne(); task = Task { } }
          var three = Task.isCancelled
        }
        """),
    ]

    private func symbol(_ name: String, _ graph: SymbolGraph) -> SymbolID {
        graph.symbols.indices.first { graph.qualifiedName($0) == name } ?? -1
    }

    func testEachLiteralNameHasItsBitAndOtherPatternsHaveNone() {
        let memo = CodeNameMemo(graph(files), literals: PolicyLiterals(calls: ["load", "close"], uses: ["await"], assigned: ["Task"]))
        XCTAssertEqual(memo.callBit(pattern("close")), 0)
        XCTAssertEqual(memo.callBit(pattern("load")), 1)
        XCTAssertEqual(memo.useBit(pattern("await")), 2)
        XCTAssertEqual(memo.assignedBit(pattern("Task")), 3)
        XCTAssertNil(memo.callBit(pattern("fetch*")), "a glob is matched against the names, not looked up")
        XCTAssertNil(memo.callBit(pattern("await")), "a use is not a call")
    }

    func testASymbolsBitsAreTheLiteralNamesItsOwnCodeHas() {
        let g = graph(files)
        let memo = CodeNameMemo(g, literals: PolicyLiterals(calls: ["load", "close"], uses: ["await", "Task.isCancelled"], assigned: ["Task"]))
        func names(_ id: SymbolID) -> [String] {
            [("load", memo.callBit(pattern("load"))), ("close", memo.callBit(pattern("close"))),
             ("await", memo.useBit(pattern("await"))), ("Task.isCancelled", memo.useBit(pattern("Task.isCancelled"))),
             ("Task", memo.assignedBit(pattern("Task")))].compactMap { name, bit in bit.flatMap { memo.has(id, bit: $0) ? name : nil } }
        }
        XCTAssertEqual(names(symbol("A.one()", g)), ["load", "close"])
        XCTAssertEqual(names(symbol("A.two()", g)), ["await", "Task"])
        XCTAssertEqual(names(symbol("A.three", g)), ["Task.isCancelled"], "an initial value is the property's code")
        XCTAssertEqual(names(symbol("A", g)), [], "a type's own code is not its members'")
    }

    func testATypesScopeHasTheNamesOfEachOfItsMembersJoinedOnce() {
        let g = graph(files)
        let memo = CodeNameMemo(g, literals: PolicyLiterals(calls: ["load", "fetchOne"], uses: ["await"]))
        let type = symbol("A", g)
        var listed = 0
        func members(_ visit: (SymbolID) -> Void) {
            listed += 1
            for name in ["A.one()", "A.two()", "A.three"] { visit(symbol(name, g)) }
        }
        XCTAssertEqual(memo.has(scopeOf: type, bit: memo.callBit(pattern("load")) ?? -1, members), true)
        XCTAssertEqual(memo.has(scopeOf: type, bit: memo.useBit(pattern("await")) ?? -1, members), true)
        XCTAssertEqual(memo.has(scopeOf: type, bit: memo.callBit(pattern("fetchOne")) ?? -1, members), true)
        XCTAssertEqual(listed, 1, "the scope is listed once for every name asked of it")
        let empty = symbol("A.one()", g)
        XCTAssertFalse(memo.has(scopeOf: empty, bit: 0) { _ in })
    }

    func testMoreThanSixtyFourLiteralsSpillIntoASecondWord() {
        let g = graph(files)
        let many = Set((0..<70).map { "name\($0)" }).union(["close"])
        let memo = CodeNameMemo(g, literals: PolicyLiterals(calls: many, uses: ["await"]))
        let awaitBit = memo.useBit(pattern("await"))
        XCTAssertEqual(awaitBit, 71)
        XCTAssertTrue(memo.has(symbol("A.two()", g), bit: awaitBit ?? 0))
        XCTAssertFalse(memo.has(symbol("A.one()", g), bit: awaitBit ?? 0))
        XCTAssertTrue(memo.has(symbol("A.one()", g), bit: memo.callBit(pattern("close")) ?? -1))
    }

    func testTheLiteralsOfAPolicyLeaveOutGlobs() throws {
        let text = """
        rule r {
          func in (type conforming to View or type conforming to *Delegate) that calls load or calls fetch* or uses Task.isCancelled
            must assign Task to property
        }
        """
        let policy = try PolicyLanguage.load(sources: [(file: policyFile, text: text)]).get()
        let literals = PolicyLiterals([policy])
        XCTAssertEqual(literals.supertypes.ordered, ["View"])
        XCTAssertEqual(literals.calls.ordered, ["load"])
        XCTAssertEqual(literals.uses.ordered, ["Task.isCancelled"])
        XCTAssertEqual(literals.assigned.ordered, ["Task"])
    }

    func testANameSetFindsItsLiteralsAndTurnsAwayNamesThatOnlyShareTheirFirstByteAndLength() {
        let set = LiteralNameSet(["cancel", "create", "Task.isCancelled"])
        XCTAssertEqual(set.slot(of: "cancel").map { set.ordered[$0] }, "cancel")
        XCTAssertEqual(set.slot(of: "create").map { set.ordered[$0] }, "create")
        XCTAssertEqual(set.slot(of: "Task.isCancelled").map { set.ordered[$0] }, "Task.isCancelled")
        for other in ["config", "cancelAll", "cance", "", "Cancel", "Task.isCancellex"] {
            XCTAssertNil(set.slot(of: other), other)
            XCTAssertFalse(set.admits(other), other)
        }
        XCTAssertTrue(set.mayStart(with: "Task { }"))
        XCTAssertFalse(set.mayStart(with: "[]"))
    }
}
