// `have @A` (with arguments or without): an attribute the subject is written with, by simple or qualified name.
// The fast path: the symbols holding a matching attribute, marked by id once (parameters are left to the meaning).

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasAttribute(_ item: AttributeItem, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let context = item.name.placeholders.isEmpty ? [:] : values(subject, bindings)
        let name = item.name.expanded(with: context)
        func argumentsMatch(_ arguments: String?) -> Bool {
            guard let wanted = item.arguments else { return true }
            return squeezed(arguments ?? "") == squeezed(wanted)
        }
        switch subject {
        case .symbol(let id):
            return graph.declaration(id).attributes.contains { Self.attributeMatches(name, $0.name) && argumentsMatch($0.arguments) }
        case .parameter(let parameter):
            return graph.parameterHasAttribute(of: parameter.function, parameter.index) { Self.attributeMatches(name, String($0.dropFirst())) }
        case .file:
            return false
        }
    }

    /// The text without white space, read as bytes when it is ASCII (`Pattern.squeezed`).
    func squeezed(_ text: String) -> String { Pattern.squeezed(text) }

    /// `.attribute`: a symbol's slot; a file has no attributes; a parameter's are left to the full matcher.
    @inline(__always) func attributeVerdict(_ holders: BitSet, _ subject: SubjectRef) -> Verdict {
        switch subject {
        case .symbol(let id): return Verdict(holders[id])
        case .file: return .no
        case .parameter: return .unknown
        }
    }
}
