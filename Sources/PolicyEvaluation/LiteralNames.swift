// LiteralNames: the names the policies give literally (`conforming to View`, `call cancel`), as sets that find a
// name's slot without hashing it, and the lists of symbols by such a name (`SupertypeIndex`).

import PolicyLanguage
import SymbolGraph

/// The symbols by each name a `LiteralNameSet` keeps, in the order they are added. A name is found by its place in
/// the set: the names added are not hashed.
struct NameListBuilder {
    private let names: LiteralNameSet
    private var bySlot: [[SymbolID]]

    init(_ names: LiteralNameSet) {
        self.names = names
        bySlot = Array(repeating: [], count: names.ordered.count)
    }

    mutating func add(_ name: String, _ id: SymbolID) {
        if let slot = names.slot(of: name) { bySlot[slot].append(id) }
    }

    var lists: [String: [SymbolID]] {
        var lists: [String: [SymbolID]] = [:]
        for (slot, ids) in bySlot.enumerated() where !ids.isEmpty { lists[names.ordered[slot]] = ids }
        return lists
    }
}

/// Which names an index keeps: some literal ones, with a quick pre-test on the first byte and the length, so that
/// most names are turned away before they are compared, and none is hashed.
struct LiteralNameSet: Sendable {
    /// The literal names kept, sorted: a kept name's slot.
    let ordered: [String]
    /// The slots of the literals by their first byte.
    private let slotsByFirstByte: [[Int]]
    /// By first byte, a bit for each length (up to 63 bytes) of the literals that start with it.
    private let lengthsByFirstByte: [UInt64]

    var isEmpty: Bool { ordered.isEmpty }

    init(_ literals: Set<String>) {
        ordered = literals.sorted()
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

    /// The slot of a kept name (`ordered`); nil for any other name.
    func slot(of name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, lengthsByFirstByte[Int(first)] & (1 << UInt64(min(utf8.count, 63))) != 0 else { return nil }
        for slot in slotsByFirstByte[Int(first)] where ordered[slot] == name { return slot }
        return nil
    }

    /// Whether some kept name starts with the first byte of `text`: false turns a text away before a name is even
    /// cut out of it.
    func mayStart(with text: String) -> Bool {
        !slotsByFirstByte[Int(text.utf8.first ?? 0)].isEmpty
    }

    func admits(_ name: String) -> Bool {
        slot(of: name) != nil
    }

    /// Whether every name the pattern can match is kept.
    func covers(_ pattern: CompiledPattern) -> Bool {
        pattern.literal.map(admits) ?? false
    }
}

/// The names the policies give literally, by what they name: `conforming to` and `inheriting from` (supertypes),
/// `call`, `use`, and the value of `assign`. A glob, a regex or a placeholder is not a literal and is left out (it is
/// decided per subject instead).
struct PolicyLiterals: Sendable {
    var supertypes: LiteralNameSet
    var calls: LiteralNameSet
    var uses: LiteralNameSet
    var assigned: LiteralNameSet

    init(supertypes: Set<String> = [], calls: Set<String> = [], uses: Set<String> = [], assigned: Set<String> = []) {
        self.supertypes = LiteralNameSet(supertypes)
        self.calls = LiteralNameSet(calls)
        self.uses = LiteralNameSet(uses)
        self.assigned = LiteralNameSet(assigned)
    }

    /// The literals of every rule and layer of the policies.
    init(_ policies: [CheckedPolicy]) {
        var collector = LiteralCollector()
        for policy in policies {
            for rule in policy.rules {
                collector.visit(rule.rule.assertion.selector)
                for requirement in rule.rule.assertion.requirements { collector.visit(requirement.predicate) }
            }
            for layer in policy.layers.values { collector.visit(layer.selector) }
        }
        self.init(supertypes: collector.supertypes, calls: collector.calls, uses: collector.uses, assigned: collector.assigned)
    }
}

/// Walks selectors and predicates for the literal names of `conforming to`, `inheriting from`, `call`, `use` and
/// `assign`.
private struct LiteralCollector {
    var supertypes: Set<String> = [], calls: Set<String> = [], uses: Set<String> = [], assigned: Set<String> = []

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
        case .isIn(let selector), .references(let selector), .referencedBy(let selector): visit(selector)
        case .typed(let operand), .returns(let operand): visit(operand)
        case .calls(let spec):
            insertLiteral(spec.name, into: &calls)
            if let receiver = spec.receiver { visit(receiver) }
            if let target = spec.beforeAssigning { visit(target) }
        case .uses(let pattern): insertLiteral(pattern, into: &uses)
        case .assigns(let spec):
            if let value = spec.value { insertLiteral(value, into: &assigned) }
            visit(spec.target)
        case .conformsTo(let pattern), .inheritsFrom(let pattern): insertLiteral(pattern, into: &supertypes)
        case .supertypeSelected(let selector): visit(selector)
        case .isKind, .named, .under, .imports, .importsOnly, .exists, .contains, .isolatedTo, .beginsWithVerb: break
        }
    }

    mutating func visit(_ operand: Operand) {
        if case .selector(let selector) = operand.kind { visit(selector) }
    }

    private func insertLiteral(_ pattern: Pattern, into names: inout Set<String>) {
        if let literal = CompiledPattern(pattern).literal { names.insert(literal) }
    }
}
