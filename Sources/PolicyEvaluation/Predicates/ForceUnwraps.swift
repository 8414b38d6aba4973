// `have Q force unwraps`: the force unwraps in the code of the subject's scope (a type's members' bodies, a
// file's declarations), counted. No fast path: the compiled check asks this meaning.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasForceUnwraps(_ quantity: QuantityKind, _ subject: SubjectRef) -> Bool {
        quantity.admits(forceUnwrapCount(subject))
    }
}
