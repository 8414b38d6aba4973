// Test helpers: parse/check shortcuts and a compact structural dump of selectors and predicates,
// so tests can assert the AST shape in one readable string.
import Foundation
import XCTest
@testable import PolicyLanguage

enum TestSupport {
    /// The package root, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Parses and fails the test on any diagnostic.
    static func parse(_ text: String, file: String = "test.policy", line: UInt = #line) -> PolicyFile {
        let (parsed, diagnostics) = PolicyParser.parse(PolicySource(name: file, text: text))
        XCTAssertEqual(PolicyLanguage.render(diagnostics), "", "unexpected diagnostics", line: line)
        return parsed
    }

    /// The only rule of a one-statement text.
    static func rule(_ text: String, line: UInt = #line) -> Rule {
        let rules = parse(text, line: line).rules
        XCTAssertEqual(rules.count, 1, line: line)
        return rules.first ?? Rule(id: RuleID(value: "", isDerived: true, span: SourceSpan(file: "", line: 0, column: 0, length: 0, offset: 0)),
                                   assertion: Assertion(selector: SymbolSelector(kind: .any([]), span: SourceSpan(file: "", line: 0, column: 0, length: 0, offset: 0)), requirements: [], span: SourceSpan(file: "", line: 0, column: 0, length: 0, offset: 0)),
                                   text: "", span: SourceSpan(file: "", line: 0, column: 0, length: 0, offset: 0))
    }

    /// Rendered diagnostics of parsing then (if clean) checking one file.
    static func diagnostics(_ text: String, file: String = "test.policy") -> String {
        let (parsed, parseDiagnostics) = PolicyParser.parse(PolicySource(name: file, text: text))
        if !parseDiagnostics.isEmpty { return PolicyLanguage.render(parseDiagnostics) }
        return PolicyLanguage.render(PolicyChecker.check([parsed]).diagnostics)
    }
}

/// A compact, deterministic dump of AST shapes, e.g. `class[named(*Controller)]`.
enum Dump {
    static func assertion(_ assertion: Assertion) -> String {
        selector(assertion.selector) + " " + assertion.requirements.map(requirement).joined(separator: ", ")
    }

    static func requirement(_ requirement: Requirement) -> String {
        requirement.modal.rawValue + (requirement.negated ? " not " : " ") + predicate(requirement.predicate)
    }

    static func selector(_ selector: SymbolSelector) -> String {
        switch selector.kind {
        case .simple(let simple):
            var text = simple.modifiers.map(\.rawValue).joined(separator: " ")
            let head: String
            switch simple.head {
            case .kind(let kind)?: head = kind.word
            case .layer(let name)?: head = "layer:" + name.name
            case .code(let pattern)?: head = "code" + pattern.description
            case .layout(let layout)?: head = "layout(" + layout.description + ")"
            case nil: head = "*"
            }
            text += (text.isEmpty ? "" : " ") + head
            if !simple.filters.isEmpty { text += "[" + simple.filters.map(predicate).joined(separator: "; ") + "]" }
            return text
        case .all(let items): return "(" + items.map(Self.selector).joined(separator: " and ") + ")"
        case .any(let items): return "(" + items.map(Self.selector).joined(separator: " or ") + ")"
        case .not(let inner): return "not " + Self.selector(inner)
        }
    }

    static func predicate(_ predicate: SymbolPredicate) -> String {
        switch predicate.kind {
        case .all(let items): return "(" + items.map(Self.predicate).joined(separator: " and ") + ")"
        case .any(let items): return "(" + items.map(Self.predicate).joined(separator: " or ") + ")"
        case .not(let inner): return "not " + Self.predicate(inner)
        case .has(let items): return "has(" + items.map(item).joined(separator: ", ") + ")"
        case .isKind(let kind): return "is(\(kind.word))"
        case .named(let pattern): return "named(\(pattern))"
        case .under(let pattern): return "under(\(pattern))"
        case .isIn(let selector): return "in(\(Self.selector(selector)))"
        case .conformsTo(let pattern): return "conforms(\(pattern))"
        case .inheritsFrom(let pattern): return "inherits(\(pattern))"
        case .supertypeSelected(let selector): return "supertype(\(Self.selector(selector)))"
        case .typed(let operand): return "typed(\(Self.operand(operand)))"
        case .returns(let operand): return "returns(\(Self.operand(operand)))"
        case .references(let selector): return "references(\(Self.selector(selector)))"
        case .referencedBy(let selector): return "referencedBy(\(Self.selector(selector)))"
        case .calls(let call):
            var text = "calls(\(call.name)"
            if let receiver = call.receiver { text += " on " + operand(receiver) }
            if let before = call.beforeAssigning { text += " before " + operand(before) }
            return text + ")"
        case .uses(let pattern): return "uses(\(pattern))"
        case .imports(let pattern): return "imports(\(pattern))"
        case .importsOnly(let pattern): return "importsOnly(\(pattern))"
        case .assigns(let assign):
            return "assigns(\(assign.value.map { "\($0) " } ?? "")to \(selector(assign.target))\(assign.binding.map { " as \($0)" } ?? ""))"
        case .exists: return "exists"
        case .contains(let pattern): return "contains(\(pattern))"
        case .isolatedTo(let actor): return "isolatedTo(\(actor.name))"
        case .beginsWithVerb: return "beginsWithVerb"
        }
    }

    static func item(_ item: HasItem) -> String {
        switch item.kind {
        case .attribute(let attribute): return "@" + attribute.name.text + (attribute.arguments.map { "(\($0))" } ?? "")
        case .modifier(let modifier): return modifier.modifier.rawValue + (modifier.detail.map { "(\($0))" } ?? "")
        case .member(let member):
            return quantity(member.quantity) + " " + selector(member.selector) + (member.binding.map { " as \($0)" } ?? "")
        case .complexity(let quantity): return "complexity " + Self.quantity(quantity)
        case .forceUnwraps(let quantity): return "forceUnwraps " + Self.quantity(quantity)
        case .lines(let quantity): return "lines " + Self.quantity(quantity)
        }
    }

    static func quantity(_ quantity: Quantity) -> String {
        switch quantity.kind {
        case .atLeast(let n): return ">=\(n)"
        case .atMost(let n): return "<=\(n)"
        case .exactly(let n): return "==\(n)"
        }
    }

    static func operand(_ operand: Operand) -> String {
        switch operand.kind {
        case .pattern(let pattern): return "pattern:\(pattern)"
        case .selector(let selector): return "selector:" + Self.selector(selector)
        case .nameOrLayer(let name): return "name:" + name.name
        case .binding(let name): return "{\(name.name)}"
        }
    }
}
