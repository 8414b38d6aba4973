// CodeNameIndex: which symbols' code calls, uses or assigns a given name, inverted from the bodies once per
// graph, keeping only the names the policies ask for; `call X`, `use X` and `assign X to …` then read a list
// instead of every body.

import Dispatch
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// The names a symbol's own code (body or initial value) calls and uses, inverted: name → the symbols whose code
/// has a call of that name (`callers`), or a member reference of that name, `defer` or `await` (`users`). A rule
/// asking for `call system` then reads one list instead of every call of every body. Only the names the policies
/// ask for are kept (`CodeNames`), which a cheap test of first byte and length rejects for most calls before any
/// hashing; a pattern the index was not built for is answered by a scan. Built in parallel over files.
struct CodeNameIndex: Sendable {
    let callers: [String: [SymbolID]]
    let users: [String: [SymbolID]]
    /// The leading names of assigned values (`Task` for `x = Task { … }`) → the symbols whose body assigns one.
    let assigned: [String: [SymbolID]]
    let wanted: CodeNames

    init(_ graph: SymbolGraph, wanted: CodeNames, jobs: Int) {
        self.wanted = wanted
        // policies without `call`, `use` or `assign` need no pass over the bodies
        guard !(wanted.calls.isEmpty && wanted.uses.isEmpty && wanted.assigned.isEmpty) else {
            (callers, users, assigned) = ([:], [:], [:])
            return
        }
        let chunks = runs(graph.files.count, jobs: jobs)
        let parts = Slots<NameLists>(count: chunks.count)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
            parts.store(Self.names(graph, files: chunks[chunk], wanted: wanted), at: chunk)
        }
        var merged = NameLists()
        for case let part? in parts.takeAll() {
            // chunks are in file order, so appending keeps every list ascending
            merged.callers.merge(part.callers) { $0 + $1 }
            merged.users.merge(part.users) { $0 + $1 }
            merged.assigned.merge(part.assigned) { $0 + $1 }
        }
        callers = merged.callers
        users = merged.users
        assigned = merged.assigned
    }

    struct NameLists: Sendable {
        var callers: [String: [SymbolID]] = [:]
        var users: [String: [SymbolID]] = [:]
        var assigned: [String: [SymbolID]] = [:]
    }

    static func names(_ graph: SymbolGraph, files: Range<Int>, wanted: CodeNames) -> NameLists {
        var callers = NameListBuilder(wanted.calls), users = NameListBuilder(wanted.uses), assigned = NameListBuilder(wanted.assigned)
        let (findsCalls, findsUses, findsAssigned) = (!wanted.calls.isEmpty, !wanted.uses.isEmpty, !wanted.assigned.isEmpty)
        graph.forEachDeclaration(inFiles: files) { id, declaration in
            declaration.forEachCodeNames { code in
                // by index: a loop over the calls themselves would copy each one (and retain its strings)
                if findsCalls { for index in code.calls.indices { callers.add(code.calls[index].name, id) } }
                if findsUses {
                    BodyFacts.forEachUsedName(code.memberReferences, hasDefer: code.hasDefer, hasAwait: code.hasAwait) { users.add($0, id) }
                }
                if findsAssigned {
                    for assignment in code.assignments where wanted.assigned.mayAdmit(firstByteOf: assignment.value) {
                        assigned.add(Assignment.leadingName(assignment.value), id)
                    }
                }
            }
        }
        return NameLists(callers: callers.lists, users: users.lists, assigned: assigned.lists)
    }

    /// The symbols whose own code calls a name the pattern matches, as a membership table by symbol id.
    func callers(matching pattern: CompiledPattern, in graph: SymbolGraph) -> [Bool] {
        guard wanted.calls.covers(pattern) else {
            return Self.scan(graph) { body in body.calls.contains { pattern.matches($0.name) } }
        }
        return Self.holders(callers, matching: pattern, symbolCount: graph.symbols.count)
    }

    /// The symbols whose own code uses a member chain (or `defer`, `await`) the pattern matches.
    func users(matching pattern: CompiledPattern, in graph: SymbolGraph) -> [Bool] {
        guard wanted.uses.covers(pattern) else {
            return Self.scan(graph) { body in body.usesName { pattern.matches($0) } }
        }
        return Self.holders(users, matching: pattern, symbolCount: graph.symbols.count)
    }

    /// The symbols whose body assigns a value whose leading name the pattern matches.
    func assigners(matching pattern: CompiledPattern, in graph: SymbolGraph) -> [Bool] {
        guard wanted.assigned.covers(pattern) else {
            var holders = [Bool](repeating: false, count: graph.symbols.count)
            for id in graph.symbols.indices where graph.withDeclaration(id, { declaration in
                declaration.assignments.contains { pattern.matches(Assignment.leadingName($0.value)) }
            }) {
                holders[id] = true
            }
            return holders
        }
        return Self.holders(assigned, matching: pattern, symbolCount: graph.symbols.count)
    }

    static func holders(_ index: [String: [SymbolID]], matching pattern: CompiledPattern, symbolCount: Int) -> [Bool] {
        var holders = [Bool](repeating: false, count: symbolCount)
        if let literal = pattern.literal {
            for id in index[literal] ?? [] { holders[id] = true }
        } else {
            for (name, ids) in index where pattern.matches(name) {
                for id in ids { holders[id] = true }
            }
        }
        return holders
    }

    /// Every symbol whose own code satisfies `condition`: the answer for a pattern the index was not built for.
    static func scan(_ graph: SymbolGraph, _ condition: (borrowing BodyFacts) -> Bool) -> [Bool] {
        var holders = [Bool](repeating: false, count: graph.symbols.count)
        graph.forEachDeclaration(inFiles: graph.files.indices) { id, declaration in
            if declaration.anyCode(condition) { holders[id] = true }
        }
        return holders
    }
}

