// `where` constraints on a code pattern's metavariables that are decided per match here rather than by
// SwiftPatterns: a name pattern on the bound text (`$N matching *Service`, placeholders read from the subject) and
// what a bound name refers to in the graph (`$C is property typed Controller`, `$S is Service`): a property of the
// type that encloses the match (declared in it or its extensions) or of a named type (`FeedService.shared`), with
// its declared or inferred type, or a project type.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// A constraint decided here that reads no subject (a name pattern without placeholders, what a name refers
    /// to): tested during the search, on each way the pattern matches.
    static func isSearchConstraint(_ constraint: CodePatternConstraint) -> Bool {
        switch constraint.test {
        case .matching(let pattern): return !Self.hasPlaceholders(pattern)
        case .property, .layer: return true
        case .compare, .literal: return false
        }
    }

    func isSearchConstraint(_ constraint: CodePatternConstraint) -> Bool { Self.isSearchConstraint(constraint) }

    /// Whether every constraint of `literal` that `selected` picks (SwiftPatterns decides the others) holds of
    /// `match`, found in the code of `subject`.
    func satisfiesCodeConstraints(_ literal: CodePatternLiteral, _ match: CodeMatch, _ subject: SubjectRef,
                                  where selected: (CodePatternConstraint) -> Bool) -> Bool {
        for constraint in literal.constraints where CodePatternMemo.isDecidedPerMatch(constraint) && selected(constraint) {
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
            return referents(of: text, enclosing: match).properties.contains { property in
                (!stored || graph.traits(of: property).isStoredProperty)
                    && (typed.map { isTyped($0, .symbol(property), Bindings()) } ?? true)
            }
        case .layer(let name):
            guard let layer = policy.layerSelector(for: name) else { return false }
            let operand = Operand(kind: .nameOrLayer(name), span: name.span)
            let (properties, types) = referents(of: text, enclosing: match)
            return properties.contains { isTyped(operand, .symbol($0), Bindings()) }
                || types.contains { matches(layer, .symbol($0), Bindings()) }
        case .compare, .literal:
            return true
        }
    }

    /// What a bound text names: `name`, `$name` (its projected value) or `self.name`, a property of the innermost type
    /// (or extension, for the type it extends) whose declaration holds the match, else a project type of that name;
    /// `Type.name`, a property of that project type (a static one, `FeedService.shared`); a longer chain of names
    /// (`appState.api.timelines`), the last property, reached through each property's declared or inferred type.
    /// Anything else (a call, a subscript, a name whose type the project does not declare) names nothing.
    func referents(of text: String, enclosing match: CodeMatch) -> (properties: [SymbolID], types: [SymbolID]) {
        let owner = enclosingType(of: match)
        let key = ReferentMemo.Key(text: text, owner: owner)
        if let known = referentMemo.referents[key] { return known }
        let found = referents(of: text, owner: owner)
        referentMemo.referents[key] = found
        return found
    }

    private func referents(of written: String, owner: SymbolID?) -> (properties: [SymbolID], types: [SymbolID]) {
        // `$title`, a property's projected value (the binding a control writes through), names the property
        let text = written.hasPrefix("$") ? String(written.dropFirst()) : written
        guard var parts = Self.nameParts(text) else { return ([], []) }
        if parts.count > 1, parts[0] == "self" { parts.removeFirst() }
        // where the first name is looked up: a project type's static members (`FeedService.shared`), else the
        // enclosing type's members
        var owners: [SymbolID] = []
        let namedTypes = parts.count > 1 ? graph.types(named: parts[0]) : []
        if !namedTypes.isEmpty {
            owners = namedTypes
            parts.removeFirst()
        } else if let owner {
            owners = [graph.symbols[owner].extendedType ?? owner]
        }
        // each name but the last is a property whose declared or inferred type holds the next one
        // (`appState.api.timelines`: the `timelines` property of the type of `api`, of the type of `appState`)
        for part in parts.dropLast() {
            var next: [SymbolID] = []
            for property in properties(named: part, in: owners) {
                guard let type = declarations.typeText(property) else { continue }
                for resolved in graph.resolveTypes(in: type) where !next.contains(resolved) { next.append(resolved) }
            }
            guard !next.isEmpty else { return ([], []) }
            owners = next
        }
        guard let last = parts.last else { return ([], []) }
        let properties = properties(named: last, in: owners)
        let named = properties.isEmpty && text == last ? graph.types(named: last) : []
        return (properties, named)
    }

    private func properties(named name: String, in owners: [SymbolID]) -> [SymbolID] {
        owners.flatMap { graph.members(of: $0, named: name) }.filter { graph.symbols[$0].kind.isProperty }
    }

    /// `text` without its spaces, split at its dots, when every part is a name; nil otherwise. Most texts bound
    /// where a name may be (a call's receiver) are calls or literals: an ASCII byte no name has answers at once.
    static func nameParts(_ text: String) -> [String]? {
        var hasSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...:
                continue
            case UInt8(ascii: " "):
                hasSpace = true
            default:
                return nil
            }
        }
        let parts = (hasSpace ? text.filter { $0 != " " } : text)
            .split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.allSatisfy(isName) ? parts : nil
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The innermost type-like declaration (type or extension) of the match's file whose range holds the match.
    func enclosingType(of match: CodeMatch) -> SymbolID? {
        referentMemo.read(file: match.file, graph: graph)
        var best: (id: SymbolID, length: Int)?
        for type in referentMemo.types where type.start <= match.startOffset && match.endOffset <= type.end {
            let length = type.end - type.start
            if best.map({ length < $0.length }) ?? true { best = (type.id, length) }
        }
        return best?.id
    }
}

/// What bound texts refer to in the file whose matches are being tested, by text and enclosing type: a pattern's
/// constraints are tested at each way it matches, and a file's matches, many naming the same property in the same
/// type, are tested one after another. One per evaluation context, so per thread.
struct ReferentMemo {
    struct Key: Hashable {
        var text: String
        var owner: SymbolID?
    }

    private(set) var file = -1
    /// The file's types and extensions with their byte ranges.
    private(set) var types: [(id: SymbolID, start: Int, end: Int)] = []
    var referents: [Key: (properties: [SymbolID], types: [SymbolID])] = [:]

    /// Makes the memo about file `file`, forgetting the last file's answers.
    mutating func read(file: Int, graph: SymbolGraph) {
        guard file != self.file else { return }
        self.file = file
        referents = [:]
        types = graph.files[file].symbols.filter { graph.symbols[$0].kind.isTypeLike }.map { id in
            let range = graph.range(of: id)
            return (id, range.startOffset, range.endOffset)
        }
    }
}
