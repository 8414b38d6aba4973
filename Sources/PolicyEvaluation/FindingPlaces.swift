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

extension EvaluationContext {
    /// Where a failure that is the subject's own points: a requirement on the name (`must match P`, `should begin
    /// with a verb`) at the name as written, where the reviewer's comment goes, not on an attribute line above it;
    /// anything else at the declaration.
    func ownPlace(_ requirement: Requirement, _ subject: SubjectRef) -> SourceLocation {
        func isAboutName(_ predicate: SymbolPredicate) -> Bool {
            switch predicate.kind {
            case .named, .beginsWithVerb: return true
            case .not(let operand): return isAboutName(operand)
            default: return false
            }
        }
        if isAboutName(requirement.predicate), let place = namePlace(subject) { return place }
        return facts.location(subject)
    }

    /// Where a declaration's name is written, when that is not where the declaration starts (attributes or
    /// modifiers come first); nil otherwise, and for files and parameters, so the finding stays on the declaration.
    func namePlace(_ subject: SubjectRef) -> SourceLocation? {
        guard case .symbol(let id) = subject else { return nil }
        let kind = graph.symbols[id].kind
        switch kind {
        case .`init`, .deinit, .subscript, .import, .extension, .operator, .precedencegroup: return nil
        case .class, .struct, .enum, .actor, .protocol, .typealias, .associatedtype, .func, .var, .let, .case, .macro: break
        }
        let range = graph.range(of: id)
        let file = graph.symbols[id].file
        let path = graph.files[file].path
        guard let place = codePatterns.namePlace(ofDeclarationAt: range.startOffset, keyword: kind.rawValue, name: graph.name(id),
                                                 file: file, path: path),
              place.line != range.startLine || place.column != range.startColumn else { return nil }
        return SourceLocation(file: path, line: place.line, column: place.column)
    }
}

private struct LineOfFile: Hashable {
    var file: String
    var line: Int
}
