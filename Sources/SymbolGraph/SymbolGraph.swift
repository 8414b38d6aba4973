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
    /// The file's declarations in pre-order, as the parser read them; symbol `firstSymbol + i` is `declarations[i]`.
    public var declarations: [Declaration]
    public var firstSymbol: SymbolID
    /// The lines holding a `policy:` comment directive, with their numbers: what suppressions are read from.
    public var directiveLines: [SourceLine] = []
    /// The parameters of `declarations`, flat, as the parser made them (`FileParameters`).
    public var parameters = FileParameters()
    /// Why the file counts as generated code or an Xcode template, or nil (`GeneratedCode`).
    public var generatedMarker: String?
    /// The open-source licence its header quotes, or nil (`GeneratedCode.licence`).
    public var licence: String?
    /// The lines no build compiles, `#if false` clauses (`InactiveCode`).
    public var inactiveLines: [ClosedRange<Int>] = []
    /// Whether its project compiles it with the main actor as the default isolation (`DefaultIsolation`).
    public var isMainActorByDefault = false

    /// Symbols declared in this file, in source order.
    public var symbols: Range<SymbolID> { firstSymbol..<(firstSymbol + declarations.count) }
}

/// A declaration's place in the graph, with the few facts a scan over every symbol reads (kind, written modifiers,
/// the ends of its name and type text), copied from its declaration so that such a scan reads this small table
/// in order rather than every declaration. The rest live in its file's `declarations`: `SymbolGraph.declaration(_:)`.
/// Ids are stored in 32 bits (a graph of more than two billion symbols would not fit in memory anyway).
public struct Symbol: Sendable {
    private var storedID: Int32
    private var storedFile: Int32
    /// -1 for none.
    private var storedParent: Int32
    private var storedExtendedType: Int32
    public private(set) var modifierFlags: ModifierFlags
    public var kind: DeclarationKind
    public private(set) var nameEnds: TextEnds
    public private(set) var typeTextEnds: TextEnds
    /// Whether the var/let's type text is inferred from its initial value (none is written): only then has the
    /// declaration an inferred type to read. (In the byte of padding before `children`: the table does not grow.)
    public private(set) var typeTextIsInferred: Bool
    /// Members declared directly inside.
    public var children: [SymbolID] = []

