// EmbeddedPackWriterTests: `render` must reproduce every file's text exactly when compiled. The rendered
// source is compiled with `swiftc` once and its strings compared byte for byte.
import Foundation
import XCTest
@testable import PolicyPacks

final class EmbeddedPackWriterTests: XCTestCase {
    static let tricky: [PackFile] = [
        PackFile(path: "p/pack.json", text: "{\"name\": \"p\", \"version\": \"1.0.0\"}\n"),
        PackFile(path: "p/no-newline.policy", text: "rule a {\n  class must be final\n}"),
        PackFile(path: "p/two-newlines.policy", text: "x\n\n"),
        PackFile(path: "p/empty.policy", text: ""),
        PackFile(path: "p/only-newline.policy", text: "\n"),
        PackFile(path: "p/quotes.policy", text: "message \"{name} isn't \\\"final\\\"\"\n"),
        PackFile(path: "p/backslashes.policy", text: "regex \"^\\d+\\w*$\" \\ \\\\ \\n \\(interp)\n"),
        PackFile(path: "p/pound.policy", text: "a \"# b \"## c \\# d \"\"\"# e\n"),
        PackFile(path: "p/triple.policy", text: "compliant \"\"\"\n    final class A {}\n    \"\"\"\n"),
        PackFile(path: "p/leading-space.policy", text: "   indented first line\n\tand a tab\n  "),
        PackFile(path: "p/unicode.policy", text: "# café — ✓ \u{1F600}\r\nwindows line\r\n"),
        PackFile(path: "p/old-mac.policy", text: "one\rtwo\r"),
        PackFile(path: "p/control.policy", text: "bell\u{07} nul\u{00} del\u{7F} esc\u{1B}[0m \\ \" \"\"\"#\n"),
        PackFile(path: "p/dir \"quoted\"\\name.policy", text: "odd path\n"),
    ]

    func testDelimiterDepthExceedsEveryPoundRunAfterAQuoteOrBackslash() {
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "plain # text"), 1)
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "\"#"), 2)
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "\"###"), 4)
        XCTAssertEqual(EmbeddedPackWriter.delimiterDepth(for: "\\##"), 3)
    }

    func testLiteralEscapesQuotesAndBackslashes() {
        XCTAssertEqual(EmbeddedPackWriter.literal("a\"b\\c"), "\"a\\\"b\\\\c\"")
    }

    func testRenderHasOneEntryPerFile() {
        let source = EmbeddedPackWriter.render(Self.tricky)
        XCTAssertTrue(source.hasPrefix("// Generated from policies/"))
        XCTAssertTrue(source.contains("enum EmbeddedPacks {"))
        XCTAssertEqual(source.components(separatedBy: "\n        (\"p/").count - 1, Self.tricky.count)
    }

    func testRenderOfNothingIsTheEmptyTable() {
        XCTAssertEqual(EmbeddedPackWriter.render([]), """
        // Generated from policies/ by `UPDATE_EMBEDDED_PACKS=1 swift test --filter EmbeddedPacksTests`. Do not edit:
        // edit policies/ and regenerate; a test fails while the two differ.

        enum EmbeddedPacks {
            static let files: [(path: String, text: String)] = [
            ]
        }

        """)
    }

    func testRenderedSourceCompilesToTheExactTexts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("embedded-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = EmbeddedPackWriter.render(Self.tricky) + """

        import Foundation
        var out: [String] = []
        for file in EmbeddedPacks.files {
            out.append(Data(file.path.utf8).base64EncodedString() + " " + Data(file.text.utf8).base64EncodedString())
        }
        print(out.joined(separator: "\\n"))

        """
        let source = folder.appendingPathComponent("main.swift")
        try Data(program.utf8).write(to: source)
        let binary = folder.appendingPathComponent("embedded").path
        let compile = try runTool(["swiftc", "-Onone", source.path, "-o", binary], in: folder.path)
        XCTAssertEqual(compile.status, 0, "the rendered source does not compile:\n\(compile.err)\n\(program)")
        guard compile.status == 0 else { return }
        let run = try runTool([binary], in: folder.path)
        XCTAssertEqual(run.status, 0)
        let decoded = run.out.split(separator: "\n").map { line -> PackFile in
            let parts = line.split(separator: " ", omittingEmptySubsequences: false).map { Data(base64Encoded: String($0)) ?? Data() }
            return PackFile(path: String(decoding: parts[0], as: UTF8.self), text: String(decoding: parts[1], as: UTF8.self))
        }
        XCTAssertEqual(decoded.count, Self.tricky.count)
        for (actual, expected) in zip(decoded, Self.tricky) {
            XCTAssertEqual(actual.path, expected.path)
            XCTAssertEqual(Array(actual.text.utf8), Array(expected.text.utf8), "\(expected.path) does not round-trip: \(actual.text.debugDescription)")
        }
    }

    func testCollectReadsPolicyManifestSwiftAndReadmeFilesSorted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("collect-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["b/pack.json": "{}", "b/rules.policy": "r", "a/tests/T.swift": "s", "a/README.md": "m",
                     "a/notes.txt": "skipped", "a/.DS_Store": "skipped"]
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        let collected = try EmbeddedPackWriter.collect(policiesFolder: folder)
        XCTAssertEqual(collected.map(\.path), ["a/README.md", "a/tests/T.swift", "b/pack.json", "b/rules.policy"])
        XCTAssertEqual(collected.map(\.text), ["m", "s", "{}", "r"])
    }

    private func runTool(_ arguments: [String], in folder: String) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
