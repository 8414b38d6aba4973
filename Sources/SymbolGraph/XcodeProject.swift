// XcodeProject: the little an Xcode project file (`project.pbxproj`, an old-style property list) says about which
// folders compile with which default actor isolation: each native target's `SWIFT_DEFAULT_ACTOR_ISOLATION` (its
// build configurations', else the project's) and the folders it compiles as file-system synchronized groups (Xcode
// 16's folders). Read by `DefaultIsolation`; a project file is untrusted text, so the reader is bounded and total.

/// A value of an old-style property list: a string, a list or a dictionary.
indirect enum PropertyListValue: Equatable {
    case string(String)
    case list([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var list: [PropertyListValue] {
        if case .list(let items) = self { return items }
        return []
    }

    subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }
}

enum XcodeProject {
    /// The default isolation of each folder some target compiles through a synchronized group, relative to the folder
    /// holding the `.xcodeproj`: true for `MainActor`, false for anything else; a folder two targets disagree on, or
    /// a target whose configurations disagree, is left out.
    static func folderIsolation(_ bytes: [UInt8]) -> [String: Bool] {
        var reader = PropertyListReader(bytes: bytes)
        guard let root = reader.value(), case .dictionary(let objects)? = root["objects"] else { return [:] }
        func object(_ id: PropertyListValue?) -> PropertyListValue? { id?.string.flatMap { objects[$0] } }
        /// The setting all configurations of a list agree on; nil when none sets it or they disagree.
        func setting(ofList list: PropertyListValue?) -> String?? {
            let values = Set((object(list)?["buildConfigurations"]?.list ?? []).map { configuration -> String? in
                let settings = object(configuration)?["buildSettings"]
                if let setting = settings?["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.string { return setting }
                // or as a compiler flag, a string or a list of words
                let flags = settings?["OTHER_SWIFT_FLAGS"]
                return (flags?.string ?? flags?.list.compactMap(\.string).joined(separator: " ")).flatMap(DefaultIsolation.isolationFlag)
            })
            guard values.count == 1, let only = values.first else { return values.isEmpty ? .some(nil) : nil }
            return .some(only)
        }
        let project = objects.values.first { $0["isa"]?.string == "PBXProject" }
        let projectSetting = project.map { setting(ofList: $0["buildConfigurationList"]) } ?? .some(nil)
        var folders: [String: Bool?] = [:]
        for target in objects.values where target["isa"]?.string == "PBXNativeTarget" {
            // a target's configurations that say nothing take the project's
            guard let own = setting(ofList: target["buildConfigurationList"]) else { continue }
            let value = own ?? projectSetting ?? nil
            let mainActor = value.map { $0 == "MainActor" }
            for group in target["fileSystemSynchronizedGroups"]?.list ?? [] {
                guard let path = object(group)?["path"]?.string else { continue }
                if let known = folders[path], known != mainActor { folders[path] = .some(nil) } else { folders[path] = mainActor }
            }
        }
        return folders.compactMapValues { $0 }
    }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b )`, quoted or bare strings, `/* */` and `//`
/// comments. Nesting is bounded; anything unexpected ends the value read so far.
struct PropertyListReader {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func value() -> PropertyListValue? {
        skipSpace()
        guard position < bytes.count, depth < 64 else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            depth += 1
            defer { depth -= 1 }
            var entries: [String: PropertyListValue] = [:]
            while true {
                skipSpace()
                guard position < bytes.count else { return .dictionary(entries) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                guard let key = string() else { return .dictionary(entries) }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return .dictionary(entries) }
                position += 1
                guard let item = value() else { return .dictionary(entries) }
                entries[key] = item
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
            }
        case UInt8(ascii: "("):
            position += 1
            depth += 1
            defer { depth -= 1 }
            var items: [PropertyListValue] = []
            while true {
                skipSpace()
                guard position < bytes.count else { return .list(items) }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .list(items)
                }
                guard let item = value() else { return .list(items) }
                items.append(item)
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        default:
            return string().map(PropertyListValue.string)
        }
    }

    /// A quoted string (with `\` escapes kept as the character after them) or a bare word.
    /// Strings are decoded from the bytes in place; only a quoted one with escapes is copied.
    private mutating func string() -> String? {
        guard position < bytes.count else { return nil }
        let start = position
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            var escaped: [UInt8]?
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    if escaped == nil { escaped = Array(bytes[(start + 1)..<position]) }
                    position += 1
                }
                escaped?.append(bytes[position])
                position += 1
            }
            let text = escaped.map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: bytes[(start + 1)..<min(position, bytes.count)], as: UTF8.self)
            position += 1
            return text
        }
        while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }
}
