// `where` constraints on a code pattern's metavariables that are decided per match here rather than by
// SwiftPatterns: a name pattern on the bound text (`$N matching *Service`, placeholders read from the subject) and
// what a bound name refers to in the graph (`$C is property typed Controller`, `$S is Service`): a property of the
// type that encloses the match (declared in it or its extensions), with its declared or inferred type, or a type.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// Whether every constraint SwiftPatterns does not decide holds of `match`, found in the code of `subject`.
    func satisfiesCodeConstraints(_ literal: CodePatternLiteral, _ match: CodeMatch, _ subject: SubjectRef) -> Bool {
        for constraint in literal.constraints where CodePatternMemo.isDecidedPerMatch(constraint) {
            // an unbound metavariable fails its test (so satisfies a negated one), as in SwiftPatterns
            let holds = match.bindings[constraint.variable].map { holdsOf(constraint.test, $0, match, subject) } ?? false
            if holds == constraint.negated { return false }
        }
        return true
    }

    private func holdsOf(_ test: CodePatternConstraint.Test, _ text: String, _ match: CodeMatch, _ subject: SubjectRef) -> Bool {
        switch test {
        case .matching(let pattern):
            return pattern.matches(text, bindings: Self.hasPlaceholders(pattern) ? values(subject, Bindings()) : [:])
        case .property(let stored, let typed):
            return properties(named: text, enclosing: match).contains { property in
                (!stored || graph.traits(of: property).isStoredProperty)
                    && (typed.map { isTyped($0, .symbol(property), Bindings()) } ?? true)
            }
        case .layer(let name):
            guard let layer = policy.layerSelector(for: name) else { return false }
            let operand = Operand(kind: .nameOrLayer(name), span: name.span)
            if properties(named: text, enclosing: match).contains(where: { isTyped(operand, .symbol($0), Bindings()) }) {
                return true
            }
            // a type named by the text itself (`NetworkService` in `NetworkService.shared.load()`)
            return graph.types(named: Self.referentName(text) ?? text).contains { matches(layer, .symbol($0), Bindings()) }
        case .compare, .literal:
            return true
        }
    }

    /// The properties named by a bound text (`service` or `self.service`) among the members of the innermost type
    /// (or extension, for the type it extends) whose declaration holds the match; none for any other text.
    func properties(named text: String, enclosing match: CodeMatch) -> [SymbolID] {
        guard let name = Self.referentName(text), let type = enclosingType(of: match) else { return [] }
        let owner = graph.symbols[type].extendedType ?? type
        return graph.members(of: owner, named: name).filter { graph.symbols[$0].kind.isProperty }
    }

    /// `service` → `service`, `self.service` → `service`; nil for anything but a (possibly `self.`-qualified) name.
    static func referentName(_ text: String) -> String? {
        var name = Substring(text.filter { $0 != " " })
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        guard let first = name.first, first == "_" || first.isLetter,
              name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    /// The innermost type-like declaration (type or extension) of the match's file whose range holds the match.
    func enclosingType(of match: CodeMatch) -> SymbolID? {
        var best: (id: SymbolID, length: Int)?
        for id in graph.files[match.file].symbols where graph.symbols[id].kind.isTypeLike {
            let range = graph.range(of: id)
            guard range.startOffset <= match.startOffset, match.endOffset <= range.endOffset else { continue }
            let length = range.endOffset - range.startOffset
            if best.map({ length < $0.length }) ?? true { best = (id, length) }
        }
        return best?.id
    }
}
