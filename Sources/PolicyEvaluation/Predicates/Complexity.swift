// `have complexity Q`: a declaration's cyclomatic complexity (`Declaration.complexity`, 1 without a body); files
// and parameters have none, so no quantity holds of them.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasComplexity(_ quantity: QuantityKind, _ subject: SubjectRef) -> Bool {
        guard case .symbol(let id) = subject else { return false }
        return quantity.admits(graph.complexity(of: id))
    }

    /// The fast path: the same fact through `DeclarationFacts`.
    func complexityVerdict(_ quantity: QuantityKind, _ subject: SubjectRef) -> Verdict {
        guard case .symbol(let id) = subject else { return .no }
        return Verdict(quantity.admits(declarations.complexity(id)))
    }
}
