// GitPacks: packs shared across repositories through git. `policy pack add URL[@REF] [--path SUB]` fetches with
// the system `git` into a cache and records url, requested ref, resolved commit and a content hash in the
// repository's `.policy/packs.lock`; checks then use the locked commit from the cache (offline), and refuse a
// cache whose content no longer matches the hash. Git is only asked to fetch and check out; hooks are off,
// only the https, ssh, git and file transports are allowed, and URLs and refs come after `--`. Every lock
// field is validated before it is used (a lock file from a pull request is untrusted), and the cache writes
// only below its own folder.

import Foundation
import JSONInput
import PolicyLanguage

/// One entry of `.policy/packs.lock`.
public struct LockedPack: Codable, Sendable, Hashable {
    public var name: String
    public var url: String
    /// The ref asked for (`v1.2.0`, `main`, a commit); `HEAD` when none was given.
    public var ref: String
    /// The commit the ref resolved to when locked.
    public var commit: String
    /// The pack's folder inside the repository; nil for the repository root.
    public var path: String?
    /// SHA-256 over the pack folder's files (path and content), hex.
    public var hash: String
    /// How `hash` was computed (`PackHashVersion`); nil in locks written before versions, which mean version 1.
    public var hashVersion: Int?
}

/// The ways a lock's content hash is computed. New locks use `current`; a lock keeps the version it was written
/// with until `policy pack update` rewrites it.
public enum PackHashVersion {
    /// 1: path, NUL, content, NUL per file. A file whose content holds NULs can read as two files, so two different
    /// layouts may hash alike. Still verified, for locks written with it.
    public static let delimited = 1
    /// 2: each path and content prefixed with its length, and each entry with its kind: no two layouts alike.
    public static let lengthPrefixed = 2
    public static let current = lengthPrefixed
    public static let known = [delimited, lengthPrefixed]
}

extension LockedPack {
    /// Each field as it must be before it reaches a path or `git`: the name is a pack name; the commit is 40
    /// lowercase hex digits (it names a cache folder); the hash 64; the path relative without `..`; the url and
    /// ref acceptable to `GitURL`.
    public func validate(lockPath: String) throws {
        let place = "\(lockPath): pack '\(PackName.shown(name))'"
        guard PackName.isValid(name) else { throw PackError("\(place): name is not a pack name (\(PackName.grammar))") }
        guard Self.isHex(commit, count: 40) else {
            throw PackError("\(place): commit '\(PackName.shown(commit))' is not 40 lowercase hex digits")
        }
        guard Self.isHex(hash, count: 64) else {
            throw PackError("\(place): hash '\(PackName.shown(hash))' is not 64 lowercase hex digits")
        }
        if let hashVersion, !PackHashVersion.known.contains(hashVersion) {
            throw PackError("\(place): hashVersion \(hashVersion) is not one this tool knows (known: "
                + PackHashVersion.known.map(String.init).joined(separator: ", ") + "); a newer version of policy may have written it")
        }
        if let path { try GitURL.checkPackPath(path, place: place + ": path") }
        try GitURL.checkURL(url, place: place + ": url")
        guard !GitURL.isRelativeLocalPath(url) else {
            throw PackError("\(place): url '\(PackName.shown(url))' is a relative path; a lock records absolute paths or URLs")
        }
        try GitURL.checkRef(ref, place: place + ": ref")
    }

    static func isHex(_ text: String, count: Int) -> Bool {
        text.utf8.count == count
            && text.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f")) }
    }
}

/// What may reach `git` as a URL or a ref, and what may name a pack's folder inside a repository.
public enum GitURL {
    /// The transports git may use: `GIT_ALLOW_PROTOCOL` for every invocation (`ext::`, `fd::` and the rest stay
    /// blocked; `file` is a local path).
    public static let allowedProtocols = "https:ssh:git:file"

