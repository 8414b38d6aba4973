// DeclarationFacts: the facts selectors test most often — kind, container, modifiers as bits, the ends of names and
// declared types — as columns by symbol id, read once per graph from its symbol table; and in-place reads of the
// rest from the declarations (type texts, traits, parameters among them), never copying a whole declaration.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

/// The modifiers of the policy language a symbol has, as `hasModifier` defines them: the low 32 bits are the
/// declaration's `ModifierFlags` (modifiers as written), the high bits the ones defined by facts (`stored`,
/// `static` for `static` or `class`, `internal` when no access level is written, `async`…).
struct ModifierBits: Sendable, Equatable {
    var rawValue: UInt64 = 0

    init(rawValue: UInt64 = 0) { self.rawValue = rawValue }

    /// The bit of a modifier as `hasModifier(_:detail:)` reads it: modifiers defined by facts ignore the detail;
    /// written ones have a bit with no detail, and access levels one with `(set)`; other details give nil (the
    /// table does not record them).
    static func bit(_ modifier: PolicyModifier, detail: String?) -> UInt64? {
        if let fact = modifier.factPosition { return 1 << UInt64(32 + fact) }
        switch detail {
        case nil: return ModifierFlags.plain(modifier.rawValue).map { UInt64($0.rawValue) }
        case "set"?: return ModifierFlags.setter(modifier.rawValue).map { UInt64($0.rawValue) }
        default: return nil
        }
    }

    func contains(_ bit: UInt64) -> Bool { rawValue & bit != 0 }

    /// The bits of the modifiers that take the declaration's details box to decide (`stored`, `computed`, `async`,
    /// `throwing`: `Declaration.Traits`): left out of the shared column and read per symbol when a check asks.
    static let traitBits = PolicyModifier.stored.factBit | PolicyModifier.computed.factBit
        | PolicyModifier.async.factBit | PolicyModifier.throwing.factBit
}

extension PolicyModifier {
    /// The bit position (above the written flags) of a modifier that is a fact of the declaration rather than a
    /// Swift modifier read as written; nil for written ones.
    var factPosition: Int? {
        switch self {
        case .stored: return 0
        case .computed: return 1
        case .static: return 2
        case .instance: return 3
        case .async: return 4
        case .throwing: return 5
        case .internal: return 6
        case .public, .package, .private, .fileprivate, .open, .final, .lazy, .weak, .unowned, .nonisolated, .override,
             .mutating, .nonmutating, .required, .convenience, .dynamic, .indirect:
            return nil
        }
    }

    var factBit: UInt64 { 1 << UInt64(32 + (factPosition ?? 0)) }
}

final class DeclarationFacts {
    let graph: SymbolGraph
    let kinds: [DeclarationKind]
    let containers: [Int32]
    private let modifierBits: [UInt64]
    private let typeEnds: [TextEnds]
    private let nameEnds: [TextEnds]
    /// Per symbol, its trait bits (`ModifierBits.traitBits`) once read, shifted down to the low byte with bit 7
    /// set; 0 until a check asks. One thread's own (`GraphMemos`), so no other thread writes it.
    @exclusivity(unchecked) private var traitMemo: [UInt8] = []

    init(graph: SymbolGraph, columns: SymbolColumns) {
        self.graph = graph
        kinds = columns.kinds
        containers = columns.containers
        modifierBits = columns.modifiers
        typeEnds = columns.typeEnds
        nameEnds = columns.nameEnds
    }
}

/// The facts every rule reads, as flat columns by symbol id, read once per graph from its symbol table (`Symbol`,
/// which keeps them beside each symbol's place, so that no declaration is read): kind and container (its parent,
/// or the type an extension parent extends; -1 for none), the modifier bits (`ModifierBits`), and the ends of the
/// name and of a var/let's type text (`TextEnds`). The names and type texts themselves are not copied: a long one
/// is a string of its own elsewhere in memory, and most are ruled out by their ends before any check reads them.
struct SymbolColumns: Sendable {
    let kinds: [DeclarationKind]
    let containers: [Int32]
    let modifiers: [UInt64]
    let typeEnds: [TextEnds]
    let nameEnds: [TextEnds]

    init(_ graph: SymbolGraph) {
        var kinds: [DeclarationKind] = [], containers: [Int32] = [], modifiers: [UInt64] = []
        var typeEnds: [TextEnds] = [], nameEnds: [TextEnds] = []
        kinds.reserveCapacity(graph.symbols.count)
        containers.reserveCapacity(graph.symbols.count)
        modifiers.reserveCapacity(graph.symbols.count)
        typeEnds.reserveCapacity(graph.symbols.count)
        nameEnds.reserveCapacity(graph.symbols.count)
        graph.symbols.withUnsafeBufferPointer { symbols in
            for symbol in symbols {
                kinds.append(symbol.kind)
                containers.append(symbol.parent.map { Int32(symbols[$0].extendedType ?? $0) } ?? -1)
                modifiers.append(ModifierBits(written: symbol.modifierFlags, hasParent: symbol.parent != nil).rawValue)
                typeEnds.append(symbol.typeTextEnds)
                nameEnds.append(symbol.nameEnds)
            }
        }
        (self.kinds, self.containers, self.modifiers, self.typeEnds, self.nameEnds) = (kinds, containers, modifiers, typeEnds, nameEnds)
    }
}

