// GitPacks: packs shared across repositories through git. `policy pack add URL[@REF] [--path SUB]` fetches with
// the system `git` into a cache and records url, requested ref, resolved commit and a content hash in the
// repository's `.policy/packs.lock`; checks then use the locked commit from the cache (offline), and refuse a
// cache whose content no longer matches the hash. Git is only asked to fetch and check out; hooks are off.

import Foundation
import JSONInput

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
}

/// `.policy/packs.lock`: the locked packs, sorted by name, written atomically.
public struct PackLock: Codable, Sendable {
    public var packs: [LockedPack]

    public init(packs: [LockedPack] = []) { self.packs = packs }

    public static func path(repositoryRoot: String) -> String { repositoryRoot + "/.policy/packs.lock" }

    public static func read(repositoryRoot: String) throws -> PackLock {
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
            let keys = ["name", "url", "ref", "commit", "path", "hash"]
            for (position, node) in entries.enumerated() {
                let at = "packs[\(position)]"
                guard let entry = reader.object(node, at, "a lock entry", keys: keys, required: keys.filter { $0 != "path" }) else { continue }
                func text(_ key: String) -> String? { entry[key].flatMap { reader.string($0, at + "." + key) } }
                let path: String?
                if let node = entry["path"], case .null = node.value { path = nil } else { path = text("path") }
                let (name, url, ref, commit, hash) = (text("name"), text("url"), text("ref"), text("commit"), text("hash"))
                guard let name, let url, let ref, let commit, let hash else { continue }
                lock.packs.append(LockedPack(name: name, url: url, ref: ref, commit: commit, path: path, hash: hash))
            }
        }
        try reader.finish()
        return lock
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
        if let path, path.split(separator: "/").contains("..") || path.hasPrefix("/") {
            throw PackError("--path '\(path)' must be a folder inside the repository")
        }
        let mirror = try fetch(url)
        let requested = ref ?? "HEAD"
        let commit = try Git.run(["rev-parse", "--verify", "--quiet", requested + "^{commit}"], in: mirror, failure: "no ref '\(requested)' in \(url)")
        let checkout = try checkoutFolder(mirror: mirror, commit: commit)
        let packFolder = path.map { checkout + "/" + $0 } ?? checkout
        let pack = try PackReader.read(folder: packFolder, origin: .path(packFolder), displayName: path ?? url)
        return LockedPack(name: pack.name, url: url, ref: requested, commit: commit, path: path, hash: try Self.contentHash(of: packFolder))
    }

    /// The entry moved to the commit its ref resolves to now.
    public func update(_ entry: LockedPack) throws -> LockedPack {
        try add(url: entry.url, ref: entry.ref, path: entry.path)
    }

    /// The locked pack's folder, from the cache (no network when present), verified against the hash.
    public func folder(for entry: LockedPack) throws -> String {
        let checkout = folder + "/checkouts/" + entry.commit
        if !FileManager.default.fileExists(atPath: checkout) {
            let mirror = try fetch(entry.url)
            _ = try checkoutFolder(mirror: mirror, commit: entry.commit)
        }
        let packFolder = entry.path.map { checkout + "/" + $0 } ?? checkout
        let hash = try Self.contentHash(of: packFolder)
        guard hash == entry.hash else {
            throw PackError("pack '\(entry.name)': the cached copy at \(packFolder) does not match the lock file's hash "
                + "(expected \(entry.hash), found \(hash)); it was changed after locking. Delete that folder to fetch it again, "
                + "or run 'policy pack update \(entry.name)' to lock the new content")
        }
        return packFolder
    }

    /// A bare mirror of `url` in the cache, fetched now.
    func fetch(_ url: String) throws -> String {
        let mirror = folder + "/repos/" + SHA256.hex(Array(url.utf8)).prefix(24) + ".git"
        if FileManager.default.fileExists(atPath: mirror) {
            _ = try Git.run(["fetch", "--quiet", "--force", "--tags", "origin", "+refs/heads/*:refs/heads/*"], in: mirror,
                            failure: "cannot fetch \(url)")
        } else {
            try FileManager.default.createDirectory(atPath: folder + "/repos", withIntermediateDirectories: true)
            _ = try Git.run(["clone", "--quiet", "--bare", url, mirror], in: folder, failure: "cannot fetch \(url)")
        }
        return mirror
    }

    /// The commit's files in `checkouts/<commit>` (written once; git metadata removed).
    func checkoutFolder(mirror: String, commit: String) throws -> String {
        let target = folder + "/checkouts/" + commit
        if FileManager.default.fileExists(atPath: target) { return target }
        let staging = target + ".partial"
        try? FileManager.default.removeItem(atPath: staging)
        _ = try Git.run(["clone", "--quiet", "--no-checkout", mirror, staging], in: folder, failure: "cannot check out \(commit)")
        _ = try Git.run(["checkout", "--quiet", commit], in: staging, failure: "cannot check out \(commit)")
        try FileManager.default.removeItem(atPath: staging + "/.git")
        try FileManager.default.moveItem(atPath: staging, toPath: target)
        return target
    }

    /// SHA-256 over every regular file below `folder`: relative path, NUL, content, NUL, in path order.
    public static func contentHash(of folder: String) throws -> String {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { throw PackError("cannot read \(folder)") }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(relative)
            }
        }
        var hasher = SHA256()
        for relative in files.sorted() {
            hasher.update(Array(relative.utf8) + [0])
            hasher.update(FileManager.default.contents(atPath: folder + "/" + relative) ?? Data())
            hasher.update([0])
        }
        return hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// Runs the system `git` without a terminal, with hooks disabled.
enum Git {
    static func run(_ arguments: [String], in folder: String, failure: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.hooksPath=/dev/null", "-c", "protocol.file.allow=always"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw PackError("\(failure): cannot run git (\(error.localizedDescription))")
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: err, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw PackError("\(failure)\(detail.isEmpty ? "" : ": " + detail)")
        }
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
