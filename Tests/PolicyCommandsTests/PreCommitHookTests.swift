// PreCommitHookTests: the README's pre-commit hook, taken from the README as written, installed in a git copy of the
// example app and run by real `git commit`s with the built `policy` on PATH: a commit of a clean file goes through,
// a commit of the view whose finding needs another file's service is stopped.
import Foundation
import XCTest

final class PreCommitHookTests: XCTestCase {
    func testReadmeHookStopsACommitWhoseChangedFileHasACrossFileFinding() throws {
        let hook = try Self.readmeHook()
        let tool = try Self.builtTool()
        let box = Sandbox()
        let example = Self.repository + "/examples/swift-conventions"
        for folder in ["App", "Controllers", "Models", "Services", "Views"] {
            try FileManager.default.copyItem(atPath: example + "/" + folder, toPath: box.path(folder))
        }
        box.write(".swiftpolicy.json", "{\"packs\": [\"swift-conventions\"]}\n")
        try git(["init", "-q"], in: box.root)
        try git(["add", "."], in: box.root)
        try git(["commit", "-q", "-m", "app"], in: box.root)
        box.write(".git/hooks/pre-commit", hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: box.path(".git/hooks/pre-commit"))
        let path = (tool as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        // the five findings of unchanged files do not stop a commit of a clean file
        box.write("Views/ErrorBanner.swift", (box.read("Views/ErrorBanner.swift") ?? "") + "// reworded\n")
        try git(["add", "Views/ErrorBanner.swift"], in: box.root)
        let clean = try Self.commit("reword the banner", in: box, path: path)
        XCTAssertEqual(clean.status, 0, clean.output)

        box.write("Views/AthleteProfileView.swift", (box.read("Views/AthleteProfileView.swift") ?? "") + "// edited\n")
        try git(["add", "Views/AthleteProfileView.swift"], in: box.root)
        let stopped = try Self.commit("edit the profile view", in: box, path: path)
        XCTAssertNotEqual(stopped.status, 0, stopped.output)
        XCTAssertContains(stopped.output, "AthleteProfileView calls recordService.fetchRecords")
        XCTAssertContains(stopped.output, "1 error, 0 warnings, 0 info in 1 file")
        XCTAssertEqual(try git(["log", "--format=%s"], in: box.root), "reword the banner\napp")
    }

    static var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The README's fenced block that starts `#!/bin/sh` and names `.git/hooks/pre-commit`.
    static func readmeHook() throws -> String {
        let readme = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
        for block in readme.components(separatedBy: "```sh\n").dropFirst() {
            let body = block.components(separatedBy: "```").first ?? ""
            if body.hasPrefix("#!/bin/sh\n# .git/hooks/pre-commit") { return body }
        }
        throw NSError(domain: "README", code: 1,
                      userInfo: [NSLocalizedDescriptionKey: "README.md has no ```sh block starting '#!/bin/sh' and '# .git/hooks/pre-commit'"])
    }

    /// The `policy` executable `swift build` put beside the test bundle.
    static func builtTool() throws -> String {
        let bundle = Bundle(for: PreCommitHookTests.self).bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let tool = folder.appendingPathComponent("policy").path
            if FileManager.default.isExecutableFile(atPath: tool) { return tool }
        }
        throw XCTSkip("no policy executable beside \(bundle.path): build it with 'swift build' first")
    }

    /// `git commit -m MESSAGE` with PATH given (so the hook finds `policy`); its status and both streams.
    static func commit(_ message: String, in box: Sandbox, path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                             "commit", "-q", "-m", message]
        process.currentDirectoryURL = URL(fileURLWithPath: box.root)
        // the sanitizer settings of an instrumented run (CI's ASan pass turns leak checks off) reach the hook's policy
        let sanitizers = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        process.environment = box.environment.merging(sanitizers) { _, new in new }.merging(["PATH": path]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
