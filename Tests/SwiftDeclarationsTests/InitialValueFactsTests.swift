import XCTest
@testable import SwiftDeclarations

final class InitialValueFactsTests: XCTestCase {
    func testInitialValueCallsAndTypeNamesAreRecorded() {
        let file = parse("struct V { @StateObject private var model = ProfileViewModel(id: 1) }")
        let facts = file.only("model").initializerFacts
        XCTAssertEqual(facts?.calls.map(\.name), ["ProfileViewModel"])
        XCTAssertEqual(facts?.typeNames, ["ProfileViewModel"])
        XCTAssertNil(file.only("model").body, "an initial value is not a body: the oracle's calls stay empty")
    }

    func testForceUnwrapInInitialValueIsCounted() {
        let file = parse("let url = URL(string: \"https://example.com\")!")
        XCTAssertEqual(file.only("url").initializerFacts?.forceUnwraps, 1)
    }

    func testPlainLiteralsRecordNothing() {
        let file = parse("var count = 0\nvar items: [String] = []\nvar name = \"x\"")
        for name in ["count", "items", "name"] { XCTAssertNil(file.only(name).initializerFacts, name) }
    }

    func testClosureInitializerStaysABody() {
        let file = parse("let formatter = { DateFormatter() }()")
        XCTAssertNil(file.only("formatter").initializerFacts)
        XCTAssertEqual(file.only("formatter").body?.calls.map(\.name), ["DateFormatter"])
    }
}

final class CaseAssignmentTests: XCTestCase {
    func testAssignmentRightAfterACaseLabelIsRecorded() {
        let file = parse("func f() { switch e { case .a: state = .loading\ndefault: break } }")
        XCTAssertEqual(body(file, "f").assignments.map(\.target), ["state"])
    }

    func testLocalFunctionDefaultValueIsNotAnAssignment() {
        let file = parse("func f() { func g(x: Int = 1) {} }")
        XCTAssertEqual(body(file, "f").assignments.map(\.target), [])
    }
}

final class CodeNameListsTests: XCTestCase {
    func testCodeNamesOfBodyThenInitialValueAreVisitedInPlace() {
        let file = parse("""
        var tasks = { defer { close() }; Task.isCancelled; t = Task { }; return run() }()
        var value = make(Item.empty)
        """)
        var visited: [[String]] = []
        file.declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices {
                _ = (declarations.baseAddress! + index).anyCodeNames { code in
                    visited.append(code.calls.map(\.name) + code.memberReferences + code.assignments.map(\.value)
                                   + (code.hasDefer ? ["defer"] : []) + (code.hasAwait ? ["await"] : []))
                    return false
                }
            }
        }
        XCTAssertEqual(visited, [["close", "Task", "run", "Task.isCancelled", "Task { }; return run() }()", "defer"],
                                 ["make", "Item.empty"]])
    }

    func testAnyCodeNamesStopsAtTheFirstListThatSatisfiesTheCondition() {
        let file = parse("var value = make() { didSet { log() } }")
        var visited: [[String]] = []
        let found = file.declarations.withUnsafeBufferPointer { declarations in
            declarations.baseAddress!.anyCodeNames { code in
                visited.append(code.calls.map(\.name))
                return code.calls.contains { $0.name == "log" }
            }
        }
        XCTAssertTrue(found)
        XCTAssertEqual(visited, [["log"]], "the body satisfies it: the initial value is not read")
    }
}

final class AssignmentLeadingNameTests: XCTestCase {
    func testAssignedValueLeadingNameStopsAtTheFirstNonNameCharacter() {
        XCTAssertEqual(Assignment.leadingName("Task { await load() }"), "Task")
        XCTAssertEqual(Assignment.leadingName("Task.detached {"), "Task")
        XCTAssertEqual(Assignment.leadingName("[]"), "")
        XCTAssertEqual(Assignment.leadingName("Café()"), "Café", "a name goes on in Unicode letters")
    }

    func testLeadingNameIsComparedByBytesUpToAName() {
        XCTAssertEqual(Assignment.leadingName(of: "Task { }", is: "Task"), true)
        XCTAssertEqual(Assignment.leadingName(of: "Task", is: "Task"), true)
        XCTAssertEqual(Assignment.leadingName(of: "Task.detached {", is: "Task"), true)
        XCTAssertEqual(Assignment.leadingName(of: "TaskGroup()", is: "Task"), false)
        XCTAssertEqual(Assignment.leadingName(of: "Tas", is: "Task"), false)
        XCTAssertEqual(Assignment.leadingName(of: "[]", is: "Task"), false)
        // a letter past ASCII may continue the name: the pattern decides
        XCTAssertNil(Assignment.leadingName(of: "Taské()", is: "Task"))
    }
}
