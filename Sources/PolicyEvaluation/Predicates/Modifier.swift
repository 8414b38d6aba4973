// `have M`, `M kind`: a written modifier (`final`, `private(set)`) or one defined by facts (`stored`, `internal`,
// `static`, `async`…: each defined once in SwiftDeclarations). The fast path reads a column of bits.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    /// Qualifiers and `have` modifiers. `private` alone is plain `private`; `private(set)` needs the detail.
    /// `stored`/`computed`, `async`, `throwing` are the declaration's traits, `internal` and `static` what its
    /// written modifiers say (`ModifierFlags.isInternal`, `isTypeMember`): each defined once, in SwiftDeclarations.
    func hasModifier(_ modifier: PolicyModifier, detail: String?, _ subject: SubjectRef) -> Bool {
        guard case .symbol(let id) = subject else {
            if case .parameter(let parameter) = subject, modifier == .static || modifier == .instance {
                return isStatic(parameter.function) == (modifier == .static) && parameter.index >= 0
            }
            return false
        }
        switch modifier {
        case .stored: return graph.traits(of: id).isStoredProperty
        case .computed: return graph.traits(of: id).isComputedProperty
        case .static: return isStatic(id)
        case .instance: return graph.symbols[id].parent != nil && !isStatic(id)
        case .async: return graph.traits(of: id).isAsync
        case .throwing: return graph.traits(of: id).isThrowing
        case .internal: return graph.symbols[id].modifierFlags.isInternal
        case .public, .package, .private, .fileprivate, .open, .final, .lazy, .weak, .unowned, .nonisolated, .override,
             .mutating, .nonmutating, .required, .convenience, .dynamic, .indirect:
            return graph.declaration(id).modifiers.contains { $0.name == modifier.rawValue && $0.detail == detail }
        }
    }

    func isStatic(_ id: SymbolID) -> Bool { graph.symbols[id].modifierFlags.isTypeMember }

    /// `.modifier`: a symbol's modifier bit; other subjects are left to the full matcher.
    @inline(__always) func modifierVerdict(_ bit: UInt64, _ subject: SubjectRef) -> Verdict {
        guard case .symbol(let id) = subject else { return .unknown }
        return Verdict(declarations.hasModifier(id, bit: bit))
    }
}
