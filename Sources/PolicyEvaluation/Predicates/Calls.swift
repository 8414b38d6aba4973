// `call NAME [on RECEIVER] [before assigning TARGET]`: some call in the code of the subject's scope. The fast path
// reads the literal names each body calls, once for all rules (`CodeNameMemo`), and asks the meaning for the
// receiver and the order.

import Findings
import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    /// `call NAME [on RECEIVER] [before assigning TARGET]` over the subject's bodies.
    func calls(_ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let name = compiled(spec.name)
        return calls(name, spec, subject, bindings, context: name.dependsOnBindings ? values(subject, bindings) : [:])
    }

    /// `calls` with the name compiled: the name is tested first, the receiver and the order only for calls it matches.
    func calls(_ name: CompiledPattern, _ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings,
               context: [String: String] = [:]) -> Bool {
        forEachCall(name, spec, subject, bindings, context: context) { _, _ in true }
    }

    /// The meaning of `call`, with where: visits each call of the subject's scope the spec matches (in the body of
    /// `id`) until `visit` says to stop; whether it stopped. `calls` is "some call is visited".
    func forEachCall(_ name: CompiledPattern, _ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings,
                     context: [String: String], _ visit: (SymbolID, Call) -> Bool) -> Bool {
        anyInScope(subject) { id in
            facts.anyCode(id) { body in
                body.calls.contains { call in
                    guard name.matches(call.name, bindings: context) else { return false }
                    if let receiver = spec.receiver, !receiverMatches(receiver, call, in: id, bindings) { return false }
                    if let target = spec.beforeAssigning {
                        guard let targetName = operandName(target, bindings) else { return false }
                        if let first = Self.firstAssignment(to: targetName, in: body.assignments), call.offset > first.offset {
                            return false
                        }
                    }
                    return visit(id, call)
                }
            }
        }
    }

    /// Where `call …` holds: each matching call's name.
    func callPlaces(_ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        let name = compiled(spec.name)
        var places: [SourceLocation] = []
        _ = forEachCall(name, spec, subject, bindings, context: name.dependsOnBindings ? values(subject, bindings) : [:]) { id, call in
            places.append(facts.location(of: id, line: call.line, column: call.column))
            return false
        }
        return places
    }

    /// Where `call NAME before assigning TARGET` fails: at the first assignment to the target in each body of the
    /// scope (no call it asks for comes before any of them, or the requirement would hold). Nil for a spec without
    /// an order: a call that is missing has no place.
    func missingCallPlaces(_ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation]? {
        guard let target = spec.beforeAssigning, let targetName = operandName(target, bindings) else { return nil }
        var places: [SourceLocation] = []
        _ = anyInScope(subject) { id in
            _ = facts.anyCode(id) { body in
                if let first = Self.firstAssignment(to: targetName, in: body.assignments) {
                    places.append(facts.location(of: id, line: first.line, column: first.column))
                }
                return false
            }
            return false
        }
        return places
    }

    /// The first assignment that replaces `name` itself (`loadTask = …`, not `loadTask.x = …`): what
    /// `before assigning` orders calls against.
    static func firstAssignment(to name: String, in assignments: [Assignment]) -> Assignment? {
        assignments.first { SubjectFacts.splitTarget($0.target) == (name, nil) }
    }

    /// Whether an operand means the same under any bindings (it names no bound symbol, and binds none).
    func isBindingFree(_ operand: Operand?) -> Bool {
        switch operand?.kind {
        case nil, .pattern?, .nameOrLayer?: return true
        case .binding?: return false
        case .selector(let selector)?: return !binds(selector)
        }
    }

    func operandName(_ operand: Operand, _ bindings: Bindings) -> String? {
        switch operand.kind {
        case .binding(let identifier): return bindings[identifier.name]?.name
        case .nameOrLayer(let identifier): return identifier.name
        case .pattern(let pattern): return pattern.description
        case .selector: return nil
        }
    }

    /// The receiver as written (`self.` dropped) against a binding or name; a layer or selector against the
    /// project types of the property the receiver names.
    func receiverMatches(_ operand: Operand, _ call: Call, in id: SymbolID, _ bindings: Bindings) -> Bool {
        guard let receiver = call.receiver else { return false }
        let (head, rest) = SubjectFacts.splitTarget(receiver)
        switch operand.kind {
        case .binding(let identifier):
            return rest == nil && bindings[identifier.name]?.name == head
        case .pattern(let pattern):
            return pattern.matches(receiver) || (rest == nil && pattern.matches(head))
        case .nameOrLayer(let identifier):
            if let layer = policy.layerSelector(for: identifier) {
                return receiverTypes(head, in: id).contains { matches(layer, .symbol($0), bindings) }
            }
            return Glob.matches(identifier.name, receiver) || (rest == nil && Glob.matches(identifier.name, head))
                || receiverTypes(head, in: id).contains { graph.name($0) == identifier.name }
        case .selector(let selector):
            return receiverTypes(head, in: id).contains { matches(selector, .symbol($0), bindings) }
        }
    }

    /// Project types of `head`: a property of the enclosing type, or a type named `head` (a static call).
    func receiverTypes(_ head: String, in id: SymbolID) -> [SymbolID] {
        if let owner = facts.owningType(of: id), let property = facts.property(named: head, in: owner) {
            return facts.resolvedTypes(.symbol(property))
        }
        return graph.types(named: head)
    }

    @inline(__always) func callsVerdict(_ name: CompiledPattern, _ spec: CallSpec, _ bit: Int?, _ nameOnly: Bool,
                                        _ subject: SubjectRef) -> Verdict {
        let found = bit.map { scopeHasCodeName(subject, bit: $0) } ?? anyInScope(subject) { facts.codeCalls($0, name) }
        guard found else { return .no }
        if nameOnly { return .yes }
        return Verdict(calls(name, spec, subject, Bindings()))
    }

    /// Whether the code of the subject's scope has the literal name of `bit` (`CodeNameMemo`): a type's scope is
    /// joined once for every name asked of it.
    func scopeHasCodeName(_ subject: SubjectRef, bit: Int) -> Bool {
        if case .symbol(let id) = subject, declarations.kinds[id].isTypeLike {
            return codeNames.has(scopeOf: id, bit: bit) { visit in _ = scopes.contains(id) { visit($0); return false } }
        }
        return anyInScope(subject) { codeNames.has($0, bit: bit) }
    }
}