/// The symbols of one chunk of files by each name a `CodeNameSet` keeps, in id order. A literal name is found by
/// its place in the set (no hashing of the names in the bodies); a set that keeps every name collects by name.
struct NameListBuilder {
    private let names: CodeNameSet
    private var bySlot: [[SymbolID]]
    private var byName: [String: [SymbolID]] = [:]

    init(_ names: CodeNameSet) {
        self.names = names
        bySlot = Array(repeating: [], count: names.ordered.count)
    }

    mutating func add(_ name: String, _ id: SymbolID) {
        if names.keepsEverything {
            byName[name, default: []].appendUnlessLast(id)
        } else if let slot = names.slot(of: name) {
            bySlot[slot].appendUnlessLast(id)
        }
    }

    var lists: [String: [SymbolID]] {
        var lists = byName
        for (slot, ids) in bySlot.enumerated() where !ids.isEmpty { lists[names.ordered[slot]] = ids }
        return lists
    }
}

/// Which names a `CodeNameIndex` keeps: every name, or only some literal ones (with a quick pre-test on the first
/// byte and the length, so that most names are turned away before they are compared, and none is hashed).
struct CodeNameSet: Sendable {
    /// Keeps every name (`ordered` is then empty).
    let keepsEverything: Bool
    /// The literal names kept, sorted: a kept name's slot.
    let ordered: [String]
    /// The slots of the literals by their first byte.
    private let slotsByFirstByte: [[Int]]
    /// By first byte, a bit for each length (up to 63 bytes) of the literals that start with it.
    private let lengthsByFirstByte: [UInt64]

    /// Keeps no name at all.
    var isEmpty: Bool { !keepsEverything && ordered.isEmpty }

    init(all: Bool, literals: Set<String>) {
        keepsEverything = all
        ordered = all ? [] : literals.sorted()
        var slotsByFirstByte = [[Int]](repeating: [], count: 256)
        var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)
        for (slot, literal) in ordered.enumerated() {
            let first = Int(literal.utf8.first ?? 0)
            slotsByFirstByte[first].append(slot)
            lengthsByFirstByte[first] |= 1 << UInt64(min(literal.utf8.count, 63))
        }
        self.slotsByFirstByte = slotsByFirstByte
        self.lengthsByFirstByte = lengthsByFirstByte
    }

    /// The slot of a kept literal name (`ordered`); nil for any other name, and for every name when all are kept.
    func slot(of name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, lengthsByFirstByte[Int(first)] & (1 << UInt64(min(utf8.count, 63))) != 0 else { return nil }
        for slot in slotsByFirstByte[Int(first)] where ordered[slot] == name { return slot }
        return nil
    }

    /// Whether a name starting like `text` may be kept: false turns it away before the name is even cut out.
    func mayAdmit(firstByteOf text: String) -> Bool {
        guard !keepsEverything else { return true }
        return !slotsByFirstByte[Int(text.utf8.first ?? 0)].isEmpty
    }

    func admits(_ name: String) -> Bool {
        keepsEverything || slot(of: name) != nil
    }

    /// Whether every name the pattern can match is kept.
    func covers(_ pattern: CompiledPattern) -> Bool {
        keepsEverything || pattern.literal.map(admits) ?? false
    }
}

