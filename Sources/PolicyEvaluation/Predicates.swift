// Predicates: the meaning of every predicate of the language on one subject. Each returns the binding
// environments under which it holds (one per `as` binding it makes), or nil when it does not hold.

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
            guard let container = container(of: subject) else { return nil }
            return match(selector, container, bindings)
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
            guard let container = container(of: subject) else { return false }
            return matches(selector, container, bindings)
        case .conformsTo(let pattern), .inheritsFrom(let pattern):
            let matcher = compiled(pattern)
            let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
            return supertypes(of: subject).contains { matcher.matches($0, bindings: context) }
        case .typed(let operand):
            guard let text = typeText(subject) else { return false }
            return typeMatches(operand, text, subject, bindings)
        case .returns(let operand):
            guard case .symbol(let id) = subject, let text = graph.returnType(of: id) else { return false }
            return typeMatches(operand, text, subject, bindings)
        case .references(let selector):
            return scope(subject).contains { id in
                anyReference(from: id) { matches(selector, .symbol($0), bindings) }
            }
        case .calls(let spec):
            return calls(spec, subject, bindings)
        case .uses(let pattern):
            let matcher = compiled(pattern)
            let context = matcher.dependsOnBindings ? values(subject, bindings) : [:]
            return anyInScope(subject) { id in
                facts.anyCode(id) { body in body.usesName { matcher.matches($0, bindings: context) } }
            }
        case .imports(let pattern):
            return facts.importedModules(subject).contains { moduleMatches(pattern, $0.name, subject, bindings) }
        case .importsOnly(let pattern):
            return facts.importedModules(subject).allSatisfy { moduleMatches(pattern, $0.name, subject, bindings) }
        case .assigns(let spec):
            return !assignments(spec, subject, bindings, firstOnly: true).isEmpty
        case .exists:
            return true
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
        case .not, .isKind, .named, .under, .conformsTo, .inheritsFrom, .typed, .returns, .references, .calls, .uses,
             .imports, .importsOnly, .exists:
            return false
        }
    }

    func values(_ subject: SubjectRef, _ bindings: Bindings) -> [String: String] {
        facts.templateValues(subject, bindings)
    }

    func nameMatches(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let pattern = compiled(pattern)
        let context = pattern.dependsOnBindings ? values(subject, bindings) : [:]
        if pattern.matches(facts.name(subject), bindings: context) { return true }
        if case .parameter(let id, let index) = subject {
            return pattern.matches(graph.parameterLabel(of: id, index), bindings: context)
        }
        return false
    }

    /// `Foundation` matches `import Foundation` and `import Foundation.NSString`.
    func moduleMatches(_ pattern: Pattern, _ module: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let pattern = compiled(pattern)
        return moduleMatches(pattern, module, context: pattern.dependsOnBindings ? values(subject, bindings) : [:])
    }

    func moduleMatches(_ pattern: CompiledPattern, _ module: String, context: [String: String] = [:]) -> Bool {
        if pattern.matches(module, bindings: context) { return true }
        // by bytes: a module name's dot is ASCII, and searching Characters costs far more
        guard let dot = module.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        return pattern.matches(String(Substring(module.utf8[..<dot])), bindings: context)
    }

    /// The symbol a subject is "in": a member's owning type (the extended type for extension members, else the
    /// extension itself), a parameter's function.
    func container(of subject: SubjectRef) -> SubjectRef? {
        switch subject {
        case .symbol(let id):
            let container = declarations.containers[id]
            return container < 0 ? nil : .symbol(Int(container))
        case .parameter(let id, _):
            return .symbol(id)
        case .file:
            return nil
        }
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

    // MARK: Types

    /// Whether type text matches an operand: a pattern on the text, or a selector/layer on the project types it names.
    func typeMatches(_ operand: Operand, _ text: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        switch operand.kind {
        case .pattern(let pattern):
            return pattern.matchesType(text, bindings: Self.hasPlaceholders(pattern) ? values(subject, bindings) : [:])
        case .selector(let selector):
            return graph.resolveTypes(in: text).contains { matches(selector, .symbol($0), bindings) }
        case .nameOrLayer(let identifier):
            if let layer = policy.layerSelector(for: identifier) {
                return graph.resolveTypes(in: text).contains { matches(layer, .symbol($0), bindings) }
            }
            return Glob.matches(identifier.name, String(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
        case .binding(let identifier):
            guard let bound = bindings[identifier.name] else { return false }
            return TypeNames.identifiers(in: text).contains(bound.name)
        }
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
            guard case .symbol(let id) = subject else { return nil }
            return holds(quantity.admits(graph.complexity(of: id)), bindings)
        case .forceUnwraps(let quantity):
            return holds(quantity.admits(forceUnwrapCount(subject)), bindings)
        case .lines(let quantity):
            switch subject {
            case .file(let f): return holds(quantity.admits(graph.files[f].lineCount), bindings)
            case .symbol(let id), .parameter(let id, _): return holds(quantity.admits(graph.lineCount(of: id)), bindings)
            }
        }
    }

    func hasAttribute(_ item: AttributeItem, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let context = item.name.placeholders.isEmpty ? [:] : values(subject, bindings)
        let name = item.name.expanded(with: context)
        func argumentsMatch(_ arguments: String?) -> Bool {
            guard let wanted = item.arguments else { return true }
            return squeezed(arguments ?? "") == squeezed(wanted)
        }
        switch subject {
        case .symbol(let id):
            return graph.declaration(id).attributes.contains { Self.attributeMatches(name, $0.name) && argumentsMatch($0.arguments) }
        case .parameter(let id, let index):
            return graph.parameterHasAttribute(of: id, index) { Self.attributeMatches(name, String($0.dropFirst())) }
        case .file:
            return false
        }
    }

    /// The text without white space, read as bytes when it is ASCII (`Pattern.squeezed`).
    func squeezed(_ text: String) -> String { Pattern.squeezed(text) }

    /// Qualifiers and `have` modifiers. `private` alone is plain `private`; `private(set)` needs the detail.
    /// `stored`/`computed`, `async`, `throwing` are the declaration's traits, `internal` and `static` what its
    /// written modifiers say (`ModifierFlags.isInternal`, `isTypeMember`): each defined once, in SwiftDeclarations.
    func hasModifier(_ modifier: PolicyModifier, detail: String?, _ subject: SubjectRef) -> Bool {
        guard case .symbol(let id) = subject else {
            if case .parameter(let id, let index) = subject, modifier == .static || modifier == .instance { return isStatic(id) == (modifier == .static) && index >= 0 }
            return false
        }
        switch modifier {
        case .stored: return graph.traits(of: id).isStoredProperty
        case .computed: return graph.traits(of: id).isComputedProperty
        case .static: return isStatic(id)
        case .instance: return graph.symbols[id].parent != nil && !isStatic(id)
        case .async: return graph.traits(of: id).isAsync
        case .throwing: return graph.traits(of: id).isThrowing
        case .internal: return graph.symbols[id].modifierFlags.isInternal
        case .public, .package, .private, .fileprivate, .open, .final, .lazy, .weak, .unowned, .nonisolated, .override,
             .mutating, .nonmutating, .required, .convenience, .dynamic, .indirect:
            return graph.declaration(id).modifiers.contains { $0.name == modifier.rawValue && $0.detail == detail }
        }
    }

    func isStatic(_ id: SymbolID) -> Bool { graph.symbols[id].modifierFlags.isTypeMember }

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
                for index in 0..<declarations.parameterCount(id) where visit(.parameter(id, index)) { return }
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

    // MARK: Calls and assignments

    /// `call NAME [on RECEIVER] [before assigning TARGET]` over the subject's bodies.
    func calls(_ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let name = compiled(spec.name)
        return calls(name, spec, subject, bindings, context: name.dependsOnBindings ? values(subject, bindings) : [:])
    }

    /// `calls` with the name compiled: the name is tested first, the receiver and the order only for calls it matches.
    func calls(_ name: CompiledPattern, _ spec: CallSpec, _ subject: SubjectRef, _ bindings: Bindings,
               context: [String: String] = [:]) -> Bool {
        anyInScope(subject) { id in
            facts.anyCode(id) { body in
                body.calls.contains { call in
                    guard name.matches(call.name, bindings: context) else { return false }
                    if let receiver = spec.receiver, !receiverMatches(receiver, call, in: id, bindings) { return false }
                    if let target = spec.beforeAssigning {
                        guard let targetName = operandName(target, bindings) else { return false }
                        let firstAssignment = body.assignments.first { SubjectFacts.splitTarget($0.target) == (targetName, nil) }
                        if let firstAssignment, call.offset > firstAssignment.offset { return false }
                    }
                    return true
                }
            }
        }
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

    /// `assign [VALUE] to TARGET [as name]` over the subject's bodies: one environment per assigned name that
    /// matches (its first matching assignment). With `firstOnly`, the search ends at the first match (for callers
    /// that ask only whether there is one).
    func assignments(_ spec: AssignSpec, _ subject: SubjectRef, _ bindings: Bindings, firstOnly: Bool = false) -> [Bindings] {
        var environments: [Bindings] = []
        var seen = SeenNames()
        let value = spec.value.map { ValueTest($0, in: self) }
        let toProperty = targetIsProperty(spec.target)
        _ = anyInScope(subject) { id in
            let assignments = graph.assignments(of: id)
            guard !assignments.isEmpty, let owner = facts.owningType(of: id) else { return false }
            for index in assignments.indices {
                if let value, !valueMatches(value, assignments[index].value, subject, bindings) { continue }
                let (head, rest) = SubjectFacts.splitTarget(assignments[index].target)
                let whole = rest == nil
                // `x = …` assigns the property itself: only `to property`-style targets name it; a name already
                // matched gives nothing new
                if whole && !toProperty { continue }
                guard !seen.contains(head), let property = facts.property(named: head, in: owner) else { continue }
                let matched = whole
                    ? matches(spec.target, .symbol(property), bindings)
                    : facts.resolvedTypes(.symbol(property)).contains { matches(spec.target, .symbol($0), bindings) }
                guard matched else { continue }
                seen.insert(head)
                if case .some(let name) = spec.binding {
                    environments.append(bindings.binding(name.name, to: BoundSymbol(name: head, subject: .symbol(property))))
                } else {
                    environments.append(bindings)
                }
                if firstOnly { return true }
            }
            return false
        }
        return environments
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
}
