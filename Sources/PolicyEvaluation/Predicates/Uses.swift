// `use NAME`: some member reference (`Task.isCancelled`), `defer` or `await` in the code of the subject's scope,
// and where each is written. The fast path reads the literal names once for all rules (`CodeNameMemo`).

import Findings
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    func uses(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        forEachUse(pattern, subject, bindings) { _, _ in true }
    }

    /// Where `use NAME` holds: each member chain, `defer` or `await` whose name matches, where it is written.
    func usePlaces(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        var places: [SourceLocation] = []
        _ = forEachUse(pattern, subject, bindings) { id, place in
            places.append(facts.location(of: id, place))
            return false
        }
        return places
    }

    /// The meaning of `use`, with where: visits the places (in the code of `id`) of each name the body uses
    /// (`BodyFacts.forEachUsedName`: its member chains, `defer`, `await`) that the pattern matches, until `visit` says
    /// to stop; whether it stopped.
    func forEachUse(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings,
                    _ visit: (SymbolID, CodePlace) -> Bool) -> Bool {
        let matcher = compiled(pattern)
        let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
        return anyInScope(subject) { id in
            facts.anyCode(id) { body in
                for (index, name) in body.memberReferences.enumerated() where matcher.matches(name, bindings: context) {
                    for reference in body.memberReferencePlaces where Int(reference.nameIndex) == index {
                        if visit(id, reference.place) { return true }
                    }
                }
                if body.hasDefer, matcher.matches("defer", bindings: context) {
                    for place in body.deferPlaces where visit(id, place) { return true }
                }
                if body.hasAwait, matcher.matches("await", bindings: context) {
                    for place in body.awaitPlaces where visit(id, place) { return true }
                }
                return false
            }
        }
    }

    @inline(__always) func usesVerdict(_ pattern: CompiledPattern, _ bit: Int?, _ subject: SubjectRef) -> Verdict {
        Verdict(bit.map { scopeHasCodeName(subject, bit: $0) } ?? anyInScope(subject) { facts.codeUses($0, pattern) })
    }
}
