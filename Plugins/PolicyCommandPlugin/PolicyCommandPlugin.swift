// PolicyCommandPlugin: `swift package policy ARGUMENTS…` runs the `policy` tool built from this package with
// ARGUMENTS unchanged, in the package's folder, and fails when it fails (`swift package policy check`,
// `swift package policy test`, …).

import Foundation
import PackagePlugin

@main
struct PolicyCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "policy")
        let status = try PolicyRun.run(tool.url, arguments: arguments, in: context.package.directoryURL)
        guard status == 0 else { throw PolicyRun.Failure(arguments: arguments, status: status) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PolicyCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "policy")
        let status = try PolicyRun.run(tool.url, arguments: arguments, in: context.xcodeProject.directoryURL)
        guard status == 0 else { throw PolicyRun.Failure(arguments: arguments, status: status) }
    }
}
#endif

enum PolicyRun {
    /// The tool's own output goes straight to the terminal; its exit status is returned.
    static func run(_ tool: URL, arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var description: String { "policy \(arguments.joined(separator: " ")) exited with status \(status)" }
    }
}
