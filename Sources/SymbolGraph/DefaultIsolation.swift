// DefaultIsolation: which Swift files a project compiles with the main actor as their default isolation (Swift 6.2,
// SE-0466), so that a class written without `@MainActor` there is still main-actor isolated. Read from the build
// manifests as text (lexed, never run): a SwiftPM target whose `swiftSettings` hold `.defaultIsolation(MainActor.self)`
// covers its folder (`path:`, else `Sources/<name>`, `Tests/<name>` for a test target); an Xcode project whose every
// `SWIFT_DEFAULT_ACTOR_ISOLATION` setting is `MainActor` covers the folder holding the `.xcodeproj`. A package's own
// folder is nonisolated unless a target says otherwise, and the innermost folder decides, so a package inside an
// app's project keeps its own setting. An Xcode project whose targets disagree covers, for each target, the folders
// it compiles as synchronized groups (`XcodeProject`); files a target lists one by one are not followed.

import Foundation
import SwiftLexer

public struct DefaultIsolation: Sendable {
    /// Folders (standardized absolute paths ending in `/`, as UTF-8 bytes: every file's path is compared with each)
    /// and whether their Swift files default to the main actor.
    public private(set) var folders: [(path: [UInt8], mainActor: Bool)] = []
    /// Where relative paths start, read once: asking the system per file costs more than the rest of the lookup.
    private let currentDirectory = FileManager.default.currentDirectoryPath

    public init() {}

