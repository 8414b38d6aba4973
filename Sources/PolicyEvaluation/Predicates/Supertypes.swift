// `conforming to P`, `inheriting from P`: some supertype name of the subject (its own, its extensions', those
// it inherits) matches the pattern. The fast path: the symbols with a literal name, marked by id once.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasSupertype(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let matcher = compiled(pattern)
        let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
        return supertypes(of: subject).contains { matcher.matches($0, bindings: context) }
    }

    func supertypes(of subject: SubjectRef) -> Set<String> {
        guard case .symbol(let id) = subject else { return [] }
        return graph.supertypes[id] ?? []
    }

    /// The symbols `supertypes(of:)` gives the pattern's name, marked by id (`SupertypeIndex`), once per pattern;
    /// nil for a pattern the index was not built for (a glob, a placeholder), which is decided per subject.
    func supertypeHolders(_ pattern: Pattern) -> SymbolBits? {
        if let known = supertypeMemo[pattern.span] { return known }
        guard let ids = supertypeIndex.holders(of: compiled(pattern)) else { return nil }
        var holders = SymbolBits(count: graph.symbols.count)
        for id in ids { holders[id] = true }
        supertypeMemo[pattern.span] = holders
        return holders
    }

    /// `.supertype`: a symbol's slot; files and parameters have no supertypes.
    @inline(__always) func supertypeVerdict(_ holders: SymbolBits, _ subject: SubjectRef) -> Verdict {
        guard case .symbol(let id) = subject else { return .no }
        return Verdict(holders[id])
    }
}
