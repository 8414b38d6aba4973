// `reference S`: some project symbol the code or the types of the subject's scope name matches the selector.
// The fast path remembers, per selector, whether each referenced symbol matches. `referenced by S` reads the same
// edges the other way.

import Findings
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    func references(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        scope(subject).contains { id in anyReference(from: id) { matches(selector, .symbol($0), bindings) } }
    }

    /// `referenced by S`: a symbol whose `references` edges reach the subject (a property typed or initialised with it,
    /// a body naming it) matches S, or is declared inside one that does (a member, a member's member; for a member of
    /// an extension, the extended type counts).
    func isReferenced(by selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard case .symbol(let id) = subject, let referrers = graph.referencedBy[id] else { return false }
        var tried = Set<SymbolID>()
        for referrer in referrers {
            var current: SymbolID? = referrer
            while let symbol = current, tried.insert(symbol).inserted {
                if matches(selector, .symbol(symbol), bindings) { return true }
                if let extended = graph.symbols[symbol].extendedType, tried.insert(extended).inserted,
                   matches(selector, .symbol(extended), bindings) { return true }
                current = graph.symbols[symbol].parent
            }
        }
        return false
    }

    /// Whether some project symbol `id` names satisfies `condition`: its `references` edges (the type its initial
    /// value gives when none is written among them) and its direct supertypes (an extension's count for the type it
    /// extends).
    func anyReference(from id: SymbolID, _ condition: (SymbolID) -> Bool) -> Bool {
        let extendsProjectType = graph.symbols[id].extendedType != nil
        func named(_ kind: Edge.Kind, _ target: SymbolID, ownInherits: Bool) -> Bool {
            switch kind {
            case .references: return ownInherits && condition(target)
            case .inherits: return ownInherits ? !extendsProjectType && condition(target) : condition(target)
            case .memberOf, .conformsTransitively, .calls: return false
            }
        }
        if graph.anyProjectEdge(from: id, { named($0, $1, ownInherits: true) }) { return true }
        return graph.extensions(of: id).contains { ext in graph.anyProjectEdge(from: ext) { named($0, $1, ownInherits: false) } }
    }

    /// Where `reference S` holds: where the scope's code or declarations write the name of a referenced project
    /// symbol that matches (`NetworkService` in `let service: NetworkService`), read from the text of the subject
    /// and of its scope's declarations (extensions too). Empty when the reference is not written (a type inferred
    /// from a value whose type the graph resolved).
    func referencePlaces(_ selector: SymbolSelector, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        var names = Set<String>()
        var declarations: [SymbolID] = []
        for id in scope(subject) {
            declarations.append(id)
            declarations += graph.extensions(of: id)
            _ = anyReference(from: id) { target in
                if matches(selector, .symbol(target), bindings) { names.insert(graph.name(target)) }
                return false
            }
        }
        if case .symbol(let id) = subject { declarations.append(id) }
        var rangesByFile: [Int: [Range<Int>]] = [:]
        for id in declarations {
            let range = graph.range(of: id)
            rangesByFile[graph.symbols[id].file, default: []].append(range.startOffset..<range.endOffset)
        }
        var places: [SourceLocation] = []
        for (file, ranges) in rangesByFile {
            let path = graph.files[file].path
            var lastLine = 0
            // one place a line: `let service: NetworkService = NetworkService()` names the type twice for one cause
            for place in codePatterns.identifierPlaces(named: names, in: ranges, file: file, path: path) where place.line != lastLine {
                places.append(SourceLocation(file: path, line: place.line, column: place.column))
                lastLine = place.line
            }
        }
        return places
    }

    func referencesVerdict(_ check: CompiledCheck, _ selector: SymbolSelector, _ slot: Int, _ subject: SubjectRef) -> Verdict {
        if symbolMemo[slot].isEmpty { symbolMemo[slot] = [Verdict](repeating: .unknown, count: graph.symbols.count) }
        return Verdict(anyInScope(subject) { id in
            anyReference(from: id) { target in
                let known = symbolMemo[slot][target]
                if known != .unknown { return known == .yes }
                let matched: Bool
                switch verdict(check, .symbol(target)) {
                case .yes: matched = true
                case .no: matched = false
                case .unknown: matched = matches(selector, .symbol(target), Bindings())
                }
                symbolMemo[slot][target] = Verdict(matched)
                return matched
            }
        })
    }
}
