// JSONSchemaReader: reads a parsed JSON document against the shape its caller expects — objects with a fixed set
// of keys, strings, arrays of strings, one of a few words — and collects every mistake as a diagnostic at its
// place: an unknown key (with did-you-mean and the keys that exist), a wrong type (naming the expected one), a
// missing field, a value outside its set. Callers read what they need, then `finish()` throws them all at once.

import PolicyLanguage

public struct JSONSchemaReader: Sendable {
    public let document: JSONDocument
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ document: JSONDocument) { self.document = document }

    /// Throws every diagnostic collected so far, if any.
    public func finish() throws(JSONInputError) {
        guard diagnostics.isEmpty else { throw JSONInputError(diagnostics) }
    }

    public mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// An error at `span` in this document.
    public mutating func error(_ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        diagnostics.append(document.error(message, at: span, notes: notes))
    }

    /// An unknown name at `span`: an error, a did-you-mean when one is close, and the names that exist.
    public mutating func unknown(_ message: String, _ name: String, at span: SourceSpan, known: [String], listing: String) {
        var notes: [DiagnosticNote] = []
        if let close = Suggestion.closest(to: name, among: known) {
            notes.append(DiagnosticNote(severity: .help, message: "did you mean '\(JSONShown.text(close))'?"))
        }
        notes.append(DiagnosticNote(severity: .note, message: Self.listing(listing, known)))
        error(message, at: span, notes: notes)
    }

    /// `"<listing>: a, b, c"`, or the first dozen and how many more for a long list.
    static func listing(_ listing: String, _ names: [String]) -> String {
        guard !names.isEmpty else { return listing + ": none" }
        let shown = names.prefix(12).map(JSONShown.text).joined(separator: ", ")
        return listing + ": " + shown + (names.count > 12 ? ", … (\(names.count - 12) more)" : "")
    }

    // MARK: Shapes

    // `path` is where a value is, as a key path (`rules.controller-final.paths`, `exclude[2]`; empty for the whole
    // document), for messages.

    /// The members of an object whose keys must all be among `keys`, by key; nil when `node` is not an object.
    /// Each unknown key and each missing `required` key is an error (`what` names the object in them: "the
    /// config"); the known members are still returned.
    public mutating func object(_ node: JSONNode, _ path: String, _ what: String, keys: [String], required: [String] = [])
        -> [String: JSONNode]? {
        guard case .object(let members) = node.value else {
            wrongType(node, path, expected: "an object")
            return nil
        }
        var fields: [String: JSONNode] = [:]
        for member in members {
            if keys.contains(member.key) {
                fields[member.key] = member.value
            } else {
                unknown("unknown key '\(JSONShown.text(member.key))' in \(what)", member.key, at: member.keySpan, known: keys,
                        listing: "the keys of \(what) are")
            }
        }
        for key in required where fields[key] == nil && !members.contains(where: { $0.key == key }) {
            error("\(what) needs a \"\(key)\" field", at: node.span)
        }
        return fields
    }

    /// The members of an object with free keys (a map such as rule id → settings); nil when it is not an object.
    public mutating func map(_ node: JSONNode, _ path: String) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            wrongType(node, path, expected: "an object")
            return nil
        }
        return members
    }

    public mutating func array(_ node: JSONNode, _ path: String, of elements: String = "values") -> [JSONNode]? {
        guard case .array(let elements) = node.value else {
            wrongType(node, path, expected: "an array of \(elements)")
            return nil
        }
        return elements
    }

    public mutating func string(_ node: JSONNode, _ path: String) -> String? {
        guard case .string(let text) = node.value else {
            wrongType(node, path, expected: "a string")
            return nil
        }
        return text
    }

    /// An array of strings; nil when any element is not a string (each such element is an error).
    public mutating func strings(_ node: JSONNode, _ path: String) -> [String]? {
        guard let elements = array(node, path, of: "strings") else { return nil }
        var texts: [String] = []
        for (position, element) in elements.enumerated() {
            guard case .string(let text) = element.value else {
                wrongType(element, "\(path)[\(position)]", expected: "a string")
                continue
            }
            texts.append(text)
        }
        return texts.count == elements.count ? texts : nil
    }

    /// A string that must be one of `values`.
    public mutating func oneOf(_ node: JSONNode, _ path: String, _ values: [String]) -> String? {
        guard let text = string(node, path) else { return nil }
        guard values.contains(text) else {
            unknown("\(Self.name(path)) is '\(JSONShown.text(text))'", text, at: node.span, known: values, listing: "\(Self.name(path)) is one of")
            return nil
        }
        return text
    }

    /// "expected X for 'path', found Y".
    public mutating func wrongType(_ node: JSONNode, _ path: String, expected: String) {
        error("expected \(expected) for \(Self.name(path)), found \(node.kindDescription)", at: node.span)
    }

    /// `'path'`, or "the top level" for the whole document.
    public static func name(_ path: String) -> String { path.isEmpty ? "the top level" : "'\(JSONShown.text(path))'" }
}
