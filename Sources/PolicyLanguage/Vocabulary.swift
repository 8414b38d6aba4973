// Vocabulary: the words of the policy language: symbol kinds, modifiers, and the reserved keyword set
// (a layer name may be any identifier that is not reserved). Keywords are lower-case and case-sensitive.

/// What kind of declaration a selector or `be` predicate names. Plural spellings are accepted.
public enum SymbolKind: String, Sendable, Hashable, CaseIterable {
    /// Any nominal type: class, struct, enum, actor or protocol.
    case type
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    /// Any function: free function, method, or a function nested in a body.
    case function
    /// A function declared in a type or extension.
    case method
    case initializer, deinitializer, `subscript`
    /// Any `var` or `let` declared in a type or extension.
    case property
    /// A `var` declaration (property or global).
    case variable
    /// A `let` declaration (property or global).
    case constant
    case enumCase, typeAlias, parameter, file
    /// An `import` declaration.
    case `import`
    /// Any symbol at all.
    case symbol

    /// The canonical spelling in the language (`func`, `init`, `var`…).
    public var word: String {
        switch self {
        case .function: return "func"
        case .initializer: return "init"
        case .deinitializer: return "deinit"
        case .variable: return "var"
        case .constant: return "let"
        case .enumCase: return "case"
        case .typeAlias: return "typealias"
        default: return rawValue
        }
    }

    /// The kind a word names, singular or plural; nil when it is not a kind word.
    public init?(word: String) {
        guard let kind = SymbolKind.byWord[word] else { return nil }
        self = kind
    }

    static let byWord: [String: SymbolKind] = [
        "type": .type, "types": .type, "class": .class, "classes": .class, "struct": .struct, "structs": .struct,
        "enum": .enum, "enums": .enum, "actor": .actor, "actors": .actor, "protocol": .protocol, "protocols": .protocol,
        "extension": .extension, "extensions": .extension, "func": .function, "funcs": .function,
        "function": .function, "functions": .function, "method": .method, "methods": .method,
        "init": .initializer, "inits": .initializer, "initializer": .initializer, "initializers": .initializer,
        "deinit": .deinitializer, "deinits": .deinitializer, "subscript": .subscript, "subscripts": .subscript,
        "property": .property, "properties": .property, "var": .variable, "vars": .variable,
        "let": .constant, "lets": .constant, "case": .enumCase, "cases": .enumCase,
        "typealias": .typeAlias, "typealiases": .typeAlias, "parameter": .parameter, "parameters": .parameter,
        "file": .file, "files": .file, "import": .import, "imports": .import, "symbol": .symbol, "symbols": .symbol,
    ]

    /// Singular kind words, for suggestions.
    static let singularWords: [String] = SymbolKind.allCases.map(\.word) + ["function", "initializer"]
}

/// A declaration modifier or effect: a selector qualifier (`stored var`), a `have` item (`have final`),
/// or a `be` predicate (`be async`). `stored`/`computed`/`instance` are properties of the declaration, not keywords of Swift.
public enum Modifier: String, Sendable, Hashable, CaseIterable {
    case stored, computed, `static`, instance, async, throwing
    case `public`, package, `internal`, `private`, `fileprivate`, open
    case final, lazy, weak, unowned, nonisolated, override, mutating, nonmutating
    case required, convenience, dynamic, indirect

    /// Whether Swift source spells this modifier (so a fix can add or remove it); `stored`, `computed`,
    /// `instance`, `async` and `throwing` are facts read from the declaration instead.
    public var isWritten: Bool {
        switch self {
        case .stored, .computed, .instance, .async, .throwing: return false
        case .public, .package, .internal, .private, .fileprivate, .open, .final, .lazy, .weak, .unowned, .nonisolated,
             .override, .mutating, .nonmutating, .required, .convenience, .dynamic, .indirect, .static:
            return true
        }
    }

    /// The modifier a word names (`throws` is accepted for `throwing`); nil when it is not a modifier word.
    public init?(word: String) {
        if word == "throws" { self = .throwing; return }
        self.init(rawValue: word)
    }
}

/// The reserved words and the word groups the parser tests for.
enum Vocabulary {
    static let modals = ["must", "should"]
    static let filterWords = ["matching", "named", "under", "in", "conforming", "inheriting", "with", "without",
                              "typed", "returning", "referencing", "referenced", "calling", "importing", "assigning", "that", "where"]
    static let predicateVerbs = ["have", "has", "be", "is", "are", "match", "matches", "conform", "conforms",
                                 "inherit", "inherits", "reference", "references", "call", "calls", "use", "uses",
                                 "import", "imports", "assign", "assigns", "return", "returns", "exist", "exists",
                                 "contain", "contains", "begin", "begins"]
    static let quantityWords = ["a", "an", "no", "at", "exactly", "more", "fewer"]
    static let clauseWords = ["severity", "message", "rationale", "compliant", "violating"]
    static let otherWords = ["rule", "layer", "verbs", "isolated", "not", "and", "or", "as", "to", "from", "on", "before", "only", "regex",
                             "most", "least", "than", "complexity", "force", "unwrap", "unwraps", "lines"]

    static let reserved: Set<String> = Set(modals + filterWords + predicateVerbs + quantityWords + clauseWords + otherWords
        + SymbolKind.byWord.keys + Modifier.allCases.map(\.rawValue) + ["throws"])

    static func isReserved(_ word: String) -> Bool { reserved.contains(word) }
}
