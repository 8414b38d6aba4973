// Problems of the Swift read (a link that leads nowhere, a NUL byte or bytes that are not UTF-8 in a declaration,
// an `#if` left open) reach every report format with their place, the rest of the tree is still checked, and
// `policy graph` lists them by file, line and column.
import Foundation
import XCTest
@testable import PolicyCommands
import Reporters

final class SourceProblemReportTests: XCTestCase {
    /// `src/` with a controller to find, a dangling link, a NUL inside `struct`, a byte that is not UTF-8 inside a
    /// name, and an `#if` with no `#endif`; each damaged file also holds a declaration the rule finds after the damage.
    private func damagedTree() throws -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/App.swift", "class FeedController {}\n")
        try FileManager.default.createSymbolicLink(atPath: box.path("src/Gone.swift"), withDestinationPath: box.path("nowhere.swift"))
        let nul = Array("str".utf8) + [0] + Array("uct Lost {}\nclass NulController {}\n".utf8)
        try Data(nul).write(to: URL(fileURLWithPath: box.path("src/Nul.swift")))
        let latin1 = Array("struct Caf".utf8) + [0xE9] + Array(" {}\nclass Latin1Controller {}\n".utf8)
        try Data(latin1).write(to: URL(fileURLWithPath: box.path("src/Latin1.swift")))
        box.write("src/Unclosed.swift", "#if DEBUG\nclass DebugController {}\n")
        return box
    }

    private func check(_ box: Sandbox, format: String) -> RunResult {
        box.run(["check", "--no-config", "--format", format, "--policy", box.path("rules.policy"), box.path("src")])
    }

    func testEveryFormatReportsEachSourceProblemAndStillChecksTheRest() throws {
        let box = try damagedTree()
        let places = ["Gone.swift", "Nul.swift", "Latin1.swift", "Unclosed.swift"]
        let messages = ["broken symbolic link", "NUL byte in the source", "invalid UTF-8 (byte 0xE9)", "'#if' without a matching '#endif'"]
        for format in ReportFormat.names {
            let result = check(box, format: format)
            XCTAssertEqual(result.code, .failure, "\(format): a Swift file that could not be read is an I/O failure\n\(result.all)")
            // the XML formats escape quotes; read their text as a reader of the XML would
            let out = result.out.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            for text in places + messages + ["FeedController", "NulController", "Latin1Controller", "DebugController"] {
                XCTAssertTrue(out.contains(text), "\(format) does not mention \(text):\n\(result.out)")
            }
        }
        let xcode = check(box, format: "xcode").out
        XCTAssertContains(xcode, "src/Nul.swift:1:4: warning: NUL byte in the source (read as a space)")
        XCTAssertContains(xcode, "src/Latin1.swift:1:11: warning: invalid UTF-8 (byte 0xE9)")
        XCTAssertContains(xcode, "src/Unclosed.swift:1:1: warning: '#if' without a matching '#endif' before the end of the file")
    }

    func testGraphListsProblemsByFileLineAndColumn() throws {
        let box = Sandbox()
        // the lexer's problem (an unclosed comment, line 4) used to come before the parser's (line 2)
        box.write("src/A.swift", "struct A {\n  ) x\n}\n/* open")
        box.write("src/B.swift", "#endif\nstruct B {\n  ] y\n}\n")
        let result = box.run(["graph", box.path("src")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(box.normalize(result.err), """
            <root>/src/A.swift:2:3: warning: unbalanced ')'
            <root>/src/A.swift:4:1: warning: unterminated '/*' comment
            <root>/src/B.swift:1:1: warning: '#endif' without a matching '#if'
            <root>/src/B.swift:3:3: warning: unbalanced ']'

            """)
    }
}