    public var id: SymbolID {
        get { Int(storedID) }
        set { storedID = Int32(clamping: newValue) }
    }
    public var file: Int {
        get { Int(storedFile) }
        set { storedFile = Int32(clamping: newValue) }
    }
    /// The enclosing type or extension.
    public var parent: SymbolID? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
    /// For an extension: the project type it extends, when declared in the tree.
    public var extendedType: SymbolID? {
        get { storedExtendedType < 0 ? nil : Int(storedExtendedType) }
        set { storedExtendedType = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// The symbol of a declaration (read in place), placed in `file` under `parent`.
    init(id: SymbolID, of declaration: UnsafePointer<Declaration>, file: Int, parent: SymbolID?) {
        storedID = Int32(clamping: id)
        storedFile = Int32(clamping: file)
        storedParent = parent.map { Int32(clamping: $0) } ?? -1
        storedExtendedType = -1
        modifierFlags = declaration.pointee.modifierFlags
        kind = declaration.pointee.kind
        nameEnds = declaration.pointee.nameEnds
        typeTextEnds = declaration.pointee.typeTextEnds
        typeTextIsInferred = declaration.pointee.typeTextIsInferred
    }

    /// Reads the type facts again from the declaration, once the linker has given it a type from its context.
    mutating func refreshTypeFacts(from declaration: Declaration) {
        typeTextEnds = declaration.typeTextEnds
        typeTextIsInferred = declaration.typeTextIsInferred
    }
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

    public let kind: Kind
    private let storedSource: Int32
    /// A project symbol's id, or -1 minus the index of an external name in `SymbolGraph.externalNames`: twelve
    /// bytes an edge, owning nothing, and each external name kept once (graphs hold millions of edges).
    @usableFromInline let storedTarget: Int32

    public var source: SymbolID { Int(storedSource) }

    /// The project symbol the edge points to; nil for an external name (`SymbolGraph.target(of:)` gives the name).
    @inlinable public var targetSymbol: SymbolID? { storedTarget >= 0 ? Int(storedTarget) : nil }

    /// The external name's place in `SymbolGraph.externalNames`; nil for a project symbol.
    public var externalNameIndex: Int? { storedTarget < 0 ? Int(-1 - storedTarget) : nil }

    init(kind: Kind, source: SymbolID, symbol: SymbolID) {
        self.kind = kind
        storedSource = Int32(clamping: source)
        storedTarget = Int32(clamping: symbol)
    }

    init(kind: Kind, source: SymbolID, externalName index: Int) {
        self.kind = kind
        storedSource = Int32(clamping: source)
        storedTarget = -1 - Int32(clamping: index)
    }
}

/// The members with one name in one type: nearly always one, kept without an array of its own.
enum MemberList: Sendable {
    case empty
    case one(SymbolID)
    case many([SymbolID])

    var ids: [SymbolID] {
        switch self {
        case .empty: return []
        case .one(let id): return [id]
        case .many(let ids): return ids
        }
    }

    mutating func append(_ id: SymbolID) {
        switch self {
        case .empty: self = .one(id)
        case .one(let first): self = .many([first, id])
        case .many(var ids):
            self = .empty  // so that `ids` is the only reference and grows in place
            ids.append(id)
            self = .many(ids)
        }
    }
}

public struct SymbolGraph: Sendable {
    public internal(set) var files: [SourceFile] = []
    public internal(set) var symbols: [Symbol] = []
    /// Edges grouped by source, in id order (the linker appends each file's after the last).
    public internal(set) var edges: [Edge] = []
    /// The names not declared in the tree that edges point to, each once (`Edge.externalNameIndex`).
    public internal(set) var externalNames: [String] = []
    /// Where each symbol's edges start in `edges`: those of `id` are `edgeStarts[id]..<edgeStarts[id + 1]`.
    @usableFromInline var edgeStarts: [Int32] = [0]

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
    /// The symbols that name each project type: the reverse of `references`.
    public internal(set) var referencedBy: [SymbolID: [SymbolID]] = [:]
    /// Members of each type (its extensions' included) by owner and name: `memberLists[entry]` holds the
    /// members of the table's entry.
    var memberNames = NameTable()
    var memberLists: [MemberList] = []
    /// The names of `typesByName`, and the first type of each (what most lookups want, without the list, whose
    /// reference count threads resolving edges side by side would otherwise keep changing) and its list, by entry.
    var typeNames = NameTable()
    var firstTypes: [SymbolID] = []
    var typeLists: [[SymbolID]] = []

    public init() {}

    public subscript(id: SymbolID) -> Symbol { symbols[id] }

    /// The facts the parser read for a symbol.
    public func declaration(_ id: SymbolID) -> Declaration {
        let symbol = symbols[id]
        return files[symbol.file].declarations[id - files[symbol.file].firstSymbol]
    }

    @inlinable public func name(_ id: SymbolID) -> String { withDeclaration(id) { $0.pointee.name } }

    /// Reads a symbol's declaration in place. Code outside SwiftDeclarations that takes a declaration by value
    /// copies it whole (a dozen reference counts); through the pointer, only the fields it reads. Inlinable, so that
    /// the reads other modules call (`DeclarationReads.swift`) are specialized for their result type; not public,
    /// so that no pointer into the graph leaves this module.
    @inlinable func withDeclaration<R>(_ id: SymbolID, _ body: (UnsafePointer<Declaration>) -> R) -> R {
        let file = symbols.withUnsafeBufferPointer { $0[id].file }
        return files.withUnsafeBufferPointer { files in
            let index = id - files[file].firstSymbol
            return files[file].declarations.withUnsafeBufferPointer { declarations in
                guard let base = declarations.baseAddress else { preconditionFailure("a symbol's file holds its declaration") }
                return body(base + index)
            }
        }
    }

    /// Each declaration of a run of files with its symbol id, read in place: the loop of every pass that reads all
    /// the declarations (a declaration handed out by value is copied whole).
    @inlinable func forEachDeclaration(inFiles files: Range<Int>, _ visit: (SymbolID, UnsafePointer<Declaration>) -> Void) {
        for file in files {
            let first = self.files[file].firstSymbol
            self.files[file].declarations.withUnsafeBufferPointer { declarations in
                guard let base = declarations.baseAddress else { return }
                for index in declarations.indices { visit(first + index, base + index) }
            }
        }
    }

    public func file(of id: SymbolID) -> SourceFile { files[symbols[id].file] }

    /// Whether some edge from `id` to a project symbol satisfies `condition` (given the edge's kind and target).
    /// Inlinable, as it is called for every symbol a rule reads the references of: a call across modules passes
    /// the graph by copying it.
    @inlinable public func anyProjectEdge(from id: SymbolID, _ condition: (Edge.Kind, SymbolID) -> Bool) -> Bool {
        edges.withUnsafeBufferPointer { edges in
            for slot in Int(edgeStarts[id])..<Int(edgeStarts[id + 1]) {
                guard let target = edges[slot].targetSymbol else { continue }
                if condition(edges[slot].kind, target) { return true }
            }
            return false
        }
    }

    /// What an edge points to: a project symbol or an external name.
    public func target(of edge: Edge) -> Edge.Target {
        if let id = edge.targetSymbol { return .symbol(id) }
        let index = edge.externalNameIndex ?? 0
        return .external(index < externalNames.count ? externalNames[index] : "")
    }

    /// `Outer.Inner.load(id:)`: the enclosing types' names and the symbol's own, with a function's argument
    /// labels so that overloads differ. Stable across runs: the symbol's id in reports.
    public func qualifiedName(_ id: SymbolID) -> String {
        var text = displayName(id)
        var next = symbols[id].parent
        while let p = next {
            text = name(p) + "." + text
            next = symbols[p].parent
        }
        return text
    }

    /// `load(id:)` for functions, the name otherwise.
    public func displayName(_ id: SymbolID) -> String {
        withDeclaration(id) { declaration in
            switch declaration.pointee.kind {
            case .func, .`init`, .subscript, .macro:
                // appended piece by piece into one string: findings name many functions
                var text = declaration.pointee.name
                text += "("
                for parameter in declaration.pointee.parameters {
                    text += parameter.label
                    text += ":"
                }
                text += ")"
                return text
            default:
                return declaration.pointee.name
            }
        }
    }

    /// The type a member belongs to: its parent, or the extended type when the parent is an extension.
    public func owningType(of id: SymbolID) -> SymbolID? {
        guard let parent = symbols[id].parent else { return nil }
        return symbols[parent].extendedType ?? parent
    }

    /// Members of a type including those declared in its extensions; for an extension, its own members.
    public func members(of id: SymbolID) -> [SymbolID] {
        var result = symbols[id].children
        for ext in extensions(of: id) { result += symbols[ext].children }
        return result
    }

    /// The extensions of a project type, in id order; none for any other symbol. Only nominal types are extended
    /// (`Linker.attachExtensions`), so every other symbol is answered without a lookup.
    /// Inlined: rules ask it for every symbol whose references they read, and a call across modules passes the
    /// graph by copying it.
    @inlinable @inline(__always) public func extensions(of id: SymbolID) -> [SymbolID] {
        guard symbols[id].kind.isNominalType else { return [] }
        return extensionsByType[id] ?? []
    }

    /// Members of a type (its extensions' included) with this name.
    public func members(of id: SymbolID, named name: String) -> [SymbolID] {
        guard let entry = memberNames.find(name, owner: id) else { return [] }
        return memberLists[entry].ids
    }

    /// The first member of a type with this name and one of two kinds; `members(of:named:)` without an array
    /// (and without a closure, which would capture a copy of the caller for each call).
    @inline(__always) func firstMember(of id: SymbolID, named name: String, nameHash: UInt64, kind: DeclarationKind,
                                       or otherKind: DeclarationKind) -> SymbolID? {
        guard let entry = memberNames.find(name, owner: id, nameHash: nameHash) else { return nil }
        switch memberLists[entry] {
        case .empty:
            return nil
        case .one(let member):
            return symbols[member].kind == kind || symbols[member].kind == otherKind ? member : nil
        case .many(let members):
            for member in members where symbols[member].kind == kind || symbols[member].kind == otherKind { return member }
            return nil
        }
    }

    /// The first project type with this simple or qualified name.
    @inline(__always) func firstType(named name: String) -> SymbolID? {
        firstType(named: name, nameHash: NameTable.nameHash(name))
    }

    /// `typesByName[name]`, without hashing the name as the dictionary does.
    @inline(__always) func typesIfAny(named name: String) -> [SymbolID]? {
        guard let entry = typeNames.find(name) else { return nil }
        return typeLists[entry]
    }

    /// `firstType(named:)` with the name's hash computed already (`NameTable.nameHash(_:)`).
    @inline(__always) func firstType(named name: String, nameHash: UInt64) -> SymbolID? {
        guard let entry = typeNames.find(name, nameHash: nameHash) else { return nil }
        return firstTypes[entry]
    }

    /// Project types named by `text` (a type as written: `[FeedService]?`, `Task<Void, Never>`, `Outer.Inner`).
    public func resolveTypes(in text: String) -> [SymbolID] {
        var types: [SymbolID] = []
        for name in TypeNames.identifiers(in: text) {
            if let named = typesIfAny(named: name) { types += named }
        }
        return types
    }

    /// Project types with this simple or qualified name.
    public func types(named name: String) -> [SymbolID] { typesIfAny(named: name) ?? [] }

    /// How many distinct simple and qualified type names the graph has (what `types(whereName:)` tests).
    public var typeNameCount: Int { typeNames.count }

    /// The project types (and typealiases) with a simple or qualified name that `test` accepts, in id order, each
    /// once: every distinct name is tested once, and no declaration is read (`type matching *Service`). Names whose
    /// first and last bytes `mayMatch` rejects are not tested (nor their storage read).
    public func types(whereEnds mayMatch: (_ first: UInt8, _ last: UInt8) -> Bool = { _, _ in true },
                      whereName test: (String) -> Bool) -> [SymbolID] {
        var ids: [SymbolID] = []
        typeNames.names(whereEnds: mayMatch) { entry, name in
            if test(name) { ids += typeLists[entry] }
        }
        ids.sort()
        ids.removeDuplicatesInSortedOrder()
        return ids
    }

    /// The parameters whose name, or label where it differs from the name, `test` accepts, as (function, index in
    /// its parameters), in order: the files' flat lists (`FileParameters`) read in order, no declaration read
    /// (`parameter named completion*`).
    public func parameters(whereName test: (String) -> Bool) -> [(function: SymbolID, index: Int)] {
        var found: [(function: SymbolID, index: Int)] = []
        for file in files.indices {
            let first = files[file].firstSymbol
            files[file].parameters.entries.withUnsafeBufferPointer { entries in
                var ownerStart = 0
                for position in entries.indices {
                    if position == 0 || entries[position].owner != entries[position - 1].owner { ownerStart = position }
                    let name = entries[position].name, label = entries[position].label
                    guard test(name) || (label != name && test(label)) else { continue }
                    found.append((first + Int(entries[position].owner), position - ownerStart))
                }
            }
        }
        return found
    }
}

/// Reads type names out of type text without a full parse.
public enum TypeNames {
    /// Identifier runs that start with a letter or `_`, dotted runs kept whole (`Outer.Inner`): the names a
    /// type text mentions. Keywords like `some`, `any`, `inout` are dropped.
    public static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        appendIdentifiers(in: text, to: &result)
        return result
    }

    /// `identifiers(in:)` appended to a list the caller keeps, so that a loop allocates no list per text. Reads the
    /// text's UTF-8 bytes by offset; a name never ends inside a character (every byte of a non-ASCII character
    /// continues a name).
    static func appendIdentifiers(in text: String, to result: inout [String]) {
        let whole = text
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                guard isNameStart(bytes[i]) else { i += 1; continue }
                let start = i
                i += 1
                while i < bytes.count, isNameContinue(bytes[i])
                    || (bytes[i] == UInt8(ascii: ".") && i + 1 < bytes.count && isNameStart(bytes[i + 1])) {
                    i += 1
                }
                if isIgnored(bytes, start..<i) { continue }
                // a text that is one name (`String`, `Int`, nearly every type annotation) is that name: no new string
                let name = start == 0 && i == bytes.count
                    ? whole : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                result.append(name)
            }
        }
    }

    @inline(__always) static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c >= 128
    }

    @inline(__always) static func isNameContinue(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 48 && c <= 57) }

    /// Whether the name at `range` of `bytes` is a word of type syntax rather than a type (`some`, `any`, `inout`,
    /// `each`, `repeat`, `sending`, `borrowing`, `consuming`, `async`, `throws`, `rethrows`, `Self`, `Any`, `Type`,
    /// `Protocol`, `escaping`, `unchecked`, `autoclosure`), read before any string is made of it. Compared as bytes
    /// with the words of its length: a string equal to one of these ASCII words is spelled with its bytes.
    static func isIgnored(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        @inline(__always) func spells(_ word: StaticString) -> Bool {
            word.withUTF8Buffer { letters in
                for k in letters.indices where bytes[range.lowerBound + k] != letters[k] { return false }
                return true
            }
        }
        switch range.count {
        case 3: return spells("any") || spells("Any")
        case 4: return spells("some") || spells("each") || spells("Self") || spells("Type")
        case 5: return spells("inout") || spells("async")
        case 6: return spells("repeat") || spells("throws")
        case 7: return spells("sending")
        case 8: return spells("rethrows") || spells("Protocol") || spells("escaping")
        case 9: return spells("borrowing") || spells("consuming") || spells("unchecked")
        case 11: return spells("autoclosure")
        default: return false
        }
    }

    /// `Foo<Bar>` → `Foo`, `@unchecked Sendable` → `Sendable`, `Swift.Error` → `Swift.Error`: the named type of an
    /// inheritance entry, without generic arguments or attributes. Compositions give several.
    public static func inheritedNames(_ entry: String) -> [String] {
        var names: [String] = []
        appendInheritedNames(of: entry, to: &names)
        return names
    }

    /// `inheritedNames(_:)` appended to a list the caller keeps, so that a loop allocates no list per entry.
    static func appendInheritedNames(of entry: String, to names: inout [String]) {
        let whole = entry
        var entry = entry
        entry.withUTF8 { bytes in
            // ASCII text (nearly all code) is read byte by byte; anything else by the general rules below
            for byte in bytes where byte >= 0x80 {
                names += inheritedNamesOfUnicodeText(String(decoding: bytes, as: UTF8.self))
                return
            }
            var partStart = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "&") {
                if let name = inheritedName(bytes, partStart..<i, whole: whole) { names.append(name) }
                partStart = i + 1
            }
        }
    }

    /// One `&`-separated part of an ASCII inheritance entry: attributes, `~` and generic arguments dropped. An entry
    /// that is one name as it stands (`View`, `Codable`: most) is `whole` itself, without a new string.
    private static func inheritedName(_ bytes: UnsafeBufferPointer<UInt8>, _ part: Range<Int>, whole: String) -> String? {
        var range = trimmed(bytes, part)
        while range.lowerBound < range.upperBound, bytes[range.lowerBound] == UInt8(ascii: "@") {
            guard let space = range.first(where: { bytes[$0] == UInt8(ascii: " ") }) else { break }
            range = trimmed(bytes, space..<range.upperBound)
        }
        if range.lowerBound < range.upperBound, bytes[range.lowerBound] == UInt8(ascii: "~") {
            range = (range.lowerBound + 1)..<range.upperBound
        }
        if let angle = range.first(where: { bytes[$0] == UInt8(ascii: "<") }) { range = range.lowerBound..<angle }
        range = trimmed(bytes, range)
        guard !range.isEmpty else { return nil }
        if range == 0..<bytes.count { return whole }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `range` without leading and trailing ASCII white space (what Unicode calls white space, for ASCII).
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high, isASCIIWhitespace(bytes[low]) { low += 1 }
        while high > low, isASCIIWhitespace(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    @inline(__always) private static func isASCIIWhitespace(_ c: UInt8) -> Bool { c == 32 || (c >= 9 && c <= 13) }

    /// The general form of `inheritedNames`, for entries with non-ASCII text.
    static func inheritedNamesOfUnicodeText(_ entry: String) -> [String] {
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
