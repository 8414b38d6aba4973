// Predicates: the meaning of the predicate language on one subject — composition (all, any, not, have, in) and
// bindings; each predicate kind's own meaning, and its fast path beside it, is in Predicates/, one file per kind.
// Each returns the binding environments under which it holds (one per `as` binding it makes), or nil. A new kind
// needs its arm in `test`, `binds` and `isCheap` here (README.md, "Adding a predicate kind", lists every place).

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    /// The binding environments under which a predicate holds; predicates that bind nothing go through `test`.
    func evaluate(_ predicate: SymbolPredicate, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        guard binds(predicate) else { return holds(decides(predicate, subject, bindings), bindings) }
        switch predicate.kind {
        case .all(let operands):
            return everyHolds(operands, bindings) { evaluate($0, subject, $1) }
        case .any(let operands):
            return someHolds(operands, bindings) { evaluate($0, subject, $1) }
        case .has(let items):
            return everyHolds(items.indices, bindings) { index, environment in
                // a member item (the one kind that binds) goes straight to `members`: through `has`, the item and
                // then its member would each be copied
                if case .member(let member) = items[index].kind { return members(member, subject, environment) }
                return has(items[index], subject, environment)
            }
        case .isIn(let selector):
            return isIn(selector, subject, bindings)
        case .assigns(let spec):
            let environments = assignments(spec, subject, bindings)
            return environments.isEmpty ? nil : environments
        default:
            return holds(test(predicate, subject, bindings), bindings)
        }
    }

    /// Whether a predicate holds, allocating nothing for the common atoms. Names bound inside the predicate
    /// are not kept (callers that need them use `evaluate`).
    func test(_ predicate: SymbolPredicate, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch predicate.kind {
        case .all(let operands):
            return allHold(operands, subject, bindings)
        case .any(let operands):
            // cheap alternatives first: the first that holds ends the search
            return operands.contains { Self.isCheap($0) && test($0, subject, bindings) }
                || operands.contains { !Self.isCheap($0) && test($0, subject, bindings) }
        case .not(let operand):
            return !test(operand, subject, bindings)
        case .has(let items):
            return items.allSatisfy { has($0, subject, bindings) != nil }
        case .isKind(let kind):
            return isKind(kind, subject)
        case .named(let pattern):
            return nameMatches(pattern, subject, bindings)
        case .under(let pattern):
            return fileIsUnder(pattern, subject, bindings)
        case .isIn(let selector):
            return isIn(selector, subject, bindings)
        case .conformsTo(let pattern), .inheritsFrom(let pattern):
            return hasSupertype(pattern, subject, bindings)
        case .supertypeSelected(let selector):
            return hasSupertype(selectedBy: selector, subject, bindings)
        case .typed(let operand):
            return isTyped(operand, subject, bindings)
        case .returns(let operand):
            return returns(operand, subject, bindings)
        case .references(let selector):
            return references(selector, subject, bindings)
        case .referencedBy(let selector):
            return isReferenced(by: selector, subject, bindings)
        case .calls(let spec):
            return calls(spec, subject, bindings)
        case .uses(let pattern):
            return uses(pattern, subject, bindings)
        case .imports(let pattern):
            return imports(pattern, only: false, subject, bindings)
        case .importsOnly(let pattern):
            return imports(pattern, only: true, subject, bindings)
        case .assigns(let spec):
            return !assignments(spec, subject, bindings, firstOnly: true).isEmpty
        case .exists:
            return true
        case .contains(let pattern):
            return containsCode(pattern, subject)
        case .isolatedTo(let actor): return isIsolated(to: actor, subject)
        case .beginsWithVerb: return beginsWithVerb(subject)
        }
    }

    @inline(__always) func holds(_ condition: Bool, _ bindings: Bindings) -> [Bindings]? { condition ? [bindings] : nil }

    /// The environments `step` gives for each of `environments`, in order (what `flatMap` gives): a single
    /// environment, the usual case, is handed over without building a second array.
    @inline(__always) func extended(_ environments: [Bindings], _ step: (Bindings) -> [Bindings]?) -> [Bindings] {
        if environments.count == 1 { return step(environments[0]) ?? [] }
        return environments.flatMap { step($0) ?? [] }
    }

    /// A conjunction with bindings: each operand extends every environment the ones before it left (`extended`),
    /// starting from `bindings`; nil as soon as none is left. The one loop for selectors' filters and operands and
    /// predicates' operands and `have` items.
    @inline(__always) func everyHolds<Operands: Sequence>(_ operands: Operands, _ bindings: Bindings,
                                                          _ step: (Operands.Element, Bindings) -> [Bindings]?) -> [Bindings]? {
        var environments = [bindings]
        for operand in operands {
            environments = extended(environments) { step(operand, $0) }
            if environments.isEmpty { return nil }
        }
        return environments
    }

    /// A disjunction with bindings: the environments of every operand that holds, in order; nil when none does.
    @inline(__always) func someHolds<Operand>(_ operands: [Operand], _ bindings: Bindings,
                                              _ step: (Operand, Bindings) -> [Bindings]?) -> [Bindings]? {
        let environments = operands.flatMap { step($0, bindings) ?? [] }
        return environments.isEmpty ? nil : environments
    }

    /// Whether a selector binds names with `as` (its matches then carry bindings, so it cannot be memoised as a Bool).
    func binds(_ selector: SymbolSelector) -> Bool { bindingMemo(selector.span) { Self.binds(selector) } }
    func binds(_ predicate: SymbolPredicate) -> Bool {
        // only the predicates that hold others need the walk (and its memo); the rest are told by their kind
        switch predicate.kind {
        case .all, .any, .has, .isIn: return bindingMemo(predicate.span) { Self.binds(predicate) }
        default: return Self.binds(predicate)
        }
    }

    static func binds(_ selector: SymbolSelector) -> Bool {
        switch selector.kind {
        case .simple(let simple): return simple.filters.contains(where: binds)
        case .all(let operands), .any(let operands): return operands.contains(where: binds)
        case .not: return false
        }
    }

    /// The walk behind `binds`: only composite predicates look inside; every other kind is told by its tag.
    static func binds(_ predicate: SymbolPredicate) -> Bool {
        switch predicate.kind {
        case .all(let operands), .any(let operands): return operands.contains(where: binds)
        case .has(let items): return items.contains { if case .member(let member) = $0.kind { return member.binding != nil || binds(member.selector) } else { return false } }
        case .isIn(let selector): return binds(selector)
        case .assigns(let spec):
            // the tag alone: comparing with nil would copy the name
            if case .none = spec.binding { return false }
            return true
        case .not, .isKind, .named, .under, .conformsTo, .inheritsFrom, .supertypeSelected, .typed, .returns, .references,
             .referencedBy, .calls, .uses, .imports, .importsOnly, .exists, .contains, .isolatedTo, .beginsWithVerb:
            return false
        }
    }

    /// One that reads a fact directly or a memo: no type text, regex over names, or walk over bodies.
    static func isCheap(_ predicate: SymbolPredicate) -> Bool {
        switch predicate.kind {
        case .isKind, .under, .isIn, .exists, .conformsTo, .inheritsFrom, .beginsWithVerb: return true
        case .has(let items):
            return items.allSatisfy {
                switch $0.kind {
                case .attribute, .modifier, .complexity, .lines: return true
                case .member, .forceUnwraps: return false
                }
            }
        case .not(let operand): return isCheap(operand)
        case .all(let operands), .any(let operands): return operands.allSatisfy(isCheap)
        case .named(let pattern):
            if case .regex = pattern.kind { return false }
            return true
        case .typed, .returns, .references, .referencedBy, .calls, .uses, .imports, .importsOnly, .assigns, .contains,
             .isolatedTo, .supertypeSelected:
            return false
        }
    }

    func values(_ subject: SubjectRef, _ bindings: Bindings) -> [String: String] {
        facts.templateValues(subject, bindings)
    }

    // MARK: have

    func has(_ item: HasItem, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        switch item.kind {
        case .attribute(let attribute):
            return holds(hasAttribute(attribute, subject, bindings), bindings)
        case .modifier(let modifier):
            return holds(hasModifier(modifier.modifier, detail: modifier.detail, subject), bindings)
        case .member(let member):
            return members(member, subject, bindings)
        case .complexity(let quantity):
            return holds(hasComplexity(quantity.kind, subject), bindings)
        case .forceUnwraps(let quantity):
            return holds(hasForceUnwraps(quantity.kind, subject), bindings)
        case .lines(let quantity):
            return holds(hasLines(quantity.kind, subject), bindings)
        }
    }
}
