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
        // an operator function (`static func ==`) is named by the language
        if Self.operatorStarts.contains(first) { return true }
        guard let word = VerbList.firstWord(of: name) else { return false }
        return VerbList.words.contains(word) || policy.verbs.contains(word)
    }

    /// The ASCII characters a Swift operator's name may start with.
    private static let operatorStarts = Set("/=-+!*%<>&|^~?.".utf8)
}
