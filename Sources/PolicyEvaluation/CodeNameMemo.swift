// CodeNameMemo: which of the names the policies give `call`, `use` and `assign` literally a symbol's own code has,
// as bits, found the first time the symbol is asked. A symbol's code is read once for all those names, and only
// the code of the symbols some rule asks about is read: most rules reach a body step with a few subjects (views,
// services), not with every symbol of the graph.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// One per thread (`GraphMemos`). A pattern that is not one of the literals (a glob, a regex) has no
/// bit; the evaluator matches it against the code's names instead (`SubjectFacts.codeCalls`).
final class CodeNameMemo {
    private let graph: SymbolGraph
    private let calls: LiteralNameSet
    private let uses: LiteralNameSet
    private let assigned: LiteralNameSet
    /// Words of bits per symbol: the calls' slots first, then the uses', then the assigned values'.
    private let words: Int
    // Read or written for every symbol a body step asks about, each access one statement (see `EvaluationContext`).
    // Kept compact: a symbol's bits are appended when it is first read, and `place` (one Int32 per symbol, -1 until
    // then) finds them. A table of bits per symbol would be mostly zeros that the first access must fault in.
    @exclusivity(unchecked) private var place: [Int32] = []
    @exclusivity(unchecked) private var bits: [UInt64] = []
    /// The same for the scope of a type (`TypeScopes`): the union of its members' bits, for the types asked about
    /// (few, so found by hashing).
    @exclusivity(unchecked) private var scopePlace: [SymbolID: Int] = [:]
    @exclusivity(unchecked) private var scopeBits: [UInt64] = []

    init(_ graph: SymbolGraph, literals: PolicyLiterals) {
        self.graph = graph
        (calls, uses, assigned) = (literals.calls, literals.uses, literals.assigned)
        words = max(1, (calls.ordered.count + uses.ordered.count + assigned.ordered.count + 63) / 64)
    }

    /// The bit of `call NAME` for a literal name; nil for any other pattern.
    func callBit(_ pattern: CompiledPattern) -> Int? {
        pattern.literal.flatMap(calls.slot)
    }

    /// The bit of `use NAME` for a literal name; nil for any other pattern.
    func useBit(_ pattern: CompiledPattern) -> Int? {
        pattern.literal.flatMap(uses.slot).map { calls.ordered.count + $0 }
    }

    /// The bit of `assign VALUE to …` for a literal leading name of the value; nil for any other pattern.
    func assignedBit(_ pattern: CompiledPattern) -> Int? {
        pattern.literal.flatMap(assigned.slot).map { calls.ordered.count + uses.ordered.count + $0 }
    }

    /// Whether the symbol's own code (body or initial value) has the name of `bit`; its code is read the first time.
    func has(_ id: SymbolID, bit: Int) -> Bool {
        let base = self.base(of: id)
        return bits[base + bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Whether the code of some symbol of a type's scope has the name of `bit`: the scope's bits are joined the first
    /// time (`forEachMember` lists the scope), so a type asked about several names reads its members once.
    func has(scopeOf id: SymbolID, bit: Int, _ forEachMember: ((SymbolID) -> Void) -> Void) -> Bool {
        let base: Int
        if let known = scopePlace[id] {
            base = known
        } else {
            base = scopeBits.count
            scopePlace[id] = base
            scopeBits.append(contentsOf: repeatElement(0, count: words))
            forEachMember { member in
                let memberBase = self.base(of: member)
                for word in 0..<words { scopeBits[base + word] |= bits[memberBase + word] }
            }
        }
        return scopeBits[base + bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Where the symbol's bits start in `bits`, its code read the first time.
    private func base(of id: SymbolID) -> Int {
        if place.isEmpty { place = [Int32](repeating: -1, count: graph.symbols.count) }
        let known = place[id]
        if known >= 0 { return Int(known) * words }
        place[id] = Int32(bits.count / words)
        bits.append(contentsOf: repeatElement(0, count: words))
        read(id, at: bits.count - words)
        return bits.count - words
    }

    /// Sets the bits of every literal name the symbol's code calls, uses or assigns.
    private func read(_ id: SymbolID, at base: Int) {
        let (usesStart, assignedStart) = (calls.ordered.count, calls.ordered.count + uses.ordered.count)
        func set(_ bit: Int) { bits[base + bit >> 6] |= 1 << UInt64(bit & 63) }
        _ = graph.anyCode(of: id) { code in
            if !calls.isEmpty {
                // by index: a loop over the calls themselves would copy each one (and retain its strings)
                for index in code.calls.indices { calls.slot(of: code.calls[index].name).map(set) }
            }
            if !uses.isEmpty {
                BodyFacts.forEachUsedName(code.memberReferences, hasDefer: code.hasDefer, hasAwait: code.hasAwait) { name in
                    uses.slot(of: name).map { set(usesStart + $0) }
                }
            }
            if !assigned.isEmpty {
                for index in code.assignments.indices where assigned.mayStart(with: code.assignments[index].value) {
                    assigned.slot(of: Assignment.leadingName(code.assignments[index].value)).map { set(assignedStart + $0) }
                }
            }
            return false
        }
    }
}
