// SymbolGraph: declarations → the graph policies are evaluated against. Files with their modules and
// imports; symbols (every declaration at file scope or in a member block) with stable qualified ids;
// member-of, inherits/conforms (direct and transitive through the project's own types), references and
// calls, resolved by name against the types declared in the tree; indexes by kind, name and attribute.

import SwiftDeclarations

public typealias SymbolID = Int

public struct ImportRecord: Sendable, Hashable {
    public var module: String
    /// `struct`, `func`… in `import struct Foo.Bar`; nil for a plain import.
    public var kind: String?
    public var isTestable: Bool
    public var line: Int
    public var column: Int
}

public struct SourceFile: Sendable {
    public var path: String
    /// The path below the argument it was found under (`App/Models/User.swift`); what path patterns match.
    public var relativePath: String
    /// `X` for files under `Sources/X/`, else the first folder below the root, else the root's name.
    public var module: String
    public var imports: [ImportRecord]
    public var lineCount: Int
    public var byteCount: Int
    public var diagnostics: [ParseDiagnostic]
    /// Symbols declared in this file, in source order.
    public var symbols: [SymbolID]
}

public struct Symbol: Sendable {
    public var id: SymbolID
    /// `Outer.Inner.member`; extensions are named by the extended type as written.
    public var qualifiedName: String
    public var declaration: Declaration
    public var file: Int
    /// The enclosing type or extension.
    public var parent: SymbolID?
    /// Members declared directly inside.
    public var children: [SymbolID] = []
    /// For an extension: the project type it extends, when declared in the tree.
    public var extendedType: SymbolID?

    public var kind: DeclarationKind { declaration.kind }
    public var name: String { declaration.name }
}

/// A relation between two symbols, or from a symbol to a name not declared in the tree.
public struct Edge: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case memberOf = "member-of"
        case inherits
        case conformsTransitively = "conforms-transitively"
        case references
        case calls
    }

    public enum Target: Sendable, Hashable {
        case symbol(SymbolID)
        case external(String)
    }

    public var kind: Kind
    public var source: SymbolID
    public var target: Target
}

public struct SymbolGraph: Sendable {
    public internal(set) var files: [SourceFile] = []
    public internal(set) var symbols: [Symbol] = []
    public internal(set) var edges: [Edge] = []

    // Indexes, built once with the graph.
    /// Nominal types (class, struct, enum, actor, protocol) and typealiases by simple name and by qualified name.
    public internal(set) var typesByName: [String: [SymbolID]] = [:]
    public internal(set) var symbolsByKind: [DeclarationKind: [SymbolID]] = [:]
    public internal(set) var symbolsByAttribute: [String: [SymbolID]] = [:]
    /// Extensions of each project type.
    public internal(set) var extensionsByType: [SymbolID: [SymbolID]] = [:]
    /// Every supertype name (project and external, simple names) of each nominal type and extension,
    /// through the project's own classes, protocols and extensions.
    public internal(set) var supertypes: [SymbolID: Set<String>] = [:]
    /// Project types that name each type: the reverse of `references`, by target.
    public internal(set) var referencedTypes: [SymbolID: [SymbolID]] = [:]

    public init() {}

    public subscript(id: SymbolID) -> Symbol { symbols[id] }

    public func file(of id: SymbolID) -> SourceFile { files[symbols[id].file] }

    /// The type a member belongs to: its parent, or the extended type when the parent is an extension.
    public func owningType(of id: SymbolID) -> SymbolID? {
        guard let parent = symbols[id].parent else { return nil }
        return symbols[parent].extendedType ?? parent
    }

    /// Members of a type including those declared in its extensions; for an extension, its own members.
    public func members(of id: SymbolID) -> [SymbolID] {
        var result = symbols[id].children
        for ext in extensionsByType[id] ?? [] { result += symbols[ext].children }
        return result
    }

    /// Project types named by `text` (a type as written: `[FeedService]?`, `Task<Void, Never>`, `Outer.Inner`).
    public func resolveTypes(in text: String) -> [SymbolID] {
        TypeNames.identifiers(in: text).flatMap { typesByName[$0] ?? [] }
    }

    /// Project types with this simple or qualified name.
    public func types(named name: String) -> [SymbolID] { typesByName[name] ?? [] }
}

/// Reads type names out of type text without a full parse.
public enum TypeNames {
    /// Identifier runs that start with a letter or `_`, dotted runs kept whole (`Outer.Inner`): the names a
    /// type text mentions. Keywords like `some`, `any`, `inout` are dropped.
    public static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty, !ignored.contains(current), let first = current.utf8.first, first != UInt8(ascii: ".") {
                result.append(current.hasSuffix(".") ? String(current.dropLast()) : current)
            }
            current = ""
        }
        for scalar in text.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || (!current.isEmpty && (scalar.properties.numericType != nil || scalar == ".")) {
                current.unicodeScalars.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    static let ignored: Set<String> = ["some", "any", "inout", "each", "repeat", "sending", "borrowing", "consuming",
                                       "async", "throws", "rethrows", "Self", "Any", "Type", "Protocol", "escaping",
                                       "unchecked", "autoclosure"]

    /// `Foo<Bar>` → `Foo`, `@unchecked Sendable` → `Sendable`, `Swift.Error` → `Swift.Error`: the named type of an
    /// inheritance entry, without generic arguments or attributes. Compositions give several.
    public static func inheritedNames(_ entry: String) -> [String] {
        entry.split(separator: "&").map { part in
            var text = part.trimmingSpaces()
            while text.hasPrefix("@") {
                if let space = text.firstIndex(of: " ") { text = String(text[space...]).trimmingSpaces() } else { break }
            }
            if text.hasPrefix("~") { text = String(text.dropFirst()) }
            if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
            return text.trimmingSpaces()
        }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
