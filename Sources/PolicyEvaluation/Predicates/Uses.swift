// `use NAME`: some member reference (`Task.isCancelled`), `defer` or `await` in the code of the subject's scope,
// and where each is written. The fast path reads the literal names once for all rules (`CodeNameMemo`).

import Findings
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

    /// Where `use NAME` holds: each member chain, `defer` or `await` whose name matches, where it is written. The
    /// names tested are those `uses` tests (`BodyFacts.forEachUsedName`), each at its places.
    func usePlaces(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        let matcher = compiled(pattern)
        let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
        var places: [SourceLocation] = []
        _ = anyInScope(subject) { id in
            _ = facts.anyCode(id) { body in
                let matching = body.memberReferences.map { matcher.matches($0, bindings: context) }
                for reference in body.memberReferencePlaces where matching[Int(reference.nameIndex)] {
                    places.append(facts.location(of: id, reference.place))
                }
                if body.hasDefer, matcher.matches("defer", bindings: context) {
                    places += body.deferPlaces.map { facts.location(of: id, $0) }
                }
                if body.hasAwait, matcher.matches("await", bindings: context) {
                    places += body.awaitPlaces.map { facts.location(of: id, $0) }
                }
                return false
            }
            return false
        }
        return places
    }

    @inline(__always) func usesVerdict(_ pattern: CompiledPattern, _ bit: Int?, _ subject: SubjectRef) -> Verdict {
        Verdict(bit.map { scopeHasCodeName(subject, bit: $0) } ?? anyInScope(subject) { facts.codeUses($0, pattern) })
    }
}
