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
            var environments = [bindings]
            for operand in operands {
                environments = environments.flatMap { evaluate(operand, subject, $0) ?? [] }
                if environments.isEmpty { return nil }
            }
            return environments
        case .any(let operands):
            let environments = operands.flatMap { evaluate($0, subject, bindings) ?? [] }
            return environments.isEmpty ? nil : environments
        case .has(let items):
            var environments = [bindings]
            for item in items {
                environments = environments.flatMap { has(item, subject, $0) ?? [] }
                if environments.isEmpty { return nil }
            }
            return environments
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
            guard case .symbol(let id) = subject, let text = graph.declaration(id).returnType else { return false }
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
            return !assignments(spec, subject, bindings).isEmpty
        case .exists:
            return true
        }
    }

    @inline(__always) func holds(_ condition: Bool, _ bindings: Bindings) -> [Bindings]? { condition ? [bindings] : nil }

    /// Whether a selector binds names with `as` (its matches then carry bindings, so it cannot be memoised as a Bool).
    func binds(_ selector: SymbolSelector) -> Bool { bindingMemo(selector.span) { Self.binds(selector) } }
    func binds(_ predicate: SymbolPredicate) -> Bool { bindingMemo(predicate.span) { Self.binds(predicate) } }

    static func binds(_ selector: SymbolSelector) -> Bool {
        switch selector.kind {
        case .simple(let simple): return simple.filters.contains(where: binds)
        case .all(let operands), .any(let operands): return operands.contains(where: binds)
        case .not: return false
        }
    }

    static func binds(_ predicate: SymbolPredicate) -> Bool {
        switch predicate.kind {
        case .all(let operands), .any(let operands): return operands.contains(where: binds)
        case .not: return false
        case .has(let items): return items.contains { if case .member(let member) = $0.kind { return member.binding != nil || binds(member.selector) } else { return false } }
        case .assigns(let spec): return spec.binding != nil
        case .isIn(let selector): return binds(selector)
        default: return false
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
            return pattern.matches(graph.declaration(id).parameters[index].label, bindings: context)
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
        let target = graph.symbols[id].extendedType ?? id
        return graph.supertypes[target] ?? graph.supertypes[id] ?? []
    }

    /// The symbols `supertypes(of:)` gives the pattern's name, marked by id (`SupertypeIndex`), once per pattern;
    /// nil for a pattern the index was not built for (a glob, a placeholder), which is decided per subject.
    func supertypeHolders(_ pattern: Pattern) -> [Bool]? {
        if let known = supertypeMemo[pattern.span] { return known }
        let compiled = compiled(pattern)
        guard supertypeIndex.wanted.covers(compiled), let literal = compiled.literal else { return nil }
        var holders = [Bool](repeating: false, count: graph.symbols.count)
        for id in supertypeIndex.symbolsByName[literal] ?? [] { holders[id] = true }
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
            return holds(quantity.admits(graph.declaration(id).body?.complexity ?? 1), bindings)
        case .forceUnwraps(let quantity):
            return holds(quantity.admits(forceUnwrapCount(subject)), bindings)
        case .lines(let quantity):
            switch subject {
            case .file(let f): return holds(quantity.admits(graph.files[f].lineCount), bindings)
            case .symbol(let id), .parameter(let id, _):
                let range = graph.declaration(id).range
                return holds(quantity.admits(range.endLine - range.startLine + 1), bindings)
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
            return graph.declaration(id).parameters[index].attributes.contains { Self.attributeMatches(name, String($0.dropFirst())) }
        case .file:
            return false
        }
    }

    /// The text without white space, read as bytes when it is ASCII (`Pattern.squeezed`).
    func squeezed(_ text: String) -> String { Pattern.squeezed(text) }

    /// Qualifiers and `have` modifiers. `private` alone is plain `private`; `private(set)` needs the detail.
    /// `stored`/`computed` are properties of a var/let; `internal` holds when no access level is written.
    func hasModifier(_ modifier: PolicyModifier, detail: String?, _ subject: SubjectRef) -> Bool {
        guard case .symbol(let id) = subject else {
            if case .parameter(let id, let index) = subject, modifier == .static || modifier == .instance { return isStatic(id) == (modifier == .static) && index >= 0 }
            return false
        }
        let decl = graph.declaration(id)
        switch modifier {
        case .stored: return decl.isStoredProperty
        case .computed: return (decl.kind == .var || decl.kind == .let) && !decl.isStoredProperty
        case .static: return isStatic(id)
        case .instance: return graph.symbols[id].parent != nil && !isStatic(id)
        case .async: return decl.effects.isAsync
        case .throwing: return decl.effects.isThrowing
        case .internal:
            let access: Set<String> = ["public", "private", "fileprivate", "open", "package", "internal"]
            let written = decl.modifiers.filter { access.contains($0.name) && $0.detail == nil }
            return written.isEmpty || written.contains { $0.name == "internal" }
        case .public, .package, .private, .fileprivate, .open, .final, .lazy, .weak, .unowned, .nonisolated, .override,
             .mutating, .nonmutating, .required, .convenience, .dynamic, .indirect:
            return decl.modifiers.contains { $0.name == modifier.rawValue && $0.detail == detail }
        }
    }

    func isStatic(_ id: SymbolID) -> Bool {
        graph.declaration(id).modifiers.contains { $0.name == "static" || $0.name == "class" }
    }

    /// `have [quantity] selector [as name]`: children matching the selector, counted; one environment per match
    /// when the item binds a name.
    func members(_ item: MemberItem, _ subject: SubjectRef, _ bindings: Bindings) -> [Bindings]? {
        var environments: [Bindings] = []
        var count = 0
        // the compiled check turns most children away (or in) without the full match
        let check = compiledCheck(item.selector)
        let selectorBinds = binds(item.selector)
        for child in children(of: subject, for: item.selector) {
            let verdict = verdict(check, child)
            if verdict == .no { continue }
            guard let matched = verdict == .yes && !selectorBinds ? [bindings] : match(item.selector, child, bindings) else { continue }
            count += 1
            if let binding = item.binding {
                let bound = BoundSymbol(name: facts.name(child), subject: child)
                environments += matched.map { $0.binding(binding.name, to: bound) }
            }
        }
        guard item.quantity.admits(count) else { return nil }
        return item.binding == nil || environments.isEmpty ? [bindings] : environments
    }

    /// A function's parameters when the selector asks for parameters; a type's members (extensions included)
    /// otherwise; a file's declarations at file scope.
    func children(of subject: SubjectRef, for selector: SymbolSelector) -> [SubjectRef] {
        switch subject {
        case .symbol(let id):
            if asksForParameters(selector) {
                return (0..<declarations.parameterCount(id)).map { .parameter(id, $0) }
            }
            return graph.symbols[id].kind.isTypeLike ? graph.members(of: id).map { .symbol($0) } : []
        case .file(let f):
            return graph.files[f].symbols.filter { graph.symbols[$0].parent == nil }.map { .symbol($0) }
        case .parameter:
            return []
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

    /// `assign [VALUE] to TARGET [as name]` over the subject's bodies: one environment per matching assignment.
    func assignments(_ spec: AssignSpec, _ subject: SubjectRef, _ bindings: Bindings, firstOnly: Bool = false) -> [Bindings] {
        var environments: [Bindings] = []
        var seen = Set<String>()
        let value = spec.value.map(compiled)
        let valueName = value.flatMap(Self.plainName)
        for id in scope(subject) {
            if firstOnly, !environments.isEmpty { break }
            let assignments = facts.read(id) { $0.assignments }
            guard !assignments.isEmpty, let owner = facts.owningType(of: id) else { continue }
            for assignment in assignments {
                if let value, !valueMatches(value, plainName: valueName, assignment.value, subject, bindings) { continue }
                let (head, rest) = SubjectFacts.splitTarget(assignment.target)
                guard let property = facts.property(named: head, in: owner) else { continue }
                let matched: Bool
                if rest == nil {
                    // `x = …` assigns the property itself: only `to property`-style targets name it
                    matched = targetIsProperty(spec.target) && matches(spec.target, .symbol(property), bindings)
                } else {
                    matched = facts.resolvedTypes(.symbol(property)).contains { matches(spec.target, .symbol($0), bindings) }
                }
                guard matched, seen.insert(head).inserted else { continue }
                if let binding = spec.binding {
                    environments.append(bindings.binding(binding.name, to: BoundSymbol(name: head, subject: .symbol(property))))
                } else {
                    environments.append(bindings)
                }
            }
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

    /// Whether an assigned value's leading name matches the pattern; a literal name of name bytes (`plainName`) is
    /// compared in place.
    func valueMatches(_ pattern: CompiledPattern, plainName: String?, _ value: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        if let plainName {
            let utf8 = value.utf8, wanted = plainName.utf8
            guard utf8.count >= wanted.count, utf8.starts(with: wanted) else { return false }
            guard let next = utf8.dropFirst(wanted.count).first else { return true }
            if next < 0x80 { return !AssignedValue.isNameByte(next) }
        }
        return pattern.matches(AssignedValue.leadingName(value), bindings: pattern.dependsOnBindings ? values(subject, bindings) : [:])
    }

    /// A pattern's literal when it is a name of ASCII letters, digits and `_` (`Task`), which `valueMatches` can
    /// compare with the start of a value; nil otherwise.
    static func plainName(_ pattern: CompiledPattern) -> String? {
        guard let literal = pattern.literal, !literal.isEmpty, literal.utf8.allSatisfy(AssignedValue.isNameByte) else { return nil }
        return literal
    }
}

/// The value side of an assignment.
enum AssignedValue {
    /// `Task { … }` → `Task`, `Task.detached {` → `Task`, `[]` → ``.
    static func leadingName(_ value: String) -> String {
        let utf8 = value.utf8
        let end = utf8.firstIndex { !isNameByte($0) } ?? utf8.endIndex
        if end == utf8.endIndex || utf8[end] < 0x80 { return String(value[..<end]) }
        return String(value.unicodeScalars.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" })
    }

    /// An ASCII letter, digit or `_`: a byte of a name.
    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
    }
}
