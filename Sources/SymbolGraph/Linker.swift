// Linker: parsed files → SymbolGraph. Assigns ids and qualified names, infers modules, collects imports,
// indexes types, attaches extensions to the types they extend, computes transitive supertypes, and
// resolves the names in signatures and bodies to project symbols (or keeps them as external names).

import SwiftDeclarations

struct Linker {
    var graph = SymbolGraph()

    mutating func add(_ parsed: ParsedFile, root: String) {
        let fileIndex = graph.files.count
        let relative = Self.relativePath(parsed.path, root: root)
        var file = SourceFile(path: parsed.path, relativePath: relative, module: Self.module(relativePath: relative, root: root),
                              imports: [], lineCount: parsed.lineCount, byteCount: parsed.byteCount,
                              diagnostics: parsed.diagnostics, symbols: [])
        let base = graph.symbols.count
        var qualified: [String] = []
        qualified.reserveCapacity(parsed.declarations.count)
        for (i, decl) in parsed.declarations.enumerated() {
            let parentName = decl.parent.map { qualified[$0] }
            let ownName = Self.displayName(decl)
            let name = parentName.map { "\($0).\(ownName)" } ?? ownName
            qualified.append(name)
            let symbol = Symbol(id: base + i, qualifiedName: name, declaration: decl, file: fileIndex,
                                parent: decl.parent.map { base + $0 })
            graph.symbols.append(symbol)
            if let parent = decl.parent { graph.symbols[base + parent].children.append(base + i) }
            file.symbols.append(base + i)
            if decl.kind == .import, decl.parent == nil {
                file.imports.append(ImportRecord(module: decl.name, kind: decl.importKind,
                                                 isTestable: decl.hasAttribute("testable"),
                                                 line: decl.range.startLine, column: decl.range.startColumn))
            }
        }
        graph.files.append(file)
    }

    /// `load(id:)` for functions, so overloads get distinct ids; the name otherwise.
    static func displayName(_ decl: Declaration) -> String {
        switch decl.kind {
        case .func, .`init`, .subscript, .macro:
            return decl.name + "(" + decl.parameters.map { $0.label + ":" }.joined() + ")"
        default:
            return decl.name
        }
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
        computeSupertypes()
        buildEdges()
        return graph
    }

    mutating func buildIndexes() {
        for symbol in graph.symbols {
            let decl = symbol.declaration
            graph.symbolsByKind[decl.kind, default: []].append(symbol.id)
            for attribute in decl.attributes { graph.symbolsByAttribute[attribute.name, default: []].append(symbol.id) }
            if decl.kind.isNominalType || decl.kind == .typealias {
                graph.typesByName[decl.name, default: []].append(symbol.id)
                if symbol.parent != nil {
                    let qualifiedType = typeQualifiedName(symbol.id)
                    if qualifiedType != decl.name { graph.typesByName[qualifiedType, default: []].append(symbol.id) }
                }
            }
        }
    }

    /// `Outer.Inner` for a nested type, with an extension's members named after the extended type.
    func typeQualifiedName(_ id: SymbolID) -> String {
        var names: [String] = [graph.symbols[id].name]
        var next = graph.symbols[id].parent
        while let p = next {
            names.append(graph.symbols[p].name)
            next = graph.symbols[p].parent
        }
        return names.reversed().joined(separator: ".")
    }

    mutating func attachExtensions() {
        for id in graph.symbolsByKind[.extension] ?? [] {
            let names = TypeNames.inheritedNames(graph.symbols[id].name)
            guard let name = names.first, let target = graph.typesByName[name]?.first(where: { graph.symbols[$0].kind.isNominalType })
            else { continue }
            graph.symbols[id].extendedType = target
            graph.extensionsByType[target, default: []].append(id)
        }
    }

