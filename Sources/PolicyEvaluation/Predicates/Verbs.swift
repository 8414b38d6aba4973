// `begin with a verb`: the subject's name starts with a verb — its first camel-case (or snake_case) word,
// lower-cased, is in `VerbList` or the pack's `verbs`. Names the language fixes (`init`, `deinit`, `subscript`,
// operators) hold; a file does not. No fast path: the name is split and looked up once per subject.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func beginsWithVerb(_ subject: SubjectRef) -> Bool {
        switch subject {
        case .symbol(let id):
            switch graph.symbols[id].kind {
            case .`init`, .deinit, .subscript, .operator: return true
            default: return startsWithVerb(graph.name(id))
            }
        case .parameter:
            return startsWithVerb(facts.name(subject))
        case .file:
            return false
        }
    }

    private func startsWithVerb(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        let isWordStart = first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        // an operator function (`static func ==`) is named by the language
        guard isWordStart else { return first >= 0x80 ? false : !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) }
        guard let word = VerbList.firstWord(of: name) else { return false }
        return VerbList.words.contains(word) || policy.verbs.contains(word)
    }
}
