// Linker: parsed files → SymbolGraph. Assigns ids, infers modules, collects imports, indexes types and
// members, attaches extensions to the types they extend, computes transitive supertypes, and resolves the
// names in signatures and bodies to project symbols (or keeps them as external names). Declarations are
// moved, never copied: a file's parsed list becomes its `SourceFile.declarations`, and the loops below read
// fields through the files' arrays rather than copying whole `Declaration` values.

import Parallel
import SwiftDeclarations

struct Linker {
    var graph = SymbolGraph()
    /// Threads for the per-file part of linking.
    var jobs = 1
    /// Wall-clock seconds of each step of `finish`, in order.
    var phaseSeconds: [(name: String, seconds: Double)] = []
    /// The supertypes of each type sorted and resolved, for its conforms-transitively edges.
    var sortedSupertypes = SortedSupertypes()

    struct SortedSupertypes: Sendable {
        /// One list per distinct set of supertypes.
        var lists: [[(name: String, target: Edge.Target)]] = []
        /// By symbol id, the list of each nominal type and extension that has supertypes, negative for other symbols
        /// (read for every type as its edges are built: an index rather than a hashed lookup).
        var listByType: [Int32] = []

        /// The list of symbol `id`, nil when it has none.
        func list(of id: SymbolID) -> Int? {
            let list = listByType[id]
            return list < 0 ? nil : Int(list)
        }
    }

    /// Adds files in order. A file's ids follow from the declaration counts before it, so the files are prepared
    /// in parallel once those are counted; into an empty graph, each worker writes its files' symbols and
    /// `SourceFile`s straight into the graph's lists (disjoint parts of them), so nothing is appended one file
    /// at a time afterwards.
    mutating func add(_ files: [(parsed: ParsedFile, root: String)]) {
        let clock = ContinuousClock()
        let start = clock.now
        var symbolCount = graph.symbols.count
        let firstSymbols = files.map { file in
            defer { symbolCount += file.parsed.declarations.count }
            return symbolCount
        }
        if graph.files.isEmpty, graph.symbols.isEmpty {
            var sourceFiles: [SourceFile] = []
            graph.symbols = [Symbol](unsafeUninitializedCapacity: symbolCount) { symbolBuffer, symbolsInitialized in
                sourceFiles = [SourceFile](unsafeUninitializedCapacity: files.count) { fileBuffer, filesInitialized in
                    guard let filesOut = fileBuffer.baseAddress else { return }  // no files
                    // every index is claimed by one worker, which initializes its own file slot and symbol range
                    // (no symbols at all when no file has a declaration)
                    let outputs = UncheckedSendable(value: (symbols: symbolBuffer.baseAddress, files: filesOut))
                    _ = ParallelMap.map(files.count, jobs: jobs) { i in
                        let file = Self.prepare(files[i].parsed, root: files[i].root, fileIndex: i, firstSymbol: firstSymbols[i],
                                                symbolsInto: outputs.value.symbols.map { $0 + firstSymbols[i] })
                        (outputs.value.files + i).initialize(to: file)
                    }
                    filesInitialized = files.count
                }
                symbolsInitialized = sourceFiles.count == files.count ? symbolCount : 0
            }
            graph.files = sourceFiles
        } else {
            let firstFile = graph.files.count
            graph.files.reserveCapacity(firstFile + files.count)
            graph.symbols.reserveCapacity(symbolCount)
            var prepared = ParallelMap.map(files.count, jobs: jobs) { i in
                Self.prepare(files[i].parsed, root: files[i].root, fileIndex: firstFile + i, firstSymbol: firstSymbols[i])
            }
            for i in prepared.indices {
                if let file = prepared[i].take() { add(file) }
            }
        }
        phaseSeconds.append(("add", (clock.now - start).seconds))
    }

    mutating func add(_ parsed: consuming ParsedFile, root: String) {
        add(Self.prepare(parsed, root: root, fileIndex: graph.files.count, firstSymbol: graph.symbols.count))
    }

    /// Appends a file prepared for the ids it will have (`fileIndex` files and `firstSymbol` symbols before it).
    mutating func add(_ prepared: consuming PreparedFile) {
        graph.symbols += prepared.symbols
        graph.files.append(prepared.file)
    }

    /// A file's symbols and its `SourceFile`: everything `add` needs that depends on the file alone, so that
    /// files can be prepared in parallel once their first ids are known.
    struct PreparedFile: Sendable {
        var file: SourceFile
        var symbols: [Symbol]
    }

    static func prepare(_ parsed: ParsedFile, root: String, fileIndex: Int, firstSymbol base: Int) -> PreparedFile {
        var file: SourceFile?
        let symbols = [Symbol](unsafeUninitializedCapacity: parsed.declarations.count) { buffer, initialized in
            guard let out = buffer.baseAddress else { return }
            file = prepare(parsed, root: root, fileIndex: fileIndex, firstSymbol: base, symbolsInto: out)
            initialized = parsed.declarations.count
        }
        return PreparedFile(file: file ?? prepare(parsed, root: root, fileIndex: fileIndex, firstSymbol: base, symbolsInto: nil),
                            symbols: symbols)
    }

    /// A file's `SourceFile`, its symbols initialized at `symbolsOut` (one per declaration; nil only when the
    /// file has no declarations).
    static func prepare(_ parsed: ParsedFile, root: String, fileIndex: Int, firstSymbol base: Int,
                        symbolsInto symbolsOut: UnsafeMutablePointer<Symbol>?) -> SourceFile {
        let relative = relativePath(parsed.path, root: root)
        var imports: [ImportRecord] = []
        if let symbolsOut {
            // each parent's members counted first, so that its list of children is made once at its size
            var childCounts = [Int32](repeating: 0, count: parsed.declarations.count)
            for i in parsed.declarations.indices {
                if let parent = parsed.declarations[i].parent { childCounts[parent] += 1 }
            }
            parsed.declarations.withUnsafeBufferPointer { declarations in
                guard let first = declarations.baseAddress else { return }
                for i in declarations.indices {
                    let kind = declarations[i].kind
                    let parent = declarations[i].parent
                    (symbolsOut + i).initialize(to: Symbol(id: base + i, of: first + i, file: fileIndex, parent: parent.map { base + $0 }))
                    if childCounts[i] > 0 { symbolsOut[i].children.reserveCapacity(Int(childCounts[i])) }
                    // parents come before their members, in the same file
                    if let parent { symbolsOut[parent].children.append(base + i) }
                    if kind == .import, parent == nil {
                        imports.append(ImportRecord(module: declarations[i].name, kind: declarations[i].importKind,
                                                    isTestable: declarations[i].attributes.contains { $0.name == "testable" },
                                                    line: declarations[i].range.startLine, column: declarations[i].range.startColumn))
                    }
                }
            }
        }
        return SourceFile(path: parsed.path, relativePath: relative, module: module(relativePath: relative, root: root),
                          imports: imports, lineCount: parsed.lineCount, byteCount: parsed.byteCount,
                          diagnostics: parsed.diagnostics, declarations: parsed.declarations, firstSymbol: base,
                          directiveLines: parsed.directiveLines, parameters: parsed.parameters, generatedMarker: parsed.generatedMarker,
                          licence: parsed.licence, inactiveLines: parsed.inactiveLines)
    }

