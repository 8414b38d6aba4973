// FindingPlaces: where the findings of a failed requirement point. A requirement that something is absent
// (`must not call X`) fails at each place where it is present — each call, use, assignment, reference, import,
// `!` or member it must not have — and each is one finding there; a call that must come before an assignment is
// missing at the assignment; any other failure (`must call X`, `must have @MainActor`) is the subject's own and
// points at its declaration. The places come from each predicate kind's meaning (Predicates/), so the
// places of a finding and the verdict that made it cannot disagree.

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// The places of a failed requirement's findings, in source order, each once; nil when the failure is the
    /// subject's own (or no place is written), so the finding goes on the subject's declaration.
    func findingPlaces(_ requirement: Requirement, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation]? {
        let places = offendingPlaces(requirement.predicate, present: !requirement.negated, subject, bindings)
        guard let places, !places.isEmpty else { return nil }
        return Array(Set(places)).sorted()
    }

    /// Where `predicate` fails to be what it must (`present`: hold; otherwise not hold), when that failure is
    /// made of places; nil when it is not.
    func offendingPlaces(_ predicate: SymbolPredicate, present: Bool, _ subject: SubjectRef,
                         _ bindings: Bindings) -> [SourceLocation]? {
        switch (predicate.kind, present) {
        case (.not(let operand), _):
            return offendingPlaces(operand, present: !present, subject, bindings)
        case (.calls(let spec), false):
            return callPlaces(spec, subject, bindings)
        case (.calls(let spec), true):
            return missingCallPlaces(spec, subject, bindings)
        case (.uses(let pattern), false):
            return usePlaces(pattern, subject, bindings)
        case (.assigns(let spec), false):
            return assignmentPlaces(spec, subject, bindings)
        case (.references(let selector), false):
            return referencePlaces(selector, subject, bindings)
        case (.imports(let pattern), false):
            return importPlaces(pattern, matching: true, subject, bindings)
        case (.importsOnly(let pattern), true):
            return importPlaces(pattern, matching: false, subject, bindings)
        case (.has(let items), _) where items.count == 1:
            switch items[0].kind {
            case .forceUnwraps(let quantity): return offendingForceUnwraps(quantity.kind, negated: !present, subject)
            case .member(let member): return offendingMembers(member, negated: !present, subject, bindings)
            case .attribute, .modifier, .complexity, .lines: return nil
            }
        case (.any(let operands), false), (.all(let operands), true):
            // `must not (call X or use Y)`: each operand that holds, at its places; `must (not call X and not use Y)`:
            // each operand that fails, at its places
            // operands that meet on one line name one cause (`URLSession.shared.dataTask(…)` is a use and a call):
            // the line's first place among them is kept; one operand's own places on a line all stay
            var places: [SourceLocation] = []
            var earlierOperands: [LineOfFile: Int] = [:]
            for operand in operands where test(operand, subject, bindings) != present {
                guard let found = offendingPlaces(operand, present: present, subject, bindings), !found.isEmpty else { return nil }
                var thisOperand: [LineOfFile: Int] = [:]
                for place in found {
                    let line = LineOfFile(file: place.file, line: place.line)
                    if let index = earlierOperands[line] {
                        if place.column < places[index].column { places[index] = place }
                        continue
                    }
                    thisOperand[line] = thisOperand[line] ?? places.count
                    places.append(place)
                }
                earlierOperands.merge(thisOperand) { first, _ in first }
            }
            return places
        default:
            return nil
        }
    }
}

private struct LineOfFile: Hashable {
    var file: String
    var line: Int
}
