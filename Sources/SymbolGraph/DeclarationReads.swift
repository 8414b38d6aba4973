// DeclarationReads: the facts of a symbol's declaration that evaluation asks about, read in place and handed
// out as values, so that no reader outside this module holds a pointer into the graph. What each fact means is
// defined once, on `Declaration` (or its `ModifierFlags`, `SourceRange`); the evaluator's meaning and its fast
// paths both read it from here.

import SwiftDeclarations

extension SymbolGraph {
    /// Lines from the declaration's first to its last (`SourceRange.lineCount`).
    @inlinable public func lineCount(of id: SymbolID) -> Int { withDeclaration(id) { $0.pointee.range.lineCount } }

    /// Where the declaration is.
    @inlinable public func range(of id: SymbolID) -> SourceRange { withDeclaration(id) { $0.pointee.range } }

    /// The body's cyclomatic complexity; 1 without a body (`Declaration.complexity`).
    @inlinable public func complexity(of id: SymbolID) -> Int { withDeclaration(id) { $0.complexity } }

    /// Stored or computed, async, throwing (`Declaration.Traits`).
    @inlinable public func traits(of id: SymbolID) -> Declaration.Traits { withDeclaration(id) { $0.traits } }

    /// Whether the body's or else the initial value's facts satisfy `condition`, each borrowed in place.
    @inlinable public func anyCode(of id: SymbolID, _ condition: (borrowing BodyFacts) -> Bool) -> Bool {
        withDeclaration(id) { $0.anyCode(condition) }
    }

    /// The body's assignments (none without a body).
    @inlinable public func assignments(of id: SymbolID) -> [Assignment] { withDeclaration(id) { $0.assignments } }

    /// Force unwraps in the body and the initial value.
    @inlinable public func forceUnwraps(of id: SymbolID) -> Int { withDeclaration(id) { $0.forceUnwraps } }

    /// A var/let's type as written, or inferred from its initial value; nil for other declarations.
    @inlinable public func typeText(of id: SymbolID) -> String? { withDeclaration(id) { $0.typeText } }

    /// The type inferred from a var/let's initial value when none is written; nil otherwise (the symbol table says
    /// whether there is one, so most symbols are answered without reading the declaration).
    @inlinable public func inferredType(of id: SymbolID) -> String? {
        guard symbols[id].typeTextIsInferred else { return nil }
        return withDeclaration(id) { $0.pointee.inferredType }
    }

    /// The return type as written; nil when none is.
    @inlinable public func returnType(of id: SymbolID) -> String? { withDeclaration(id) { $0.pointee.returnType } }

    // Parameters are read one field at a time: `parameters[index]` from another module copies the whole parameter
    // (every string retained) to read one field.

    @inlinable public func parameterCount(of id: SymbolID) -> Int { withDeclaration(id) { $0.pointee.parameters.count } }
    @inlinable public func parameterName(of id: SymbolID, _ index: Int) -> String { parameter(id, index) { $0.name } }
    @inlinable public func parameterLabel(of id: SymbolID, _ index: Int) -> String { parameter(id, index) { $0.label } }
    @inlinable public func parameterType(of id: SymbolID, _ index: Int) -> String { parameter(id, index) { $0.type } }

    /// Whether some attribute of the parameter (written with its `@`) satisfies `condition`.
    @inlinable public func parameterHasAttribute(of id: SymbolID, _ index: Int, where condition: (String) -> Bool) -> Bool {
        parameter(id, index) { $0.attributes.contains(where: condition) }
    }

    @inlinable func parameter<Field>(_ id: SymbolID, _ index: Int, _ field: (borrowing Parameter) -> Field) -> Field {
        withDeclaration(id) { declaration in declaration.pointee.parameters.withUnsafeBufferPointer { field($0[index]) } }
    }
}
