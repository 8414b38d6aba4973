// PackReader: a pack from files — a folder on disk, or the embedded built-in copies. Reads the manifest,
// the `.policy` files and the `tests/*.swift` fixtures; refuses anything that resolves outside the folder.

import Foundation
import JSONInput

enum PackReader {
    static func read(folder: String, origin: PackOrigin, displayName: String) throws -> Pack {
        let fm = FileManager.default
        let root = (folder as NSString).resolvingSymlinksInPath
        let manifestPath = folder + "/pack.json"
        guard let data = fm.contents(atPath: manifestPath) else { throw PackError("\(manifestPath): cannot read the pack manifest") }
        let manifest = try decodeManifest(data, path: manifestPath)
        var policyFiles: [PackFile] = []
        var testFiles: [PackFile] = []
        guard let enumerator = fm.enumerator(atPath: folder) else { throw PackError("\(folder): cannot list the pack") }
        while let relative = enumerator.nextObject() as? String {
            let isPolicy = relative.hasSuffix(".policy")
            let isTest = relative.hasPrefix("tests/") && relative.hasSuffix(".swift")
            guard isPolicy || isTest else { continue }
            let path = folder + "/" + relative
            let real = (path as NSString).resolvingSymlinksInPath
            guard real == root || real.hasPrefix(root + "/") else {
                throw PackError("\(path): resolves outside the pack (\(real)); pack files must stay inside the pack folder")
            }
            guard let contents = fm.contents(atPath: path) else { throw PackError("\(path): cannot read") }
            let file = PackFile(path: displayName + "/" + relative, text: String(decoding: contents, as: UTF8.self))
            if isPolicy { policyFiles.append(file) } else { testFiles.append(file) }
        }
        return Pack(manifest: manifest, origin: origin, policyFiles: policyFiles.sorted { $0.path < $1.path },
                    testFiles: testFiles.sorted { $0.path < $1.path }, folder: folder)
    }

    /// The manifest, read strictly (JSONInput): a syntax error, a duplicate, unknown or wrongly typed key, a missing
    /// field or a version that is not semantic is an error at its line and column.
    static func decodeManifest(_ data: Data, path: String) throws -> PackManifest {
        do {
            return try parseManifest(Array(data), path: path)
        } catch {
            throw PackError(error.description, rendered: true)
        }
    }

    static let manifestKeys = ["name", "version", "description", "minimumToolVersion", "include", "overrides"]

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
        try reader.finish()
        return manifest
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
