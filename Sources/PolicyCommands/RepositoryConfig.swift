// RepositoryConfig: `.swiftpolicy.json` at a repository's root, found by walking up from the checked paths (no
// further than the repository root). It names the packs and policy files, include/exclude path globs, per-rule
// overrides (severity, off, paths), the packs' layers redefined, the failure threshold and a baseline, so that
// `policy check` with no arguments does the team's check. A config may come from another repository, so it is read
// strictly (JSONInput): syntax errors, duplicate, unknown and wrongly typed keys are errors at their line and column.

import Foundation
import JSONInput
import PolicyLanguage
import PolicyPacks
import SourceFiles
import SymbolGraph

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
    /// Layers of the packs redefined or extended (`"layers": {"Service": "…", "mvvm/View": {"extend": "…"}}`).
    var layers: [LayerSetting] = []
    /// Words every checked pack's `begin with a verb` takes as verbs, beside its own (`"verbs": ["upsert"]`).
    var verbs: [String] = []
    /// The file read, kept to point at a rule id under `rules` that no checked rule has (known only once the
    /// packs are loaded); nil for a config built in code.
    var document: JSONDocument?
    /// The members of `rules`, in the order written, with the place of each id.
    var ruleMembers: [JSONMember] = []

    enum CodingKeys: String, CodingKey, CaseIterable {
        case packs, policies, include, exclude, rules, failOn, baseline
    }

    /// The keys a config may have (`layers` is read by hand: its values are selectors with places).
    static let keys = ["packs", "policies", "include", "exclude", "rules", "layers", "verbs", "failOn", "baseline"]

    static let ruleSettingKeys = ["severity", "paths"]
    static let severities = ["error", "warning", "info", "off"]

    init(packs: [String]? = nil, policies: [String]? = nil, include: [String]? = nil, exclude: [String]? = nil,
         rules: [String: RuleOverride]? = nil, failOn: String? = nil, baseline: String? = nil) {
        self.packs = packs
        self.policies = policies
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.failOn = failOn
        self.baseline = baseline
    }

    /// The config and the folder it is in: the nearest `.swiftpolicy.json` at or above `start` that names packs or
    /// policies (one that names neither only tunes its folder, as a nested config of the one above), else the
    /// nearest. It looks no higher than the repository root (the nearest folder holding `.git`, a folder or a
    /// file): a config above it belongs to some other project and must not silently change this one's check.
    static func find(from start: String) throws -> (config: RepositoryConfig, folder: String)? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        var nearest: (config: RepositoryConfig, folder: String)?
        while true {
            let path = folder + "/" + fileName
            if FileManager.default.fileExists(atPath: path) {
                let config = try load(path)
                if config.packs != nil || config.policies != nil { return (config, folder) }
                if nearest == nil { nearest = (config, folder) }
            }
            if FileManager.default.fileExists(atPath: folder + "/.git") { return nearest }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nearest }
            folder = parent
        }
    }

    /// The config at `path`; every mistake in it is a usage error (exit 2) rendered with its place.
    static func load(_ path: String) throws -> RepositoryConfig {
        // a config from a pull request may be a link to any file, whose first line a parse error would show
        let folder = (path as NSString).deletingLastPathComponent
        let root = CheckOptions.gitRoot(from: folder) ?? folder
        if FileManager.default.fileExists(atPath: path), !ConfinedPath.resolvesInside(path, root: root) {
            throw UsageError("\(path): the config is a link to a file outside the repository; refusing to read it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): cannot read the config", exitCode: .failure)
        }
        do {
            return try parse(Array(data), path: path)
        } catch {
            throw UsageError(error.description, exitCode: .usage, rendered: true)
        }
    }

    /// The config in `bytes` (named `path` in errors), checked against the config's shape.
    static func parse(_ bytes: [UInt8], path: String) throws(JSONInputError) -> RepositoryConfig {
        let document = try JSONDocument(bytes: bytes, name: path)
        var reader = JSONSchemaReader(document)
        var config = RepositoryConfig()
        config.document = document
        guard let fields = reader.object(document.root, "", "the config", keys: keys) else {
            try reader.finish()
            return config
        }
        config.packs = fields["packs"].flatMap { reader.strings($0, "packs") }
        config.policies = fields["policies"].flatMap { reader.strings($0, "policies") }
        config.include = fields["include"].flatMap { reader.strings($0, "include") }
        config.exclude = fields["exclude"].flatMap { reader.strings($0, "exclude") }
        if let node = fields["rules"], let members = reader.map(node, "rules") {
            var rules: [String: RuleOverride] = [:]
            for member in members {
                let id = member.key
                let what = "the settings of rule '\(JSONShown.text(id))'"
                guard let settings = reader.object(member.value, "rules.\(id)", what, keys: ruleSettingKeys) else { continue }
                var override = RuleOverride()
                override.severity = settings["severity"].flatMap { reader.oneOf($0, "rules.\(id).severity", severities) }
                override.paths = settings["paths"].flatMap { reader.strings($0, "rules.\(id).paths") }
                rules[id] = override
            }
            config.rules = rules
            config.ruleMembers = members
        }
        if let node = fields["layers"] { config.layers = LayerSettings.read(node, "layers", reader: &reader, bytes: bytes) }
        if let node = fields["verbs"] { config.verbs = readVerbs(node, reader: &reader) }
        config.failOn = fields["failOn"].flatMap { reader.oneOf($0, "failOn", ["error", "warning", "info"]) }
        config.baseline = fields["baseline"].flatMap { reader.string($0, "baseline") }
        try reader.finish()
        return config
    }

    /// `"verbs"`: lower-case words, as a policy's `verbs` statement takes them (a name's first word is compared
    /// lower-cased); each other string is an error at its place.
    static func readVerbs(_ node: JSONNode, reader: inout JSONSchemaReader) -> [String] {
        guard let words = reader.strings(node, "verbs"), case .array(let elements) = node.value else { return [] }
        for (word, element) in zip(words, elements)
        where word.isEmpty || !word.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            reader.error("a verb is a lower-case word of letters a-z, found '\(JSONShown.text(word))'", at: element.span)
        }
        return words
    }

    /// An error at each rule id under `rules` that is not among `known` (the ids of the rules being checked),
    /// with a did-you-mean and the ids that exist; called once the packs are loaded, before any Swift is read.
    func checkRuleIDs(known: [String]) throws {
        guard let document else { return }
        var reader = JSONSchemaReader(document)
        let ids = Set(known)
        let sorted = ids.sorted()
        for member in ruleMembers where !ids.contains(member.key) {
            reader.unknown("unknown rule id '\(JSONShown.text(member.key))' under 'rules'", member.key, at: member.keySpan,
                           known: sorted, listing: "the rules checked are")
        }
        do {
            try reader.finish()
        } catch {
            throw UsageError(error.description, exitCode: .usage, rendered: true)
        }
    }
}