    /// A URL: not an option (`-…`), no control characters, no `transport::address` form, and a `scheme://`
    /// only of an allowed transport. Local paths and scp-style `user@host:path` pass.
    public static func checkURL(_ url: String, place: String) throws {
        let shown = PackName.shown(url)
        guard !url.isEmpty else { throw PackError("\(place) is empty") }
        guard !url.hasPrefix("-") else { throw PackError("\(place) '\(shown)' begins with '-'; git would read it as an option") }
        guard !hasControlCharacters(url) else { throw PackError("\(place) '\(shown)' has control characters") }
        guard !url.contains("::") else {
            throw PackError("\(place) '\(shown)' uses a git remote helper (transport::address); allowed: \(allowedList)")
        }
        if let range = url.range(of: "://") {
            let scheme = url[..<range.lowerBound].lowercased()
            let allowed = allowedProtocols.split(separator: ":").map(String.init) + ["git+ssh", "ssh+git"]
            guard allowed.contains(scheme) else {
                throw PackError("\(place) '\(shown)' uses the transport '\(PackName.shown(scheme))'; allowed: \(allowedList)")
            }
        }
    }

    /// A local path that is not absolute (`../packs`, `packs.git`): git would read it from the folder it runs in,
    /// the cache's, not the user's. Not a URL (`scheme://`) and not scp-style (`host:path`, a `:` before any `/`).
    public static func isRelativeLocalPath(_ url: String) -> Bool {
        guard !url.contains("://"), !url.hasPrefix("/") else { return false }
        if let colon = url.firstIndex(of: ":"), url.firstIndex(of: "/").map({ colon < $0 }) ?? true { return false }
        return true
    }

    /// A ref: not an option, no control characters or spaces, not empty, at most 255 bytes.
    public static func checkRef(_ ref: String, place: String) throws {
        let shown = PackName.shown(ref)
        guard !ref.isEmpty, ref.utf8.count <= 255 else { throw PackError("\(place) '\(shown)' is empty or too long") }
        guard !ref.hasPrefix("-") else { throw PackError("\(place) '\(shown)' begins with '-'; git would read it as an option") }
        guard !hasControlCharacters(ref), !ref.contains(" ") else { throw PackError("\(place) '\(shown)' has spaces or control characters") }
    }

    /// A pack folder inside a repository: relative, no `..` (nor `.` or empty) component, no control characters.
    public static func checkPackPath(_ path: String, place: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !hasControlCharacters(path),
              parts.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." }) else {
            throw PackError("\(place) '\(PackName.shown(path))' must be a relative folder inside the repository (no '..')")
        }
    }

    static var allowedList: String { allowedProtocols.split(separator: ":").joined(separator: ", ") + " and local paths" }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}

/// `.policy/packs.lock`: the locked packs, sorted by name, written atomically.
public struct PackLock: Codable, Sendable {
    public var packs: [LockedPack]

    public init(packs: [LockedPack] = []) { self.packs = packs }

    /// The largest lock file read; one entry is a few hundred bytes.
    static let maximumBytes = 4 << 20

    public static func path(repositoryRoot: String) -> String { repositoryRoot + "/.policy/packs.lock" }

