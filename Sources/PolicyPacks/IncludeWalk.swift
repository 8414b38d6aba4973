// IncludeWalk: a pack's includes, followed depth first, includes first. Each distinct include is resolved and
// read once (a manifest's repeats are dropped when it is read), chains are bounded, cycles are found by pack
// identity (so a pack may include the pack its name shadows), and a locked pack's includes stay inside what
// its lock covers: its own locked content by relative path, or locked and built-in packs by name.

import Foundation

struct IncludeWalk {
    let library: PackLibrary
    private(set) var ordered: [Pack] = []
    /// Packs read to resolve includes (the first pack is not counted).
    private(set) var reads = 0
    private var done = Set<String>()
    /// The identities on the current chain, with their place in it.
    private var onChain: [String: Int] = [:]
    private var chain: [String] = []
    /// Include key → resolved pack, so a pack included from many places is read once.
    private var resolved: [String: Pack] = [:]

    init(library: PackLibrary) { self.library = library }

    /// `pack` after its includes; `confinement` is the locked content its includes must stay inside.
    mutating func visit(_ pack: Pack, confinement: String?, reference: String? = nil) throws {
        let identity = pack.identity
        if let start = onChain[identity] {
            let cycle = (chain[start...] + [pack.name]).joined(separator: " → ")
            throw PackError("include cycle: \(cycle) (pack.json of '\(chain.last ?? pack.name)' includes '\(reference ?? pack.name)')")
        }
        guard !done.contains(identity) else { return }
        guard chain.count < PackLibrary.maximumIncludeDepth else {
            let shown = chain.count > 6 ? chain.prefix(3) + ["…"] + chain.suffix(3) : chain[...]
            let names = (shown + [pack.name]).joined(separator: " → ")
            throw PackError("include chain too deep (limit \(PackLibrary.maximumIncludeDepth)): \(names)")
        }
        try checkToolVersion(pack)
        onChain[identity] = chain.count
        chain.append(pack.name)
        for include in pack.manifest.include ?? [] {
            let (included, nextConfinement) = try resolveInclude(include, from: pack, confinement: confinement)
            try visit(included, confinement: nextConfinement, reference: include)
        }
        chain.removeLast()
        onChain[identity] = nil
        done.insert(identity)
        ordered.append(pack)
    }

    private func checkToolVersion(_ pack: Pack) throws {
        guard let running = library.toolVersion.flatMap(SemanticVersion.init), let text = pack.manifest.minimumToolVersion,
              let minimum = SemanticVersion(text), running < minimum else { return }
        throw PackError("pack '\(pack.name)' needs policy \(minimum) or newer (minimumToolVersion in its pack.json); "
            + "this is policy \(running)")
    }

    /// The pack `include` names from `pack`, and the confinement its own includes keep.
    private mutating func resolveInclude(_ include: String, from pack: Pack, confinement: String?) throws -> (Pack, String?) {
        if PackLibrary.looksLikePath(include) {
            let folder = try includedFolder(include, from: pack, confinement: confinement)
            if let known = resolved["path " + folder] { return (known, confinement) }
            guard library.isPackFolder(folder) else {
                throw PackError("no pack at path '\(PackName.shown(include))' (included by '\(pack.name)')")
            }
            reads += 1
            let included = try PackReader.read(folder: folder, origin: confinement == nil ? .path(folder) : pack.origin, displayName: folder)
            resolved["path " + folder] = included
            return (included, confinement)
        }
        let lockedOnly = confinement != nil
        // a pack that includes its own name means the one it shadows, not itself
        let key = "name \(include) \(lockedOnly) " + (include == pack.name ? pack.identity : "")
        if let known = resolved[key] { return (known, known.lockedRoot) }
        let candidates = try library.candidates(named: include, lockedOrBuiltinOnly: lockedOnly)
        var chosen = candidates.first
        if include == pack.name {
            let identities = try candidates.map { try library.identity(of: $0) }
            if let own = identities.firstIndex(of: pack.identity) {
                chosen = own + 1 < candidates.count ? candidates[own + 1] : nil
            } else {
                chosen = zip(candidates, identities).first { $0.1 != pack.identity }?.0
            }
        }
        guard let chosen else {
            if include == pack.name {
                throw PackError("pack '\(pack.name)' includes its own name, and no pack of that name comes after it in the lookup order "
                    + "(a pack may include the pack its name shadows)")
            }
            if lockedOnly {
                throw PackError("pack '\(pack.name)' is locked and includes '\(PackName.shown(include))', which is neither a locked pack "
                    + "nor a built-in one; a locked pack includes only folders inside its locked content, locked packs and built-in packs")
            }
            throw library.unknownPack(include)
        }
        reads += 1
        let included = try library.load(chosen, name: include)
        resolved[key] = included
        return (included, included.lockedRoot)
    }

    /// The canonical folder of a path include; inside `confinement` when there is one.
    private func includedFolder(_ include: String, from pack: Pack, confinement: String?) throws -> String {
        let base = pack.folder ?? library.workingDirectory
        let joined = include.hasPrefix("/") ? include : base + "/" + include
        if let confinement {
            guard !include.hasPrefix("/") else {
                throw PackError("pack '\(pack.name)' is locked and includes the absolute path '\(PackName.shown(include))'; "
                    + "a locked pack includes only folders inside its locked content, locked packs and built-in packs")
            }
            guard let real = PackPaths.realPath(joined) else {
                throw PackError("no pack at path '\(PackName.shown(include))' (included by '\(pack.name)')")
            }
            guard PackPaths.isInside(real, root: confinement) else {
                throw PackError("pack '\(pack.name)' is locked and includes '\(PackName.shown(include))', which resolves outside its locked "
                    + "content (\(real)); a locked pack includes only folders inside its locked content, locked packs and built-in packs")
            }
            return real
        }
        // canonical, so a long chain of `../x` includes does not grow the path past what the system accepts
        return PackPaths.realPath(joined) ?? PackPaths.lexicallyNormalized(joined)
    }
}
