// Template: text with `{binding}` placeholders, as written in patterns (`{name}Protocol`) and strings
// (`message "Mark {name} @MainActor"`). Placeholders expand to a bound symbol's simple name.

/// A `{name}` placeholder and where it was written.
public struct Placeholder: Sendable, Hashable {
    public var name: String
    public var span: SourceSpan

    public init(name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}

/// One piece of a template: literal text or a placeholder.
public enum TemplatePart: Sendable, Hashable {
    case literal(String)
    case placeholder(Placeholder)
}

/// Literal text interleaved with placeholders.
public struct Template: Sendable, Hashable, CustomStringConvertible {
    public var parts: [TemplatePart]

    public init(parts: [TemplatePart]) {
        self.parts = parts
    }

    /// The text as written, placeholders shown as `{name}`.
    public var text: String {
        parts.map { part -> String in
            switch part {
            case .literal(let text): return text
            case .placeholder(let placeholder): return "{\(placeholder.name)}"
            }
        }.joined()
    }

    public var description: String { text }

    /// The placeholders in order.
    public var placeholders: [Placeholder] {
        parts.compactMap { if case .placeholder(let placeholder) = $0 { return placeholder } else { return nil } }
    }

    /// The text with each placeholder replaced by `value(name)`; unknown names stay as `{name}`.
    /// The pieces are copied as bytes into one buffer: a message is expanded for every finding, and appending to a
    /// `String` piece by piece costs several times more.
    public func expanded(_ value: (String) -> String?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        for part in parts {
            switch part {
            case .literal(let literal): bytes += literal.utf8
            case .placeholder(let placeholder):
                if let known = value(placeholder.name) {
                    bytes += known.utf8
                } else {
                    bytes.append(UInt8(ascii: "{"))
                    bytes += placeholder.name.utf8
                    bytes.append(UInt8(ascii: "}"))
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text with placeholders replaced from a dictionary of bindings.
    public func expanded(with bindings: [String: String]) -> String { expanded { bindings[$0] } }
}
