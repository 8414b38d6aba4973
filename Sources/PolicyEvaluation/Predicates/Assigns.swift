// `assign [VALUE] to TARGET [as name]`: assignments in the code of the subject's scope to a property (or a
// property of a type) the target matches, with one environment per assigned name. The fast path rules out scopes
// whose code assigns no value with the literal leading name.

import Findings
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    /// `assign [VALUE] to TARGET [as name]` over the subject's bodies: one environment per assigned name that
    /// matches (its first matching assignment). With `firstOnly`, the search ends at the first match (for callers
    /// that ask only whether there is one).
    func assignments(_ spec: AssignSpec, _ subject: SubjectRef, _ bindings: Bindings, firstOnly: Bool = false) -> [Bindings] {
        var environments: [Bindings] = []
        var seen = SeenNames()
        _ = forEachAssignment(spec, subject, bindings, skipping: { seen.contains($0) }) { _, _, head, property in
            seen.insert(head)
            if case .some(let name) = spec.binding {
                environments.append(bindings.binding(name.name, to: BoundSymbol(name: head, subject: .symbol(property))))
            } else {
                environments.append(bindings)
            }
            return firstOnly
        }
        return environments
    }

    /// Where `assign …` holds: each matching assignment's target.
    func assignmentPlaces(_ spec: AssignSpec, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        var places: [SourceLocation] = []
        _ = forEachAssignment(spec, subject, bindings, skipping: { _ in false }) { id, assignment, _, _ in
            places.append(facts.location(of: id, line: assignment.line, column: assignment.column))
            return false
        }
        return places
    }

    /// The meaning of `assign`, with where: visits each assignment of the subject's scope the spec matches (in the
    /// body of `id`, to property `property` named `head`) until `visit` says to stop; whether it stopped. Heads
    /// `skipping` names are not looked at (a name already matched gives no new environment).
    func forEachAssignment(_ spec: AssignSpec, _ subject: SubjectRef, _ bindings: Bindings, skipping: (String) -> Bool,
                           _ visit: (_ id: SymbolID, Assignment, _ head: String, _ property: SymbolID) -> Bool) -> Bool {
        let value = spec.value.map { ValueTest($0, in: self) }
        let toProperty = targetIsProperty(spec.target)
        return anyInScope(subject) { id in
            let assignments = graph.assignments(of: id)
            guard !assignments.isEmpty, let owner = facts.owningType(of: id) else { return false }
            for index in assignments.indices {
                if let value, !valueMatches(value, assignments[index].value, subject, bindings) { continue }
                let (head, rest) = SubjectFacts.splitTarget(assignments[index].target)
                let whole = rest == nil
                // `x = …` assigns the property itself: only `to property`-style targets name it; so does `x[k] = …`,
                // which replaces an element of a collection property (`tabSnapshots[tab] = …` writes the view's own
                // dictionary, not the `Tab` its key is, round BT)
                if !toProperty && (whole || rest.map(Self.isSubscriptOnly) == true) { continue }
                guard !skipping(head), let property = facts.property(named: head, in: owner) else { continue }
                let matched = whole
                    ? matches(spec.target, .symbol(property), bindings)
                    : facts.resolvedTypes(.symbol(property)).contains { matches(spec.target, .symbol($0), bindings) }
                if matched, visit(id, assignments[index], head, property) { return true }
            }
            return false
        }
    }

    /// Whether the rest of an assignment's target is subscripts only (`[tab]`, `[i][j]`): the assignment replaces an
    /// element of the collection, writing no member of an element.
    static func isSubscriptOnly(_ rest: String) -> Bool {
        var depth = 0
        for byte in rest.utf8 {
            switch byte {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            default: if depth == 0 { return false }
            }
        }
        return depth == 0 && rest.utf8.first == UInt8(ascii: "[")
    }

    /// Whether the target selector names properties (`to property`) rather than the type of a value (`to Controller`).
    func targetIsProperty(_ selector: SymbolSelector) -> Bool {
        if case .simple(let simple) = selector.kind, case .kind(let kind)? = simple.head {
            return kind == .property || kind == .variable || kind == .constant
        }
        return false
    }

    /// The names an assignment search has matched: usually none or one, kept without an allocation until a second.
    struct SeenNames {
        private var first: String?
        private var others: [String] = []

        func contains(_ name: String) -> Bool { first == name || others.contains(name) }

        mutating func insert(_ name: String) {
            if first == nil { first = name } else { others.append(name) }
        }
    }

    /// The value pattern of `assign VALUE to …`, prepared once per search: a plain name (`plainName`) is compared
    /// with each value's first bytes; any other pattern is compiled up front.
    struct ValueTest {
        /// The pattern's one literal (`Pattern.literal`) when it is a name of ASCII letters, digits and `_` (`Task`).
        let plainName: String?
        /// Nil for a plain name, which compiles the pattern only for a value whose name goes on past ASCII.
        let compiled: CompiledPattern?
        let pattern: Pattern

        /// The pattern is borrowed: taken as an initializer's argument is by default, it would be copied to be consumed.
        init(_ pattern: borrowing Pattern, in context: EvaluationContext) {
            plainName = pattern.literal.flatMap { literal in
                var literal = literal
                return literal.withUTF8 { !$0.isEmpty && $0.allSatisfy(Assignment.isNameByte) } ? literal : nil
            }
            compiled = plainName == nil ? context.compiled(pattern) : nil
            self.pattern = copy pattern
        }
    }

    /// Whether an assigned value's leading name matches the value pattern, prepared as `test`.
    func valueMatches(_ test: ValueTest, _ value: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        if let plainName = test.plainName, let decided = Assignment.leadingName(of: value, is: plainName) { return decided }
        let pattern = test.compiled ?? compiled(test.pattern)
        return pattern.matches(Assignment.leadingName(value), bindings: pattern.dependsOnBindings ? values(subject, bindings) : [:])
    }

    @inline(__always) func assignsVerdict(_ spec: AssignSpec, _ value: CompiledPattern?, _ valueBit: Int?, _ exact: Bool,
                                          _ subject: SubjectRef) -> Verdict {
        if let value, !(valueBit.map { scopeHasCodeName(subject, bit: $0) } ?? anyInScope(subject) { facts.codeAssigns($0, valueLeadingName: value) }) {
            return .no
        }
        guard exact else { return .unknown }
        return Verdict(!assignments(spec, subject, Bindings(), firstOnly: true).isEmpty)
    }
}