/// The call and use names a set of policies asks for, and the supertype names (`SupertypeIndex`).
struct CodeNames: Sendable {
    var calls: CodeNameSet
    var uses: CodeNameSet
    var assigned: CodeNameSet
    /// Names `conforming to` and `inheriting from` give literally; their globs are decided per subject instead.
    var supertypes = CodeNameSet(all: false, literals: [])

    static let everything = CodeNames(calls: CodeNameSet(all: true, literals: []), uses: CodeNameSet(all: true, literals: []),
                                      assigned: CodeNameSet(all: true, literals: []))

    init(calls: CodeNameSet, uses: CodeNameSet, assigned: CodeNameSet = CodeNameSet(all: false, literals: [])) {
        self.calls = calls
        self.uses = uses
        self.assigned = assigned
    }

    /// The names in `call` and `use` predicates of every rule and layer of the policies; a pattern that is not one
    /// literal name (a glob with `*`, a regex, a placeholder) makes the index keep every name of its kind.
    init(_ policies: [CheckedPolicy]) {
        var collector = PatternCollector()
        for policy in policies {
            for rule in policy.rules {
                collector.visit(rule.rule.assertion.selector)
                for requirement in rule.rule.assertion.requirements { collector.visit(requirement.predicate) }
            }
            for layer in policy.layers.values { collector.visit(layer.selector) }
        }
        calls = CodeNameSet(all: collector.allCalls, literals: collector.calls)
        uses = CodeNameSet(all: collector.allUses, literals: collector.uses)
        assigned = CodeNameSet(all: collector.allAssigned, literals: collector.assigned)
        supertypes = CodeNameSet(all: false, literals: collector.supertypes)
    }
}

/// Walks selectors and predicates for the patterns of `call`, `use`, `assign` and the literal supertype names.
private struct PatternCollector {
    var calls: Set<String> = [], uses: Set<String> = [], assigned: Set<String> = [], supertypes: Set<String> = []
    var allCalls = false, allUses = false, allAssigned = false

    mutating func visit(_ selector: SymbolSelector) {
        switch selector.kind {
        case .simple(let simple): simple.filters.forEach { visit($0) }
        case .all(let operands), .any(let operands): operands.forEach { visit($0) }
        case .not(let operand): visit(operand)
        }
    }

    mutating func visit(_ predicate: SymbolPredicate) {
        switch predicate.kind {
        case .all(let operands), .any(let operands): operands.forEach { visit($0) }
        case .not(let operand): visit(operand)
        case .has(let items):
            for item in items { if case .member(let member) = item.kind { visit(member.selector) } }
        case .isIn(let selector), .references(let selector): visit(selector)
        case .typed(let operand), .returns(let operand): visit(operand)
        case .calls(let spec):
            if let literal = CompiledPattern(spec.name).literal { calls.insert(literal) } else { allCalls = true }
            if let receiver = spec.receiver { visit(receiver) }
            if let target = spec.beforeAssigning { visit(target) }
        case .uses(let pattern):
            if let literal = CompiledPattern(pattern).literal { uses.insert(literal) } else { allUses = true }
        case .assigns(let spec):
            if let value = spec.value {
                if let literal = CompiledPattern(value).literal { assigned.insert(literal) } else { allAssigned = true }
            }
            visit(spec.target)
        case .conformsTo(let pattern), .inheritsFrom(let pattern):
            if let literal = CompiledPattern(pattern).literal { supertypes.insert(literal) }
        case .isKind, .named, .under, .imports, .importsOnly, .exists: break
        }
    }

    mutating func visit(_ operand: Operand) {
        if case .selector(let selector) = operand.kind { visit(selector) }
    }
}

extension Array where Element == SymbolID {
    mutating func appendUnlessLast(_ id: SymbolID) {
        if last != id { append(id) }
    }
}
