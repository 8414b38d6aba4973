// `typed T`, `returning T`: a property's or parameter's type text, or a function's return type, against a
// pattern, a layer or selector (the project types the text names), or a bound name. The fast path remembers the
// answer per type text, or rules texts out by their ends.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func isTyped(_ operand: Operand, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard let text = typeText(subject) else { return false }
        return typeMatches(operand, text, subject, bindings)
    }

    func returns(_ operand: Operand, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard case .symbol(let id) = subject, let text = graph.returnType(of: id) else { return false }
        return typeMatches(operand, text, subject, bindings)
    }

    /// Whether type text matches an operand: a pattern on the text, or a selector/layer on the project types it names.
    func typeMatches(_ operand: Operand, _ text: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch operand.kind {
        case .pattern(let pattern):
            return pattern.matchesType(text, bindings: Self.hasPlaceholders(pattern) ? values(subject, bindings) : [:])
        case .selector(let selector):
            return graph.resolveTypes(in: text).contains { matches(selector, .symbol($0), bindings) }
        case .nameOrLayer(let identifier):
            if let layer = policy.layerSelector(for: identifier) {
                return graph.resolveTypes(in: text).contains { matches(layer, .symbol($0), bindings) }
            }
            return Glob.matches(identifier.name, String(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
        case .binding(let identifier):
            guard let bound = bindings[identifier.name] else { return false }
            return TypeNames.identifiers(in: text).contains(bound.name)
        }
    }

    /// A property's or parameter's type text (see `SubjectFacts.typeText`), computed once per symbol.
    func typeText(_ subject: SubjectRef) -> String? {
        guard case .symbol(let id) = subject else { return facts.typeText(subject) }
        return declarations.typeText(id)
    }

    @inline(__always) func typedPatternVerdict(_ pattern: CompiledPattern, _ subject: SubjectRef) -> Verdict {
        switch subject {
        case .symbol(let id): return Verdict(declarations.typeMatches(id, pattern))
        case .parameter(let parameter):
            return Verdict(pattern.matchesType(declarations.parameterType(parameter.function, parameter.index)))
        case .file: return .no
        }
    }

    /// `typed` with an operand remembered by type text (other regexes, project types).
    @inline(__always) func typedVerdict(_ operand: CheckStep.TypeOperand, _ slot: Int, _ subject: SubjectRef) -> Verdict {
        let text: String?
        switch subject {
        case .symbol(let id): text = declarations.typeText(id)
        case .parameter(let parameter): text = declarations.parameterType(parameter.function, parameter.index)
        case .file: text = nil
        }
        guard let text else { return .no }
        if let known = textMemo[slot][text] { return known }
        let result = typeVerdict(operand, text)
        textMemo[slot][text] = result
        return result
    }

    func typeVerdict(_ operand: CheckStep.TypeOperand, _ text: String) -> Verdict {
        switch operand {
        case .pattern(let pattern): return Verdict(pattern.matchesType(text))
        case .name(let name): return Verdict(Glob.matches(name, squeezed(text)))
        case .resolved(let check):
            return Verdict.combining(graph.resolveTypes(in: text), decisive: .yes) { verdict(check, .symbol($0)) }
        }
    }
}
