// EvaluationIndexes: what every thread of an evaluation reads and nobody changes, built once per graph: the
// symbol columns, the symbols by supertype name, each file's folders, and each layer's members; and each type's
// scope, found when first asked for by each thread.

import Dispatch
import Foundation
import Parallel
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// The indexes of one graph that every policy evaluated over it can share (see `Evaluator.indexes`).
public struct EvaluationIndexes: Sendable {
    let shared: SharedIndexes

    /// `policies` are those that will be evaluated over the graph: the index keeps the supertype names they give.
    public init(_ graph: SymbolGraph, policies: [CheckedPolicy], jobs: Int = 1) {
        shared = SharedIndexes(graph, policies: policies, jobs: jobs)
    }
}

/// What every thread of an evaluation reads and nobody changes.
struct SharedIndexes: Sendable {
    let columns: SymbolColumns
    /// Each file's folders, for `under`.
    let folders: FileFolders
    let supertypes: SupertypeIndex
    /// The names the policies give literally (`CodeNameMemo` keeps those of `call`, `use` and `assign`).
    let literals: PolicyLiterals
    /// The layout heads of every rule: a file's layout facts answer all of them at once (`LayoutMemo`).
    let layoutSelectors: [LayoutSelector]
    /// Whether every layout rule reads every file (no `in`, no `under`): the files are then read for them up front.
    let layoutsReadEveryFile: Bool
    /// Code-pattern matches and layout places by file, made by whichever thread reads a file first, each taken by
    /// the rule that asks for it (`FileBatchStore`).
    let codeMatches = FileBatchStore<CodeMatch>()
    let layoutPlaces = FileBatchStore<LayoutPlace>()
    /// Candidate lists every thread makes the same: kept once, not once per thread.
    let candidates = SharedCandidates()

    init(_ graph: SymbolGraph, policies: [CheckedPolicy], jobs: Int = 1) {
        // the indexes built on one thread are built beside those split over every thread, not before them
        literals = PolicyLiterals(policies)
        let references = policies.flatMap { policy in policy.rules.map { PolicyReferences(assertion: $0.rule.assertion) } }
        layoutSelectors = references.flatMap(\.layoutHeads)
        layoutsReadEveryFile = policies.allSatisfy { policy in
            policy.rules.allSatisfy { rule in
                guard rule.rule.assertion.layout != nil, case .simple(let simple) = rule.rule.assertion.selector.kind else { return true }
                return simple.filters.isEmpty
            }
        }
        let supertypeNames = literals.supertypes
        ((supertypes, folders), columns) = Concurrently.both(jobs: jobs, {
            (SupertypeIndex(graph, wanted: supertypeNames), FileFolders(graph.files))
        }, {
            SymbolColumns(graph)
        })
    }
}

/// Candidate lists that depend on the graph and the policies alone, which every thread asks for the same: the
/// subjects of a kind word (`EvaluationContext.candidates(ofKind:)`) and the members of the types a container selector
/// matches, by the selector's place (`members(ofMatches:)`; a place names its policy file, so two packs' places
/// differ). At 2,000,000 lines these lists are tens of megabytes, so each is kept once rather than by every thread,
/// and compactly.
/// The first thread to ask computes a list outside the lock; another asking meanwhile computes its own and keeps the
/// first one stored (both are the same).
final class SharedCandidates: @unchecked Sendable {
    private let lock = NSLock()
    private var byKind: [SymbolKind: KeptList] = [:]
    private var byContainer: [SourceSpan: KeptList] = [:]

    /// A list as kept: the symbols' ids in 32 bits (a quarter of a `SubjectRef`) when every subject is a symbol, as
    /// nearly every list is; each asker gets the subjects back, held only while its rule runs.
    private enum KeptList {
        case symbols([Int32])
        case subjects([SubjectRef])

        init(_ subjects: [SubjectRef]) {
            var ids: [Int32] = []
            ids.reserveCapacity(subjects.count)
            for subject in subjects {
                guard case .symbol(let id) = subject else {
                    self = .subjects(subjects)
                    return
                }
                ids.append(Int32(clamping: id))
            }
            self = .symbols(ids)
        }

