// RepositoryConfig: `.swiftpolicy.json` at a repository's root, found by walking up from the checked paths.
// It names the packs and policy files, include/exclude path globs, per-rule overrides (severity, off, paths),
// the failure threshold and a baseline, so that `policy check` with no arguments does the team's check.

import Foundation
import PolicyLanguage
import PolicyPacks

struct RepositoryConfig: Codable, Sendable {
    static let fileName = ".swiftpolicy.json"

    var packs: [String]?
    var policies: [String]?
    /// Globs of files to check, relative to the config's folder; all `.swift` files when absent.
    var include: [String]?
    var exclude: [String]?
    /// Rule id → override.
    var rules: [String: RuleOverride]?
    var failOn: String?
    var baseline: String?

    /// The config and the folder it is in, from the nearest `.swiftpolicy.json` at or above `start`.
    static func find(from start: String) throws -> (config: RepositoryConfig, folder: String)? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        while true {
            let path = folder + "/" + fileName
            if FileManager.default.fileExists(atPath: path) { return (try load(path), folder) }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    static func load(_ path: String) throws -> RepositoryConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): cannot read the config", exitCode: .failure)
        }
        do {
            let config = try JSONDecoder().decode(RepositoryConfig.self, from: data)
            try config.validate(path)
            return config
        } catch let error as UsageError {
            throw error
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw UsageError("\(path): \"\(field)\" has the wrong type (\(context.debugDescription))")
        } catch {
            throw UsageError("\(path): not valid JSON (\(error.localizedDescription)); keys: packs, policies, include, exclude, rules, failOn, baseline")
        }
    }

    func validate(_ path: String) throws {
        let severities = ["error", "warning", "info", "off"]
        for (rule, override) in rules ?? [:] {
            if let severity = override.severity, !severities.contains(severity) {
                throw UsageError("\(path): rules.\(rule).severity is '\(severity)'; expected one of \(severities.joined(separator: ", "))")
            }
        }
        if let failOn, !["error", "warning", "info"].contains(failOn) {
            throw UsageError("\(path): failOn is '\(failOn)'; expected error, warning or info")
        }
    }
}

/// Include/exclude globs over paths relative to a root: `*` within a name, `**` across folders; a pattern
/// without `/` matches a file or folder name at any depth (`Generated` excludes every `Generated/` folder).
struct FilePattern: Sendable {
    let components: [String]
    let anchored: Bool

    init(_ pattern: String) {
        var text = pattern
        if text.hasPrefix("./") { text.removeFirst(2) }
        anchored = text.contains("/")
        components = text.split(separator: "/").map(String.init)
    }

    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/").map(String.init)
        if anchored { return Self.match(components[...], parts[...]) || Self.match(components[...] + ["**"], parts[...]) }
        return parts.contains { part in components.count == 1 && Glob.matches(components[0], part) }
    }

    /// Component-wise matching with `**`, by dynamic programming (linear in pattern × path).
    static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        let p = Array(pattern), t = Array(path)
        var table = Array(repeating: Array(repeating: false, count: t.count + 1), count: p.count + 1)
        table[0][0] = true
        for i in 0..<p.count {
            for j in 0...t.count where table[i][j] {
                if p[i] == "**" {
                    for k in j...t.count { table[i + 1][k] = true }
                } else if j < t.count, Glob.matches(p[i], t[j]) {
                    table[i + 1][j + 1] = true
                }
            }
        }
        return table[p.count][t.count]
    }
}