    static func relativePath(_ path: String, root: String) -> String {
        guard !root.isEmpty, root != "." else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        // nearly always the path's bytes start with the root's and go on with ASCII: cut by bytes, without
        // reading characters (which a combining mark right after the prefix could merge across the cut)
        var pathBytes = path, prefixBytes = prefix
        let cut = pathBytes.withUTF8 { bytes in
            prefixBytes.withUTF8 { prefix -> String? in
                guard bytes.count >= prefix.count, bytes.starts(with: prefix) else { return nil }
                if bytes.count > prefix.count, bytes[prefix.count] >= 0x80 { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count...]), as: UTF8.self)
            }
        }
        if let cut { return cut }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `Sources/<Module>/…` names the module; else the first folder below the root; else the root folder's name.
    static func module(relativePath: String, root: String) -> String {
        var path = relativePath
        // ASCII paths (nearly all): one pass over the bytes, parts found between `/`s (empty ones skipped)
        let ascii = path.withUTF8 { bytes -> String?? in
            for byte in bytes where byte >= 0x80 { return .none }
            var partCount = 0
            var firstPart: Range<Int>?
            var sourcesPart: Int?
            var afterSources: Range<Int>?
            var partStart = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
                if partStart < i {
                    let part = partStart..<i
                    if partCount == 0 { firstPart = part }
                    if let sources = sourcesPart {
                        if partCount == sources + 1 { afterSources = part }
                    } else if bytes[part].elementsEqual("Sources".utf8) {
                        sourcesPart = partCount
                    }
                    partCount += 1
                }
                partStart = i + 1
            }
            func text(_ part: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[part]), as: UTF8.self) }
            if let sources = sourcesPart, sources + 2 < partCount, let part = afterSources { return .some(text(part)) }
            if partCount >= 2, let part = firstPart { return .some(text(part)) }
            return .some(nil)
        }
        switch ascii {
        case .some(let module?): return module
        case .some(nil): break
        case .none:
            let parts = relativePath.split(separator: "/")
            if let sources = parts.firstIndex(of: "Sources"), sources + 2 < parts.count {
                return String(parts[sources + 1])
            }
            if parts.count >= 2 { return String(parts[0]) }
        }
        return rootModuleName(root)
    }

    /// The root folder's name, "" for `.`.
    static func rootModuleName(_ root: String) -> String {
        let rootName = root.split(separator: "/").last.map(String.init) ?? ""
        return rootName == "." ? "" : rootName
    }

    mutating func finish() -> SymbolGraph {
        let clock = ContinuousClock()
        func timed(_ name: String, _ step: (inout Linker) -> Void) {
            let start = clock.now
            step(&self)
            phaseSeconds.append((name, (clock.now - start).seconds))
        }
        // Steps that only read what earlier steps built run side by side, each on its own copy of the linker.
        timed("indexes") { linker in
            let snapshot = linker
            let (kinds, types) = Concurrently.both(jobs: jobs, { snapshot.kindAndAttributeIndexes() }, { snapshot.typeIndex() })
            linker.graph.symbolsByKind = kinds.byKind
            linker.graph.symbolsByAttribute = kinds.byAttribute
            var typesByName: [String: [SymbolID]] = [:]
            typesByName.reserveCapacity(types.lists.count)
            for entry in types.lists.indices { typesByName[types.names.name(entry)] = types.lists[entry] }
            linker.graph.typesByName = typesByName
            linker.graph.typeNames = types.names
            linker.graph.firstTypes = types.lists.map { $0[0] }
            linker.graph.typeLists = types.lists
        }
        timed("extensions") { $0.attachExtensions() }
        timed("environment") { $0.typeEnvironmentReads() }
        timed("members+supertypes") { linker in
            let snapshot = linker
            let (members, supertypes) = Concurrently.both(jobs: jobs, { snapshot.memberIndex() }, { snapshot.supertypeSets() })
            linker.graph.memberNames = members.names
            linker.graph.memberLists = members.lists
            linker.graph.supertypes = supertypes.sets
            linker.sortedSupertypes = supertypes.sorted
            linker.reportCappedSupertypes(of: supertypes.capped)
        }
        timed("static members") { $0.typeStaticMemberReads() }
        timed("edges") { $0.buildEdges() }
        return graph
    }

    /// Symbols by kind and by attribute name. A project uses a few attribute names over and over: each name's list
    /// is found among the last few names seen by comparison, and by hashing only when it is not among them.
    func kindAndAttributeIndexes() -> (byKind: [DeclarationKind: [SymbolID]], byAttribute: [String: [SymbolID]]) {
        var byKind = [[SymbolID]](repeating: [], count: DeclarationKind.allCases.count)
        var attributeLists: [[SymbolID]] = []
        var listByAttribute: [String: Int] = [:]
        var recentAttributes = RecentLookups<String, Int>(capacity: 8)
        func list(forAttribute name: String) -> Int {
            if let list = recentAttributes.value(for: name) { return list }
            let list = listByAttribute[name] ?? attributeLists.count
            if list == attributeLists.count {
                listByAttribute[name] = list
                attributeLists.append([])
            }
            recentAttributes.keep(list, for: name)
            return list
        }
        graph.forEachDeclaration(inFiles: graph.files.indices) { id, declaration in
            byKind[Self.ordinal(declaration.pointee.kind)].append(id)
            for attribute in declaration.pointee.attributes { attributeLists[list(forAttribute: attribute.name)].append(id) }
        }
        var symbolsByKind: [DeclarationKind: [SymbolID]] = [:]
        for kind in DeclarationKind.allCases where !byKind[Self.ordinal(kind)].isEmpty {
            symbolsByKind[kind] = byKind[Self.ordinal(kind)]
        }
        var byAttribute: [String: [SymbolID]] = [:]
        byAttribute.reserveCapacity(listByAttribute.count)
        for (name, list) in listByAttribute { byAttribute[name] = attributeLists[list] }
        return (symbolsByKind, byAttribute)
    }

    /// Nominal types and typealiases by simple name and, when nested, by qualified name: the names numbered as
    /// first seen, and the types of each name in order.
    func typeIndex() -> (names: NameTable, lists: [[SymbolID]]) {
        var names = NameTable()
        var lists: [[SymbolID]] = []
        func add(_ name: String, _ id: SymbolID) {
            let (entry, isNew) = names.insert(name)
            if isNew { lists.append([id]) } else { lists[entry].append(id) }
        }
        for f in graph.files.indices {
            let first = graph.files[f].firstSymbol
            graph.files[f].declarations.withUnsafeBufferPointer { declarations in
                for i in declarations.indices {
                    let kind = declarations[i].kind
                    guard kind.isNominalType || kind == .typealias else { continue }
                    add(declarations[i].name, first + i)
                    if declarations[i].parent != nil {
                        let qualifiedType = Self.typeQualifiedName(i, in: declarations)
                        if qualifiedType != declarations[i].name { add(qualifiedType, first + i) }
                    }
                }
            }
        }
        return (names, lists)
    }

    /// A distinct number below `DeclarationKind.allCases.count` for each kind, without hashing the kind (whose hash
    /// is its raw value's, a string).
    @inline(__always) static func ordinal(_ kind: DeclarationKind) -> Int {
        switch kind {
        case .import: return 0
        case .class: return 1
        case .struct: return 2
        case .enum: return 3
        case .actor: return 4
        case .protocol: return 5
        case .extension: return 6
        case .typealias: return 7
        case .associatedtype: return 8
        case .func: return 9
        case .`init`: return 10
        case .deinit: return 11
        case .subscript: return 12
        case .var: return 13
        case .let: return 14
        case .case: return 15
        case .macro: return 16
        case .operator: return 17
        case .precedencegroup: return 18
        }
    }

    /// `Outer.Inner` for a nested type (parents are always in the same file); an extension's part is the
    /// extended type as written.
    static func typeQualifiedName(_ index: Int, in declarations: UnsafeBufferPointer<Declaration>) -> String {
        var chain = [index]  // the type, then each enclosing declaration outwards
        var next = declarations[index].parent
        while let p = next {
            chain.append(p)
            next = declarations[p].parent
        }
        var text = ""
        for (position, i) in chain.reversed().enumerated() {
            if position > 0 { text += "." }
            text += declarations[i].name
        }
        return text
    }

    mutating func attachExtensions() {
        for id in graph.symbolsByKind[.extension] ?? [] {
            let names = TypeNames.inheritedNames(graph.name(id))
            guard let name = names.first, let candidates = graph.typesIfAny(named: name)?.filter({ graph.symbols[$0].kind.isNominalType }),
                  let first = candidates.first else { continue }
            // `extension ProfileView` names a top-level type: a nested `Constants.ProfileView` is written qualified
            let target = name.contains(".") ? first : candidates.first { graph.symbols[$0].parent == nil } ?? first
            graph.symbols[id].extendedType = target
            graph.extensionsByType[target, default: []].append(id)
        }
    }

    /// Types the properties that read the environment by key path (`@Environment(\.container) var container`) with
    /// the type of the project's `EnvironmentValues` property of that name (`var container: DependencyContainer`), so
    /// that `container.service` is known as the container's service. A key the project declares no type for, or
    /// declares more than once with different types, gives none.
    mutating func typeEnvironmentReads() {
        var keyTypes: [String: String?] = [:]
        for id in graph.symbolsByKind[.extension] ?? [] where graph.name(id) == "EnvironmentValues" {
            for member in graph.files[graph.symbols[id].file].symbols where graph.symbols[member].parent == id {
                let declaration = graph.declaration(member)
                guard declaration.kind == .var, let type = declaration.typeAnnotation ?? declaration.inferredType else { continue }
                keyTypes[declaration.name] = keyTypes[declaration.name].map { $0 == type ? type : nil } ?? type
            }
        }
        guard !keyTypes.isEmpty else { return }
        // read in place, then written: copying every declaration to look at it would cost more than the step
        var reads: [(id: SymbolID, type: String)] = []
        graph.forEachDeclaration(inFiles: graph.files.indices) { id, declaration in
            guard declaration.pointee.kind == .var, !declaration.pointee.attributes.isEmpty,
                  declaration.pointee.typeAnnotation == nil, declaration.pointee.inferredType == nil,
                  let key = InferredType.environmentKeyPath(declaration.pointee.attributes), let type = keyTypes[key] ?? nil
            else { return }
            reads.append((id, type))
        }
        giveTypes(reads)
    }

    /// Types the vars and lets whose initial value reads a static member of a type (`let store = Store.shared`,
    /// `let queue = DispatchQueue.main`, `var state = ViewState.idle`), none being written: with the member's written
    /// or inferred type where the project declares the type and the member (`Constants.baseURL` is a `URL`, not a
    /// `Constants`), the type itself for its enum case, and the type itself when the project does not declare it
    /// (a framework's `.shared`, `.main`, `.default` are of their own type). A project type without that member
    /// gives nothing: the member may be an extension's in a module the tool does not read.
    mutating func typeStaticMemberReads() {
        var reads: [(id: SymbolID, type: String)] = []
        graph.forEachDeclaration(inFiles: graph.files.indices) { id, declaration in
            guard declaration.pointee.kind == .var || declaration.pointee.kind == .let,
                  declaration.pointee.typeAnnotation == nil, declaration.pointee.inferredType == nil,
                  let initializer = declaration.pointee.initializer,
                  let read = InferredType.staticMemberRead(initializer), let type = staticMemberType(read) else { return }
            reads.append((id, type))
        }
        giveTypes(reads)
    }

    /// Gives each var or let the type its context names, once every declaration has been read (in place: copying each
    /// declaration to look at it would cost more than the step).
    mutating func giveTypes(_ reads: [(id: SymbolID, type: String)]) {
        for read in reads {
            let file = graph.symbols[read.id].file
            let index = read.id - graph.files[file].firstSymbol
            graph.files[file].declarations[index].inferType(fromContext: read.type)
            graph.symbols[read.id].refreshTypeFacts(from: graph.files[file].declarations[index])
        }
    }

    /// The type of `Type.member` for `typeStaticMemberReads`, or nil when the project declares the type without it.
    func staticMemberType(_ read: (type: String, member: String)) -> String? {
        let lastName = read.type.split(separator: ".").last.map(String.init) ?? read.type
        let types = graph.typesByName[lastName] ?? []
        guard !types.isEmpty else { return read.type }
        for type in types {
            for member in graph.members(of: type, named: read.member) {
                let declaration = graph.declaration(member)
                switch declaration.kind {
                case .case:
                    return read.type
                case .var, .let:
                    guard declaration.modifierFlags.isTypeMember else { continue }
                    if let written = declaration.typeAnnotation ?? declaration.inferredType { return written }
                case .import, .class, .struct, .enum, .actor, .protocol, .extension, .typealias, .associatedtype, .func,
                     .`init`, .deinit, .subscript, .macro, .operator, .precedencegroup:
                    continue
                }
            }
        }
        return nil
    }

    /// The members of each type (its extensions' included) by owner and name: the pairs numbered as first seen,
    /// and the members of each pair in order.
    func memberIndex() -> (names: NameTable, lists: [MemberList]) {
        var memberCount = 0
        graph.forEachDeclaration(inFiles: graph.files.indices) { _, declaration in
            if declaration.pointee.parent != nil { memberCount += 1 }
        }
        // room for every member at once, so the table does not regrow
        var names = NameTable(expectedCount: memberCount)
        var lists: [MemberList] = []
        lists.reserveCapacity(memberCount)
        graph.forEachDeclaration(inFiles: graph.files.indices) { id, declaration in
            guard declaration.pointee.parent != nil, let owner = graph.owningType(of: id) else { return }
            let (entry, isNew) = names.insert(declaration.pointee.name, owner: owner)
            if isNew { lists.append(.one(id)) } else { lists[entry].append(id) }
        }
        return (names, lists)
    }

    /// Direct supertype names of a type, its extensions included.
    func directSupertypes(_ id: SymbolID) -> [String] {
        var names = inheritedNames(of: id)
        for ext in graph.extensions(of: id) { names += inheritedNames(of: ext) }
        return names
    }

    /// The named types of a declaration's inheritance entries, read in place.
    func inheritedNames(of id: SymbolID) -> [String] {
        let file = graph.symbols[id].file
        let index = id - graph.files[file].firstSymbol
        let entries = graph.files[file].declarations[index].inherits
        // one entry (nearly always) is its names as they are, without appending them to a new list
        if entries.count <= 1 { return entries.first.map(TypeNames.inheritedNames) ?? [] }
        var names: [String] = []
        for entry in entries { TypeNames.appendInheritedNames(of: entry, to: &names) }
        return names
    }

    /// The most supertype names a type keeps. Real types have tens; a chain of thousands of protocols, each refining
    /// the next, would otherwise give the graph a conforms-transitively edge for every pair of them.
    static let maximumSupertypes = 256

    /// A problem on each file with types whose supertypes were cut to `maximumSupertypes`: at the first such type,
    /// with how many others the file has (a chain cuts the sets of most of its types).
    mutating func reportCappedSupertypes(of ids: [SymbolID]) {
        var byFile: [Int: [SymbolID]] = [:]
        for id in ids { byFile[graph.symbols[id].file, default: []].append(id) }
        for (file, ids) in byFile {
            guard let first = ids.min() else { continue }
            let range = graph.withDeclaration(first) { $0.pointee.range }
            let others = ids.count > 1 ? " (so were those of \(ids.count - 1) other types in this file)" : ""
            graph.files[file].diagnostics.append(ParseDiagnostic(
                line: range.startLine, column: range.startColumn,
                message: "\(graph.qualifiedName(first)) has more than \(Self.maximumSupertypes) supertypes through the classes "
                    + "and protocols it inherits from: its own and the first others by name are kept\(others)"))
        }
    }

    /// Every supertype name of each nominal type and extension; and the same sets sorted, with the target each
    /// name resolves to, for the conforms-transitively edges (one list per distinct set). Sets are built as sorted
    /// lists without duplicates, which hash and merge more cheaply than sets; each distinct one becomes a set once.
    func supertypeSets() -> (sets: [SymbolID: Set<String>], sorted: SortedSupertypes, capped: [SymbolID]) {
        var supertypes: [SymbolID: Set<String>] = [:]
        // the types whose sets were cut to `maximumSupertypes`
        var capped: [SymbolID] = []
        var sorted = SortedSupertypes()
        // about one entry per type and extension
        let typeCount = graph.symbolsByKind[.extension, default: []].count
            + DeclarationKind.allCases.filter(\.isNominalType).reduce(0) { $0 + graph.symbolsByKind[$1, default: []].count }
        supertypes.reserveCapacity(typeCount)
        // Many types share one set of supertypes (every `View`, every `Codable, Hashable` model): keep one copy.
        var pool: [[String]: Int] = [:]
        var pooledLists: [[String]] = []
        var pooledSets: [Set<String>] = []
        // the lists interned last, compared before the pool is searched (hashing a list hashes every name in it):
        // types side by side in a file tend to share theirs
        var recentLists = RecentLookups<[String], Int>(capacity: 4)
        /// The number of a sorted list without duplicates; the empty list (most types have no supertypes) is -1.
        func interned(_ names: [String]) -> Int {
            if names.isEmpty { return -1 }
            if let list = recentLists.value(for: names) { return list }
            let list = pool[names] ?? pooledLists.count
            if list == pooledLists.count {
                pool[names] = list
                pooledLists.append(names)
                pooledSets.append(Set(names))
                sorted.lists.append(names.map { (name: $0, target: target(forType: $0)) })
            }
            recentLists.keep(list, for: names)
            return list
        }
        // per symbol, as the nominal types are collected: `unknown` before, `visiting` while (a cycle of supertypes
        // ends there), then the number of its list (-1 for none), as it is kept
        let unknown: Int32 = -2, visiting: Int32 = -3
        sorted.listByType = [Int32](repeating: unknown, count: graph.symbols.count)
        /// Starts collecting a type: a frame that reads its direct supertypes, the type marked as being visited; or,
        /// for a type without any (most of them), its list at once: none.
        func frame(_ id: SymbolID) -> SupertypeFrame? {
            let direct = directSupertypes(id)
            guard !direct.isEmpty else {
                sorted.listByType[id] = -1
                return nil
            }
            sorted.listByType[id] = visiting
            return SupertypeFrame(id: id, direct: direct)
        }
        // one stack for every type: emptied, not freed, between them
        var stack: [SupertypeFrame] = []
        // Depth first through the project classes and protocols each type names, on a stack of its own rather than
        // the thread's (a chain of thousands of protocols, each refining the next, is as deep): a type's list is its
        // names and the lists of the project types they name, kept once its last such type has one. (No type is
        // being visited between two calls: the stack is empty again when one returns.)
        func collect(_ root: SymbolID) -> Int {
            let known = sorted.listByType[root]
            if known != unknown { return Int(known) }
            guard let rootFrame = frame(root) else { return -1 }
            stack.append(rootFrame)
            while let top = stack.indices.last {
                if let target = stack[top].nextTarget(in: graph) {
                    let known = sorted.listByType[target]
                    if known >= 0 { stack[top].names += pooledLists[Int(known)] }
                    // a type being visited is on the stack: a cycle of supertypes, which adds nothing
                    if known == unknown, let targetFrame = frame(target) { stack.append(targetFrame) }
                    continue
                }
                let finished = stack.removeLast()
                var names = finished.names
                names.sortAndRemoveDuplicates()
                if names.count > Self.maximumSupertypes {
                    names = finished.keepingOwnNames(of: names, upTo: Self.maximumSupertypes)
                    capped.append(finished.id)
                }
                let list = interned(names)
                sorted.listByType[finished.id] = Int32(list)
                if let parent = stack.indices.last, list >= 0 { stack[parent].names += pooledLists[list] }
            }
            return Int(sorted.listByType[root])
        }
        for id in graph.symbols.indices where graph.symbols[id].kind.isNominalType {
            let list = collect(id)
            if list >= 0 { supertypes[id] = pooledSets[list] }
        }
        for id in graph.symbolsByKind[.extension] ?? [] {
            var names = inheritedNames(of: id)
            // an extended type is nominal: collected above
            let targetList = graph.symbols[id].extendedType.map { Int(sorted.listByType[$0]) } ?? -1
            // an extension that adds no supertype has its type's set, pooled already
            let list: Int
            if names.isEmpty {
                list = targetList
            } else {
                if targetList >= 0 { names += pooledLists[targetList] }
                names.sortAndRemoveDuplicates()
                list = interned(names)
            }
            if list >= 0 {
                supertypes[id] = pooledSets[list]
                sorted.listByType[id] = Int32(list)
            }
        }
        return (supertypes, sorted, capped)
    }

    /// Edges of every declaration, resolved per file in parallel (resolution only reads the indexes), and
    /// appended in file order as each file's list is due, so the result does not depend on the number of threads
    /// and only the few lists finished out of order wait beside the whole list. The whole list's size is
    /// estimated from its first files (edges per declaration) to spare most regrowth.
    mutating func buildEdges() {
        let linker = self
        let filesForEstimate = min(256, graph.files.count)
        var edges: [Edge] = []
        var externalNames = NameTable()
        // the symbols that reference each symbol, listed by id (no hashing per edge) and made a dictionary at the end
        var referencers = [[SymbolID]](repeating: [], count: graph.symbols.count)
        var referencedCount = 0
        OrderedParallelMap.forEach(graph.files.count, jobs: jobs, { f in linker.edges(ofFile: f) }) { f, fileEdges in
            // the file's external names numbered for the graph, each name looked up once per file
            let names = fileEdges.externalNames
            let numbers = (0..<names.count).map { externalNames.insert(names.name($0)).entry }
            fileEdges.edges.withUnsafeMutableBufferPointer { fileEdges in
                for i in fileEdges.indices {
                    if let local = fileEdges[i].externalNameIndex {
                        fileEdges[i] = Edge(kind: fileEdges[i].kind, source: fileEdges[i].source, externalName: numbers[local])
                    } else if fileEdges[i].kind == .references, let t = fileEdges[i].targetSymbol {
                        if referencers[t].isEmpty { referencedCount += 1 }
                        referencers[t].append(fileEdges[i].source)
                    }
                }
            }
            edges += fileEdges.edges
            if f == filesForEstimate - 1 {
                let symbolsSoFar = linker.graph.files[f].symbols.upperBound
                let estimate = symbolsSoFar > 0 ? edges.count * linker.graph.symbols.count / symbolsSoFar : edges.count
                edges.reserveCapacity(estimate + estimate / 16)
            }
        }
        graph.externalNames = (0..<externalNames.count).map(externalNames.name)
        graph.edges = edges
        graph.edgeStarts = Self.edgeStarts(edges, symbolCount: graph.symbols.count)
        var referencedBy: [SymbolID: [SymbolID]] = [:]
        referencedBy.reserveCapacity(referencedCount)
        for id in referencers.indices where !referencers[id].isEmpty { referencedBy[id] = referencers[id] }
        graph.referencedBy = referencedBy
    }

    /// Where each symbol's edges start in a list grouped by source in id order (`SymbolGraph.edgeStarts`).
    static func edgeStarts(_ edges: [Edge], symbolCount: Int) -> [Int32] {
        var starts = [Int32](repeating: 0, count: symbolCount + 1)
        starts.withUnsafeMutableBufferPointer { starts in
            edges.withUnsafeBufferPointer { edges in
                // each symbol's count at the slot after its own, then summed
                for index in edges.indices {
                    assert(index == 0 || edges[index - 1].source <= edges[index].source, "edges grouped by source")
                    starts[edges[index].source + 1] += 1
                }
            }
            for id in 0..<symbolCount { starts[id + 1] += starts[id] }
        }
        return starts
    }

    /// Lists one thread reuses from declaration to declaration, so that building edges allocates little.
    struct EdgeScratch {
        var direct: [String] = []
        var names: [String] = []
        var calledTargets: [CallTarget] = []
        /// The type each name several top-level types share means in this file: the same for every declaration of
        /// the file, so worked out once (common names, `Configuration` or `Error`, have dozens of types).
        var sharedNameTargets: [String: Edge.Target] = [:]

        /// Lists made with room for what most declarations need, rather than regrown from nothing in every file.
        init() {
            direct.reserveCapacity(8)
            names.reserveCapacity(32)
            calledTargets.reserveCapacity(32)
        }
    }

    func edges(ofFile f: Int) -> FileEdges {
        graph.files[f].declarations.withUnsafeBufferPointer { declarations in
            var edges = FileEdges(declarations: declarations.count)
            var scratch = EdgeScratch()
            // read through a pointer: passing `declarations[i]` itself would copy the declaration for each call
            guard let base = declarations.baseAddress else { return edges }
            let firstSymbol = graph.files[f].firstSymbol
            for i in declarations.indices {
                appendEdges(of: base + i, id: firstSymbol + i, firstSymbol: firstSymbol, scratch: &scratch, to: &edges)
            }
            return edges
        }
    }

    func appendEdges(of decl: UnsafePointer<Declaration>, id: SymbolID, firstSymbol: SymbolID, scratch: inout EdgeScratch,
                     to edges: inout FileEdges) {
        if let parent = decl.pointee.parent { edges.append(.memberOf, from: id, to: .symbol(firstSymbol + parent)) }
        scratch.direct.removeAllOneByOne()
        for entry in decl.pointee.inherits { TypeNames.appendInheritedNames(of: entry, to: &scratch.direct) }
        for name in scratch.direct {
            edges.append(.inherits, from: id, to: target(forType: name, from: id, scratch: &scratch))
        }
        if decl.pointee.kind.isTypeLike, let list = sortedSupertypes.list(of: id) {
            let supertypes = sortedSupertypes.lists[list]
            if supertypes.count > scratch.direct.count {
                for supertype in supertypes where !scratch.direct.contains(supertype.name) {
                    edges.append(.conformsTransitively, from: id, to: supertype.target)
                }
            }
        }
        appendReferences(of: decl, id: id, scratch: &scratch, to: &edges)
        if decl.hasCodeFacts {
            let owner = graph.owningType(of: id)
            scratch.calledTargets.removeAllOneByOne()
            let calls = decl.codeCalls
            appendCallEdges(calls.body, source: id, owner: owner, scratch: &scratch, to: &edges)
            appendCallEdges(calls.initializer, source: id, owner: owner, scratch: &scratch, to: &edges)
        }
    }

    /// Calls edges, one per distinct target in the order first called (`scratch.calledTargets` holds those so far).
    func appendCallEdges(_ calls: [Call], source id: SymbolID, owner: SymbolID?, scratch: inout EdgeScratch,
                         to edges: inout FileEdges) {
        calls.withUnsafeBufferPointer { calls in
            guard let first = calls.baseAddress else { return }
            for i in calls.indices {
                let called = resolveCall(first + i, owner: owner)
                let isNew = scratch.calledTargets.withUnsafeBufferPointer { earlier in
                    !earlier.indices.contains { earlier[$0].isSame(as: called) }
                }
                if isNew {
                    scratch.calledTargets.append(called)
                    edges.append(.calls, from: id, to: called.target)
                }
            }
        }
    }

    /// References edges: the type names a declaration's signature and body mention, sorted and unique, its own
    /// name left out. The body's and the initial value's names are sorted and unique already: only the signature's
    /// few names are sorted here, and the three lists are merged as they are read.
    func appendReferences(of decl: UnsafePointer<Declaration>, id: SymbolID, scratch: inout EdgeScratch, to edges: inout FileEdges) {
        let code = decl.codeTypeNames
        let ownName = decl.pointee.name
        // a name whose first byte is ASCII and not the own name's (ASCII) first byte is another name, known without
        // comparing the strings (a name beginning with an ASCII byte only equals names beginning with that byte, or
        // with a non-ASCII one)
        let ownFirstByte = ownName.utf8.first ?? 0
        if !scratch.names.isEmpty { scratch.names.removeAllOneByOne() }
        if decl.hasSignatureTypeText {
            // closures written in place (a local function passed as one had its captures boxed on the heap)
            if let text = decl.pointee.typeAnnotation { TypeNames.appendIdentifiers(in: text, to: &scratch.names) }
            for p in decl.pointee.parameters { TypeNames.appendIdentifiers(in: p.type, to: &scratch.names) }
            decl.forEachDetailTypeText { TypeNames.appendIdentifiers(in: $0, to: &scratch.names) }
        }
        // the type a var/let takes from its initial value or its context when none is written (`?? SyncService()`,
        // an `@Environment(\.key)` read): resolved here like every written name, not as every type of that name
        if decl.pointee.typeTextIsInferred, let inferred = decl.pointee.inferredType {
            TypeNames.appendIdentifiers(in: inferred, to: &scratch.names)
        }
        if scratch.names.count > 1 {
            scratch.names.sort()
            scratch.names.removeDuplicatesInSortedOrder()
        }
        var names = MergedNames(code.body, code.initializer, scratch.names)
        while let name = names.next() {
            let firstByte = name.utf8.first ?? 0
            let isOwnName = firstByte == ownFirstByte || firstByte >= 0x80 || ownFirstByte >= 0x80 ? name == ownName : false
            if !isOwnName { edges.append(.references, from: id, to: target(forType: name, from: id, scratch: &scratch)) }
        }
    }

    func target(forType name: String) -> Edge.Target {
        if let id = graph.firstType(named: name) { return .symbol(id) }
        return .external(name)
    }

    /// The type `name` names when declaration `source` writes it. With one type of that name, that one. With several,
    /// those the bare name can reach from `source` (Swift finds a nested type by its bare name only inside the type
    /// that holds it: `TMDBAPI.DTO.Review` is not the `Review` a view writes), and among them one declared in
    /// `source`'s own file (a file's `private enum Constants` is its own, whatever other files call theirs), else of
    /// those not private to another file the one whose file shares the most folders with `source`'s (the modules of
    /// one app declare the same names, a Domain `TimeStamp` and a Data DTO `TimeStamp`, and a file's own module is
    /// the one whose folder it is in), the first of those that share as many (a qualified name reaches them all);
    /// when all are private to other files, the first. A bare name that reaches no project type is not a project
    /// type's (`APIConstants.ContentType` is not the `ContentType` a view writes, round AI): it is an SDK's, or a
    /// file's the project does not hold.
    func target(forType name: String, from source: SymbolID, scratch: inout EdgeScratch) -> Edge.Target {
        // one lookup of the name: its types, the first of them the one a name with a single type means
        guard let types = graph.typesIfAny(named: name), let first = types.first else { return .external(name) }
        guard types.count > 1 else {
            return isReachable(first, byName: name, from: source) ? .symbol(first) : .external(name)
        }
        if let known = scratch.sharedNameTargets[name] { return known }
        let qualified = Self.isQualified(name)
        let target = choice(among: types, from: source, qualified: qualified).map(Edge.Target.symbol) ?? .external(name)
        // a nested type is reached from some declarations of a file and not others
        if types.allSatisfy({ graph.symbols[$0].parent == nil }) { scratch.sharedNameTargets[name] = target }
        return target
    }

    /// `target(forType:from:scratch:)`'s choice among several types of one name, without arrays. Folders are
    /// compared only among the candidates: a name such as `State` has hundreds of nested types, and only the few
    /// whose holder holds `source` can be meant.
    /// Nil when the bare name reaches none of them (a `qualified` name reaches them all).
    private func choice(among types: [SymbolID], from source: SymbolID, qualified: Bool) -> SymbolID? {
        let file = graph.symbols[source].file
        var firstReachable: SymbolID?
        for type in types where isReachableFromAround(type, source) {
            if graph.symbols[type].file == file { return type }
            if firstReachable == nil { firstReachable = type }
        }
        // through a superclass only when from around `source` none is (it reads supertype names)
        let throughSuperclass = firstReachable == nil
        if throughSuperclass {
            for type in types where isReachableThroughSuperclass(type, source) {
                if graph.symbols[type].file == file { return type }
                if firstReachable == nil { firstReachable = type }
            }
        }
        let onlyReachable = firstReachable != nil
        if !onlyReachable, !qualified { return nil }
        if !onlyReachable, let own = types.first(where: { graph.symbols[$0].file == file }) { return own }
        let path = graph.files[file].relativePath
        var nearest: (id: SymbolID, shared: Int)?
        for type in types where graph.symbols[type].modifierFlags.isDisjoint(with: .fileScoped) {
            // another file's private type is not visible here
            if onlyReachable,
               !(throughSuperclass ? isReachableThroughSuperclass(type, source) : isReachableFromAround(type, source)) { continue }
            let shared = Self.sharedFolders(path, graph.files[graph.symbols[type].file].relativePath)
            if shared > (nearest?.shared ?? -1) { nearest = (type, shared) }
        }
        return nearest?.id ?? firstReachable ?? types.first
    }

    /// How many leading folders two relative file paths have in common: the `/`s of their common prefix (a folder
    /// counts once its name and the `/` after it agree). Read in place: it is asked for each reference to a name
    /// several types share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                var shared = 0
                for i in 0..<min(x.count, y.count) {
                    guard x[i] == y[i] else { break }
                    if x[i] == UInt8(ascii: "/") { shared += 1 }
                }
                return shared
            }
        }
    }

    /// Whether `name`, as written, reaches `type` from `source`: a qualified name (`APIConstants.ContentType`) names
    /// it wherever it is written; a bare one from around `source` or through a superclass.
    func isReachable(_ type: SymbolID, byName name: String, from source: SymbolID) -> Bool {
        isReachableFromAround(type, source) || isReachableThroughSuperclass(type, source) || Self.isQualified(name)
    }

    /// Whether a type name is written qualified (`APIConstants.ContentType`): read in place, asked per reference.
    static func isQualified(_ name: String) -> Bool {
        let dot = UInt8(ascii: ".")
        return name.utf8.withContiguousStorageIfAvailable { $0.contains(dot) } ?? name.utf8.contains(dot)
    }

    /// Whether a type's bare name reaches it from `source` because it is a top-level type, or one nested in a type
    /// that holds `source` (its declaration or an extension of it, at any depth). One nested in an extension of a
    /// framework type (`extension UITableView { final class UISpacerView }`) is written qualified by that type's
    /// name, which the project does not declare: it is taken as reached from anywhere.
    @inline(__always) func isReachableFromAround(_ type: SymbolID, _ source: SymbolID) -> Bool {
        guard let holder = graph.symbols[type].parent else { return true }
        if graph.symbols[holder].kind == .extension, graph.symbols[holder].extendedType == nil { return true }
        let holderType = graph.symbols[holder].extendedType ?? holder
        var current: SymbolID? = source
        var steps = 0
        // bounded by the nesting depth a parser accepts
        while let id = current, steps < 256 {
            if id == holderType || graph.symbols[id].extendedType == holderType { return true }
            current = graph.symbols[id].parent
            steps += 1
        }
        return false
    }

    /// Whether a type's bare name reaches it from `source` because it is nested in a class that a type holding
    /// `source` inherits from (a subclass writes its superclass's nested `Config` by its bare name).
    func isReachableThroughSuperclass(_ type: SymbolID, _ source: SymbolID) -> Bool {
        guard let holder = graph.symbols[type].parent else { return false }
        let holderType = graph.symbols[holder].extendedType ?? holder
        // only a class is inherited from with its nested types: most holders (enums, structs) stop here
        guard graph.symbols[holderType].kind == .class else { return false }
        let holderName = graph.name(holderType)
        var current: SymbolID? = source
        var steps = 0
        while let id = current, steps < 256 {
            if graph.supertypes[graph.symbols[id].extendedType ?? id]?.contains(holderName) == true { return true }
            current = graph.symbols[id].parent
            steps += 1
        }
        return false
    }

    /// A call's target, made in a declaration whose owning type is `owner`: a member of the owning type for
    /// `f()`/`self.f()`, of a property's type for `service.f()`, of a named type for `Type.f()`; a project type
    /// for `Type(…)`; the callee's name otherwise (the receiver as written stays in the declaration's body facts).
    func resolveCall(_ call: UnsafePointer<Call>, owner: SymbolID?) -> CallTarget {
        let name = call.pointee.name
        // the callee's name is looked up in several tables (and under several owners): hashed once
        let asciiNameHash = NameTable.asciiNameHash(name)
        let nameHash = asciiNameHash ?? NameTable.nameHash(name)
        if let receiver = call.pointee.receiver, !Self.isSelf(receiver) {
            let head = Self.droppingSelfPrefix(receiver)
            if let owner,
               let property = graph.firstMember(of: owner, named: head, nameHash: NameTable.nameHash(head), kind: .var, or: .let),
               let type = typeAnnotation(of: property) {
                for typeName in TypeNames.identifiers(in: type) {
                    if let found = method(named: name, nameHash: nameHash, inAnyOf: graph.typesIfAny(named: typeName)) {
                        return CallTarget(symbol: found)
                    }
                }
            } else if let found = method(named: name, nameHash: nameHash, inAnyOf: graph.typesIfAny(named: head)) {
                return CallTarget(symbol: found)
            }
        } else {
            // no receiver, `self` or `Self`
            if call.pointee.receiver == nil, let type = graph.firstType(named: name, nameHash: nameHash) { return CallTarget(symbol: type) }
            if let owner, let found = method(named: name, nameHash: nameHash, in: owner) { return CallTarget(symbol: found) }
        }
        return CallTarget(external: name, asciiNameHash: asciiNameHash)
    }

    /// Whether a receiver is `self` or `Self`, compared as strings only when its first byte is `s`, `S` or not ASCII.
    @inline(__always) static func isSelf(_ receiver: String) -> Bool {
        let first = receiver.utf8.first ?? 0
        guard first == UInt8(ascii: "s") || first == UInt8(ascii: "S") || first >= 0x80 else { return false }
        return receiver == "self" || receiver == "Self"
    }

    /// `service` for `self.service`; the receiver itself otherwise. The prefix is compared by bytes, and as
    /// characters only when a non-ASCII byte follows it (a combining mark would merge with the `.`).
    static func droppingSelfPrefix(_ receiver: String) -> String {
        var text = receiver
        return text.withUTF8 { bytes in
            guard bytes.count >= 5, bytes[0] == UInt8(ascii: "s"), bytes[1] == UInt8(ascii: "e"), bytes[2] == UInt8(ascii: "l"),
                  bytes[3] == UInt8(ascii: "f"), bytes[4] == UInt8(ascii: ".") else { return receiver }
            if bytes.count > 5, bytes[5] >= 0x80 { return receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[5...]), as: UTF8.self)
        }
    }

    /// A function with this name among the members of `type`.
    @inline(__always) func method(named name: String, nameHash: UInt64, in type: SymbolID) -> SymbolID? {
        graph.firstMember(of: type, named: name, nameHash: nameHash, kind: .func, or: .func)
    }

    /// The first of `types` with such a method (the candidate types are tried in order).
    func method(named name: String, nameHash: UInt64, inAnyOf types: [SymbolID]?) -> SymbolID? {
        guard let types else { return nil }
        for type in types { if let found = method(named: name, nameHash: nameHash, in: type) { return found } }
        return nil
    }

    func typeAnnotation(of id: SymbolID) -> String? {
        let file = graph.symbols[id].file
        return graph.files[file].declarations[id - graph.files[file].firstSymbol].typeAnnotation
    }
}

