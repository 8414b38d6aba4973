// Linker: parsed files → SymbolGraph. Assigns ids, infers modules, collects imports, indexes types and
// members, attaches extensions to the types they extend, computes transitive supertypes, and resolves the
// names in signatures and bodies to project symbols (or keeps them as external names). Declarations are
// moved, never copied: a file's parsed list becomes its `SourceFile.declarations`.

import SwiftDeclarations

struct Linker {
    var graph = SymbolGraph()
    /// Threads for the per-file part of linking.
    var jobs = 1

    mutating func add(_ parsed: consuming ParsedFile, root: String) {
        let fileIndex = graph.files.count
        let base = graph.symbols.count
        let relative = Self.relativePath(parsed.path, root: root)
        var imports: [ImportRecord] = []
        for i in parsed.declarations.indices {
            let kind = parsed.declarations[i].kind
            let parent = parsed.declarations[i].parent.map { base + $0 }
            graph.symbols.append(Symbol(id: base + i, kind: kind, file: fileIndex, parent: parent))
            if let parent { graph.symbols[parent].children.append(base + i) }
            if kind == .import, parent == nil {
                let decl = parsed.declarations[i]
                imports.append(ImportRecord(module: decl.name, kind: decl.importKind, isTestable: decl.hasAttribute("testable"),
                                            line: decl.range.startLine, column: decl.range.startColumn))
            }
        }
        graph.files.append(SourceFile(path: parsed.path, relativePath: relative,
                                      module: Self.module(relativePath: relative, root: root), imports: imports,
                                      lineCount: parsed.lineCount, byteCount: parsed.byteCount,
                                      diagnostics: parsed.diagnostics, declarations: parsed.declarations, firstSymbol: base))
    }

