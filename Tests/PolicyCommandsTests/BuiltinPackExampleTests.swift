// BuiltinPackExampleTests: each built-in pack over its example app (examples/<pack>/) reports exactly the
// findings committed beside it, every finding is one the app marks with `// expect:` (so compliant files
// produce none), and each pack's own rule tests pass. Runs the embedded packs, as a copied binary would.
import Foundation
import XCTest
@testable import PolicyCommands

final class BuiltinPackExampleTests: XCTestCase {
    static let packs = ["swift-conventions", "clean-mvvmc", "mvvm", "mv"]

    /// The package root, where `examples/` and `policies/` are.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    private func run(_ arguments: [String]) -> RunResult {
        let console = Console(capturing: true, isTerminal: false, environment: ["HOME": NSTemporaryDirectory()],
                              workingDirectory: Self.packageRoot)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Self.packageRoot)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let code = PolicyCLI.run(arguments, console: console)
        return RunResult(code: code, out: console.capturedOut, err: console.capturedErr)
    }

    func testEachPackReportsExactlyTheExpectedFindingsOnItsExample() throws {
        for pack in Self.packs {
            let expected = try String(contentsOfFile: Self.packageRoot + "/examples/\(pack)/expected-findings.txt", encoding: .utf8)
            let result = run(["check", "--no-config", "--pack", pack, "--format", "xcode", "examples/\(pack)"])
            XCTAssertEqual(result.code, .findings, "\(pack): the example has deliberate violations\n\(result.err)")
            XCTAssertEqual(result.out, expected, "\(pack): findings differ from examples/\(pack)/expected-findings.txt")
            XCTAssertFalse(expected.isEmpty, "\(pack): the example should have deliberate violations")
        }
    }

    func testEveryExampleFindingIsMarkedSoCompliantFilesProduceNone() {
        for pack in Self.packs {
            let result = run(["test", "--pack", pack, "examples/\(pack)"])
            XCTAssertEqual(result.code, .success, "\(pack):\n\(result.out)")
        }
    }

    func testEachBuiltinPacksOwnRuleTestsPass() {
        let result = run(["test"] + Self.packs)
        XCTAssertEqual(result.code, .success, result.out)
        XCTAssertTrue(result.out.contains("policy test: 4 of 4 passed"), result.out)
    }
}
