// PackReader: a pack from files — a folder on disk, or the embedded built-in copies. Reads the manifest,
// the `.policy` files and the `tests/*.swift` fixtures; refuses anything that resolves outside the folder
// (links resolved with realpath, folders walked without following links). A folder inside with its own
// pack.json is a separate pack, read only when included.

import Foundation
import JSONInput

enum PackReader {
    static func read(folder: String, origin: PackOrigin, displayName: String) throws -> Pack {
        let manifestPath = folder + "/pack.json"
        guard let root = PackPaths.realPath(folder) else { throw PackError("\(manifestPath): cannot read the pack manifest") }
        let realManifest = try PackPaths.resolveInside(manifestPath, root: root, shown: manifestPath)
        // a FIFO or device would block the read or never end
        guard PackPaths.kind(of: realManifest) == .file else { throw PackError("\(manifestPath): not a regular file") }
        guard let data = FileManager.default.contents(atPath: realManifest) else { throw PackError("\(manifestPath): cannot read the pack manifest") }
        guard data.count <= maximumManifestBytes else {
            throw PackError("\(manifestPath): the manifest is \(data.count) bytes (limit \(maximumManifestBytes)); not a pack manifest")
        }
        let manifest = try decodeManifest(data, path: manifestPath)
        var policyFiles: [PackFile] = []
        var testFiles: [PackFile] = []
        let entries = try PackPaths.walk(root)
        // a folder with its own pack.json is another pack (one to include), not files of this one
        let nestedPacks = entries.filter { $0.kind == .folder && PackPaths.kind(of: root + "/" + $0.relative + "/pack.json") != nil }
            .map { $0.relative + "/" }
        for entry in entries where !nestedPacks.contains(where: { entry.relative.hasPrefix($0) }) {
            let relative = entry.relative
            let isPolicy = relative.hasSuffix(".policy")
            let isTest = relative.hasPrefix("tests/") && relative.hasSuffix(".swift")
            guard isPolicy || isTest else { continue }
            let path = folder + "/" + relative
            let real: String
            switch entry.kind {
            case .folder:
                continue
            case .other:
                throw PackError("\(path): not a regular file")
            case .link:
                // a link is read only when it resolves inside the pack; a linked folder is never walked
                real = try PackPaths.resolveInside(root + "/" + relative, root: root, shown: path)
                switch PackPaths.kind(of: real) {
                case .file: break
                case .folder: continue
                case .link, .other, nil: throw PackError("\(path): not a regular file")
                }
            case .file:
                real = root + "/" + relative
            }
            guard let contents = FileManager.default.contents(atPath: real) else { throw PackError("\(path): cannot read") }
            let file = PackFile(path: displayName + "/" + relative, text: String(decoding: contents, as: UTF8.self))
            if isPolicy { policyFiles.append(file) } else { testFiles.append(file) }
        }
        return Pack(manifest: manifest, origin: origin, policyFiles: policyFiles.sorted { $0.path < $1.path },
                    testFiles: testFiles.sorted { $0.path < $1.path }, folder: folder)
    }

    /// The manifest, read strictly (JSONInput): a syntax error, a duplicate, unknown or wrongly typed key, a missing
    /// field or a version that is not semantic is an error at its line and column.
    static func decodeManifest(_ data: Data, path: String) throws -> PackManifest {
        let manifest: PackManifest
        do {
            manifest = try parseManifest(Array(data), path: path)
        } catch {
            throw PackError(error.description, rendered: true)
        }
        return try validated(manifest, path: path)
    }

    static let manifestKeys = ["name", "version", "description", "minimumToolVersion", "include", "overrides", "layers"]

