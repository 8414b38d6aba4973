// `named P`: the subject's name (a parameter's name or its label) matches the pattern. The fast path rules most
// names out by their first and last bytes and remembers a costly regex's answer per name.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func nameMatches(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let pattern = compiled(pattern)
        let context = pattern.dependsOnBindings ? values(subject, bindings) : [:]
        if pattern.matches(facts.name(subject), bindings: context) { return true }
        if case .parameter(let parameter) = subject {
            return pattern.matches(graph.parameterLabel(of: parameter.function, parameter.index), bindings: context)
        }
        return false
    }

    @inline(__always) func namedVerdict(_ pattern: CompiledPattern, _ slot: Int?, _ subject: SubjectRef) -> Verdict {
        func matches(_ name: String) -> Bool {
            guard let slot else { return pattern.matches(name) }
            if let known = textMemo[slot][name] { return known == .yes }
            let result = pattern.matches(name)
            textMemo[slot][name] = Verdict(result)
            return result
        }
        switch subject {
        case .symbol(let id): return Verdict(declarations.nameMayMatch(id, pattern) && matches(graph.name(id)))
        case .parameter(let parameter):
            // the label is matched only when it differs from the name (it usually repeats it)
            let name = declarations.parameterName(parameter.function, parameter.index)
            if matches(name) { return .yes }
            let label = declarations.parameterLabel(parameter.function, parameter.index)
            return Verdict(label != name && matches(label))
        case .file: return .unknown
        }
    }
}