/// A call's target with a key that tells it from most other targets without comparing names: a declaration calling
/// many functions outside the project compares each callee with those it called before.
struct CallTarget {
    var target: Edge.Target
    /// The id of a symbol; the `NameTable` hash of an ASCII external name; `unkeyed` for any other external name.
    private var key: UInt64

    /// The key of names that may equal names of other bytes: compared in full.
    private static let unkeyed = UInt64.max

    init(symbol id: SymbolID) {
        target = .symbol(id)
        key = UInt64(truncatingIfNeeded: id)
    }

    init(external name: String, asciiNameHash: UInt64?) {
        target = .external(name)
        key = asciiNameHash ?? Self.unkeyed
    }

    /// Whether both are one target. Different keys other than `unkeyed` are different targets: different ids, or
    /// ASCII names of different bytes (a symbol's key that equals a name's, or an ASCII name's that is `unkeyed`,
    /// only costs a comparison).
    @inline(__always) func isSame(as other: CallTarget) -> Bool {
        (key == other.key || key == Self.unkeyed || other.key == Self.unkeyed) && target == other.target
    }
}

/// The names of three sorted lists without duplicates (each list's own included) in sorted order, once each.
struct MergedNames: IteratorProtocol {
    private let a: [String], b: [String], c: [String]
    private var i = 0, j = 0, k = 0

