// `conforming to P`, `inheriting from P`: some supertype name of the subject (its own, its extensions', those
// it inherits through project types, and the framework supertypes of those: `FrameworkFacts`) matches the pattern.
// The fast path: the symbols with a literal name, marked by id once.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func hasSupertype(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let matcher = compiled(pattern)
        let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
        return anySupertype(of: subject) { matcher.matches($0, bindings: context) }
    }

    /// `conforming to (S)`: some supertype name (written or inherited through project types) names a project type that
    /// S selects. Framework types are not project symbols, so no selector selects them.
    func hasSupertype(selectedBy selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        supertypes(of: subject).contains { name in
            graph.types(named: name).contains { test(selector, .symbol($0), bindings) }
        }
    }

    func supertypes(of subject: SubjectRef) -> Set<String> {
        guard case .symbol(let id) = subject else { return [] }
        return graph.supertypes[id] ?? []
    }

    /// Whether some supertype name of the subject passes `test`: the names the graph gives (written and inherited
    /// through project types), then the framework supertypes of those the project does not declare itself
    /// (`UIViewController` for a `UITableViewController` subclass).
    func anySupertype(of subject: SubjectRef, _ test: (String) -> Bool) -> Bool {
        let names = supertypes(of: subject)
        if names.contains(where: test) { return true }
        return names.contains { name in
            let ancestors = FrameworkFacts.ancestors(of: name)
            return !ancestors.isEmpty && !graph.declaresType(named: name) && ancestors.contains(where: test)
        }
    }

    /// The symbols `supertypes(of:)` gives the pattern's name, marked by id (`SupertypeIndex`), once per pattern;
    /// nil for a pattern the index was not built for (a glob, a placeholder), which is decided per subject.
    func supertypeHolders(_ pattern: Pattern) -> BitSet? {
        if let known = supertypeMemo[pattern.span] { return known }
        guard let ids = supertypeIndex.holders(of: compiled(pattern)) else { return nil }
        let holders = BitSet(count: graph.symbols.count, members: ids)
        supertypeMemo[pattern.span] = holders
        return holders
    }

    /// `.supertype`: a symbol's slot; files and parameters have no supertypes.
    @inline(__always) func supertypeVerdict(_ holders: BitSet, _ subject: SubjectRef) -> Verdict {
        guard case .symbol(let id) = subject else { return .no }
        return Verdict(holders[id])
    }
}

extension SymbolGraph {
    /// Whether the project declares a nominal type of this name: its declaration, not the framework's, then says
    /// what the name's supertypes and isolation are.
    func declaresType(named name: String) -> Bool {
        types(named: name).contains { symbols[$0].kind.isNominalType }
    }
}
