// SubjectFacts: what the evaluator reads off a subject — its name, place, declared type, bodies, imports —
// with the aggregation rules in one place: a type's bodies and references include its members' (extensions
// too; a nested type is a subject of its own, `TypeScopes`); a file's include every declaration in it.

import Findings
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// One per thread (`GraphMemos`): it remembers the qualified names of containers, which every
/// finding on a member repeats.
final class SubjectFacts {
    let graph: SymbolGraph
    private var containerNames: [SymbolID: String] = [:]
    private var lastQualifiedName: (id: SymbolID, name: String)?
    private var lastContainerName: (id: SymbolID, name: String)?

    init(graph: SymbolGraph) { self.graph = graph }

    /// A declaration's force unwrap count (body and initial value), read without copying the declaration.
    func forceUnwraps(_ id: SymbolID) -> Int { graph.forceUnwraps(of: id) }

    /// Whether a declaration's body or initial value satisfies `condition`, read without copying the declaration.
    func anyCode(_ id: SymbolID, _ condition: (borrowing BodyFacts) -> Bool) -> Bool {
        graph.anyCode(of: id, condition)
    }

    /// Whether a declaration's own code (body or initial value) calls a name the pattern matches.
    func codeCalls(_ id: SymbolID, _ pattern: CompiledPattern) -> Bool {
        // by index: a loop over the calls themselves would copy each one (and retain its strings)
        graph.anyCode(of: id) { code in code.calls.indices.contains { pattern.matches(code.calls[$0].name) } }
    }

    /// Whether a declaration's own code uses a name (`forEachUsedName`) the pattern matches.
    func codeUses(_ id: SymbolID, _ pattern: CompiledPattern) -> Bool {
        graph.anyCode(of: id) { code in code.usesName { pattern.matches($0) } }
    }

    /// Whether a declaration's own code assigns a value whose leading name (`Task` in `x = Task { … }`) the
    /// pattern matches.
    func codeAssigns(_ id: SymbolID, valueLeadingName pattern: CompiledPattern) -> Bool {
        graph.anyCode(of: id) { code in
            code.assignments.indices.contains { pattern.matches(Assignment.leadingName(code.assignments[$0].value)) }
        }
    }

    func name(_ subject: SubjectRef) -> String {
        switch subject {
        case .symbol(let id): return graph.name(id)
        case .file(let f): return graph.files[f].path.split(separator: "/").last.map(String.init) ?? graph.files[f].path
        case .parameter(let parameter): return graph.parameterName(of: parameter.function, parameter.index)
        }
    }

    func qualifiedName(_ subject: SubjectRef) -> String {
        switch subject {
        case .symbol(let id): return qualifiedName(id)
        case .file(let f): return graph.files[f].relativePath
        case .parameter(let parameter):
            return qualifiedName(parameter.function) + " parameter " + graph.parameterName(of: parameter.function, parameter.index)
        }
    }

    /// `SymbolGraph.qualifiedName`, with the container's part remembered: a member's is its container's and its own
    /// display name (a container is a type or an extension, whose display name is its name).
    func qualifiedName(_ id: SymbolID) -> String {
        // a finding's message and its symbol field both name the subject
        if let last = lastQualifiedName, last.id == id { return last.name }
        let name: String
        if let parent = graph.symbols[id].parent, graph.symbols[parent].kind.isTypeLike {
            name = Self.joined(containerName(parent), graph.displayName(id))
        } else {
            name = graph.qualifiedName(id)
        }
        lastQualifiedName = (id, name)
        return name
    }

    /// A container's qualified name: the last one asked for is kept apart, as findings come member by member.
    private func containerName(_ id: SymbolID) -> String {
        if let last = lastContainerName, last.id == id { return last.name }
        let name: String
        if let known = containerNames[id] {
            name = known
        } else {
            name = graph.qualifiedName(id)
            containerNames[id] = name
        }
        lastContainerName = (id, name)
        return name
    }