extension DeclarationFacts {

    /// Whether the symbol has the modifier of `bit` (`ModifierBits.bit`): from the column, or for a trait bit from
    /// the symbol's traits, read the first time one is asked.
    func hasModifier(_ id: SymbolID, bit: UInt64) -> Bool {
        if modifierBits[id] & bit != 0 { return true }
        guard bit & ModifierBits.traitBits != 0 else { return false }
        return traits(id) & bit != 0
    }

    /// The symbol's trait bits (`ModifierBits.traitBits`), read once.
    private func traits(_ id: SymbolID) -> UInt64 {
        if traitMemo.isEmpty { traitMemo = [UInt8](repeating: 0, count: kinds.count) }
        let known = traitMemo[id]
        if known != 0 { return UInt64(known & 0x7F) << 32 }
        let bits = ModifierBits(graph.traits(of: id)).rawValue
        traitMemo[id] = UInt8(truncatingIfNeeded: bits >> 32) | 0x80
        return bits
    }

    /// Whether the symbol is declared inside a type or extension (its container is known exactly then).
    func hasParent(_ id: SymbolID) -> Bool { containers[id] >= 0 }

    /// Whether the symbol's name may match a name pattern, by the name's ends (`TextEnds`) without reading it.
    func nameMayMatch(_ id: SymbolID, _ pattern: CompiledPattern) -> Bool {
        guard case .ascii(let first, let last) = nameEnds[id] else { return true }
        return pattern.mayMatch(first: first, last: last)
    }

    /// A var/let's type as written, or inferred from its initial value; nil otherwise (without reading the
    /// declaration when the column says it has none).
    func typeText(_ id: SymbolID) -> String? {
        if typeEnds[id] == .none { return nil }
        return graph.typeText(of: id)
    }

    /// Whether the symbol's type text matches a type pattern: the text is read only when its ends (`TextEnds`)
    /// leave the pattern a chance; no type text never matches.
    func typeMatches(_ id: SymbolID, _ pattern: CompiledPattern) -> Bool {
        switch typeEnds[id] {
        case .none: return false
        case .ascii(let first, let last) where !pattern.mayMatchType(first: first, last: last): return false
        case .ascii, .unknown: return typeText(id).map { pattern.matchesType($0) } ?? false
        }
    }

    /// The type inferred from a var/let's initial value when none is written; nil otherwise.
    func inferredType(_ id: SymbolID) -> String? { graph.inferredType(of: id) }

    // parameters are read in place: few rules ask for them, and copying every one into columns cost more
    func parameterCount(_ id: SymbolID) -> Int { graph.parameterCount(of: id) }
    func parameterName(_ id: SymbolID, _ index: Int) -> String { graph.parameterName(of: id, index) }
    func parameterLabel(_ id: SymbolID, _ index: Int) -> String { graph.parameterLabel(of: id, index) }
    func parameterType(_ id: SymbolID, _ index: Int) -> String { graph.parameterType(of: id, index) }
    func complexity(_ id: SymbolID) -> Int { graph.complexity(of: id) }
    func lineSpan(_ id: SymbolID) -> Int { graph.lineCount(of: id) }
}

extension ModifierBits {
    /// The bits `hasModifier` finds on the declaration itself: its written modifiers, `internal` where no access
    /// level is written, `static` or `instance` (the rest are its traits, `init(traitsOf:)`).
    init(written: ModifierFlags, hasParent: Bool) {
        var bits = UInt64(written.rawValue)
        let isStatic = written.isTypeMember
        if written.isInternal { bits |= PolicyModifier.internal.factBit }
        if isStatic { bits |= PolicyModifier.static.factBit } else if hasParent { bits |= PolicyModifier.instance.factBit }
        self.init(rawValue: bits)
    }

    /// The trait bits (`traitBits`), which read the declaration's details box: `stored` or `computed` for a
    /// var/let, `async`, `throwing`.
    init(_ traits: Declaration.Traits) {
        var bits: UInt64 = 0
        if traits.isStoredProperty { bits |= PolicyModifier.stored.factBit }
        if traits.isComputedProperty { bits |= PolicyModifier.computed.factBit }
        if traits.isAsync { bits |= PolicyModifier.async.factBit }
        if traits.isThrowing { bits |= PolicyModifier.throwing.factBit }
        self.init(rawValue: bits)
    }
}
