// `policy pack add URL[@REF] [--path SUB]` and `policy pack update [NAME]`: share packs across repositories
// through git, pinned in `.policy/packs.lock` (url, requested ref, resolved commit, content hash).

import Foundation
import PolicyPacks

enum PackCommand {
    static let command = Command(
        name: "pack",
        summary: "add or update git-pinned packs recorded in .policy/packs.lock",
        usage: "pack add GIT-URL[@TAG|BRANCH|COMMIT] [--path SUB/FOLDER] | pack update [NAME…]",
        options: [
            OptionSpec(name: "--path", takesValue: true, valueName: "SUB/FOLDER", help: "the pack's folder inside the repository (add)"),
            OptionSpec(name: "--no-enable", takesValue: false, help: "add: only lock the pack; do not add it to the config's packs"),
        ],
        details: """
        The repository root is the folder of the nearest .swiftpolicy.json, else of .git. Fetched repositories and
        checkouts live in $POLICY_CACHE_DIR (else $XDG_CACHE_HOME/policy, else ~/.cache/policy); checks use the
        locked commit from there, offline, and fail if its content no longer matches the locked hash.
        'pack add' also adds the pack to the "packs" of the repository's \(RepositoryConfig.fileName) (made if there
        is none), so a bare 'policy check' uses it; --no-enable only locks it.
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        guard let verb = arguments.positionals.first else { throw UsageError("pack needs a subcommand: add or update") }
        let cwd = console.workingDirectory
        guard let root = (try RepositoryConfig.find(from: cwd))?.folder ?? CheckOptions.gitRoot(from: cwd) else {
            throw UsageError("no repository here: run inside a git repository or a folder with \(RepositoryConfig.fileName)")
        }
        let cache = GitPackCache.default(environment: console.environment)
        do {
            var lock = try PackLock.read(repositoryRoot: root)
            switch verb {
            case "add":
                guard arguments.positionals.count == 2 else { throw UsageError("usage: policy pack add GIT-URL[@REF] [--path SUB/FOLDER]") }
                var (url, ref) = splitReference(arguments.positionals[1])
                // a relative path is the user's, from here; git would read it from the cache folder
                if GitURL.isRelativeLocalPath(url) { url = URL(fileURLWithPath: url, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path }
                let entry = try cache.add(url: url, ref: ref, path: arguments.value("--path"))
                lock.upsert(entry)
                try lock.write(repositoryRoot: root)
                console.out("locked \(entry.name) \(entry.ref) at \(entry.commit.prefix(12)) (\(PackLock.path(repositoryRoot: root)))\n")
                if !arguments.has("--no-enable") { try enable(entry.name, root: root, console: console) }
            case "update":
                let names = Array(arguments.positionals.dropFirst())
                let known = lock.packs.map(\.name)
                for name in names where !known.contains(name) {
                    throw UsageError("no locked pack '\(name)'; locked packs: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
                }
                for entry in lock.packs where names.isEmpty || names.contains(entry.name) {
                    let updated = try cache.update(entry)
                    lock.upsert(updated)
                    let change = updated.commit == entry.commit ? "unchanged" : "\(entry.commit.prefix(12)) → \(updated.commit.prefix(12))"
                    console.out("\(updated.name) \(updated.ref): \(change)\n")
                }
                try lock.write(repositoryRoot: root)
            default:
                throw UsageError("unknown pack subcommand '\(verb)'; subcommands: add, update")
            }
        } catch let error as PackError {
            // git failing is an input/output problem; a refused url, ref, path or pack is bad input
            throw UsageError(error.message, exitCode: error.isGitFailure ? .failure : .usage, rendered: error.rendered)
        }
        return .success
    }

    /// Adds `name` to the packs of the repository config at `root`, making the config when there is none.
    static func enable(_ name: String, root: String, console: Console) throws {
        let path = root + "/" + RepositoryConfig.fileName
        let existing = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        guard let edited = try ConfigEditing.addingPack(name, to: existing ?? Array("{}".utf8), path: path) else {
            console.out("\(name) is already in the packs of \(path)\n")
            return
        }
        let text = existing == nil ? "{\n  \"packs\": [\"\(name)\"]\n}\n" : String(decoding: edited, as: UTF8.self)
        try OutputFile.write(text, to: path)
        console.out("enabled \(name) in \(path)\(existing == nil ? " (new)" : ""): a bare 'policy check' uses it\n")
    }

    /// `url@ref` → (url, ref); an `@` inside `user@host:` of an scp-style url is not a ref separator.
    static func splitReference(_ text: String) -> (String, String?) {
        guard let at = text.lastIndex(of: "@") else { return (text, nil) }
        let ref = String(text[text.index(after: at)...])
        if ref.contains(":") || ref.isEmpty { return (text, nil) }
        return (String(text[..<at]), ref)
    }
}