    init(_ a: [String], _ b: [String], _ c: [String]) {
        self.a = a
        self.b = b
        self.c = c
    }

    mutating func next() -> String? {
        // one list left (nearly always: most declarations name types in their body alone, or in their signature
        // alone): its names in turn, without comparing them with the others'
        if j == b.count, k == c.count { return Self.next(of: a, at: &i) }
        if i == a.count, k == c.count { return Self.next(of: b, at: &j) }
        if i == a.count, j == b.count { return Self.next(of: c, at: &k) }
        var smallest: String?
        if i < a.count { smallest = a[i] }
        if j < b.count, smallest.map({ b[j] < $0 }) ?? true { smallest = b[j] }
        if k < c.count, smallest.map({ c[k] < $0 }) ?? true { smallest = c[k] }
        guard let name = smallest else { return nil }
        if i < a.count, a[i] == name { i += 1 }
        if j < b.count, b[j] == name { j += 1 }
        if k < c.count, c[k] == name { k += 1 }
        return name
    }

    @inline(__always) private static func next(of list: [String], at position: inout Int) -> String? {
        guard position < list.count else { return nil }
        position += 1
        return list[position - 1]
    }
}

/// One file's edges as the linker makes them, with the external names they point to numbered within the file
/// (`buildEdges` numbers them again for the graph, so that threads making different files' edges share no table).
struct FileEdges {
    var edges: [Edge] = []
    /// The external names, numbered in the order first met (a `NameTable`: its cheap hash, not a dictionary's).
    private(set) var externalNames: NameTable