/// A `.swiftpolicy.json` below the check's own config: in a check from above, it applies to the files of its
/// folder. Each setting of a file comes from the nearest config that gives it: an `include` list, and each rule
/// id's settings under `rules`, from the nearest config naming them; `exclude` patterns add up from every config
/// above the file. Packs, policies, `layers`, `failOn` and `baseline` are the check's own config's.
struct NestedConfig: Sendable {
    var config: RepositoryConfig
    /// The folder it is in, absolute and standardized.
    var folder: String

    /// The configs in the checked folders below `base` (the check's own config's folder), deepest first, read
    /// before any Swift is. Hidden folders, `.build` and folders the base config excludes are not looked in;
    /// links are not followed.
    static func find(in paths: [String], below base: String, isExcluded: (String) -> Bool) throws -> [NestedConfig] {
        let baseFolder = URL(fileURLWithPath: base).standardizedFileURL.path
        var found: [NestedConfig] = []
        var seen = Set<String>()
        var pending = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .filter { $0.hasPrefix(baseFolder + "/") || $0 == baseFolder }
        while let folder = pending.popLast() {
            guard seen.insert(folder).inserted, let listing = FolderEntries.read(folder) else { continue }
            if folder != baseFolder, listing.hasConfig {
                found.append(NestedConfig(config: try RepositoryConfig.load(folder + "/" + RepositoryConfig.fileName), folder: folder))
            }
            for name in listing.folders where !name.hasPrefix(".") && !isExcluded(folder + "/" + name + "/") {
                pending.append(folder + "/" + name)
            }
        }
        return found.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// Whether `absolutePath` (standardized) is inside this config's folder.
    func covers(_ absolutePath: String) -> Bool { absolutePath.hasPrefix(folder + "/") }

    /// The settings of `rule` for the file at `absolutePath` from the nearest nested config naming the rule, with
    /// the path of the file relative to that config's folder (what its `paths` are matched against).
    static func override(_ nested: [NestedConfig], rule: String, file absolutePath: String) -> (RuleOverride, relativePath: String)? {
        for scope in nested where scope.covers(absolutePath) {
            if let override = scope.config.rules?[rule] { return (override, String(absolutePath.dropFirst(scope.folder.count + 1))) }
        }
        return nil
    }

    /// Whether some nested config turns `rule` on (names it with a severity other than `off`), so the rule is
    /// evaluated even when the check's own config turns it off.
    static func turnsOn(_ nested: [NestedConfig], rule: String) -> Bool {
        nested.contains { scope in scope.config.rules?[rule].map { $0.severity != "off" } ?? false }
    }

    /// Include/exclude over paths (a folder's ends with `/`): excluded when any config above it (the check's own,
    /// then each nested one covering it) excludes it, or when the nearest config with an `include` list does not
    /// include the file.
    static func exclusion(config: RepositoryConfig?, folder: String?, nested: [NestedConfig]) -> @Sendable (String) -> Bool {
        struct Scope: Sendable {
            var folder: String
            var includes: [FilePattern]
            var excludes: [FilePattern]
        }
        let base = folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
        let baseScope = Scope(folder: base, includes: (config?.include ?? []).map(FilePattern.init), excludes: (config?.exclude ?? []).map(FilePattern.init))
        let scopes = nested.map { Scope(folder: $0.folder, includes: ($0.config.include ?? []).map(FilePattern.init),
                                        excludes: ($0.config.exclude ?? []).map(FilePattern.init)) }
            .filter { !$0.includes.isEmpty || !$0.excludes.isEmpty }
        guard !baseScope.includes.isEmpty || !baseScope.excludes.isEmpty || !scopes.isEmpty else { return { _ in false } }
        return { path in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let isFolder = path.hasSuffix("/")
            var includeDecided = false
            for scope in scopes where absolute.hasPrefix(scope.folder + "/") {
                let relative = String(absolute.dropFirst(scope.folder.count + 1))
                if scope.excludes.contains(where: { $0.matches(relative) }) { return true }
                if !includeDecided, !scope.includes.isEmpty {
                    includeDecided = true
                    if !isFolder, !scope.includes.contains(where: { $0.matches(relative) }) { return true }
                }
            }
            // the check's own config: paths outside its folder are matched as given (as before nesting existed)
            var relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : path
            if relative.hasSuffix("/") { relative.removeLast() }
            if baseScope.excludes.contains(where: { $0.matches(relative) }) { return true }
            if !includeDecided, !isFolder, !baseScope.includes.isEmpty, !baseScope.includes.contains(where: { $0.matches(relative) }) {
                return true
            }
            return false
        }
    }

    /// The rule-id check of the check's own config and of each nested one that names no packs or policies of its
    /// own (a nested config that does may tune rules only its own check has), every error at once.
    static func checkRuleIDs(config: RepositoryConfig, nested: [NestedConfig], known: [String]) throws {
        var problems: [String] = []
        for scope in [config] + nested.map(\.config).filter({ $0.packs == nil && $0.policies == nil }) {
            do {
                try scope.checkRuleIDs(known: known)
            } catch let error as UsageError {
                problems.append(error.message)
            }
        }
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "\n"), exitCode: .usage, rendered: true) }
    }
}

