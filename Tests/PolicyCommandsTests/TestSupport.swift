// TestSupport: a temporary folder per test, file helpers, and a runner for `PolicyCLI.run` that captures
// output and runs every check both with the fast paths and by the predicates' meaning alone. Every run gets an explicit environment pointing HOME, XDG folders and the pack cache into the
// temporary folder, so tests never read or write the real home.
import Foundation
import XCTest
import PolicyEvaluation
@testable import PolicyCommands

/// What one `policy` invocation produced.
struct RunResult {
    var code: ExitCode
    var out: String
    var err: String
    /// Both streams, for messages that may go to either.
    var all: String { out + err }
}

/// A temporary folder (removed on deinit) with helpers to write fixtures and run `policy` inside it.
final class Sandbox {
    let root: String

    init() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-cmdtests-" + UUID().uuidString)
        // resolve /tmp symlinks (macOS /private/tmp) so paths compare as the tool prints them
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = (url.path as NSString).resolvingSymlinksInPath
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The absolute path of `relative` inside the sandbox.
    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    /// Writes `text` to `relative`, creating folders; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let full = path(relative)
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func mkdir(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME and POLICY_CACHE_DIR inside the sandbox; NO_COLOR unset.
    var environment: [String: String] {
        ["HOME": path("home"), "XDG_CONFIG_HOME": path("home/.config"), "XDG_CACHE_HOME": path("home/.cache"),
         "POLICY_CACHE_DIR": path("cache"), "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    }

    /// Runs `policy arguments` with the sandbox as working directory. A `check` or `query` runs first by the
    /// predicates' meaning alone (`POLICY_FAST_PATHS=off`), then as asked, and fails the test when the two differ in
    /// exit code or output (the run as asked comes last, so what it writes is what stays); `--stats`, whose
    /// times differ from run to run, is run once.
    @discardableResult
    func run(_ arguments: [String], in folder: String = "", environment extra: [String: String] = [:], isTerminal: Bool = false,
             file: StaticString = #filePath, line: UInt = #line) -> RunResult {
        let environment = environment.merging(extra) { _, new in new }
        func run(_ environment: [String: String]) -> RunResult {
            let console = Console(capturing: true, isTerminal: isTerminal, environment: environment, workingDirectory: path(folder))
            let code = PolicyCLI.run(arguments, console: console)
            return RunResult(code: code, out: console.capturedOut, err: console.capturedErr)
        }
        // runs that write files are run once: `--fix` rewrites what it checks (a first run would leave the second
        // nothing to fix), and an `--output` may be a FIFO whose reader takes one report
        let changesFiles = (arguments.contains("--fix") && !arguments.contains("--dry-run"))
            || arguments.contains { $0 == "--output" || $0.hasPrefix("--output=") }
        let evaluates = ["check", "query"].contains(arguments.first ?? "") && !arguments.contains("--stats") && !changesFiles
            && environment[EvaluationOptions.fastPathsVariable] == nil
        let meaning = evaluates ? run(environment.merging([EvaluationOptions.fastPathsVariable: "off"]) { _, new in new }) : nil
        let result = run(environment)
        if let meaning {
            XCTAssertEqual(result.code, meaning.code, "exit code with the fast paths and by the meaning alone", file: file, line: line)
            XCTAssertEqual(result.out, meaning.out, "output with the fast paths and by the meaning alone", file: file, line: line)
            XCTAssertEqual(result.err, meaning.err, "errors with the fast paths and by the meaning alone", file: file, line: line)
        }
        return result
    }

    /// Replaces the sandbox's absolute path with `<root>` so output can be compared across runs.
    func normalize(_ text: String) -> String { text.replacingOccurrences(of: root, with: "<root>") }
}

/// Small fixtures shared by several test files.
enum Fixtures {
    /// One rule: every class named *Controller must be final.
    static let finalControllers = """
    rule controller-final {
      class matching *Controller must be final
      message "{name} must be final"
    }

    """

    /// Three rules, one per severity.
    static let threeSeverities = """
    rule controller-final {
      class matching *Controller must be final
      message "{name} must be final"
    }

    rule model-name {
      struct matching Model* should be named *Thing
    }

    rule no-structs {
      struct must not exist
      severity info
    }

    """

    static let appSwift = """
    import Foundation

    class FeedController {
        var items: [String] = []
    }

    final class HomeController {}

    struct Model {}

    """

    /// A pack folder: `pack.json`, one policy file with documented examples, and one fixture.
    static func writePack(_ box: Sandbox, at folder: String, name: String, version: String = "1.0.0",
                          rules: String = finalControllers, extraManifest: String = "") {
        box.write("\(folder)/pack.json", "{\"name\": \"\(name)\", \"version\": \"\(version)\", \"description\": \"the \(name) pack\"\(extraManifest)}\n")
        box.write("\(folder)/rules.policy", rules)
    }
}

extension XCTestCase {
    func XCTAssertContains(_ text: String, _ part: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.contains(part), "expected to find \(part.debugDescription) in:\n\(text)", file: file, line: line)
    }

    func XCTAssertNotContains(_ text: String, _ part: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.contains(part), "expected not to find \(part.debugDescription) in:\n\(text)", file: file, line: line)
    }
}

/// Runs `git` in `folder` (tests only; no network).
@discardableResult
func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main",
                         "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe(), errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    try process.run()
    let out = pipe.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NSError(domain: "git", code: Int(process.terminationStatus),
                      userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): " + String(decoding: err, as: UTF8.self)])
    }
    return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Compares `actual` with `Golden/NAME` beside the calling test file (`file` is its path); `UPDATE_GOLDEN=1`
/// rewrites the file instead. `label` starts the failure message (`"json output "`).
func assertMatchesGolden(_ actual: String, named name: String, label: String = "", file: StaticString = #filePath,
                         line: UInt = #line) throws {
    let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try Data(actual.utf8).write(to: url)
        return
    }
    let expected = try XCTUnwrap(try? String(contentsOf: url, encoding: .utf8), "missing Golden/\(name); run with UPDATE_GOLDEN=1",
                                 file: file, line: line)
    XCTAssertEqual(actual, expected, "\(label)differs from Golden/\(name) (UPDATE_GOLDEN=1 regenerates)", file: file, line: line)
}
