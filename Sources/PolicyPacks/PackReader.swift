// PackReader: a pack from files — a folder on disk, or the embedded built-in copies. Reads the manifest,
// the `.policy` files and the `tests/*.swift` fixtures; refuses anything that resolves outside the folder.

import Foundation

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

    /// The manifest, with a message naming the file and what is wrong.
    static func decodeManifest(_ data: Data, path: String) throws -> PackManifest {
        let manifest: PackManifest
        do {
            manifest = try JSONDecoder().decode(PackManifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw PackError("\(path): the manifest needs a \"\(key.stringValue)\" field")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw PackError("\(path): \"\(field)\" has the wrong type: \(context.debugDescription)")
        } catch {
            throw PackError("\(path): not valid JSON (\(error.localizedDescription))")
        }
        guard SemanticVersion(manifest.version) != nil else {
            throw PackError("\(path): version '\(manifest.version)' is not a semantic version (MAJOR.MINOR.PATCH)")
        }
        if let minimum = manifest.minimumToolVersion, SemanticVersion(minimum) == nil {
            throw PackError("\(path): minimumToolVersion '\(minimum)' is not a semantic version")
        }
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
