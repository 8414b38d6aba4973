// `have Q force unwraps`: the force unwraps in the code of the subject's scope (a type's members' bodies, a
// file's declarations), counted, and where each `!` is. No fast path: the compiled check asks this meaning.

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasForceUnwraps(_ quantity: QuantityKind, _ subject: SubjectRef) -> Bool {
        quantity.admits(forceUnwrapCount(subject))
    }

    /// Every force-unwrapping `!` of the subject's scope, in file and source order.
    func forceUnwrapPlaces(_ subject: SubjectRef) -> [SourceLocation] {
        var places: [SourceLocation] = []
        _ = anyInScope(subject) { id in
            _ = facts.anyCode(id) { body in
                places += body.forceUnwrapPlaces.map { facts.location(of: id, $0) }
                return false
            }
            return false
        }
        return places.sorted()
    }

    /// The force unwraps to blame when a count requirement fails: those past the most it allows (`must have at
    /// most 2 force unwraps`: the third and later; `must not have force unwraps`: all). Nil when too few is what
    /// fails (`must have at least 1`), which no `!` can be blamed for.
    func offendingForceUnwraps(_ quantity: QuantityKind, negated: Bool, _ subject: SubjectRef) -> [SourceLocation]? {
        let allowed: Int
        switch (quantity, negated) {
        case (.atMost(let most), false), (.exactly(let most), false): allowed = most
        case (.atLeast(let least), true): allowed = least - 1
        case (.atLeast, false), (.atMost, true), (.exactly, true): return nil
        }
        let places = forceUnwrapPlaces(subject)
        return places.count > allowed ? Array(places[max(0, allowed)...]) : nil
    }
}
