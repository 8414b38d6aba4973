// ConfigEditing: `policy pack add` enables the pack it locked in the repository config, so a bare `policy check`
// uses it. The config is edited as text: the name goes into the "packs" list and every other byte stays as the
// team wrote it (their layout, key order and spacing).

import JSONInput

enum ConfigEditing {
    /// The config's bytes with `pack` in its "packs" list, or nil when it is there already. A config that does not
    /// parse, or whose "packs" is not a list, is an error at its place.
    static func addingPack(_ pack: String, to bytes: [UInt8], path: String) throws -> [UInt8]? {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes, name: path)
        } catch {
            throw UsageError(error.description, rendered: true)
        }
        guard case .object(let members) = document.root.value else {
            throw UsageError(document.error("expected the config to be an object", at: document.root.span).rendered(), rendered: true)
        }
        let quoted = "\"" + pack + "\""
        guard let packs = members.first(where: { $0.key == "packs" }) else {
            guard let first = members.first else { return Array("{\"packs\": [\(quoted)]}\n".utf8) }
            // before the first key, on a line of its own with that key's indentation when the key starts a line
            var lineStart = first.keySpan.offset
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            let ownLine = lineStart > 0 && bytes[lineStart - 1] == 0x0A
            let indentation = Array(bytes[lineStart..<first.keySpan.offset])
            let insertion = Array("\"packs\": [\(quoted)],".utf8) + (ownLine ? [0x0A] + indentation : [0x20])
            return Array(bytes[..<first.keySpan.offset]) + insertion + Array(bytes[first.keySpan.offset...])
        }
        guard case .array(let elements) = packs.value.value else {
            throw UsageError(document.error("expected \"packs\" to be a list of pack names, found \(packs.value.kindDescription)",
                                            at: packs.value.span).rendered(), rendered: true)
        }
        if elements.contains(where: { if case .string(let name) = $0.value { return name == pack } else { return false } }) { return nil }
        let (offset, insertion): (Int, String) = elements.last.map { ($0.endOffset, ", " + quoted) }
            ?? (packs.value.span.offset + 1, quoted)
        return Array(bytes[..<offset]) + Array(insertion.utf8) + Array(bytes[offset...])
    }
}
