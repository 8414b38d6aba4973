// Layout rules: `line longer than N`, `line with trailing whitespace`, `blank lines more than N`, `line indented …`,
// `import out of order`, each place one finding at its line and column with its end. Every policy is evaluated with
// and without the fast paths (`evaluation` in TestSupport).

import Findings
import PolicyEvaluation
import PolicyLanguage
import SwiftDeclarations
import SymbolGraph
import XCTest

final class LayoutRuleTests: XCTestCase {
    /// `rule file:line:col-endLine:endCol symbol: message` per finding.
    func located(_ policy: String, _ files: [String: String], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: policy, files: files, file: file, line: line).map {
            "\($0.rule) \($0.location.file):\($0.location.line):\($0.location.column)-\($0.endLine ?? 0):\($0.endColumn ?? 0) "
                + "\($0.symbol ?? "-"): \($0.message)"
        }
    }

    // MARK: - Line length

    func testLongLineIsReportedAtTheFirstColumnPastTheLimit() {
        let files = ["A.swift": "let short = 1\nlet longer = \"0123456789\"\n"]
        XCTAssertEqual(located("line longer than 20 must not exist", files), [
            "p-1 A.swift:2:21-2:26 -: Line is 25 characters long; the limit is 20",
        ])
    }

    func testLineOfExactlyTheLimitIsNotReported() {
        let files = ["A.swift": String(repeating: "x", count: 20) + "\n" + String(repeating: "y", count: 19)]
        XCTAssertEqual(located("line longer than 20 must not exist", files), [])
    }

    func testLineLengthCountsCharactersNotBytes() {
        // 10 characters, 4 of them several bytes each (é: 2, ∑: 3, 👍🏽: one character of 8 bytes): within 10
        let files = ["A.swift": "// é∑👍🏽xyza\n// é∑👍🏽xyzab\n"]
        XCTAssertEqual(located("line longer than 10 must not exist", files), [
            // column 21: the byte just after the 10th character ("// é∑👍🏽xyzab" is 20 bytes)
            "p-1 A.swift:2:21-2:22 -: Line is 11 characters long; the limit is 10",
        ])
    }

    func testLineLengthIgnoringCommentsSkipsCommentOnlyLines() {
        let text = """
            // a comment line that is long enough
            /* a block comment line that is long
               and its second line is long too */
            let value = 1 // a trailing comment
            """
        XCTAssertEqual(located("line longer than 20 ignoring comments must not exist", ["A.swift": text]), [
            "p-1 A.swift:4:21-4:36 -: Line is 35 characters long; the limit is 20",
        ])
        XCTAssertEqual(located("line longer than 20 must not exist", ["A.swift": text]).count, 4)
    }

    func testLineLengthIgnoringStringsSkipsLinesInsideMultilineStrings() {
        let text = "let text = \"\"\"\n    a line of the string that is long\n    \"\"\"\n"
        XCTAssertEqual(located("line longer than 20 must not exist", ["A.swift": text]).map { $0.prefix(14) }, ["p-1 A.swift:2:"])
        XCTAssertEqual(located("line longer than 20 ignoring strings must not exist", ["A.swift": text]), [])
    }

    func testLineLengthIgnoringURLsDoesNotCountTheirCharacters() {
        let text = """
            // see https://example.com/a/very/long/path?query=1 here
            let url = "http://x.org/0123456789" + "0123456789"
            let notURL = "a:/b://" + "0123456789012345"
            """
        // line 1: 56 characters, 44 of them the URL; line 2: 50, 23 of them the URL; line 3: 43, `b://` a URL of 4
        XCTAssertEqual(located("line longer than 25 ignoring urls must not exist", ["A.swift": text]), [
            "p-1 A.swift:2:26-2:51 -: Line is 27 characters long; the limit is 25",
            "p-1 A.swift:3:26-3:44 -: Line is 39 characters long; the limit is 25",
        ])
        XCTAssertEqual(located("line longer than 25 must not exist", ["A.swift": text]).count, 3)
    }

    func testCRLFLineBreaksAreNotCountedInTheLength() {
        let files = ["A.swift": "let a = 12345\r\nlet b = 123456\r\n"]
        XCTAssertEqual(located("line longer than 13 must not exist", files), [
            "p-1 A.swift:2:14-2:15 -: Line is 14 characters long; the limit is 13",
        ])
    }

    func testMessagePlaceholdersGiveLengthAndLimit() {
        let policy = """
            rule line-length {
              line longer than 5 must not exist
              message "{length} characters (at most {limit}) in {file}"
            }
            """
        XCTAssertEqual(located(policy, ["Sources/A.swift": "let x = 1\n"]), [
            "line-length Sources/A.swift:1:6-1:10 -: 9 characters (at most 5) in Sources/A.swift",
        ])
    }

    func testUnderAndInNarrowThePlaces() {
        let files = [
            "Sources/A.swift": "struct Short {}\nstruct Wide { let name = \"long enough\" }\n",
            "Tests/B.swift": "let tooLongForTheLimit = 1\n",
        ]
        XCTAssertEqual(located("line longer than 20 under Sources must not exist", files).count, 1)
        XCTAssertEqual(located("line longer than 20 in struct named Wide must not exist", files), [
            "p-1 Sources/A.swift:2:21-2:41 Wide: Line is 40 characters long; the limit is 20",
        ])
        XCTAssertEqual(located("line longer than 20 in struct named Short must not exist", files), [])
        XCTAssertEqual(located("line longer than 20 in file under Tests must not exist", files), [
            "p-1 Tests/B.swift:1:21-1:27 -: Line is 26 characters long; the limit is 20",
        ])
    }

    // MARK: - Trailing white space

    func testTrailingWhitespaceIsReportedAtItsFirstBlank() {
        let files = ["A.swift": "let a = 1  \nlet b = 2\n\t \nlet c = 3\t"]
        XCTAssertEqual(located("line with trailing whitespace must not exist", files), [
            "p-1 A.swift:1:10-1:12 -: Line ends with white space (2 characters)",
            "p-1 A.swift:3:1-3:3 -: Line ends with white space (2 characters)",
            "p-1 A.swift:4:10-4:11 -: Line ends with white space (1 character)",
        ])
    }

    func testTrailingWhitespaceIgnoringBlankLinesCommentsAndStrings() {
        let text = "let a = 1 // note  \n   \nlet s = \"\"\"\n    text  \n    \"\"\"\n/* block  \n */\nlet b = 2 \n"
        XCTAssertEqual(located("line with trailing whitespace must not exist", ["A.swift": text]).map { String($0.prefix(13)) },
                       ["p-1 A.swift:1", "p-1 A.swift:2", "p-1 A.swift:4", "p-1 A.swift:6", "p-1 A.swift:8"])
        XCTAssertEqual(located("line with trailing white space ignoring comments, strings, blank lines must not exist",
                               ["A.swift": text]), ["p-1 A.swift:8:10-8:11 -: Line ends with white space (1 character)"])
    }

    func testCRLFIsNotTrailingWhitespace() {
        XCTAssertEqual(located("line with trailing whitespace must not exist", ["A.swift": "let a = 1\r\nlet b = 2\r\n"]), [])
        XCTAssertEqual(located("line with trailing whitespace must not exist", ["A.swift": "let a = 1 \r\nlet b = 2\r"]), [
            "p-1 A.swift:1:10-1:11 -: Line ends with white space (1 character)",
        ])
    }

    // MARK: - Blank lines

    func testRunOfBlankLinesIsReportedAtTheFirstExtraLine() {
        let files = ["A.swift": "let a = 1\n\nlet b = 2\n\n\n  \nlet c = 3\n"]
        XCTAssertEqual(located("blank lines more than 1 must not exist", files), [
            "p-1 A.swift:5:1-6:3 -: 3 blank lines in a row; at most 1 allowed",
        ])
        XCTAssertEqual(located("blank lines more than 2 must not exist", files).count, 1)
        XCTAssertEqual(located("blank lines more than 3 must not exist", files), [])
    }

    func testBlankLinesAtTheEndOfAFileWithoutFinalNewlineCount() {
        // "x\n\n\n" ends with two blank lines; "x\n\n" with one; no final line break adds no line
        XCTAssertEqual(located("blank lines more than 1 must not exist", ["A.swift": "let x = 1\n\n\n"]), [
            "p-1 A.swift:3:1-3:1 -: 2 blank lines in a row; at most 1 allowed",
        ])
        XCTAssertEqual(located("blank lines more than 1 must not exist", ["A.swift": "let x = 1\n\n"]), [])
        XCTAssertEqual(located("blank lines more than 0 must not exist", ["A.swift": "let x = 1"]), [])
    }

    func testBlankLinesInsideStringsAndCommentsCanBeIgnored() {
        let text = "let s = \"\"\"\n\n\n\"\"\"\n/*\n\n\n*/\n"
        XCTAssertEqual(located("blank lines more than 1 must not exist", ["A.swift": text]).count, 2)
        XCTAssertEqual(located("blank lines more than 1 ignoring strings, comments must not exist", ["A.swift": text]), [])
    }

    // MARK: - Indentation

    func testTabIndentationIsReportedAtTheFirstTab() {
        let files = ["A.swift": "struct A {\n\tlet a = 1\n  \tlet b = 2\n    let c = 3\n}\n"]
        XCTAssertEqual(located("line indented with tabs must not exist", files), [
            "p-1 A.swift:2:1-2:2 -: Line is indented with tabs",
            "p-1 A.swift:3:3-3:4 -: Line is indented with tabs",
        ])
        XCTAssertEqual(located("line indented with spaces must not exist", files), [
            "p-1 A.swift:3:1-3:4 -: Line is indented with spaces",
            "p-1 A.swift:4:1-4:5 -: Line is indented with spaces",
        ])
    }

    func testIndentationWidthMustBeAMultipleOfTheStep() {
        let files = ["A.swift": "struct A {\n    let a = 1\n      let b = 2\n  let c = 3\n\tlet d = 4\n}\n"]
        XCTAssertEqual(located("line indented not by a multiple of 4 must not exist", files), [
            "p-1 A.swift:3:1-3:7 -: Line is indented by 6, not a multiple of 4",
            "p-1 A.swift:4:1-4:3 -: Line is indented by 2, not a multiple of 4",
        ])
        XCTAssertEqual(located("line indented not by a multiple of 2 must not exist", files), [])
    }

    func testIndentationInsideBlockCommentsAndStringsIsNotChecked() {
        let text = "/**\n * doc\n */\nlet s = \"\"\"\n   odd\n   \"\"\"\n   // odd comment\n"
        // the closing `"""` line begins inside the literal too
        XCTAssertEqual(located("line indented not by a multiple of 4 must not exist", ["A.swift": text]).map { String($0.prefix(13)) },
                       ["p-1 A.swift:7"])
        XCTAssertEqual(located("line indented not by a multiple of 4 ignoring comments must not exist", ["A.swift": text]), [])
    }

    // MARK: - Imports

    func testImportOutOfOrderIsReportedAtTheImport() {
        let files = ["A.swift": "import UIKit\nimport Foundation\nimport Combine\n\nimport Zebra\nimport Alpha\n"]
        XCTAssertEqual(located("import out of order must not exist", files), [
            "p-1 A.swift:2:1-2:18 -: import Foundation should come before import UIKit (alphabetical)",
            "p-1 A.swift:3:1-3:15 -: import Combine should come before import Foundation (alphabetical)",
            "p-1 A.swift:6:1-6:13 -: import Alpha should come before import Zebra (alphabetical)",
        ])
    }

    func testSortedImportsAreCaseInsensitiveAndGroupedByBlankLinesAndIf() {
        let files = ["A.swift": """
            import Alamofire
            import API
            import labc
            import Ldef
            // a comment ends the group
            import Combine
            #if canImport(UIKit)
            import UIKit
            #else
            import AppKit
            #endif
            @testable import Zoo
            import Bar.Baz
            """]
        XCTAssertEqual(located("import out of order must not exist", files), [
            "p-1 A.swift:13:1-13:15 -: import Bar.Baz should come before import Zoo (alphabetical)",
        ])
    }

    func testTestableLastPutsTestableImportsAfterTheOthers() {
        let files = ["A.swift": "@testable import App\nimport XCTest\n"]
        XCTAssertEqual(located("import out of order with @testable last must not exist", files), [
            "p-1 A.swift:2:1-2:14 -: import XCTest should come before import App (alphabetical, @testable last)",
        ])
        XCTAssertEqual(located("import out of order with @testable last must not exist",
                               ["A.swift": "import XCTest\n@testable import App\n"]), [])
        XCTAssertEqual(located("import out of order must not exist", ["A.swift": "import XCTest\n@testable import App\n"]), [
            "p-1 A.swift:2:1-2:21 -: import App should come before import XCTest (alphabetical)",
        ])
    }

    func testImportMessageUsesModuleAndPrevious() {
        let policy = """
            rule sorted-imports {
              import out of order should not exist
              message "move {module} above {previous}"
            }
            """
        let found = findings(policy: policy, files: ["A.swift": "import struct Foundation.Date\npublic import Combine\n"])
        XCTAssertEqual(found.map(\.message), ["move Combine above Foundation.Date"])
        XCTAssertEqual(found.map(\.severity), [.warning])
    }

    // MARK: - Bad input

    func testEmptyFileHasNoLayoutFindings() {
        for policy in ["line longer than 0", "line with trailing whitespace", "blank lines more than 0", "line indented with spaces",
                       "import out of order"] {
            XCTAssertEqual(located(policy + " must not exist", ["A.swift": ""]), [], policy)
        }
    }

    func testBinaryBytesAreMeasuredWithoutCrashing() throws {
        // NULs, bytes that are not UTF-8, lone carriage returns, tabs: every layout rule over them
        var state: UInt64 = 7
        let bytes = (0..<30_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let policy = """
            line longer than 40 ignoring comments, strings must not exist
            line with trailing whitespace ignoring comments, strings, blank lines must not exist
            blank lines more than 0 must not exist
            line indented with tabs must not exist
            line indented not by a multiple of 3 must not exist
            import out of order must not exist
            """
        let checked = try PolicyLanguage.load(sources: [(file: policyFile, text: policy)]).get()
        let parsed = SwiftFileParser.parse(source: bytes, path: "Binary.swift")
        let evaluation = evaluatedBothWays(checked, graph: GraphBuilder.link([parsed], root: ""), sources: [policyFile: policy],
                                           sourceText: SourceText { $0 == "Binary.swift" ? bytes : nil })
        XCTAssertFalse(evaluation.findings.isEmpty)
        XCTAssertTrue(evaluation.findings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }

    func testUTF16FileIsMeasuredAsItsText() throws {
        let text = "let é = \"0123456789\"  \n"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        let policy = "line longer than 20 must not exist\nline with trailing whitespace must not exist\n"
        let checked = try PolicyLanguage.load(sources: [(file: policyFile, text: policy)]).get()
        let parsed = SwiftFileParser.parse(source: Array(text.utf8), path: "A.swift")
        let evaluation = evaluatedBothWays(checked, graph: GraphBuilder.link([parsed], root: ""), sources: [policyFile: policy],
                                           sourceText: SourceText { $0 == "A.swift" ? utf16 : nil })
        XCTAssertEqual(evaluation.findings.map { "\($0.rule) \($0.location.line):\($0.location.column): \($0.message)" }, [
            // 22 characters; columns in the UTF-8 bytes of the text (é is two)
            "p-1 1:22: Line is 22 characters long; the limit is 20",
            "p-2 1:22: Line ends with white space (2 characters)",
        ])
    }

    func testOneMegabyteLineIsMeasured() {
        let text = "let x = \"" + String(repeating: "é", count: 500_000) + "\"  "
        XCTAssertEqual(located("line longer than 120 must not exist", ["A.swift": text]), [
            // 9 ASCII characters and 111 two-byte ones before the limit
            "p-1 A.swift:1:232-1:1000013 -: Line is 500012 characters long; the limit is 120",
        ])
        XCTAssertEqual(located("line with trailing whitespace must not exist", ["A.swift": text]).count, 1)
    }
}