    /// Direct supertype names of a type, its extensions included.
    func directSupertypes(_ id: SymbolID) -> [String] {
        var names = graph.symbols[id].declaration.inherits.flatMap(TypeNames.inheritedNames)
        for ext in graph.extensionsByType[id] ?? [] {
            names += graph.symbols[ext].declaration.inherits.flatMap(TypeNames.inheritedNames)
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
            graph.supertypes[symbol.id] = collect(symbol.id)
        }
        for id in graph.symbolsByKind[.extension] ?? [] {
            var names = Set(graph.symbols[id].declaration.inherits.flatMap(TypeNames.inheritedNames))
            if let target = graph.symbols[id].extendedType { names.formUnion(graph.supertypes[target] ?? []) }
            graph.supertypes[id] = names
        }
    }

    mutating func buildEdges() {
        var edges: [Edge] = []
        edges.reserveCapacity(graph.symbols.count * 4)
        for symbol in graph.symbols {
            let id = symbol.id
            if let parent = symbol.parent { edges.append(Edge(kind: .memberOf, source: id, target: .symbol(parent))) }
            let decl = symbol.declaration
            for name in decl.inherits.flatMap(TypeNames.inheritedNames) {
                edges.append(Edge(kind: .inherits, source: id, target: target(forType: name)))
            }
            if let names = graph.supertypes[id] {
                let direct = Set(decl.inherits.flatMap(TypeNames.inheritedNames))
                for name in names.sorted() where !direct.contains(name) {
                    edges.append(Edge(kind: .conformsTransitively, source: id, target: target(forType: name)))
                }
            }
            var referenced = Set<String>()
            for text in signatureTypeTexts(decl) { referenced.formUnion(TypeNames.identifiers(in: text)) }
            if let body = decl.body { referenced.formUnion(body.typeNames) }
            referenced.remove(decl.name)
            for name in referenced.sorted() {
                let target = target(forType: name)
                edges.append(Edge(kind: .references, source: id, target: target))
                if case .symbol(let t) = target { graph.referencedTypes[t, default: []].append(id) }
            }
            if let body = decl.body {
                var seen = Set<Edge.Target>()
                for call in body.calls {
                    let target = resolveCall(call, from: id)
                    if seen.insert(target).inserted { edges.append(Edge(kind: .calls, source: id, target: target)) }
                }
            }
        }
        graph.edges = edges
    }

    func signatureTypeTexts(_ decl: Declaration) -> [String] {
        var texts: [String] = []
        if let t = decl.typeAnnotation { texts.append(t) }
        if let t = decl.returnType { texts.append(t) }
        if let t = decl.effects.thrownType { texts.append(t) }
        for p in decl.parameters { texts.append(p.type) }
        texts.append(contentsOf: decl.associatedValues)
        if let w = decl.genericWhere { texts.append(w) }
        if let g = decl.genericParameters { texts.append(g) }
        return texts
    }

    func target(forType name: String) -> Edge.Target {
        if let id = graph.typesByName[name]?.first { return .symbol(id) }
        return .external(name)
    }

    /// A call's target: a member of the owning type for `f()`/`self.f()`, of a property's type for
    /// `service.f()`, of a named type for `Type.f()`; an external name otherwise.
    func resolveCall(_ call: Call, from id: SymbolID) -> Edge.Target {
        let owner = graph.owningType(of: id)
        var candidateTypes: [SymbolID] = []
        switch call.receiver {
        case nil, "self"?, "Self"?:
            if let owner { candidateTypes = [owner] }
            if call.receiver == nil, let types = graph.typesByName[call.name], let type = types.first { return .symbol(type) }
        case let receiver?:
            let head = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
            if let owner, let property = graph.members(of: owner).first(where: {
                graph.symbols[$0].name == head && (graph.symbols[$0].kind == .var || graph.symbols[$0].kind == .let)
            }), let type = graph.symbols[property].declaration.typeAnnotation {
                candidateTypes = graph.resolveTypes(in: type)
            } else {
                candidateTypes = graph.typesByName[head] ?? []
            }
        }
        for type in candidateTypes {
            if let member = graph.members(of: type).first(where: { graph.symbols[$0].name == call.name && graph.symbols[$0].kind == .func }) {
                return .symbol(member)
            }
        }
        return .external(call.receiver.map { "\($0).\(call.name)" } ?? call.name)
    }
}
