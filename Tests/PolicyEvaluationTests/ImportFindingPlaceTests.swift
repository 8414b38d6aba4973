// ImportFindingPlaceTests: an import rule on a file points at each offending `import` line, one finding per
// import; a rule no single import breaks (`must import P`), or one about a symbol, stays where it was.
import Findings
import XCTest

final class ImportFindingPlaceTests: XCTestCase {
    static let file = "App/Data/Store.swift"
    static let source = """
        // Store: persistence.

        import UIKit
        import Foundation
          @testable import SwiftUI
        struct Store {}
        """

    static func positions(_ policy: String, _ files: [String: String] = [file: source]) -> [String] {
        findings(policy: policy, files: files).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    func testMustNotImportGivesOneFindingPerOffendingImportAtItsLine() {
        XCTAssertEqual(Self.positions("file must not import SwiftUI, UIKit\n"),
                       ["App/Data/Store.swift:3:1", "App/Data/Store.swift:5:3"])
    }

    func testImportOnlyPointsAtEachImportNotAllowed() {
        XCTAssertEqual(Self.positions("file must import only Foundation\n"),
                       ["App/Data/Store.swift:3:1", "App/Data/Store.swift:5:3"])
    }

    func testImportFindingsOnLinesThreeAndFiveAreAtColumnOne() {
        let source = "// A\n\nimport Combine\nimport Foundation\nimport Combine.Publishers\n"
        XCTAssertEqual(Self.positions("file must not import Combine\n", ["App/A.swift": source]),
                       ["App/A.swift:3:1", "App/A.swift:5:1"])
    }

    func testMissingImportStaysOnFirstLine() {
        XCTAssertEqual(Self.positions("file must import Combine\n"), ["App/Data/Store.swift:1:1"])
    }

    func testSymbolImportRuleStaysOnDeclaration() {
        XCTAssertEqual(Self.positions("struct must not import UIKit\n"), ["App/Data/Store.swift:6:1"])
    }
}