    /// Room for `declarations` declarations' edges and about as many external names, so that neither regrows.
    init(declarations: Int) {
        edges.reserveCapacity(declarations * 4)  // about four edges per declaration
        externalNames = NameTable(expectedCount: declarations)
    }

    mutating func append(_ kind: Edge.Kind, from source: SymbolID, to target: Edge.Target) {
        switch target {
        case .symbol(let id): edges.append(Edge(kind: kind, source: source, symbol: id))
        case .external(let name): edges.append(Edge(kind: kind, source: source, externalName: externalNames.insert(name).entry))
        }
    }
}

extension Array where Element == String {
    /// Sorts the names and keeps one of each (the first of equal names, as the sort is stable): the names of a set,
    /// in the order `Set.sorted()` gives them.
    mutating func sortAndRemoveDuplicates() {
        guard count > 1 else { return }
        sort()
        removeDuplicatesInSortedOrder()
    }
}

extension Array {
    /// Empties the list from its end, keeping its room: for the few elements a scratch list holds, cheaper than
    /// `removeAll(keepingCapacity:)`, whose general replacement of a range costs more than a short loop.
    mutating func removeAllOneByOne() {
        while !isEmpty { removeLast() }
    }
}

extension Array where Element: Equatable {
    /// Keeps the first of each run of equal neighbours (of a sorted list: makes it unique).
    mutating func removeDuplicatesInSortedOrder() {
        guard count > 1 else { return }
        var kept = 1
        for i in 1..<count where self[i] != self[kept - 1] {
            if i != kept { swapAt(i, kept) }
            kept += 1
        }
        removeLast(count - kept)
    }
}

