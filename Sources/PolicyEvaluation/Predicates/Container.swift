// `in S`: the symbol the subject is in (a member's type, an extension member's extended type, a parameter's
// function) matches the selector. The fast path decides the containers of a list of members as one list.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// Whether the subject's container matches (memoised when no binding can change the answer).
    func isIn(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard let container = container(of: subject) else { return false }
        return matches(selector, container, bindings)
    }

    /// The environments under which the subject's container matches, with the names the selector binds.
    func isIn(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        guard let container = container(of: subject) else { return nil }
        return match(selector, container, bindings)
    }

    /// The symbol a subject is "in": a member's owning type (the extended type for extension members, else the
    /// extension itself), a parameter's function.
    func container(of subject: SubjectRef) -> SubjectRef? {
        switch subject {
        case .symbol(let id):
            let container = declarations.containers[id]
            return container < 0 ? nil : .symbol(Int(container))
        case .parameter(let parameter):
            return .symbol(parameter.function)
        case .file:
            return nil
        }
    }
}
