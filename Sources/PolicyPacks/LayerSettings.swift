// LayerSettings: the `layers` object of a repository config or a pack manifest, which redefines (`"Service": "…"`)
// or extends (`"Service": {"extend": "…"}`) a pack's layer without copying the pack; `"mvvm/Service"` names one
// pack's layer. Each selector is parsed here with the policy language's parser, and every position in it (a parse
// error now, an unknown layer or a cycle once the packs are checked) is mapped back into the JSON string, so the
// error points at its place in the file with a caret.

import JSONInput
import PolicyLanguage

/// One entry of a `layers` object.
public struct LayerSetting: Sendable, Hashable {
    /// The pack a qualified key names (`mvvm` of `mvvm/Service`); nil for a bare layer name (every pack having it).
    public var pack: String?
    public var layer: String
    /// `replace` for a string, `extend` for `{"extend": …}`.
    public var mode: LayerOverride.Mode
    public var selector: SymbolSelector
    /// The selector as written (the JSON string, unescaped).
    public var text: String
    /// The source the selector was parsed from: diagnostics with this file name point into `text`.
    public var source: PolicySource
    /// The key's place, for an unknown layer or pack.
    public var keySpan: SourceSpan
    public var keyLine: String
    /// Where the JSON string holding the selector starts (its opening quote), and the bytes between its quotes.
    public var valueSpan: SourceSpan
    public var valueLine: String
    public var rawValue: [UInt8]

    /// The key as written: `Service` or `mvvm/Service`.
    public var key: String { pack.map { $0 + "/" + layer } ?? layer }

    /// `file:line` of the setting, as `policy layers` and `explain` show where a definition came from.
    public var origin: String { "\(keySpan.file):\(keySpan.line)" }

    /// The span in the JSON file of `span`, a span in `source` (the selector's text): the bytes the selector's text
    /// came from, escapes counted as written (`\"` is two bytes there, one in the selector). JSON strings hold no
    /// raw line break, so the whole selector is on the string's line.
    public func fileSpan(of span: SourceSpan) -> SourceSpan {
        let starts = Self.rawStarts(of: rawValue)
        let last = starts.count - 1
        let start = starts[max(0, min(span.offset, last))]
        let end = starts[max(0, min(span.endOffset, last))]
        return SourceSpan(file: valueSpan.file, line: valueSpan.line, column: valueSpan.column + 1 + start,
                          length: max(1, end - start), offset: valueSpan.offset + 1 + start)
    }

    /// A diagnostic about the selector (its file is `source.name`) moved into the JSON file; others are kept.
    public func mapped(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.span.file == source.name else { return diagnostic }
        var moved = diagnostic
        moved.span = fileSpan(of: diagnostic.span)
        moved.sourceLine = valueLine
        moved.notes = diagnostic.notes.map { note in
            guard let span = note.span, span.file == source.name else { return note }
            var movedNote = note
            movedNote.span = fileSpan(of: span)
            movedNote.sourceLine = valueLine
            return movedNote
        }
        return moved
    }

    /// For each byte of the unescaped text, the offset in `raw` of the character or escape it came from, and
    /// one more entry for the end.
    static func rawStarts(of raw: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index < raw.count {
            let start = index
            var produced = 1
            if raw[index] == UInt8(ascii: "\\"), index + 1 < raw.count {
                if raw[index + 1] == UInt8(ascii: "u") {
                    let scalar = hexValue(raw, at: index + 2)
                    index += 6
                    if (0xD800..<0xDC00).contains(scalar), index + 1 < raw.count, raw[index] == UInt8(ascii: "\\") {
                        index += 6
                        produced = 4
                    } else {
                        produced = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : 3
                    }
                } else {
                    index += 2
                }
            } else {
                index += 1
            }
            starts += Array(repeating: start, count: produced)
        }
        starts.append(min(index, raw.count))
        return starts
    }

    private static func hexValue(_ raw: [UInt8], at start: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in start..<min(start + 4, raw.count) {
            let byte = raw[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: digit = 0
            }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}

public enum LayerSettings {
    /// The keys of an object value: `{"extend": "…"}`.
    static let objectKeys = ["extend"]

    /// The entries of the `layers` object `node` of `document` (whose bytes are `bytes`), at key path `path`. Each
    /// mistake — a key that is not `Layer` or `pack/Layer`, a value that is neither a string nor `{"extend": …}`, a
    /// selector that does not parse — is collected in `reader` at its place; entries with mistakes are left out.
    public static func read(_ node: JSONNode, _ path: String, reader: inout JSONSchemaReader, bytes: [UInt8]) -> [LayerSetting] {
        guard let members = reader.map(node, path) else { return [] }
        let document = reader.document
        var settings: [LayerSetting] = []
        for member in members {
            let parts = member.key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 2, let layer = parts.last, isLayerName(layer), parts.count == 1 || PackName.isValid(parts[0]) else {
                reader.error("'\(JSONShown.text(member.key))' under '\(path)' is not a layer name: write 'Layer' or 'pack/Layer' "
                    + "(a layer name is letters, digits and '_', starting with a letter)", at: member.keySpan)
                continue
            }
            var mode = LayerOverride.Mode.replace
            var valueNode = member.value
            if case .object = member.value.value {
                guard let fields = reader.object(member.value, "\(path).\(member.key)", "the setting of layer '\(JSONShown.text(member.key))'",
                                                 keys: objectKeys, required: objectKeys), let extend = fields["extend"] else { continue }
                mode = .extend
                valueNode = extend
            }
            guard case .string(let text) = valueNode.value else {
                reader.wrongType(valueNode, "\(path).\(member.key)", expected: "a selector string or {\"extend\": \"selector\"}")
                continue
            }
            let name = document.name + "#" + path + "." + member.key
            let source = PolicySource(name: name, text: text)
            let rawStart = min(bytes.count, valueNode.span.offset + 1)
            let rawEnd = max(rawStart, min(bytes.count, valueNode.span.endOffset - 1))
            var setting = LayerSetting(pack: parts.count == 2 ? parts[0] : nil, layer: layer, mode: mode,
                                       selector: SymbolSelector(kind: .all([]), span: valueNode.span), text: text, source: source,
                                       keySpan: member.keySpan, keyLine: document.lineText(member.keySpan.line),
                                       valueSpan: valueNode.span, valueLine: document.lineText(valueNode.span.line),
                                       rawValue: Array(bytes[rawStart..<rawEnd]))
            let (rule, diagnostics) = PolicyParser.parseQuery(source)
            for diagnostic in diagnostics { reader.report(setting.mapped(diagnostic)) }
            guard let rule, !diagnostics.contains(where: \.isError) else { continue }
            setting.selector = rule.assertion.selector
            settings.append(setting)
        }
        return settings
    }

    static func isLayerName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}