    /// The lock file, every entry validated (see `validate`); an empty lock when there is none.
    public static func read(repositoryRoot: String) throws -> PackLock {
        let path = path(repositoryRoot: repositoryRoot)
        guard PackPaths.kind(of: path) != nil else { return PackLock() }
        // a FIFO or device would block the read or never end
        guard let real = PackPaths.realPath(path), PackPaths.kind(of: real) == .file else {
            throw PackError("\(path): cannot read the lock file (not a regular file)")
        }
        // a lock from a pull request may be a link to any file, whose first line a parse error would show
        guard ConfinedPath.resolvesInside(path, root: repositoryRoot) else {
            throw PackError("\(path): the lock file is a link to a file outside the repository; refusing to read it")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: real)[.size] as? Int) ?? nil
        if let size, size > maximumBytes { throw PackError("\(path): the lock file is \(size) bytes (limit \(maximumBytes))") }
        let lock = try decoded(repositoryRoot: repositoryRoot)
        try lock.validate(path: path)
        return lock
    }

    /// The lock file as JSON says, not yet validated.
    private static func decoded(repositoryRoot: String) throws -> PackLock {
        let path = path(repositoryRoot: repositoryRoot)
        guard let data = FileManager.default.contents(atPath: path) else { return PackLock() }
        do {
            return try parse(Array(data), path: path)
        } catch {
            throw PackError(error.description, rendered: true)
        }
    }

    /// The lock in `bytes`, read strictly (JSONInput): every mistake is an error at its line and column.
    static func parse(_ bytes: [UInt8], path: String) throws(JSONInputError) -> PackLock {
        let document = try JSONDocument(bytes: bytes, name: path)
        var reader = JSONSchemaReader(document)
        var lock = PackLock()
        if let fields = reader.object(document.root, "", "the lock file", keys: ["packs"], required: ["packs"]),
           let entries = fields["packs"].flatMap({ reader.array($0, "packs", of: "lock entries") }) {
            let keys = ["name", "url", "ref", "commit", "path", "hash", "hashVersion"]
            for (position, node) in entries.enumerated() {
                let at = "packs[\(position)]"
                guard let entry = reader.object(node, at, "a lock entry", keys: keys,
                                                required: keys.filter { $0 != "path" && $0 != "hashVersion" }) else { continue }
                func text(_ key: String) -> String? { entry[key].flatMap { reader.string($0, at + "." + key) } }
                let path: String?
                if let node = entry["path"], case .null = node.value { path = nil } else { path = text("path") }
                var hashVersion: Int?
                if let node = entry["hashVersion"] {
                    hashVersion = Self.hashVersion(node, at: at + ".hashVersion", reader: &reader)
                    if hashVersion == nil { continue }
                }
                let (name, url, ref, commit, hash) = (text("name"), text("url"), text("ref"), text("commit"), text("hash"))
                guard let name, let url, let ref, let commit, let hash else { continue }
                lock.packs.append(LockedPack(name: name, url: url, ref: ref, commit: commit, path: path, hash: hash,
                                             hashVersion: hashVersion))
            }
        }
        try reader.finish()
        return lock
    }

    /// A lock entry's `hashVersion`: one of `PackHashVersion.known`, else an error at its place naming them.
    static func hashVersion(_ node: JSONNode, at path: String, reader: inout JSONSchemaReader) -> Int? {
        let known = PackHashVersion.known.map(String.init)
        guard case .number(let text) = node.value else {
            reader.wrongType(node, path, expected: "a hash version (\(known.joined(separator: ", ")))")
            return nil
        }
        guard let version = Int(text), PackHashVersion.known.contains(version) else {
            reader.error("unknown hash version \(JSONShown.text(text)) for \(JSONSchemaReader.name(path))", at: node.span, notes: [
                DiagnosticNote(severity: .note, message: "the hash versions this tool knows: \(known.joined(separator: ", ")); "
                    + "a newer version of policy may have written this lock"),
            ])
            return nil
        }
        return version
    }

    /// Every entry's fields checked (see `LockedPack.validate`), and no name locked twice.
    public func validate(path: String) throws {
        var names = Set<String>()
        for entry in packs {
            try entry.validate(lockPath: path)
            guard names.insert(entry.name).inserted else { throw PackError("\(path): pack '\(entry.name)' is locked twice") }
        }
    }

    public func write(repositoryRoot: String) throws {
        let path = Self.path(repositoryRoot: repositoryRoot)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var sorted = self
        sorted.packs.sort { $0.name < $1.name }
        let data = try encoder.encode(sorted) + Data("\n".utf8)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    public func entry(named name: String) -> LockedPack? { packs.first { $0.name == name } }

    public mutating func upsert(_ entry: LockedPack) {
        packs.removeAll { $0.name == entry.name }
        packs.append(entry)
        packs.sort { $0.name < $1.name }
    }
}

