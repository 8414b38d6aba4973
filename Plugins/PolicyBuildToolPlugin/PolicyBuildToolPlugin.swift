// PolicyBuildToolPlugin: runs `policy check` during the build of each target it is applied to, reporting the
// findings in that target's Swift files as build diagnostics (`file:line:col: error: …`) and failing the build
// when any is at or above the repository config's `failOn` (default error).

import Foundation
import PackagePlugin

@main
struct PolicyBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let everyFile = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return try PolicyCheck.commands(tool: context.tool(named: "policy").url, root: context.package.directoryURL,
                                        files: module.sourceFiles(withSuffix: "swift").map(\.url), everyFile: everyFile,
                                        targetName: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PolicyBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swiftFiles = { (target: XcodeTarget) in target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url) }
        return try PolicyCheck.commands(tool: context.tool(named: "policy").url, root: context.xcodeProject.directoryURL,
                                        files: swiftFiles(target), everyFile: context.xcodeProject.targets.flatMap(swiftFiles),
                                        targetName: target.displayName)
    }
}
#endif

/// The one build command both kinds of project get.
enum PolicyCheck {
    /// `policy check --format xcode --only FILE… ROOT`: the whole package (or project folder) is the graph, so rules
    /// that relate types across targets see every type, and only the target's own files are reported, so a finding
    /// is reported once, by the target that holds it. The command has no outputs, so the build system runs it when an
    /// input changed: any Swift file of the package (a finding in one file can come from a type in another), the
    /// repository config, the policy files it names, and the packs' lock file.
    static func commands(tool: URL, root: URL, files: [URL], everyFile: [URL], targetName: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        let arguments = ["check", "--format", "xcode"] + files.flatMap { ["--only", $0.path] } + [root.path]
        return [.buildCommand(displayName: "policy check \(targetName)", executable: tool, arguments: arguments,
                              inputFiles: everyFile + configInputs(above: root), outputFiles: [])]
    }

    /// The nearest `.swiftpolicy.json` at or above `folder` (the one `policy check` reads), the policy files it
    /// names and `.policy/packs.lock` beside it; what exists of them.
    static func configInputs(above folder: URL) -> [URL] {
        var current = folder.standardizedFileURL
        while true {
            let config = current.appendingPathComponent(".swiftpolicy.json")
            if let data = FileManager.default.contents(atPath: config.path) {
                let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                let policies = (object?["policies"] as? [String] ?? []).map { path in
                    path.hasPrefix("/") ? URL(fileURLWithPath: path) : current.appendingPathComponent(path)
                }
                let lock = current.appendingPathComponent(".policy/packs.lock")
                return ([config, lock] + policies).filter { FileManager.default.fileExists(atPath: $0.path) }
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return [] }
            current = parent
        }
    }
}
