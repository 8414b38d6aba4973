// Pack: a folder of policy files with a manifest (`pack.json`: name, semantic version, description, minimum
// tool version, included packs, rule overrides, layers of included packs redefined). Built-in packs are embedded
// in the binary; others are read from folders. Loading a pack reads text only: nothing in a pack is ever run.

import Foundation

/// Where a pack was found, in resolution order.
public enum PackOrigin: Sendable, Hashable, CustomStringConvertible {
    case path(String)
    case repository(String)
    /// Locked in `.policy/packs.lock`: url@commit.
    case locked(String)
    case policyPath(String)
    case user(String)
    case builtin

    public var description: String {
        switch self {
        case .path(let folder): return "path \(folder)"
        case .repository(let folder): return "repository \(folder)"
        case .locked(let source): return "locked \(source)"
        case .policyPath(let folder): return "POLICY_PATH \(folder)"
        case .user(let folder): return "user \(folder)"
        case .builtin: return "built-in"
        }
    }
}

/// A rule override from a manifest or a repository config: a new severity, off, or a narrower path scope.
public struct RuleOverride: Sendable, Hashable, Codable {
    /// `error`, `warning`, `info`, or `off`.
    public var severity: String?
    /// Path patterns the rule is limited to (`under` semantics); findings elsewhere are dropped.
    public var paths: [String]?

    public init(severity: String? = nil, paths: [String]? = nil) {
        self.severity = severity
        self.paths = paths
    }
}

/// `pack.json`.
public struct PackManifest: Sendable, Hashable, Codable {
    public var name: String
    public var version: String
    public var description: String?
    public var minimumToolVersion: String?
    /// Packs whose rules this pack also checks (resolved like `--pack`).
    public var include: [String]?
    /// Rule id → override, for this pack's own rules and included ones.
    public var overrides: [String: RuleOverride]?
    /// Layers of included packs redefined or extended (`"layers": {"mvvm/Service": "…"}`), in the order written.
    public var layers: [LayerSetting] = []

    enum CodingKeys: String, CodingKey {
        case name, version, description, minimumToolVersion, include, overrides
    }
}

/// One policy file of a pack.
public struct PackFile: Sendable, Hashable {
    /// The name diagnostics use: `<pack folder>/<file>` for packs, the path for folders.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

public struct Pack: Sendable {
    public var manifest: PackManifest
    public var origin: PackOrigin
    /// The `.policy` files, sorted by name.
    public var policyFiles: [PackFile]
    /// Swift fixtures for `policy test` (`tests/*.swift`), sorted by name.
    public var testFiles: [PackFile]
    /// The folder on disk, nil for built-in packs.
    public var folder: String?

    public var name: String { manifest.name }

    /// What tells two packs apart when they share a name: the canonical folder, or the built-in name.
    public var identity: String {
        guard let folder else { return "built-in " + name }
        return Self.identity(ofFolder: folder)
    }

    static func identity(ofFolder folder: String) -> String {
        PackPaths.realPath(folder) ?? PackPaths.lexicallyNormalized(folder)
    }

    /// For a locked pack, the canonical folder its includes must stay inside (what its lock's hash covers).
    var lockedRoot: String? {
        switch origin {
        case .locked: return folder.flatMap(PackPaths.realPath)
        case .path, .repository, .policyPath, .user, .builtin: return nil
        }
    }
}

/// A problem loading a pack: an unknown name (with the known ones), a broken manifest, a path leaving the pack.
public struct PackError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The message is already in `file:line:col: error: …` form (a JSON input's diagnostics) and is printed as it is.
    public var rendered: Bool
    /// True when `git` failed (an input/output problem); false when the input itself is refused.
    public var isGitFailure: Bool

    public init(_ message: String, rendered: Bool = false, isGitFailure: Bool = false) {
        self.message = message
        self.rendered = rendered
        self.isGitFailure = isGitFailure
    }

    public var description: String { message }

    /// The message as printed: `policy: error: …` unless already rendered with its place.
    public var printed: String { rendered ? message : "policy: error: " + message }
}