        var subjects: [SubjectRef] {
            switch self {
            case .symbols(let ids): return ids.map { .symbol(Int($0)) }
            case .subjects(let subjects): return subjects
            }
        }
    }

    func ofKind(_ kind: SymbolKind, compute: () -> [SubjectRef]) -> [SubjectRef] {
        memoized(kind, in: \.byKind, compute)
    }

    func members(ofMatches container: SourceSpan, compute: () -> [SubjectRef]) -> [SubjectRef] {
        memoized(container, in: \.byContainer, compute)
    }

    private func memoized<Key: Hashable>(_ key: Key, in table: ReferenceWritableKeyPath<SharedCandidates, [Key: KeptList]>,
                                         _ compute: () -> [SubjectRef]) -> [SubjectRef] {
        if let known = locked({ self[keyPath: table][key] }) { return known.subjects }
        // computed unlocked: the list of one kind or container may ask for another's
        let computed = compute()
        let kept = KeptList(computed)
        let stored: KeptList? = locked {
            if let stored = self[keyPath: table][key] { return stored }
            self[keyPath: table][key] = kept
            return nil
        }
        return stored?.subjects ?? computed
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// The folders of the files, split once per folder: files of one folder listed one after another (as a walk lists
/// them) share one entry, so `under` is decided once per folder, several times fewer than once per file.
struct FileFolders: Sendable {
    /// The folders the files are in, as the paths relative to the root give them.
    let folders: [PathFolders]
    /// For each file (by index), its folder's place in `folders`.
    let folderOfFile: [Int32]

    init(_ files: [SourceFile]) {
        var folders: [PathFolders] = []
        var folderOfFile: [Int32] = []
        folderOfFile.reserveCapacity(files.count)
        var previous: [UInt8] = []
        for index in files.indices {
            var path = files[index].relativePath
            // compared by bytes with the file before: hashing every path costs more than the entries it saves
            let isNewFolder = path.withUTF8 { bytes in
                var end = bytes.count
                while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
                let folder = UnsafeBufferPointer(rebasing: bytes[..<max(0, end - 1)])
                if !folders.isEmpty, Self.equal(folder, previous) { return false }
                previous = Array(folder)
                return true
            }
            if isNewFolder { folders.append(PathFolders(path)) }
            folderOfFile.append(Int32(folders.count - 1))
        }
        self.folders = folders
        self.folderOfFile = folderOfFile
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return other.withUnsafeBufferPointer { other in
            for index in 0..<other.count where bytes[index] != other[index] { return false }
            return true
        }
    }
}

/// The graph's supertype sets inverted for the names the policies give literally (`PolicyLiterals`): each
/// such name → the symbols whose set (`SymbolGraph.supertypes`, with the framework supertypes of its names:
/// `FrameworkFacts`) holds it, in id order. `conforming to View` then
/// reads one list rather than every type's set. (An extension's set is its type's, with what it adds itself.)
struct SupertypeIndex: Sendable {
    let wanted: LiteralNameSet
    let symbolsByName: [String: [SymbolID]]

    init(_ graph: SymbolGraph, wanted: LiteralNameSet) {
        self.wanted = wanted
        guard !wanted.isEmpty else {
            symbolsByName = [:]
            return
        }
        // visited in the dictionary's order, each name's (short) list sorted after: sorting every key of the graph
        // first, and looking each one up again, cost more than the lists it ordered
        var lists = NameListBuilder(wanted)
        // a framework name a wanted name is a framework supertype of (`UITableViewController` for
        // `UIViewController`): a symbol with it holds the wanted name too, unless the project declares it itself
        var wantedByDescendant: [String: [String]] = [:]
        for name in wanted.ordered {
            for descendant in FrameworkFacts.descendants(of: name) where !graph.declaresType(named: descendant) {
                wantedByDescendant[descendant, default: []].append(name)
            }
        }
        let descendants = LiteralNameSet(Set(wantedByDescendant.keys))
        let wantedBySlot = descendants.ordered.map { wantedByDescendant[$0] ?? [] }
        for (id, names) in graph.supertypes {
            for name in names {
                lists.add(name, id)
                if !descendants.isEmpty, let slot = descendants.slot(of: name) {
                    for ancestor in wantedBySlot[slot] { lists.add(ancestor, id) }
                }
            }
        }
        // a symbol reaches a name once through each of its names that leads there
        symbolsByName = lists.lists.mapValues { Self.sortedWithoutDuplicates($0) }
    }

    private static func sortedWithoutDuplicates(_ ids: [SymbolID]) -> [SymbolID] {
        var sorted = ids.sorted()
        var kept = 0
        for index in sorted.indices where index == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The symbols with a supertype the pattern names, in id order; nil for a pattern the index was not built for
    /// (a glob, a placeholder, a name no policy gave literally).
    func holders(of pattern: CompiledPattern) -> [SymbolID]? {
        guard wanted.covers(pattern), let literal = pattern.literal else { return nil }
        return symbolsByName[literal] ?? []
    }
}

/// The symbols whose bodies, references and calls count for a type or extension subject: itself and every member,
/// its extensions' included. A nested nominal type is a subject of its own and is not part of its outer type's
/// scope (so one violation inside it is not reported twice). (Any other symbol's scope is itself; a file's is every
/// declaration in it.) A type's scope is found the first time it is asked for, and kept: only the types a rule
/// reaches a body or reference step with are asked (views, services…), not every type of the graph. One per
/// thread (`GraphMemos`).
final class TypeScopes {
    private let graph: SymbolGraph
    // Flat: the scope of `id` is `ids[place[id]]`, found the first time (the types asked about are few, so their
    // places are found by hashing rather than kept in a table as long as the graph). Each access is one statement
    // (a condition may ask for another type's scope, which appends to `ids`).
    @exclusivity(unchecked) private var place: [SymbolID: Range<Int32>] = [:]
    @exclusivity(unchecked) private var ids: [Int32] = []

    init(_ graph: SymbolGraph) { self.graph = graph }

    /// Whether some symbol of a type's (or extension's) scope satisfies `condition`.
    func contains(_ id: SymbolID, where condition: (SymbolID) -> Bool) -> Bool {
        let range = self.range(of: id)
        for index in range where condition(Int(ids[index])) { return true }
        return false
    }

    /// A type's (or extension's) scope, in id order; empty for a symbol that is not a type.
    func scope(of id: SymbolID) -> [SymbolID] { range(of: id).map { Int(ids[$0]) } }

    /// Where the scope of `id` is in `ids`, found first if it was not yet.
    private func range(of id: SymbolID) -> Range<Int> {
        let range = place[id] ?? find(id)
        return Int(range.lowerBound)..<Int(range.upperBound)
    }

    /// Appends the scope of `id` to `ids`: in id order, each symbol once.
    private func find(_ id: SymbolID) -> Range<Int32> {
        let first = ids.count
        graph.symbols.withUnsafeBufferPointer { symbols in
            guard symbols[id].kind.isTypeLike else { return }
            ids.append(Int32(id))
            appendMembers(of: id, for: id, symbols)
            let extensions = graph.extensions(of: id)
            if !extensions.isEmpty {
                for ext in extensions { appendMembers(of: ext, for: id, symbols) }
                // several blocks: in id order, a member listed twice once
                ids[first...].sort()
                var kept = first
                for index in first..<ids.count where index == first || ids[index] != ids[kept - 1] {
                    ids[kept] = ids[index]
                    kept += 1
                }
                ids.removeLast(ids.count - kept)
            } else if !ids[first...].isSorted {
                ids[first...].sort()
            }
        }
        let range = Int32(first)..<Int32(ids.count)
        place[id] = range
        return range
    }

    /// The members of `owner` (the type itself or one of its extensions) that count for the type `id`: nested nominal
    /// types are subjects of their own.
    private func appendMembers(of owner: SymbolID, for id: SymbolID, _ symbols: UnsafeBufferPointer<Symbol>) {
        for member in symbols[owner].children where member != id && !symbols[member].kind.isNominalType {
            ids.append(Int32(member))
        }
    }
}

/// The members of a layer, sorted, with a membership test that reads one slot for a symbol. Built once, then
/// shared (by reference) by every check that names the layer, on every thread.
final class LayerSet: Sendable {
    let members: [SubjectRef]
    private let symbols: BitSet
    private let others: Set<SubjectRef>

    init(symbolCount: Int, members: [SubjectRef] = []) {
        var symbols = BitSet(count: symbolCount)
        var others = Set<SubjectRef>()
        var unique: [SubjectRef] = []
        for subject in members {
            if case .symbol(let id) = subject {
                guard !symbols[id] else { continue }
                symbols[id] = true
            } else {
                guard others.insert(subject).inserted else { continue }
            }
            unique.append(subject)
        }
        self.members = unique.sorted()
        self.symbols = symbols
        self.others = others
    }

    func contains(_ subject: SubjectRef) -> Bool {
        if case .symbol(let id) = subject { return symbols[id] }
        return others.contains(subject)
    }
}

/// What one thread remembers of the graph while it evaluates: facts found the first time a rule asks, which depend
/// on the graph alone (and on the literal names of the shared indexes), not on the policy asking. The thread's
/// contexts for every policy of a check share one, so that the second policy does not find them again.
final class GraphMemos {
    let facts: SubjectFacts
    let codeNames: CodeNameMemo
    let declarations: DeclarationFacts
    let scopes: TypeScopes
    /// The symbols with an attribute, by the attribute's name (`EvaluationContext.attributeHolders`).
    var attributeHolders: [String: BitSet] = [:]
    /// Code-pattern matches and layout facts by file: a file is parsed once per thread for every policy's patterns.
    let codePatterns: CodePatternMemo

    init(_ graph: SymbolGraph, shared: SharedIndexes, sourceText: SourceText = .disk, fastPaths: Bool = true) {
        codePatterns = CodePatternMemo(sourceText: sourceText, layouts: shared.layoutSelectors,
                                       layoutsReadEveryFile: shared.layoutsReadEveryFile, store: shared.codeMatches,
                                       layoutStore: shared.layoutPlaces, fastPaths: fastPaths)
        facts = SubjectFacts(graph: graph)
        codeNames = CodeNameMemo(graph, literals: shared.literals)
        declarations = DeclarationFacts(graph: graph, columns: shared.columns)
        scopes = TypeScopes(graph)
    }
}

/// An evaluation context handed to one worker thread: each thread uses only its own, and the main thread touches
/// them only between parallel sections, so the context is never used from two threads at once.
final class OwnedContext: @unchecked Sendable {
    let context: EvaluationContext

    init(_ context: EvaluationContext) { self.context = context }
}

extension ArraySlice where Element: Comparable {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}

/// A set of ids below a fixed count (a graph's symbols, its files) as a bit per id: an eighth of a table of `Bool`s
/// and a sixty-fourth of a `Set<Int>`, so that the sets a policy's checks make (attribute and supertype holders, layer
/// members, the files a rule's patterns are searched in) touch few pages of fresh memory.
struct BitSet: Sendable {
    private var words: [UInt64]

    /// The empty set, for ids below `count`.
    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) >> 6) }

    /// The set of `members`, each below `count`.
    init<Members: Sequence<Int>>(count: Int, members: Members) {
        self.init(count: count)
        for id in members { self[id] = true }
    }

    subscript(id: Int) -> Bool {
        get { words[id >> 6] & (1 << UInt64(id & 63)) != 0 }
        set {
            let bit: UInt64 = 1 << UInt64(id & 63)
            if newValue { words[id >> 6] |= bit } else { words[id >> 6] &= ~bit }
        }
    }
}
