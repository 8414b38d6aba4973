// `policy fmt [FILE…]`: rewrites policy files in canonical layout (comments kept); `--check` only reports
// the files that would change and exits 1 if any would.

import Foundation
import PolicyLanguage

enum FmtCommand {
    static let command = Command(
        name: "fmt",
        summary: "format policy files canonically (comments kept); --check reports files that would change",
        usage: "fmt [--check] [FILE|DIR…]",
        options: [
            OptionSpec(name: "--check", takesValue: false, help: "change nothing; list files that are not formatted and exit 1 if any"),
            OptionSpec(name: "--stdout", takesValue: false, help: "print the formatted text instead of rewriting files"),
        ],
        details: """
        Folders are searched for *.policy files; with no FILE, the current folder is, and the count is said first.
        A file that does not parse is reported and left unchanged (exit 2).
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let files = try policyFiles(arguments.positionals.isEmpty ? ["."] : arguments.positionals, cwd: console.workingDirectory)
        if arguments.positionals.isEmpty {
            let action = arguments.has("--check") ? "checking" : arguments.has("--stdout") ? "printing" : "formatting"
            console.err(files.isEmpty ? "policy fmt: no FILE given and no .policy files under the current folder\n"
                : "policy fmt: no FILE given; \(action) the \(pluralized(files.count, ".policy file", ".policy files")) under the current folder\n")
        }
        var unformatted: [String] = []
        var broken = false
        for file in files {
            let full = file.hasPrefix("/") ? file : console.workingDirectory + "/" + file
            guard let data = FileManager.default.contents(atPath: full) else { throw UsageError("cannot read \(file)", exitCode: .failure) }
            let text = String(decoding: data, as: UTF8.self)
            switch PolicyFormatter.format(PolicySource(name: file, text: text)) {
            case .failure(let diagnostics):
                console.err(diagnostics.description + "\n")
                broken = true
            case .success(let formatted):
                if arguments.has("--stdout") { console.out(formatted); continue }
                guard formatted != text else { continue }
                unformatted.append(file)
                if !arguments.has("--check") { try AtomicFile.write(formatted, to: full) }
            }
        }
        if arguments.has("--check") {
            for file in unformatted { console.out("\(file): not formatted (run 'policy fmt \(file)')\n") }
        } else if !arguments.has("--stdout") {
            for file in unformatted { console.out("formatted \(file)\n") }
        }
        if broken { return .usage }
        return arguments.has("--check") && !unformatted.isEmpty ? .findings : .success
    }

    /// The `.policy` files named or found below the named folders, sorted.
    static func policyFiles(_ paths: [String], cwd: String) throws -> [String] {
        var files: [String] = []
        for path in paths {
            let full = path.hasPrefix("/") ? path : cwd + "/" + path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { throw UsageError("no such file or folder: \(path)") }
            if !isFolder.boolValue { files.append(path); continue }
            let enumerator = FileManager.default.enumerator(atPath: full)
            while let relative = enumerator?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".policy") { files.append(path == "." ? relative : path + "/" + relative) }
            }
        }
        return files.sorted()
    }
}
