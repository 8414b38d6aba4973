// FileSelection: which files `policy check` reports on when the graph is the whole tree but only some files are
// of interest (`--only FILE`, `--changed [BASE]`), and the note a plain `policy check FILE` prints because rules
// that relate types across files then saw only the files given.

import Foundation
import Findings
import SymbolGraph

/// The files findings are reported for; the rules still run over every file the check reads.
struct FileSelection {
    /// The files as the user or git named them (absolute), in order.
    var files: [String]
    /// How they were chosen, for the summary: "named by --only", "changed against HEAD".
    var origin: String
    /// `--only` names files the user expects to be checked; `--changed` lists whatever git changed, wherever it is.
    var warnsAboutUncheckedFiles: Bool

    /// `--only FILE` (repeatable) and `--changed [BASE]` together select the union; nil when neither is given.
    init?(_ arguments: ParsedArguments, console: Console) throws {
        let only = arguments.all("--only")
        let base = arguments.value("--changed").map { $0.isEmpty ? "HEAD" : $0 }
        guard !only.isEmpty || base != nil else { return nil }
        if arguments.has("--write-baseline") {
            throw UsageError("--write-baseline records the whole tree's findings; it cannot be combined with --only or --changed")
        }
        var files: [String] = []
        var origins: [String] = []
        for path in only {
            let resolved = console.resolve(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
                throw UsageError("--only \(path): no such file", exitCode: .failure)
            }
            guard !isFolder.boolValue else {
                throw UsageError("--only \(path) is a folder; --only takes files (pass folders as paths to check)")
            }
            files.append(Self.absolute(resolved))
        }
        if !only.isEmpty { origins.append("named by --only") }
        if let base {
            files += try ChangedFiles.swiftFiles(against: base, in: console.workingDirectory, environment: console.environment)
            origins.append("changed against \(base)")
        }
        self.files = files
        origin = origins.joined(separator: " or ")
        warnsAboutUncheckedFiles = !only.isEmpty
    }

    /// The findings (and parse problems) in the selected files; the summary counts the selected files the check
    /// read, and notes what was left out.
    func narrow(findings: [Finding], problems: [Finding], graph: SymbolGraph, isExcluded: (String) -> Bool, console: Console)
        -> (findings: [Finding], problems: [Finding], filesReported: Int, note: String) {
        let wanted = Set(files)
        // each graph file's own spelling, so findings are matched without normalising every finding's path
        let selected = Set(graph.files.map(\.path).filter { wanted.contains(Self.absolute($0)) })
        let kept = findings.filter { selected.contains($0.location.file) }
        let keptProblems = problems.filter { selected.contains($0.location.file) }
        if warnsAboutUncheckedFiles {
            let read = Set(selected.map(Self.absolute))
            // a file the config excludes is left out on purpose (the build plugin names every file of a target)
            for file in files where !read.contains(file) && !Self.isExcluded(file, by: isExcluded) {
                console.err("policy: warning: --only \(file) was not checked: it is outside the paths checked\n")
            }
        }
        let note = "only findings in \(pluralized(selected.count, "file", "files")) \(origin) are reported; "
            + "the rules saw all \(pluralized(graph.files.count, "file", "files")) checked\n"
        return (kept, keptProblems, selected.count, note)
    }

    /// A plain `policy check FILE…` (no --only or --changed): when a Swift file is named without a folder above it,
    /// rules that relate types across files saw only what was given, so a finding may be missing; the note says how
    /// to check against the whole tree. Other files named beside folders (`policy check src README.txt`), and Swift
    /// files inside a folder also named (`policy check src src/A.swift`), leave nothing out.
    static func partialTreeNote(arguments: ParsedArguments, paths: [String], filesChecked: Int) -> String? {
        var folders: [String] = []
        var named: [(written: String, absolute: String)] = []
        for (written, path) in zip(arguments.positionals, paths) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(absolute(path))
            } else if path.hasSuffix(".swift") {
                named.append((written, absolute(path)))
            }
        }
        let files = named.filter { file in
            !folders.contains { folder in folder == "/" || file.absolute.hasPrefix(folder + "/") }
        }.map(\.written)
        guard let first = files.first else { return nil }
        let command = files.count == 1 ? "'policy check --only \(first)'" : "--only FILE for each"
        return "checked \(pluralized(filesChecked, "file", "files")); rules that relate types across files saw only these files — "
            + "use \(command) to check \(files.count == 1 ? "it" : "them") against the whole tree\n"
    }

    /// The file or a folder above it is excluded (folders are asked about as `path/`, as the tree walk asks).
    static func isExcluded(_ file: String, by isExcluded: (String) -> Bool) -> Bool {
        if isExcluded(file) { return true }
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if isExcluded(folder + "/") { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// The path the process opens, absolute, with `.`, `..` and symbolic links resolved, so two spellings of one
    /// file compare equal.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// The Swift files git sees as changed: committed since BASE branched off (the merge base of BASE and HEAD, so
/// `--changed origin/main` means this branch's changes), staged, unstaged, and untracked but not ignored.
/// Deleted files are left out.
enum ChangedFiles {
    static func swiftFiles(against base: String, in folder: String, environment: [String: String]) throws -> [String] {
        let top = try git(["rev-parse", "--show-toplevel"], in: folder, environment: environment,
                          failure: "--changed needs a git repository")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try git(["rev-parse", "--verify", "--quiet", base + "^{commit}"], in: top, environment: environment,
                    failure: "--changed \(base): not a commit in this repository")
        let mergeBase = try git(["merge-base", base, "HEAD"], in: top, environment: environment,
                                failure: "--changed \(base): no common ancestor with HEAD (in a shallow clone, fetch the history: fetch-depth: 0)")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let changed = try git(["diff", "--name-only", "-z", "--no-ext-diff", "--diff-filter=d", mergeBase, "--"], in: top,
                              environment: environment, failure: "--changed \(base): git diff failed")
        let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: top, environment: environment,
                                failure: "--changed: git ls-files failed")
        var seen = Set<String>()
        return (changed + untracked).split(separator: "\0").map(String.init)
            .filter { $0.hasSuffix(".swift") }
            .map { FileSelection.absolute(top + "/" + $0) }
            .filter { seen.insert($0).inserted && FileManager.default.fileExists(atPath: $0) }
    }

    /// Runs the system git; its standard output, or a usage error with `failure` and git's own message.
    private static func git(_ arguments: [String], in folder: String, environment: [String: String], failure: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var inherited = environment
        if inherited["PATH"] == nil { inherited["PATH"] = "/usr/bin:/bin:/usr/local/bin" }
        process.environment = inherited
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError("\(failure): cannot run git (\(error.localizedDescription))")
        }
        // read both pipes before waiting, so a long listing cannot fill one and stall git
        let errorData = ReadInBackground(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = errorData.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw UsageError(message.isEmpty ? failure : "\(failure) (git: \(message))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads a pipe to its end on another thread.
private final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
