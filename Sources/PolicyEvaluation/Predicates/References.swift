// `reference S`: some project symbol the code or the types of the subject's scope name matches the selector.
// The fast path remembers, per selector, whether each referenced symbol matches.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    func references(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        scope(subject).contains { id in anyReference(from: id) { matches(selector, .symbol($0), bindings) } }
    }

    /// Whether some project symbol `id` names satisfies `condition`: its `references` edges, its direct supertypes
    /// (an extension's count for the type it extends), and the type its initial value constructs when none is written.
    func anyReference(from id: SymbolID, _ condition: (SymbolID) -> Bool) -> Bool {
        let extendsProjectType = graph.symbols[id].extendedType != nil
        func named(_ kind: Edge.Kind, _ target: SymbolID, ownInherits: Bool) -> Bool {
            switch kind {
            case .references: return ownInherits && condition(target)
            case .inherits: return ownInherits ? !extendsProjectType && condition(target) : condition(target)
            case .memberOf, .conformsTransitively, .calls: return false
            }
        }
        if graph.anyProjectEdge(from: id, { named($0, $1, ownInherits: true) }) { return true }
        for ext in graph.extensions(of: id) where graph.anyProjectEdge(from: ext, { named($0, $1, ownInherits: false) }) {
            return true
        }
        guard let inferred = declarations.inferredType(id) else { return false }
        return graph.resolveTypes(in: inferred).contains(where: condition)
    }

    func referencesVerdict(_ check: CompiledCheck, _ selector: SymbolSelector, _ slot: Int, _ subject: SubjectRef) -> Verdict {
        if symbolMemo[slot].isEmpty { symbolMemo[slot] = [Verdict](repeating: .unknown, count: graph.symbols.count) }
        return Verdict(anyInScope(subject) { id in
            anyReference(from: id) { target in
                let known = symbolMemo[slot][target]
                if known != .unknown { return known == .yes }
                let matched: Bool
                switch verdict(check, .symbol(target)) {
                case .yes: matched = true
                case .no: matched = false
                case .unknown: matched = matches(selector, .symbol(target), Bindings())
                }
                symbolMemo[slot][target] = Verdict(matched)
                return matched
            }
        })
    }
}