/// One folder's subfolders (links not followed) and whether it holds a config, read with `opendir`/`readdir` and
/// the kinds the entries report (a `stat` per entry through Foundation made this walk ten times slower than the
/// source walk it precedes).
private struct FolderEntries {
    var folders: [String] = []
    var hasConfig = false

    static func read(_ path: String) -> FolderEntries? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var listing = FolderEntries()
        while let entry = readdir(folder) {
            // read in place up to the terminating zero: a record is only as long as its name
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                UnsafeMutableRawPointer(field).withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            if name == RepositoryConfig.fileName { listing.hasConfig = true }
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR):
                listing.folders.append(name)
            case Int(DT_UNKNOWN):
                // a file system that does not report kinds: ask, without following a link
                var info = stat()
                if lstat(path + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { listing.folders.append(name) }
            default:
                break
            }
        }
        return listing
    }
}

/// What a check says about its config: which one was used, and why a check of nothing checked nothing.
enum ConfigReport {
    /// `config: PATH` (or `config: none`), then the nested configs applied, for `--stats` and the text report.
    static func line(configFolder: String?, nested: [NestedConfig] = []) -> String {
        "config: " + (configFolder.map { $0 + "/" + RepositoryConfig.fileName } ?? "none")
            + (nested.isEmpty ? "" : "; nested: " + nested.map { $0.folder + "/" + RepositoryConfig.fileName }.sorted().joined(separator: ", "))
    }

