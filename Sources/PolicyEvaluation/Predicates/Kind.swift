// `class`, `func`, `property`, `file`, `parameter`… (a selector's head, or `is KIND`): what each kind word covers.
// One mapping from kind words to declaration kinds, read by the meaning, the compiled `kind` step and the
// candidate lists alike.

import PolicyLanguage
import SymbolGraph
import SwiftDeclarations

extension EvaluationContext {
    func isKind(_ kind: SymbolKind, _ subject: SubjectRef) -> Bool {
        switch subject {
        case .file: return kind == .file
        case .parameter: return kind == .parameter
        case .symbol(let id):
            let symbolKind = declarations.kinds[id]
            switch kind {
            case .symbol: return true
            case .method, .property: return declarations.hasParent(id) && Self.kind(kind, includes: symbolKind)
            default: return Self.kind(kind, includes: symbolKind)
            }
        }
    }

    /// Whether a kind word covers a declaration kind: the one mapping, checked per candidate without building an array.
    static func kind(_ kind: SymbolKind, includes declarationKind: DeclarationKind) -> Bool {
        switch kind {
        case .type: return declarationKind.isNominalType
        case .class: return declarationKind == .class
        case .struct: return declarationKind == .struct
        case .enum: return declarationKind == .enum
        case .actor: return declarationKind == .actor
        case .protocol: return declarationKind == .protocol
        case .extension: return declarationKind == .extension
        case .function, .method: return declarationKind == .func
        case .initializer: return declarationKind == .`init`
        case .deinitializer: return declarationKind == .deinit
        case .subscript: return declarationKind == .subscript
        case .property: return declarationKind == .var || declarationKind == .let
        case .variable: return declarationKind == .var
        case .constant: return declarationKind == .let
        case .enumCase: return declarationKind == .case
        case .typeAlias: return declarationKind == .typealias
        case .import: return declarationKind == .import
        case .parameter, .file, .symbol: return false
        }
    }

    /// The declaration kinds a kind word covers (empty for `parameter`, `file`, `symbol`, which are not declarations).
    static func declarationKinds(_ kind: SymbolKind) -> [DeclarationKind] {
        DeclarationKind.allCases.filter { Self.kind(kind, includes: $0) }
    }
}