    /// `container.member`, written once into a string of the right size.
    static func joined(_ container: String, _ member: String) -> String {
        var container = container, member = member
        return container.withUTF8 { head in
            member.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: ".")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(fromContentsOf: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// `class`, `func`, `file`, `parameter`…: the kind as a person says it.
    func kindWord(_ subject: SubjectRef) -> String {
        switch subject {
        case .symbol(let id): return graph.symbols[id].kind.rawValue
        case .file: return "file"
        case .parameter: return "parameter"
        }
    }

    func fileIndex(_ subject: SubjectRef) -> Int {
        switch subject {
        case .symbol(let id): return graph.symbols[id].file
        case .parameter(let parameter): return graph.symbols[parameter.function].file
        case .file(let f): return f
        }
    }

    func file(_ subject: SubjectRef) -> SourceFile { graph.files[fileIndex(subject)] }

    func location(_ subject: SubjectRef) -> SourceLocation {
        guard let id = subject.declaration else {
            return SourceLocation(file: graph.files[fileIndex(subject)].path, line: 1, column: 1)
        }
        let range = graph.range(of: id)
        return SourceLocation(file: graph.files[graph.symbols[id].file].path, line: range.startLine, column: range.startColumn)
    }

    /// A place in the code of declaration `id` (its file's path with the line and column).
    func location(of id: SymbolID, line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: graph.files[graph.symbols[id].file].path, line: line, column: column)
    }

    func location(of id: SymbolID, _ place: CodePlace) -> SourceLocation {
        location(of: id, line: Int(place.line), column: Int(place.column))
    }

    /// One template value: a name bound with `as`, or a built-in one (`templateValues`); nil for other keys.
    func templateValue(_ key: String, _ subject: SubjectRef, _ bindings: Bindings) -> String? {
        if let bound = bindings[key] { return bound.name }
        switch key {
        case "name": return name(subject)
        case "qualified": return qualifiedName(subject)
        case "kind": return kindWord(subject)
        case "file": return file(subject).relativePath
        default: return nil
        }
    }

    /// The built-in template values: `{name}`, `{qualified}`, `{kind}`, `{file}`.
    func templateValues(_ subject: SubjectRef, _ bindings: Bindings) -> [String: String] {
        var values = ["name": name(subject), "qualified": qualifiedName(subject), "kind": kindWord(subject),
                      "file": file(subject).relativePath]
        for (key, bound) in bindings.values { values[key] = bound.name }
        return values
    }

    // MARK: Types

    /// A property's or parameter's type as written, or inferred from `= Type(…)` or a literal when not written.
    func typeText(_ subject: SubjectRef) -> String? {
        switch subject {
        case .symbol(let id):
            return graph.typeText(of: id)
        case .parameter(let parameter):
            return graph.parameterType(of: parameter.function, parameter.index)
        case .file:
            return nil
        }
    }

    /// The project types a subject's type names.
    func resolvedTypes(_ subject: SubjectRef) -> [SymbolID] {
        guard let text = typeText(subject) else { return [] }
        return graph.resolveTypes(in: text)
    }

    // MARK: Bodies

    /// The type a member's body belongs to, for resolving `self.x` and `x` to properties.
    func owningType(of id: SymbolID) -> SymbolID? {
        graph.symbols[id].kind.isTypeLike ? (graph.symbols[id].extendedType ?? id) : graph.owningType(of: id)
    }

    /// A property of `owner` (or of the types it extends) named `name`.
    func property(named name: String, in owner: SymbolID) -> SymbolID? {
        graph.members(of: owner, named: name).first { graph.symbols[$0].kind == .var || graph.symbols[$0].kind == .let }
    }

    /// `self.loadTask` → `loadTask`; `controller.items` → (`controller`, `items`).
    static func splitTarget(_ text: String) -> (head: String, rest: String?) {
        // ASCII text (nearly every target) is split on its bytes in place; the separators are ASCII, so this is the
        // same split
        var copy = text
        if let split = copy.withUTF8(splitASCIITarget) { return split }
        var text = Substring(text)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        guard let dot = text.firstIndex(where: { $0 == "." || $0 == "[" || $0 == "?" || $0 == "!" }) else { return (String(text), nil) }
        let rest = text[dot...].drop { $0 == "." || $0 == "?" || $0 == "!" }
        return (String(text[..<dot]), rest.isEmpty ? nil : String(rest))
    }

    private static let selfDot = Array("self.".utf8)

    /// `splitTarget` of ASCII bytes; nil when there is a byte that is not ASCII.
    private static func splitASCIITarget(_ bytes: UnsafeBufferPointer<UInt8>) -> (head: String, rest: String?)? {
        for byte in bytes where byte >= 0x80 { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func isSeparator(_ byte: UInt8) -> Bool { byte == 46 || byte == 91 || byte == 63 || byte == 33 }  // . [ ? !
        let start = bytes.starts(with: selfDot) ? selfDot.count : 0
        guard let dot = (start..<bytes.count).first(where: { isSeparator(bytes[$0]) }) else { return (text(start..<bytes.count), nil) }
        let restStart = (dot..<bytes.count).first { bytes[$0] != 46 && bytes[$0] != 63 && bytes[$0] != 33 } ?? bytes.count
        return (text(start..<dot), restStart == bytes.count ? nil : text(restStart..<bytes.count))
    }

    // MARK: Imports

    /// Module names a file imports: the full path (`Foundation.NSString`) and its first component.
    func importedModules(_ subject: SubjectRef) -> [(name: String, line: Int)] {
        file(subject).imports.map { ($0.module, $0.line) }
    }
}

extension BodyFacts {
    /// The names `use` looks for in a body: its member chains (`Task.isCancelled`), and `defer` and `await` when
    /// the body has them; given the lists and flags of a body's facts however they are read (whole, or in place
    /// through `CodeNameLists`).
    static func forEachUsedName<Names: Sequence<String>>(_ memberReferences: Names, hasDefer: Bool, hasAwait: Bool,
                                                         _ visit: (String) -> Void) {
        for name in memberReferences { visit(name) }
        if hasDefer { visit("defer") }
        if hasAwait { visit("await") }
    }

    /// Whether some name `use` looks for (see `forEachUsedName`) satisfies `matches`.
    static func usesName<Names: Sequence<String>>(_ memberReferences: Names, hasDefer: Bool, hasAwait: Bool,
                                                  where matches: (String) -> Bool) -> Bool {
        var found = false
        forEachUsedName(memberReferences, hasDefer: hasDefer, hasAwait: hasAwait) { if !found, matches($0) { found = true } }
        return found
    }

    /// `usesName` of this body's facts.
    func usesName(where matches: (String) -> Bool) -> Bool {
        Self.usesName(memberReferences, hasDefer: hasDefer, hasAwait: hasAwait, where: matches)
    }
}
