// `have Q members/parameters matching S [as name]`: the subject's children (a type's members and its
// extensions', a function's parameters, a file's top-level declarations) that match, counted. The fast path counts
// with the children's compiled checks and answers unknown as soon as one child is unknown.

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// `have [quantity] selector [as name]`: children matching the selector, counted; one environment per match
    /// when the item binds a name.
    func members(_ item: MemberItem, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        var environments: [Bindings] = []
        var count = 0
        // the compiled check turns most children away (or in) without the full match
        let check = compiledCheck(item.selector)
        let selectorBinds = binds(item.selector)
        let bindingName = item.binding?.name
        let quantity = item.quantity.kind
        forEachChild(of: subject, parameters: asksForParameters(item.selector)) { child in
            let verdict = verdict(check, child)
            if verdict == .no { return false }
            if verdict == .yes && !selectorBinds {
                // matched under the bindings as they are: no environment list to build
                count += 1
                if let bindingName {
                    environments.append(bindings.binding(bindingName, to: BoundSymbol(name: facts.name(child), subject: child)))
                }
            } else {
                guard let matched = match(item.selector, child, bindings) else { return false }
                count += 1
                if let bindingName {
                    let bound = BoundSymbol(name: facts.name(child), subject: child)
                    for environment in matched { environments.append(environment.binding(bindingName, to: bound)) }
                }
            }
            // without a name to bind, the rest of the children matter only until the count decides the quantity
            return bindingName == nil && Self.countSettles(quantity, count)
        }
        guard quantity.admits(count) else { return nil }
        return bindingName == nil || environments.isEmpty ? [bindings] : environments
    }

    /// Where `have Q members` fails as places: a subject that must have none of them (`must not have an async func`,
    /// `must have no @Published property`) fails at each one, where a reviewer puts the comment. A subject that must
    /// have a member of a kind whose code does something (`must have deinit that calls cancel`) and has exactly one
    /// of that kind, whose code does not, fails at that one (the deinit that forgets the call). Any other count (too
    /// few, too many of several) is the subject's own.
    func offendingMembers(_ item: MemberItem, negated: Bool, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation]? {
        switch (item.quantity.kind, negated) {
        case (.atMost(0), false), (.exactly(0), false), (.atLeast(1), true): break
        case (.atLeast(1), false): return soleMemberMissingCode(item.selector, subject)
        default: return nil
        }
        var places: [SourceLocation] = []
        forEachChild(of: subject, parameters: asksForParameters(item.selector)) { child in
            if match(item.selector, child, bindings) != nil { places.append(facts.location(child)) }
            return false
        }
        return places.isEmpty ? nil : places
    }

    /// For `have KIND that P` where P reads only code (calls, uses, assignments, references, patterns): the
    /// subject's one member of that kind, when it has exactly one (it is then the member that lacks P).
    private func soleMemberMissingCode(_ selector: SymbolSelector, _ subject: SubjectRef) -> [SourceLocation]? {
        guard case .simple(let simple) = selector.kind, case .kind(let kind)? = simple.head, simple.modifiers.isEmpty,
              !simple.filters.isEmpty, simple.filters.allSatisfy(Self.readsCodeOnly) else { return nil }
        var found: [SubjectRef] = []
        forEachChild(of: subject, parameters: false) { child in
            if isKind(kind, child) { found.append(child) }
            return found.count > 1
        }
        return found.count == 1 ? [facts.location(found[0])] : nil
    }

    /// Whether a filter asks only what a declaration's code does, not what the declaration is.
    private static func readsCodeOnly(_ predicate: SymbolPredicate) -> Bool {
        switch predicate.kind {
        case .calls, .uses, .assigns, .references, .contains: return true
        case .not(let operand): return readsCodeOnly(operand)
        case .all(let operands), .any(let operands): return operands.allSatisfy(readsCodeOnly)
        case .has, .isKind, .named, .under, .isIn, .conformsTo, .inheritsFrom, .supertypeSelected, .isolatedTo,
             .beginsWithVerb, .typed, .returns, .imports, .importsOnly, .exists, .referencedBy:
            return false
        }
    }

    /// Whether a count of matches, which further children can only raise, already settles a quantity: reached for
    /// `at least`, exceeded for `at most` and `exactly`.
    static func countSettles(_ quantity: QuantityKind, _ count: Int) -> Bool {
        switch quantity {
        case .atLeast(let bound): return count >= bound
        case .atMost(let bound), .exactly(let bound): return count > bound
        }
    }

    /// Visits a subject's children, in order, without building a list: a function's parameters when `parameters`
    /// (the selector asks for parameters, `asksForParameters`); a type's members (`graph.members(of:)`: its own,
    /// then its extensions') otherwise; a file's declarations at file scope. `visit` returns true to stop.
    func forEachChild(of subject: SubjectRef, parameters: Bool, _ visit: (SubjectRef) -> Bool) {
        switch subject {
        case .symbol(let id):
            if parameters {
                for index in 0..<declarations.parameterCount(id) where visit(.parameter(ParameterRef(function: id, index: index))) { return }
                return
            }
            guard graph.symbols[id].kind.isTypeLike else { return }
            for member in graph.symbols[id].children where visit(.symbol(member)) { return }
            for ext in graph.extensions(of: id) {
                for member in graph.symbols[ext].children where visit(.symbol(member)) { return }
            }
        case .file(let f):
            for id in graph.files[f].symbols where graph.symbols[id].parent == nil && visit(.symbol(id)) { return }
        case .parameter:
            return
        }
    }

    func asksForParameters(_ selector: SymbolSelector) -> Bool {
        switch selector.kind {
        case .simple(let simple):
            if case .kind(.parameter)? = simple.head { return true }
            return false
        case .all(let operands), .any(let operands): return operands.contains(where: asksForParameters)
        case .not(let operand): return asksForParameters(operand)
        }
    }

    /// The children of a subject (`forEachChild`) that the check finds, counted: unknown as soon as one child is
    /// unknown before the count settles the quantity (`countSettles`), which ends the walk.
    func count(_ quantity: QuantityKind, _ check: CompiledCheck, childrenOf subject: SubjectRef, parameters: Bool) -> Verdict {
        var matched = 0
        var unknown = false
        forEachChild(of: subject, parameters: parameters) { child in
            switch verdict(check, child) {
            case .yes:
                matched += 1
                return Self.countSettles(quantity, matched)
            case .no: return false
            case .unknown:
                unknown = true
                return true
            }
        }
        return unknown ? .unknown : Verdict(quantity.admits(matched))
    }
}
