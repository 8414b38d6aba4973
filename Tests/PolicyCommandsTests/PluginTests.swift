// PluginTests: the SwiftPM plugins used as an app's package uses them. Tests/PluginFixture (two targets, a rule in
// its own `.swiftpolicy.json` that one target's screen breaks by using the other's service) is copied to a
// temporary folder, its dependency pointed at this repository, and built with the real `swift`. Every test shares
// one scratch folder, `.build/plugin-fixture` in this repository, so the `policy` tool is built once (about two
// minutes on two busy cores) and each later build only re-runs the plugin.
import Foundation
import XCTest

final class PluginTests: XCTestCase {
    /// The finding the fixture's rule gives, as the xcode format spells it after the file name.
    private let findingText = "FeedScreen.swift:5:19: error: FeedScreen uses a service directly: pass it the data it shows. [screen-no-service]"

    func testBuildToolPluginFailsTheBuildWithTheFindingOfTheFixturesOwnConfig() throws {
        let fixture = try PluginFixture()
        let build = try fixture.swift(["build"])
        XCTAssertNotEqual(build.status, 0, build.output)
        XCTAssertContains(build.output, fixture.folder + "/Sources/FixtureScreens/" + findingText)
        // reported once, by the target holding the file, though both targets run the check over the whole package
        XCTAssertEqual(build.output.components(separatedBy: findingText).count - 1, 1, build.output)
    }

    func testBuildToolPluginPassesTheBuildWhenTheConfigMakesTheFindingAWarning() throws {
        let fixture = try PluginFixture()
        fixture.write(".swiftpolicy.json", """
        {"policies": ["fixture.policy"], "rules": {"screen-no-service": {"severity": "warning"}}}
        """)
        let build = try fixture.swift(["build"])
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertContains(build.output, "FeedScreen.swift:5:19: warning: FeedScreen uses a service directly")
    }

    func testCommandPluginRunsPolicyWithTheArgumentsGiven() throws {
        let fixture = try PluginFixture()
        let run = try fixture.swift(["package", "policy", "check", "--format", "json", "--fail-on", "warning"])
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertContains(run.output, "\"rule\": \"screen-no-service\"")
        let rules = try fixture.swift(["package", "policy", "rules", "--policy", "fixture.policy"])
        XCTAssertEqual(rules.status, 0, rules.output)
        XCTAssertContains(rules.output, "screen-no-service")
    }
}

/// A copy of Tests/PluginFixture in a temporary folder whose dependency is this repository.
private final class PluginFixture {
    let folder: String
    private let box = Sandbox()
    private let swift: String
    private let scratch: String

    init() throws {
        guard let swift = Self.executable(named: "swift") else {
            throw XCTSkip("swift is not on PATH: the plugin tests build Tests/PluginFixture with the swift toolchain")
        }
        self.swift = swift
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        scratch = repository + "/.build/plugin-fixture"
        folder = box.path("PluginFixture")
        try FileManager.default.copyItem(atPath: repository + "/Tests/PluginFixture", toPath: folder)
        let manifest = folder + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        XCTAssertTrue(text.contains("path: \"../..\""), "the fixture's manifest no longer names this repository as ../..")
        try Data(text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(repository)\"").utf8)
            .write(to: URL(fileURLWithPath: manifest))
    }

    func write(_ relative: String, _ text: String) {
        try? Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + relative))
    }

    /// `swift ARGUMENTS…` in the fixture with the shared scratch folder; its exit status and both streams together.
    func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        // the scratch path goes before a `package` subcommand's plugin verb, and anywhere for `build`
        process.arguments = [arguments[0], "--scratch-path", scratch] + arguments.dropFirst()
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