    /// The settings of `manifests` (paths of `Package.swift` and `project.pbxproj` files) and of those in the folders
    /// that hold `roots` (a check of `Sources/App` still reads the package's manifest).
    public static func read(manifests: [String], roots: [String]) -> DefaultIsolation {
        var all = manifests.map { Self.absolute($0) }
        for root in roots { all += manifestsAbove(Self.absolute(root)) }
        var isolation = DefaultIsolation()
        var seen = Set<String>()
        for manifest in all where seen.insert(manifest).inserted {
            guard let data = FileManager.default.contents(atPath: manifest) else { continue }
            let bytes = Array(data)
            if manifest.hasSuffix("/project.pbxproj") {
                // the folder holding the `.xcodeproj`
                let projectFolder = ((manifest as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                switch xcodeProjectSetting(bytes) {
                case .unset:
                    // most projects: nothing to read the whole property list for
                    continue
                case .uniform(let mainActor):
                    isolation.add(folder: projectFolder, mainActor: mainActor)
                case .mixed:
                    // targets that disagree: each synchronized folder takes its targets' setting
                    for (folder, mainActor) in XcodeProject.folderIsolation(bytes).sorted(by: { $0.key < $1.key }) {
                        isolation.add(folder: (projectFolder as NSString).appendingPathComponent(folder), mainActor: mainActor)
                    }
                }
            } else {
                let package = (manifest as NSString).deletingLastPathComponent
                isolation.add(folder: package, mainActor: false)
                for target in packageTargets(bytes) where target.mainActor != nil {
                    let folder = target.path ?? (target.isTest ? "Tests/" : "Sources/") + target.name
                    isolation.add(folder: (package as NSString).appendingPathComponent(folder), mainActor: target.mainActor ?? false)
                }
            }
        }
        return isolation
    }

    /// Whether the file at `path` defaults to the main actor: the innermost folder that holds it and has a setting.
    public func isMainActorByDefault(_ path: String) -> Bool {
        // most projects set no main-actor default: no file needs its path made absolute
        guard folders.contains(where: \.mainActor) else { return false }
        let file = Array(Self.absolute(path, from: currentDirectory).utf8)
        var best: (length: Int, mainActor: Bool)?
        // compared as bytes: String's hasPrefix compares Characters, paid per folder and path
        for folder in folders where folder.path.count > (best?.length ?? -1) && Self.startsWith(file, folder.path) {
            best = (folder.path.count, folder.mainActor)
        }
        return best?.mainActor ?? false
    }

    /// `isMainActorByDefault` of each path, asked once per folder: the files of a folder share their answer (and
    /// mostly come one after another, so the folder just asked is compared first, as bytes).
    public func mainActorDefaults(of paths: [String]) -> [Bool] {
        guard folders.contains(where: \.mainActor) else { return paths.map { _ in false } }
        var byFolder: [[UInt8]: Bool] = [:]
        var last: (folder: [UInt8], answer: Bool)?
        return paths.map { path in
            let bytes = Array(path.utf8)
            let folder = Array(bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
            if let last, last.folder == folder { return last.answer }
            let answer = byFolder[folder] ?? isMainActorByDefault(path)
            byFolder[folder] = answer
            last = (folder, answer)
            return answer
        }
    }

    /// Whether `bytes` begin with `prefix`, compared with memcmp.
    static func startsWith<Bytes: ContiguousBytes>(_ bytes: Bytes, _ prefix: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { bytes in
            prefix.withUnsafeBytes { prefix in
                guard bytes.count >= prefix.count else { return false }
                guard let base = bytes.baseAddress, let start = prefix.baseAddress else { return prefix.isEmpty }
                return memcmp(base, start, prefix.count) == 0
            }
        }
    }

    private mutating func add(folder: String, mainActor: Bool) {
        let path = Self.absolute(folder)
        let key = path.hasSuffix("/") ? path : path + "/"
        // a target's own setting wins over its package's default for the same folder
        let bytes = Array(key.utf8)
        folders.removeAll { $0.path == bytes && !$0.mainActor }
        if !folders.contains(where: { $0.path == bytes }) { folders.append((bytes, mainActor)) }
    }

    /// `path` from the root, without `.` and `..` components; worked out on the text (Foundation's URL
    /// standardization costs a hundred times more, paid per file).
    static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        let full = Array((path.hasPrefix("/") ? path : directory + "/" + path).utf8)
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        // the result is built in place: each component is appended after a slash, and `..` cuts back to the slash
        // before the last one
        var result: [UInt8] = []
        result.reserveCapacity(full.count)
        var start = 0
        while start < full.count {
            let end = full[start...].firstIndex(of: slash) ?? full.count
            let length = end - start
            if length == 2, full[start] == dot, full[start + 1] == dot {
                result.removeSubrange((result.lastIndex(of: slash) ?? 0)...)
            } else if length > 0, !(length == 1 && full[start] == dot) {
                result.append(slash)
                result.append(contentsOf: full[start..<end])
            }
            start = end + 1
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }

    /// `Package.swift` and the `project.pbxproj` of each `.xcodeproj` in `folder` and the folders above it.
    static func manifestsAbove(_ start: String) -> [String] {
        var found: [String] = []
        var folder = start
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        // bounded: a path has only so many components
        for _ in 0..<64 {
            let package = (folder as NSString).appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: package) { found.append(package) }
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasSuffix(".xcodeproj") {
                let project = ((folder as NSString).appendingPathComponent(entry) as NSString).appendingPathComponent("project.pbxproj")
                if FileManager.default.fileExists(atPath: project) { found.append(project) }
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return found
    }

    /// What the `SWIFT_DEFAULT_ACTOR_ISOLATION` settings of a project file say, all of them together.
    enum ProjectSetting: Equatable {
        /// The project sets no default isolation.
        case unset
        /// Every setting is `MainActor` (true), or every one is something else (false).
        case uniform(mainActor: Bool)
        /// The settings disagree: each target's folders are read from the property list.
        case mixed
    }

    /// The default isolation a project file's settings give, read line by line.
    static func xcodeProjectSetting(_ bytes: [UInt8]) -> ProjectSetting {
        // most projects set no default isolation: the whole file is searched once for a mention of one
        guard ByteText.contains("SWIFT_DEFAULT_ACTOR_ISOLATION", in: bytes) || ByteText.contains("-default-isolation", in: bytes)
        else { return .unset }
        let keys = ["SWIFT_DEFAULT_ACTOR_ISOLATION", "OTHER_SWIFT_FLAGS"].map { Array($0.utf8) }
        var values = Set<String>()
        for lineBytes in bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            // a project file has many thousand lines: only those that begin with a key become text
            let start = lineBytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x22 }) ?? lineBytes.endIndex
            guard keys.contains(where: { lineBytes[start...].starts(with: $0) }) else { continue }
            let line = String(decoding: lineBytes, as: UTF8.self)
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
            switch parts[0].trimmingCharacters(in: .whitespaces) {
            case "SWIFT_DEFAULT_ACTOR_ISOLATION": values.insert(value)
            case "OTHER_SWIFT_FLAGS": if let flag = isolationFlag(in: value) { values.insert(flag) }
            default: continue
            }
        }
        // none read line by line (a project file not written one setting per line), or several: per target
        guard values.count == 1, let value = values.first else { return .mixed }
        return .uniform(mainActor: value == "MainActor")
    }

    /// The isolation a compiler flag sets (`-default-isolation MainActor`, as some projects write it in
    /// OTHER_SWIFT_FLAGS instead of the build setting), or nil.
    static func isolationFlag(in flags: String) -> String? {
        let words = flags.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "," || $0 == "(" || $0 == ")" })
        for (index, word) in words.enumerated() {
            if word == "-default-isolation", index + 1 < words.count { return String(words[index + 1]) }
            if word.hasPrefix("-default-isolation=") { return String(word.dropFirst("-default-isolation=".count)) }
        }
        return nil
    }

    struct PackageTarget: Equatable {
        var name: String
        var path: String?
        var isTest: Bool
        /// `.defaultIsolation(MainActor.self)`: true; `.defaultIsolation(nil)`: false; none: nil.
        var mainActor: Bool?
    }

    /// The targets of a package manifest: each `.target(…)`, `.executableTarget(…)` or `.testTarget(…)` call with its
    /// `name:`, `path:` and default isolation, read from the tokens inside its parentheses.
    static func packageTargets(_ bytes: [UInt8]) -> [PackageTarget] {
        let tokens = Lexer.tokenize(bytes).tokens
        func text(_ index: Int) -> String {
            String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
        }
        func string(at index: Int) -> String? {
            guard index < tokens.count, tokens[index].kind == .stringSegment else { return nil }
            return text(index).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        let kinds = ["target": false, "executableTarget": false, "testTarget": true]
        var targets: [PackageTarget] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier, let isTest = kinds[text(index + 1)],
                  tokens[index + 2].kind == .leftParen else { continue }
            var target = PackageTarget(name: "", path: nil, isTest: isTest, mainActor: nil)
            var depth = 0
            var inner = index + 2
            while inner < tokens.count {
                switch tokens[inner].kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                if depth == 0 { break }
                // `name:` and `path:` of the call itself, not of a nested one (a `.product(name:…)` dependency)
                if depth == 1, tokens[inner].kind == .identifier, inner + 2 < tokens.count, tokens[inner + 1].kind == .colon {
                    switch text(inner) {
                    case "name": target.name = string(at: inner + 2) ?? target.name
                    case "path": target.path = string(at: inner + 2)
                    default: break
                    }
                }
                if tokens[inner].kind == .identifier, text(inner) == "defaultIsolation", inner + 2 < tokens.count,
                   tokens[inner + 1].kind == .leftParen {
                    target.mainActor = text(inner + 2) == "MainActor"
                }
                inner += 1
            }
            if !target.name.isEmpty { targets.append(target) }
        }
        return targets
    }
}