    static func relativePath(_ path: String, root: String) -> String {
        guard !root.isEmpty, root != "." else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `Sources/<Module>/…` names the module; else the first folder below the root; else the root folder's name.
    static func module(relativePath: String, root: String) -> String {
        let parts = relativePath.split(separator: "/")
        if let sources = parts.firstIndex(of: "Sources"), sources + 2 < parts.count {
            return String(parts[sources + 1])
        }
        if parts.count >= 2 { return String(parts[0]) }
        let rootName = root.split(separator: "/").last.map(String.init) ?? ""
        return rootName == "." ? "" : rootName
    }

    mutating func finish() -> SymbolGraph {
        buildIndexes()
        attachExtensions()
        indexMembers()
        computeSupertypes()
        buildEdges()
        return graph
    }

    mutating func buildIndexes() {
        for file in graph.files {
            for (i, decl) in file.declarations.enumerated() {
                let id = file.firstSymbol + i
                graph.symbolsByKind[decl.kind, default: []].append(id)
                for attribute in decl.attributes { graph.symbolsByAttribute[attribute.name, default: []].append(id) }
                if decl.kind.isNominalType || decl.kind == .typealias {
                    graph.typesByName[decl.name, default: []].append(id)
                    if decl.parent != nil {
                        let qualifiedType = typeQualifiedName(id)
                        if qualifiedType != decl.name { graph.typesByName[qualifiedType, default: []].append(id) }
                    }
                }
            }
        }
    }

    /// `Outer.Inner` for a nested type; an extension's part is the extended type as written.
    func typeQualifiedName(_ id: SymbolID) -> String {
        var names: [String] = [graph.name(id)]
        var next = graph.symbols[id].parent
        while let p = next {
            names.append(graph.name(p))
            next = graph.symbols[p].parent
        }
        return names.reversed().joined(separator: ".")
    }

    mutating func attachExtensions() {
        for id in graph.symbolsByKind[.extension] ?? [] {
            let names = TypeNames.inheritedNames(graph.name(id))
            guard let name = names.first, let target = graph.typesByName[name]?.first(where: { graph.symbols[$0].kind.isNominalType })
            else { continue }
            graph.symbols[id].extendedType = target
            graph.extensionsByType[target, default: []].append(id)
        }
    }

    mutating func indexMembers() {
        for file in graph.files {
            for (i, decl) in file.declarations.enumerated() where decl.parent != nil {
                let id = file.firstSymbol + i
                guard let owner = graph.owningType(of: id) else { continue }
                graph.membersByName[MemberKey(owner: owner, name: decl.name), default: []].append(id)
            }
        }
    }

    /// Direct supertype names of a type, its extensions included.
    func directSupertypes(_ id: SymbolID) -> [String] {
        var names = graph.declaration(id).inherits.flatMap(TypeNames.inheritedNames)
        for ext in graph.extensionsByType[id] ?? [] {
            names += graph.declaration(ext).inherits.flatMap(TypeNames.inheritedNames)
        }
        return names
    }

    mutating func computeSupertypes() {
        var memo: [SymbolID: Set<String>] = [:]
        var visiting = Set<SymbolID>()
        func collect(_ id: SymbolID) -> Set<String> {
            if let known = memo[id] { return known }
            guard visiting.insert(id).inserted else { return [] }
            var result = Set<String>()
            for name in directSupertypes(id) {
                result.insert(name)
                if let last = name.split(separator: ".").last, last != Substring(name) { result.insert(String(last)) }
                for target in graph.typesByName[name] ?? [] where target != id {
                    switch graph.symbols[target].kind {
                    case .class, .protocol: result.formUnion(collect(target))
                    default: break
                    }
                }
            }
            visiting.remove(id)
            memo[id] = result
            return result
        }
        for symbol in graph.symbols where symbol.kind.isNominalType {
            let names = collect(symbol.id)
            if !names.isEmpty { graph.supertypes[symbol.id] = names }
        }
        for id in graph.symbolsByKind[.extension] ?? [] {
            var names = Set(graph.declaration(id).inherits.flatMap(TypeNames.inheritedNames))
            if let target = graph.symbols[id].extendedType { names.formUnion(graph.supertypes[target] ?? []) }
            if !names.isEmpty { graph.supertypes[id] = names }
        }
    }

    /// Edges of every declaration, resolved per file in parallel (resolution only reads the indexes), then
    /// concatenated in file order so the result does not depend on the number of threads.
    mutating func buildEdges() {
        let linker = self
        let perFile = ParallelMap.map(graph.files.count, jobs: jobs) { f in linker.edges(ofFile: f) }
        var edges: [Edge] = []
        edges.reserveCapacity(perFile.reduce(0) { $0 + ($1?.count ?? 0) })
        var referencedBy: [SymbolID: [SymbolID]] = [:]
        for fileEdges in perFile {
            for edge in fileEdges ?? [] {
                if edge.kind == .references, case .symbol(let t) = edge.target { referencedBy[t, default: []].append(edge.source) }
            }
            edges += fileEdges ?? []
        }
        graph.edges = edges
        graph.referencedBy = referencedBy
    }

    func edges(ofFile f: Int) -> [Edge] {
        let file = graph.files[f]
        var edges: [Edge] = []
        for (i, decl) in file.declarations.enumerated() {
            let id = file.firstSymbol + i
            if let parent = decl.parent { edges.append(Edge(kind: .memberOf, source: id, target: .symbol(file.firstSymbol + parent))) }
            let direct = decl.inherits.flatMap(TypeNames.inheritedNames)
            for name in direct {
                edges.append(Edge(kind: .inherits, source: id, target: target(forType: name)))
            }
            if let names = graph.supertypes[id], names.count > direct.count {
                for name in names.sorted() where !direct.contains(name) {
                    edges.append(Edge(kind: .conformsTransitively, source: id, target: target(forType: name)))
                }
            }
            for name in referencedNames(decl) {
                edges.append(Edge(kind: .references, source: id, target: target(forType: name)))
            }
            if let body = decl.body {
                var seen: [Edge.Target] = []
                for call in body.calls {
                    let target = resolveCall(call, from: id)
                    if !seen.contains(target) {
                        seen.append(target)
                        edges.append(Edge(kind: .calls, source: id, target: target))
                    }
                }
            }
        }
        return edges
    }

    /// The type names a declaration's signature and body mention, sorted and unique, its own name left out.
    func referencedNames(_ decl: Declaration) -> [String] {
        var names: [String] = decl.body?.typeNames ?? []
        func add(_ text: String?) { if let text { names += TypeNames.identifiers(in: text) } }
        add(decl.typeAnnotation)
        add(decl.returnType)
        add(decl.effects.thrownType)
        for p in decl.parameters { add(p.type) }
        for value in decl.associatedValues { add(value) }
        add(decl.genericWhere)
        add(decl.genericParameters)
        if names.isEmpty { return [] }
        names.sort()
        var unique: [String] = []
        unique.reserveCapacity(names.count)
        for name in names where name != unique.last && name != decl.name { unique.append(name) }
        return unique
    }

    func target(forType name: String) -> Edge.Target {
        if let id = graph.typesByName[name]?.first { return .symbol(id) }
        return .external(name)
    }

    /// A call's target: a member of the owning type for `f()`/`self.f()`, of a property's type for
    /// `service.f()`, of a named type for `Type.f()`; a project type for `Type(…)`; the callee's name otherwise
    /// (the receiver as written stays in the declaration's body facts).
    func resolveCall(_ call: Call, from id: SymbolID) -> Edge.Target {
        let owner = graph.owningType(of: id)
        var candidateTypes: [SymbolID] = []
        switch call.receiver {
        case nil, "self"?, "Self"?:
            if call.receiver == nil, let type = graph.typesByName[call.name]?.first { return .symbol(type) }
            if let owner { candidateTypes = [owner] }
        case let receiver?:
            let head = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
            if let owner, let property = graph.members(of: owner, named: head).first(where: {
                graph.symbols[$0].kind == .var || graph.symbols[$0].kind == .let
            }), let type = graph.declaration(property).typeAnnotation {
                candidateTypes = graph.resolveTypes(in: type)
            } else {
                candidateTypes = graph.typesByName[head] ?? []
            }
        }
        for type in candidateTypes {
            if let member = graph.members(of: type, named: call.name).first(where: { graph.symbols[$0].kind == .func }) {
                return .symbol(member)
            }
        }
        return .external(call.name)
    }
}