    /// Whether the config is outside every checked folder (found by walking up), so the reader may not expect it.
    static func isAbove(configFolder: String, paths: [String]) -> Bool {
        let folder = URL(fileURLWithPath: configFolder).standardizedFileURL.path
        return paths.contains { URL(fileURLWithPath: $0).standardizedFileURL.path != folder }
    }

    /// The warning for a check that read no file: the Swift files the paths hold, and how many each exclude
    /// pattern (and include list) of the config and of the nested configs took away.
    static func noFilesWarning(paths: [String], config: RepositoryConfig?, configFolder: String?,
                               nested: [NestedConfig] = []) -> String {
        let found = SourceTree.discover(paths).files.map(\.path)
        let shownPaths = paths.joined(separator: ", ")
        guard !found.isEmpty else { return "policy: warning: 0 files checked: no Swift files under \(shownPaths)\n" }
        let absolute = found.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var causes: [String] = []
        /// The causes in one config: `relative` gives a file's path relative to its folder, nil for files outside it.
        func addCauses(of config: RepositoryConfig?, named name: String, relative: (Int) -> String?) {
            let paths = found.indices.compactMap(relative)
            for pattern in config?.exclude ?? [] {
                let matcher = FilePattern(pattern)
                let count = paths.filter { matcher.matches($0) }.count
                if count > 0 { causes.append("exclude \"\(pattern)\"\(name) (\(counted(count)))") }
            }
            if let include = config?.include, !include.isEmpty {
                let patterns = include.map(FilePattern.init)
                let count = paths.filter { path in !patterns.contains { $0.matches(path) } }.count
                if count > 0 {
                    causes.append("include [\(include.map { "\"\($0)\"" }.joined(separator: ", "))]\(name) leaves out \(counted(count))")
                }
            }
        }
        let base = configFolder.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
        addCauses(of: config, named: "") { index in
            absolute[index].hasPrefix(base + "/") ? String(absolute[index].dropFirst(base.count + 1)) : found[index]
        }
        for scope in nested {
            addCauses(of: scope.config, named: " of \(scope.folder)/\(RepositoryConfig.fileName)") { index in
                scope.covers(absolute[index]) ? String(absolute[index].dropFirst(scope.folder.count + 1)) : nil
            }
        }
        let source = configFolder.map { " by \($0)/\(RepositoryConfig.fileName)" + (nested.isEmpty ? "" : " and the configs below it") } ?? ""
        guard !causes.isEmpty else {
            return "policy: warning: 0 files checked: none of the \(counted(found.count)) under \(shownPaths) was read\n"
        }
        let all = found.count == 1 ? "the only Swift file under \(shownPaths) is" : "all \(counted(found.count)) under \(shownPaths) are"
        return "policy: warning: 0 files checked: \(all) excluded\(source): " + causes.joined(separator: "; ") + "\n"
    }

    private static func counted(_ count: Int) -> String { count == 1 ? "1 Swift file" : "\(count) Swift files" }
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
