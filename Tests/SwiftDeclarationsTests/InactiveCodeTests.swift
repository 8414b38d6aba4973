// InactiveCode: the clauses of `#if false` (and `#if 0`, `#elseif false`) are the lines no build compiles; other
// conditions are the build's to decide and count as compiled.
import XCTest
@testable import SwiftDeclarations

final class InactiveCodeTests: XCTestCase {
    private func inactive(_ text: String) -> [ClosedRange<Int>] {
        SwiftFileParser.parse(source: Array(text.utf8), path: "A.swift").inactiveLines
    }

    func testAnIfFalseClauseRunsToItsEndif() {
        XCTAssertEqual(inactive("struct A {}\n#if false\nclass Old {}\n#endif\nstruct B {}\n"), [2...4])
        XCTAssertEqual(inactive("#if 0\nclass Old {}\n#endif\n"), [1...3])
    }

    func testTheElseOfAnIfFalseIsCompiled() {
        XCTAssertEqual(inactive("#if false\nclass Old {}\n#else\nclass New {}\n#endif\n"), [1...3])
    }

    func testAnElseifFalseClauseIsInactiveAlone() {
        XCTAssertEqual(inactive("#if DEBUG\nlet a = 1\n#elseif false\nlet b = 2\n#else\nlet c = 3\n#endif\n"), [3...5])
    }

    func testNestedDirectivesInsideAnInactiveClauseStayInsideIt() {
        XCTAssertEqual(inactive("#if false\n#if os(iOS)\nlet a = 1\n#endif\nlet b = 2\n#endif\nlet c = 3\n"), [1...6])
    }

    func testOtherConditionsAreTheBuildsToDecide() {
        XCTAssertEqual(inactive("#if DEBUG\nlet a = 1\n#endif\n#if false || DEBUG\nlet b = 2\n#endif\n#if !true\nlet c = 3\n#endif\n"), [])
    }

    func testAnUnterminatedClauseRunsToTheEnd() {
        // to the end of the file, the line after the last line break
        XCTAssertEqual(inactive("let a = 1\n#if false\nlet b = 2\nlet c = 3\n"), [2...5])
    }
}
