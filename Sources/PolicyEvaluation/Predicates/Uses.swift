// `use NAME`: some member reference (`Task.isCancelled`), `defer` or `await` in the code of the subject's scope.
// The fast path reads the literal names once for all rules (`CodeNameMemo`).

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    func uses(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let matcher = compiled(pattern)
        let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
        return anyInScope(subject) { id in
            facts.anyCode(id) { body in body.usesName { matcher.matches($0, bindings: context) } }
        }
    }

    @inline(__always) func usesVerdict(_ pattern: CompiledPattern, _ bit: Int?, _ subject: SubjectRef) -> Verdict {
        Verdict(bit.map { scopeHasCodeName(subject, bit: $0) } ?? anyInScope(subject) { facts.codeUses($0, pattern) })
    }
}