/// The local cache of fetched repositories and checked-out commits.
public struct GitPackCache: Sendable {
    public var folder: String

    public init(folder: String) { self.folder = folder }

    /// `$POLICY_CACHE_DIR`, else `$XDG_CACHE_HOME/policy`, else `~/.cache/policy`.
    public static func `default`(environment: [String: String]) -> GitPackCache {
        if let explicit = environment["POLICY_CACHE_DIR"], !explicit.isEmpty { return GitPackCache(folder: explicit) }
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty { return GitPackCache(folder: cache + "/policy") }
        return GitPackCache(folder: (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/policy")
    }

    /// Fetches `url`, resolves `ref`, checks the commit out into the cache, and returns the lock entry.
    public func add(url: String, ref: String?, path: String?) throws -> LockedPack {
        var path = path
        while let trimmed = path, trimmed.count > 1, trimmed.hasSuffix("/") { path = String(trimmed.dropLast()) }
        if let path { try GitURL.checkPackPath(path, place: "--path") }
        try GitURL.checkURL(url, place: "the url")
        let requested = ref ?? "HEAD"
        try GitURL.checkRef(requested, place: "the ref")
        let mirror = try fetch(url)
        let commit = try Git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", requested + "^{commit}"], in: mirror,
                                 failure: "no ref '\(PackName.shown(requested))' in \(PackName.shown(url))")
        guard LockedPack.isHex(commit, count: 40) else {
            throw PackError("git resolved '\(PackName.shown(requested))' to '\(PackName.shown(commit))', not a commit")
        }
        let checkout = try checkoutFolder(mirror: mirror, commit: commit)
        let packFolder = try Self.packFolder(in: checkout, path: path)
        let pack = try PackReader.read(folder: packFolder, origin: .path(packFolder), displayName: path ?? url)
        return LockedPack(name: pack.name, url: url, ref: requested, commit: commit, path: path,
                          hash: try Self.contentHash(of: packFolder, version: PackHashVersion.current),
                          hashVersion: PackHashVersion.current)
    }

    /// The entry moved to the commit its ref resolves to now.
    public func update(_ entry: LockedPack) throws -> LockedPack {
        try add(url: entry.url, ref: entry.ref, path: entry.path)
    }

    /// The locked pack's folder, from the cache (no network when present), verified against the hash.
    public func folder(for entry: LockedPack) throws -> String {
        try entry.validate(lockPath: "packs.lock")
        let checkout = try cachePath("checkouts/" + entry.commit)
        if PackPaths.kind(of: checkout) == nil {
            let mirror = try fetch(entry.url)
            _ = try checkoutFolder(mirror: mirror, commit: entry.commit)
        }
        let packFolder = try Self.packFolder(in: checkout, path: entry.path)
        // a lock written before hash versions was hashed the first way, and is verified that way
        let hash = try Self.contentHash(of: packFolder, version: entry.hashVersion ?? PackHashVersion.delimited)
        guard hash == entry.hash else {
            throw PackError("pack '\(entry.name)': the cached copy at \(packFolder) does not match the lock file's hash "
                + "(expected \(entry.hash), found \(hash)); it was changed after locking. Delete that folder to fetch it again, "
                + "or run 'policy pack update \(entry.name)' to lock the new content")
        }
        return packFolder
    }

    /// `path` inside a checkout, required to resolve (links followed) inside that checkout.
    static func packFolder(in checkout: String, path: String?) throws -> String {
        guard let path else { return checkout }
        let folder = checkout + "/" + path
        guard let root = PackPaths.realPath(checkout), let real = PackPaths.realPath(folder) else {
            throw PackError("no folder '\(PackName.shown(path))' in the repository")
        }
        guard PackPaths.isInside(real, root: root), PackPaths.kind(of: real) == .folder else {
            throw PackError("path '\(PackName.shown(path))' resolves outside the repository (\(real)) or is not a folder")
        }
        return folder
    }

    /// `relative` below the cache folder, created up to its parent, refused unless its parent resolves inside
    /// the cache folder: nothing outside the cache is ever removed, cloned into or moved.
    func cachePath(_ relative: String) throws -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix("-") }) else {
            throw PackError("cache path '\(PackName.shown(relative))' would leave the cache folder \(folder)")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let root = PackPaths.realPath(folder) else { throw PackError("cannot create the cache folder \(folder)") }
        let target = root + "/" + relative
        let parent = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        guard let realParent = PackPaths.realPath(parent), PackPaths.isInside(realParent, root: root),
              realParent != root || parts.count == 1 else {
            throw PackError("cache path '\(PackName.shown(relative))' resolves outside the cache folder \(root)")
        }
        return realParent + "/" + (parts.last.map(String.init) ?? "")
    }

    /// A bare mirror of `url` in the cache, fetched now.
    func fetch(_ url: String) throws -> String {
        try GitURL.checkURL(url, place: "the url")
        let mirror = try cachePath("repos/" + SHA256.hex(Array(url.utf8)).prefix(24) + ".git")
        if PackPaths.kind(of: mirror) != nil {
            _ = try Git.run(["fetch", "--quiet", "--force", "--tags", "origin", "+refs/heads/*:refs/heads/*"], in: mirror,
                            failure: "cannot fetch \(PackName.shown(url))")
        } else {
            // cloned beside the mirror and moved into place whole, so a check running at the same time never sees a
            // half-made mirror; when another process placed one first, that one is used
            let staging = try cachePath("repos/" + SHA256.hex(Array(url.utf8)).prefix(24) + ".git.partial-" + Self.stagingToken())
            if PackPaths.kind(of: staging) != nil { try FileManager.default.removeItem(atPath: staging) }
            _ = try Git.run(["clone", "--quiet", "--bare", "--", url, staging], in: folder, failure: "cannot fetch \(PackName.shown(url))")
            try Self.placeWhole(staging, at: mirror)
        }
        return mirror
    }

    /// A staging name no other process or thread uses at the same time.
    static func stagingToken() -> String { "\(getpid())-\(UInt32.random(in: 0...UInt32.max))" }

    /// Moves a finished folder to `target`; when `target` appeared meanwhile (another process made it), the
    /// staging copy is removed and the existing one kept.
    static func placeWhole(_ staging: String, at target: String) throws {
        if rename(staging, target) == 0 { return }
        let error = errno
        if PackPaths.kind(of: target) == .folder {
            try? FileManager.default.removeItem(atPath: staging)
            return
        }
        throw PackError("cannot move \(staging) to \(target): \(String(cString: strerror(error)))")
    }

    /// The commit's files in `checkouts/<commit>` (written once; git metadata removed).
    func checkoutFolder(mirror: String, commit: String) throws -> String {
        guard LockedPack.isHex(commit, count: 40) else { throw PackError("'\(PackName.shown(commit))' is not a commit (40 hex digits)") }
        let target = try cachePath("checkouts/" + commit)
        if PackPaths.kind(of: target) != nil { return target }
        // each process stages its own copy: two checks filling the cache at once must not remove each other's
        let staging = try cachePath("checkouts/" + commit + ".partial-" + Self.stagingToken())
        if PackPaths.kind(of: staging) != nil { try FileManager.default.removeItem(atPath: staging) }
        _ = try Git.run(["clone", "--quiet", "--no-checkout", "--", mirror, staging], in: folder, failure: "cannot check out \(commit)")
        _ = try Git.run(["checkout", "--quiet", "--detach", commit, "--"], in: staging, failure: "cannot check out \(commit)")
        try FileManager.default.removeItem(atPath: staging + "/.git")
        try Self.placeWhole(staging, at: target)
        return target
    }

    /// SHA-256 over every entry below `folder`, in path order, without following links (a link's text is hashed,
    /// never its target's content, which the reader refuses when outside the pack, and hashes itself when inside).
    /// Version 2 (`PackHashVersion.lengthPrefixed`): a tag byte (`f` file, `l` link), then the relative path and the
    /// content (or link text), each preceded by its length as 8 bytes big-endian, so no two layouts give the same
    /// bytes. Version 1: a file is path, NUL, content, NUL; a link NUL, path, NUL, text, NUL.
    public static func contentHash(of folder: String, version: Int = PackHashVersion.current) throws -> String {
        guard PackHashVersion.known.contains(version) else {
            throw PackError("unknown hash version \(version) (known: \(PackHashVersion.known.map(String.init).joined(separator: ", ")))")
        }
        guard let root = PackPaths.realPath(folder) else { throw PackError("cannot read \(folder)") }
        var hasher = SHA256()
        func lengthPrefixed(_ bytes: [UInt8]) -> [UInt8] {
            let count = UInt64(bytes.count)
            return (0..<8).reversed().map { UInt8(truncatingIfNeeded: count >> (8 * UInt64($0))) } + bytes
        }
        for entry in try PackPaths.walk(root) {
            switch entry.kind {
            case .file:
                guard let contents = FileManager.default.contents(atPath: root + "/" + entry.relative) else {
                    throw PackError("cannot read \(folder)/\(entry.relative)")
                }
                if version == PackHashVersion.delimited {
                    hasher.update(Array(entry.relative.utf8) + [0])
                    hasher.update(contents)
                    hasher.update([0])
                } else {
                    hasher.update([UInt8(ascii: "f")] + lengthPrefixed(Array(entry.relative.utf8)))
                    hasher.update(lengthPrefixed(Array(contents)))
                }
            case .link:
                let text = Array((PackPaths.linkText(root + "/" + entry.relative) ?? "").utf8)
                if version == PackHashVersion.delimited {
                    hasher.update([0] + Array(entry.relative.utf8) + [0])
                    hasher.update(text + [0])
                } else {
                    hasher.update([UInt8(ascii: "l")] + lengthPrefixed(Array(entry.relative.utf8)) + lengthPrefixed(text))
                }
            case .folder, .other:
                continue
            }
        }
        return hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// Runs the system `git` without a terminal, with hooks disabled and only the allowed transports.
enum Git {
    /// The arguments before every git command: no hooks, only allowed transports (also for submodules and
    /// redirects), no `ext::`.
    static let safetyOptions = ["-c", "core.hooksPath=/dev/null", "-c", "protocol.allow=never",
                                "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always",
                                "-c", "protocol.git.allow=always", "-c", "protocol.file.allow=always",
                                "-c", "protocol.ext.allow=never"]

    /// The environment git runs in: no prompts, `GIT_ALLOW_PROTOCOL` limited to the allowed transports.
    static func environment(_ base: [String: String]) -> [String: String] {
        // git's own variables from a calling git (a pre-commit hook exports GIT_INDEX_FILE, GIT_DIR…) would point
        // the cache's clones and checkouts at the user's repository; only the ssh command is kept, for credentials
        var environment = base.filter { key, _ in !key.hasPrefix("GIT_") || key == "GIT_SSH" || key == "GIT_SSH_COMMAND" }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ALLOW_PROTOCOL"] = GitURL.allowedProtocols
        return environment
    }

    static func run(_ arguments: [String], in folder: String, failure: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + safetyOptions + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment(ProcessInfo.processInfo.environment)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw PackError("\(failure): cannot run git (\(error.localizedDescription))", isGitFailure: true)
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: err, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw PackError("\(failure)\(detail.isEmpty ? "" : ": " + shownLines(detail))", isGitFailure: true)
        }
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Git's messages (which may quote a remote) line by line, control characters escaped, at most 20 lines.
    static func shownLines(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(20).map { PackName.shown(String($0), limit: 300) }.joined(separator: "\n") + (lines.count > 20 ? "\n…" : "")
    }
}
