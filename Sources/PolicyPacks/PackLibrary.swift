// PackLibrary: finds packs by name or path. Resolution order for a name: a path; the repository's
// `.policy/packs/`; each folder of `POLICY_PATH`; the user's packs folder (`$XDG_CONFIG_HOME/policy/packs`,
// else `~/.config/policy/packs`); the built-in packs. Includes are followed, cycles reported.

import Foundation
import PolicyLanguage

public struct PackLibrary: Sendable {
    /// The repository root (where `.policy/packs/` is looked for); nil outside a repository.
    public var repositoryRoot: String?
    public var environment: [String: String]
    /// Folder of the current directory, for relative pack paths.
    public var workingDirectory: String

    public init(repositoryRoot: String?, environment: [String: String], workingDirectory: String = ".") {
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
            guard FileManager.default.fileExists(atPath: folder) else { throw PackError("no pack at path '\(reference)'") }
            return try PackReader.read(folder: folder, origin: .path(reference), displayName: reference)
        }
        for (index, (folder, origin)) in searchFolders.enumerated() {
            let candidate = folder + "/" + reference
            if isPackFolder(candidate) { return try PackReader.read(folder: candidate, origin: origin(candidate), displayName: reference) }
            if index == 0, let locked = try lockedPack(named: reference) { return locked }
        }
        if let builtin = try BuiltinPacks.pack(named: reference) { return builtin }
        let known = availableNames()
        var message = "unknown pack '\(reference)'"
        if let suggestion = Suggestion.closest(to: reference, among: known) { message += " (did you mean '\(suggestion)'?)" }
        message += "; available packs: \(known.joined(separator: ", "))"
        throw PackError(message)
    }

    /// A pack locked in the repository's `.policy/packs.lock`, from the cache (verified against its hash).
    func lockedPack(named name: String) throws -> Pack? {
        guard let repositoryRoot, let entry = try PackLock.read(repositoryRoot: repositoryRoot).entry(named: name) else { return nil }
        let folder = try GitPackCache.default(environment: environment).folder(for: entry)
        return try PackReader.read(folder: folder, origin: .locked("\(entry.url)@\(entry.commit.prefix(12))"), displayName: name)
    }

    /// The pack and every pack it includes (transitively), each once, includes first; a cycle is an error
    /// naming the chain.
    public func resolveWithIncludes(_ reference: String) throws -> [Pack] {
        var ordered: [Pack] = []
        var done = Set<String>()
        func visit(_ reference: String, chain: [String]) throws {
            let pack = try resolve(reference)
            if let start = chain.firstIndex(of: pack.name) {
                throw PackError("include cycle: \((chain[start...] + [pack.name]).joined(separator: " → ")) (pack.json of '\(chain.last ?? pack.name)' includes '\(reference)')")
            }
            guard !done.contains(pack.name) else { return }
            for include in pack.manifest.include ?? [] {
                let resolvedInclude = pack.folder.map { folder in Self.looksLikePath(include) && !include.hasPrefix("/") ? folder + "/" + include : include } ?? include
                try visit(resolvedInclude, chain: chain + [pack.name])
            }
            done.insert(pack.name)
            ordered.append(pack)
        }
        try visit(reference, chain: [])
        return ordered
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
                guard let pack = try? lockedPack(named: entry.name) else { continue }
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
