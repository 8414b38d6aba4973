// PolicyReferences: a read-only walk over selectors and predicates collecting what the checker resolves:
// layer names, `as` bindings, `{placeholder}` uses, code patterns' metavariables. Evaluators can reuse it to find
// a rule's bindings.

import SwiftPatterns

/// Names a selector or predicate tree refers to or introduces.
public struct PolicyReferences: Sendable {
    /// Layer heads (`Controller must …`, `in Service`): must name a defined layer.
    public var layerHeads: [Identifier] = []
    /// Bare identifiers after `typed`/`returning`/`on`: a layer if defined, otherwise a name pattern.
    public var namesOrLayers: [Identifier] = []
    /// Names introduced by `as`.
    public var bindings: [Identifier] = []
    /// `{name}` uses in patterns and attribute names.
    public var placeholders: [Placeholder] = []
    /// `{name}` operands (`on {task}`).
    public var bindingUses: [Identifier] = []
    /// `code matching \`P\`` heads: allowed only as the whole selector of an assertion.
    public var codeHeads: [CodePatternLiteral] = []
    /// `line longer than 120`, `import out of order`… heads: allowed only as the whole selector of an assertion.
    public var layoutHeads: [LayoutSelector] = []
    /// The metavariables (`$W` → `W`) the code patterns bind: usable as `{W}` in a message.
    public var patternVariables: [String] = []
    /// `where $S is Service`: must name a defined layer (also in `namesOrLayers`, for layer order and use).
    public var codeLayers: [Identifier] = []
    /// The code patterns whose matches the rule asks for (`contain \`P\``, `code matching \`P\``), not those of
    /// their relations: what an evaluator matches a file against when it reads it.
    public var codePatterns: [CodePatternLiteral] = []

    public init() {}

    /// References of a whole assertion: selector and every requirement.
    public init(assertion: Assertion) {
        visit(assertion.selector)
        for requirement in assertion.requirements { visit(requirement.predicate) }
    }

    public mutating func visit(_ selector: SymbolSelector) {
        switch selector.kind {
        case .simple(let simple):
            switch simple.head {
            case .layer(let name)?: layerHeads.append(name)
            case .code(let pattern)?:
                codeHeads.append(pattern)
                visit(pattern)
            case .layout(let layout)?: layoutHeads.append(layout)
            case .kind?, nil: break
            }
            for filter in simple.filters { visit(filter) }
        case .all(let items), .any(let items):
            for item in items { visit(item) }
        case .not(let inner):
            visit(inner)
        }
    }

    public mutating func visit(_ predicate: SymbolPredicate) {
        switch predicate.kind {
        case .all(let items), .any(let items):
            for item in items { visit(item) }
        case .not(let inner):
            visit(inner)
        case .has(let items):
            for item in items { visit(item) }
        case .isKind, .exists, .isolatedTo, .beginsWithVerb:
            break
        case .contains(let pattern):
            visit(pattern)
        case .named(let pattern), .under(let pattern), .conformsTo(let pattern), .inheritsFrom(let pattern),
             .uses(let pattern), .imports(let pattern), .importsOnly(let pattern):
            visit(pattern)
        case .isIn(let selector), .references(let selector), .referencedBy(let selector), .supertypeSelected(let selector):
            visit(selector)
        case .typed(let operand), .returns(let operand):
            visit(operand)
        case .calls(let call):
            visit(call.name)
            if let receiver = call.receiver { visit(receiver) }
            if let before = call.beforeAssigning { visit(before) }
        case .assigns(let assign):
            if let value = assign.value { visit(value) }
            visit(assign.target)
            if let binding = assign.binding { bindings.append(binding) }
        }
    }

    mutating func visit(_ item: HasItem) {
        switch item.kind {
        case .attribute(let attribute):
            placeholders += attribute.name.placeholders
        case .member(let member):
            visit(member.selector)
            if let binding = member.binding { bindings.append(binding) }
        case .modifier, .complexity, .forceUnwraps, .lines:
            break
        }
    }

    mutating func visit(_ pattern: Pattern) {
        if case .glob(let alternatives) = pattern.kind {
            for alternative in alternatives { placeholders += alternative.placeholders }
        }
    }

    mutating func visit(_ pattern: CodePatternLiteral) {
        codePatterns.append(pattern)
        visitMetavariables(pattern)
    }

    private mutating func visitMetavariables(_ pattern: CodePatternLiteral) {
        // the parser reported a pattern that does not compile; it binds nothing
        guard let compiled = try? CodePattern.compile(pattern.text, allowingLoneMetavariable: true) else { return }
        for name in compiled.metavariables where !patternVariables.contains(name) { patternVariables.append(name) }
        // a related pattern that must hold (`inside`) binds too; one that must not binds nothing
        for relation in pattern.relations where relation.kind.isPositive { visitMetavariables(relation.pattern) }
        for constraint in pattern.constraints {
            switch constraint.test {
            case .matching(let names): visit(names)
            case .property(_, let typed?): visit(typed)
            case .layer(let name):
                codeLayers.append(name)
                namesOrLayers.append(name)
            case .compare, .literal, .property(_, nil): break
            }
        }
    }

    mutating func visit(_ operand: Operand) {
        switch operand.kind {
        case .pattern(let pattern): visit(pattern)
        case .selector(let selector): visit(selector)
        case .nameOrLayer(let name): namesOrLayers.append(name)
        case .binding(let name): bindingUses.append(name)
        }
    }
}