    static func parseManifest(_ bytes: [UInt8], path: String) throws(JSONInputError) -> PackManifest {
        let document = try JSONDocument(bytes: bytes, name: path)
        var reader = JSONSchemaReader(document)
        guard let fields = reader.object(document.root, "", "the manifest", keys: manifestKeys, required: ["name", "version"]) else {
            try reader.finish()
            throw JSONInputError(reader.diagnostics)
        }
        let name = fields["name"].flatMap { reader.string($0, "name") }
        let version = fields["version"].flatMap { reader.string($0, "version") }
        if let version, let node = fields["version"], SemanticVersion(version) == nil {
            reader.error("version '\(JSONShown.text(version))' is not a semantic version (MAJOR.MINOR.PATCH)", at: node.span)
        }
        let minimum = fields["minimumToolVersion"].flatMap { reader.string($0, "minimumToolVersion") }
        if let minimum, let node = fields["minimumToolVersion"], SemanticVersion(minimum) == nil {
            reader.error("minimumToolVersion '\(JSONShown.text(minimum))' is not a semantic version (MAJOR.MINOR.PATCH)", at: node.span)
        }
        var manifest = PackManifest(name: name ?? "", version: version ?? "")
        manifest.description = fields["description"].flatMap { reader.string($0, "description") }
        manifest.minimumToolVersion = minimum
        manifest.include = fields["include"].flatMap { reader.strings($0, "include") }
        if let node = fields["overrides"], let members = reader.map(node, "overrides") {
            var overrides: [String: RuleOverride] = [:]
            for member in members {
                let id = member.key
                guard let settings = reader.object(member.value, "overrides.\(id)", "the override of rule '\(JSONShown.text(id))'",
                                                   keys: ["severity", "paths"]) else { continue }
                var override = RuleOverride()
                override.severity = settings["severity"].flatMap { reader.oneOf($0, "overrides.\(id).severity", ["error", "warning", "info", "off"]) }
                override.paths = settings["paths"].flatMap { reader.strings($0, "overrides.\(id).paths") }
                overrides[id] = override
            }
            manifest.overrides = overrides
        }
        if let node = fields["layers"] { manifest.layers = LayerSettings.read(node, "layers", reader: &reader, bytes: bytes) }
        try reader.finish()
        return manifest
    }

    /// The largest `pack.json` read; a real one is a few hundred bytes.
    static let maximumManifestBytes = 1 << 20

    /// The most entries a manifest's `include` may list; a real pack includes a handful.
    static let maximumIncludes = 1_000

    /// The manifest once its name and includes are checked; includes are deduplicated, first one kept, in one
    /// pass over a set (a list of millions of repeats is refused by its length before anything is resolved).
    static func validated(_ manifest: PackManifest, path: String) throws -> PackManifest {
        var manifest = manifest
        guard PackName.isValid(manifest.name) else {
            throw PackError("\(path): name '\(PackName.shown(manifest.name))' is not a pack name (\(PackName.grammar))")
        }
        guard let includes = manifest.include else { return manifest }
        guard includes.count <= maximumIncludes else {
            throw PackError("\(path): \"include\" lists \(includes.count) packs (limit \(maximumIncludes))")
        }
        var seen = Set<String>()
        var unique: [String] = []
        for include in includes where seen.insert(include).inserted {
            guard !include.isEmpty, !include.contains(where: { $0.isASCII && ($0.asciiValue ?? 0) < 0x20 }) else {
                throw PackError("\(path): include '\(PackName.shown(include))' is empty or has control characters")
            }
            unique.append(include)
        }
        manifest.include = unique
        return manifest
    }
}

/// The grammar of pack names (manifests, lock entries, includes by name).
public enum PackName {
    public static let grammar = "letters, digits, '-', '_' and '.', starting with a letter or digit, at most 100 characters"

    public static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 100, isLetterOrDigit(first) else { return false }
        return bytes.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// Untrusted text for a message: control characters escaped, cut at `limit` characters.
    static func shown(_ text: String, limit: Int = 100) -> String {
        let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
        return cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// The built-in packs, from the copies embedded in the binary.
public enum BuiltinPacks {
    public static var all: [Pack] {
        let names = Set(EmbeddedPacks.files.compactMap { $0.path.split(separator: "/").first.map(String.init) })
        return names.sorted().compactMap { try? pack(named: $0) }
    }

    public static func pack(named name: String) throws -> Pack? {
        let prefix = name + "/"
        let files = EmbeddedPacks.files.filter { $0.path.hasPrefix(prefix) }
        guard let manifestText = files.first(where: { $0.path == prefix + "pack.json" })?.text else { return nil }
        let manifest = try PackReader.decodeManifest(Data(manifestText.utf8), path: "built-in " + prefix + "pack.json")
        let policies = files.filter { $0.path.hasSuffix(".policy") }.map { PackFile(path: $0.path, text: $0.text) }
        let tests = files.filter { $0.path.hasPrefix(prefix + "tests/") && $0.path.hasSuffix(".swift") }.map { PackFile(path: $0.path, text: $0.text) }
        return Pack(manifest: manifest, origin: .builtin, policyFiles: policies, testFiles: tests, folder: nil)
    }

    /// The embedded README of a built-in pack.
    public static func readme(of name: String) -> String? {
        EmbeddedPacks.files.first { $0.path == name + "/README.md" }?.text
    }
}

/// MAJOR.MINOR.PATCH with an optional `-prerelease`, compared numerically.
public struct SemanticVersion: Comparable, Sendable, CustomStringConvertible {
    public var major: Int, minor: Int, patch: Int

    public init?(_ text: String) {
        let pieces = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        if pieces.count == 2, pieces[1].isEmpty { return nil }
        let parts = pieces[0].split(separator: ".", omittingEmptySubsequences: false)
        // digits only: Int("+1") would accept a sign
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]) else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
}
