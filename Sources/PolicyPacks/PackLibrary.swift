// PackLibrary: finds packs by name or path. Resolution order for a name: a path; the repository's
// `.policy/packs/`; its `.policy/packs.lock`; each folder of `POLICY_PATH`; the user's packs folder
// (`$XDG_CONFIG_HOME/policy/packs`, else `~/.config/policy/packs`); the built-in packs. Includes are followed
// (each distinct one read once, chains bounded), cycles reported; a pack including its own name gets the pack
// that name shadows.

import Foundation
import PolicyLanguage

public struct PackLibrary: Sendable {
    /// The repository root (where `.policy/packs/` is looked for); nil outside a repository.
    public var repositoryRoot: String?
    public var environment: [String: String]
    /// Folder of the current directory, for relative pack paths.
    public var workingDirectory: String

    /// The running tool's version; a pack whose `minimumToolVersion` is newer is an error. Nil skips the check.
    public var toolVersion: String?

    public init(repositoryRoot: String?, environment: [String: String], workingDirectory: String = ".", toolVersion: String? = nil) {
        self.toolVersion = toolVersion
        self.repositoryRoot = repositoryRoot
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// The folders searched for a pack name, in order, with the origin each gives.
    public var searchFolders: [(folder: String, origin: (String) -> PackOrigin)] {
        var folders: [(String, (String) -> PackOrigin)] = []
        if let repositoryRoot { folders.append((repositoryRoot + "/.policy/packs", { .repository($0) })) }
        for folder in (environment["POLICY_PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            folders.append((String(folder), { .policyPath($0) }))
        }
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            folders.append((config + "/policy/packs", { .user($0) }))
        } else if let home = environment["HOME"], !home.isEmpty {
            folders.append((home + "/.config/policy/packs", { .user($0) }))
        }
        return folders
    }

    /// The pack a `--pack` argument names.
    public func resolve(_ reference: String) throws -> Pack {
        if Self.looksLikePath(reference) || isPackFolder(reference) {
            let folder = reference.hasPrefix("/") ? reference : workingDirectory + "/" + reference
            guard FileManager.default.fileExists(atPath: folder) else { throw PackError("no pack at path '\(PackName.shown(reference))'") }
            return try PackReader.read(folder: folder, origin: .path(reference), displayName: reference)
        }
        guard let first = try candidates(named: reference, lockedOrBuiltinOnly: false).first else { throw unknownPack(reference) }
        return try load(first, name: reference)
    }

    /// Where a pack name can come from, in resolution order (a candidate is read only when chosen).
    enum Candidate {
        case folder(String, PackOrigin)
        case locked(LockedPack)
        case builtin(Pack)
    }

    /// Every location that has a pack called `name`, in resolution order; only locked and built-in packs when
    /// the name is included by a locked pack (its findings must not depend on anything its lock does not cover).
    func candidates(named name: String, lockedOrBuiltinOnly: Bool) throws -> [Candidate] {
        var found: [Candidate] = []
        for (index, (folder, origin)) in searchFolders.enumerated() {
            let candidate = folder + "/" + name
            if !lockedOrBuiltinOnly, isPackFolder(candidate) { found.append(.folder(candidate, origin(candidate))) }
            if index == 0, let repositoryRoot, let entry = try PackLock.read(repositoryRoot: repositoryRoot).entry(named: name) {
                found.append(.locked(entry))
            }
        }
        if let builtin = try BuiltinPacks.pack(named: name) { found.append(.builtin(builtin)) }
        return found
    }

    func load(_ candidate: Candidate, name: String) throws -> Pack {
        switch candidate {
        case .folder(let folder, let origin): return try PackReader.read(folder: folder, origin: origin, displayName: name)
        case .locked(let entry): return try lockedPack(entry)
        case .builtin(let pack): return pack
        }
    }

    /// The identity of a candidate, comparable with `Pack.identity`, without reading it when it is a folder.
    func identity(of candidate: Candidate) throws -> String {
        switch candidate {
        case .folder(let folder, _): return Pack.identity(ofFolder: folder)
        case .locked(let entry): return try lockedPack(entry).identity
        case .builtin(let pack): return pack.identity
        }
    }

    func unknownPack(_ reference: String) -> PackError {
        let known = availableNames()
        var message = "unknown pack '\(PackName.shown(reference))'"
        if let suggestion = Suggestion.closest(to: reference, among: known) { message += " (did you mean '\(suggestion)'?)" }
        message += "; available packs: \(known.joined(separator: ", "))"
        return PackError(message)
    }

    /// A pack locked in the repository's `.policy/packs.lock`, from the cache (verified against its hash).
    func lockedPack(named name: String) throws -> Pack? {
        guard let repositoryRoot, let entry = try PackLock.read(repositoryRoot: repositoryRoot).entry(named: name) else { return nil }
        return try lockedPack(entry)
    }

    func lockedPack(_ entry: LockedPack) throws -> Pack {
        let folder = try GitPackCache.default(environment: environment).folder(for: entry)
        return try PackReader.read(folder: folder, origin: .locked("\(entry.url)@\(entry.commit.prefix(12))"), displayName: entry.name)
    }

    /// The longest include chain followed (real packs nest a few levels); a longer one is an error saying so.
    public static let maximumIncludeDepth = 100

    /// The pack and every pack it includes (transitively), each once, includes first; a cycle is an error
    /// naming the chain.
    public func resolveWithIncludes(_ reference: String) throws -> [Pack] {
        try resolveWithIncludes(resolve(reference))
    }

    /// `pack` and every pack it includes (transitively), each once, includes first.
    public func resolveWithIncludes(_ pack: Pack) throws -> [Pack] {
        var walk = IncludeWalk(library: self)
        try walk.visit(pack, confinement: pack.lockedRoot)
        return walk.ordered
    }

    /// The include walk over `pack`, with the number of packs it read (for tests that pin the work to the
    /// number of distinct includes, not the number of entries).
    func includeWalk(_ pack: Pack) throws -> (packs: [Pack], reads: Int) {
        var walk = IncludeWalk(library: self)
        try walk.visit(pack, confinement: pack.lockedRoot)
        return (walk.ordered, walk.reads)
    }

    /// Every pack name that resolves from here, sorted.
    public func availableNames() -> [String] {
        Set(available().map(\.pack.name)).sorted()
    }

    /// Every pack found in every location, in resolution order; `shadowed` is true when an earlier location has
    /// a pack of the same name (that one wins).
    public func available() -> [(pack: Pack, shadowed: Bool)] {
        var found: [(Pack, Bool)] = []
        var seen = Set<String>()
        for (folder, origin) in searchFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            for name in names where isPackFolder(folder + "/" + name) {
                guard let pack = try? PackReader.read(folder: folder + "/" + name, origin: origin(folder + "/" + name), displayName: name)
                else { continue }
                found.append((pack, seen.contains(pack.name)))
                seen.insert(pack.name)
            }
        }
        if let repositoryRoot, let lock = try? PackLock.read(repositoryRoot: repositoryRoot) {
            for entry in lock.packs {
                guard let pack = try? lockedPack(entry) else { continue }
                found.append((pack, seen.contains(pack.name)))
                seen.insert(pack.name)
            }
        }
        for pack in BuiltinPacks.all {
            found.append((pack, seen.contains(pack.name)))
            seen.insert(pack.name)
        }
        return found
    }

    func isPackFolder(_ path: String) -> Bool {
        let folder = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return FileManager.default.fileExists(atPath: folder + "/pack.json")
    }

    public static func looksLikePath(_ reference: String) -> Bool {
        reference.contains("/") || reference == "." || reference == ".." || reference.hasSuffix(".policy")
    }
}