extension Optional {
    /// The value, leaving nil behind.
    mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}

/// One type whose supertypes `Linker.supertypeSets` is collecting: its direct supertype names, taken one at a time
/// (each adds itself, and `Inner` for `Outer.Inner`, to `names`), and the project classes and protocols each names,
/// handed out by `nextTarget` to be collected in turn.
struct SupertypeFrame {
    let id: SymbolID
    let direct: [String]
    /// The names so far: its own, then the lists of the types collected for it.
    var names: [String] = []
    private var nextName = 0
    private var targets: [SymbolID] = []
    private var nextTargetIndex = 0

    init(id: SymbolID, direct: [String]) {
        self.id = id
        self.direct = direct
    }

    /// The next project class or protocol one of its names resolves to (not itself); nil when none is left.
    mutating func nextTarget(in graph: SymbolGraph) -> SymbolID? {
        while true {
            while nextTargetIndex < targets.count {
                let target = targets[nextTargetIndex]
                nextTargetIndex += 1
                guard target != id else { continue }
                switch graph.symbols[target].kind {
                case .class, .protocol: return target
                default: continue
                }
            }
            guard nextName < direct.count else { return nil }
            let name = direct[nextName]
            nextName += 1
            names.append(name)
            if let last = Self.lastComponent(of: name) { names.append(last) }
            targets = graph.typesIfAny(named: name) ?? []
            nextTargetIndex = 0
        }
    }

    /// `Inner` for `Outer.Inner`, which also counts as a supertype; nil for a name without a dot (which needs no
    /// splitting into characters).
    static func lastComponent(of name: String) -> String? {
        let isDotted = name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) }
            ?? name.utf8.contains(UInt8(ascii: "."))
        guard isDotted, let last = name.split(separator: ".").last, last != Substring(name) else { return nil }
        return String(last)
    }

    /// `names` (sorted, without duplicates) cut to `limit`: its own names (`direct` and their last components),
    /// then the others in order; sorted.
    func keepingOwnNames(of names: [String], upTo limit: Int) -> [String] {
        let ownNames = Set(direct + direct.compactMap(Self.lastComponent))
        var kept = names.filter(ownNames.contains)
        for name in names where kept.count < limit && !ownNames.contains(name) { kept.append(name) }
        kept.sort()
        return kept
    }
}
