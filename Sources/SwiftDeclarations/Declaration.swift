// Declarations: the facts the parser reads off one Swift file. Plain values, no references back to
// tokens; a file's declarations are a flat pre-order list in which each names its parent by index.

public enum DeclarationKind: String, Sendable, CaseIterable, Codable {
    case `import`, `class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `macro`, `operator`, `precedencegroup`

    /// Declarations that have a member block and name a type (extensions included).
    public var isTypeLike: Bool {
        switch self {
        case .class, .struct, .enum, .actor, .protocol, .extension: return true
        case .import, .typealias, .associatedtype, .func, .`init`, .deinit, .subscript, .var, .let, .case,
             .macro, .operator, .precedencegroup:
            return false
        }
    }

    /// Nominal types: what `type` means in a policy.
    public var isNominalType: Bool {
        switch self {
        case .class, .struct, .enum, .actor, .protocol: return true
        case .extension, .import, .typealias, .associatedtype, .func, .`init`, .deinit, .subscript, .var, .let,
             .case, .macro, .operator, .precedencegroup:
            return false
        }
    }
}

/// `@Name(arguments)`: the name as written (`SwiftUI.State`), generic arguments dropped, arguments as text.
public struct Attribute: Sendable, Hashable, Codable {
    public var name: String
    public var arguments: String?

    public init(name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }
}

/// A declaration modifier with its detail: `private(set)` is name `private`, detail `set`.
public struct Modifier: Sendable, Hashable, Codable {
    public var name: String
    public var detail: String?

    public init(name: String, detail: String? = nil) {
        self.name = name
        self.detail = detail
    }

    /// As written: `private(set)`, `final`.
    public var text: String { detail.map { "\(name)(\($0))" } ?? name }
}

/// One parameter of a function, initializer, subscript or macro.
public struct Parameter: Sendable, Hashable, Codable {
    /// The argument label (`_` when there is none); equal to `name` when only one name is written.
    public var label: String
    public var name: String
    public var type: String
    public var defaultValue: String?
    public var isVariadic: Bool
    public var isInout: Bool
    public var attributes: [String]

    public init(label: String, name: String, type: String, defaultValue: String? = nil, isVariadic: Bool = false,
                isInout: Bool = false, attributes: [String] = []) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
        self.isInout = isInout
        self.attributes = attributes
    }

    public var isEscaping: Bool { attributes.contains("@escaping") }
}

/// `async`, `throws`, `rethrows`, `throws(E)` of a function type or declaration.
public struct Effects: Sendable, Hashable, Codable {
    public var isAsync = false
    public var isReasync = false
    public var isThrowing = false
    public var isRethrowing = false
    /// `E` in `throws(E)`.
    public var thrownType: String?

    public init() {}
}

/// Where a declaration sits in its file.
public struct SourceRange: Sendable, Hashable, Codable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var startOffset: Int
    public var endOffset: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, startOffset: Int, endOffset: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.startOffset = startOffset
        self.endOffset = endOffset
    }
}

/// A property accessor (`get`, `set`, `willSet`, `didSet`, …); a computed property's implicit getter is `get`.
public typealias AccessorKind = String

/// One declaration: kind, name and everything policies may ask of it.
public struct Declaration: Sendable, Codable {
    public var kind: DeclarationKind
    public var name: String
    /// Index of the enclosing type or extension in the file's list, nil at file scope.
    public var parent: Int?
    public var range: SourceRange
    public var attributes: [Attribute] = []
    public var modifiers: [Modifier] = []
    /// Generic parameter clause as written, without the angle brackets: `T: Equatable, U`.
    public var genericParameters: String?
    /// The `where` clause's requirements as written, nil when there is none.
    public var genericWhere: String?
    /// Inheritance list entries as written (types, extensions, protocols, associated types).
    public var inherits: [String] = []
    public var parameters: [Parameter] = []
    public var effects = Effects()
    public var returnType: String?
    /// var/let: the annotated type as written; typealias: the aliased type.
    public var typeAnnotation: String?
    /// var/let: the initial value as written; enum case: the raw value.
    public var initializer: String?
    /// var/let: whether the binding has an accessor block (computed, get/set, observers, `{ get }`).
    public var hasAccessorBlock = false
    /// var/let: the accessors present, in order.
    public var accessors: [AccessorKind] = []
    /// enum case: the associated values as written.
    public var associatedValues: [String] = []
    /// import: `struct`/`func`/… in `import struct Foo.Bar`.
    public var importKind: String?
    /// func/init/deinit/accessors/closure initializers: what the code inside does.
    public var body: BodyFacts?

    public init(kind: DeclarationKind, name: String, parent: Int?, range: SourceRange) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.range = range
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
    public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// A var/let that stores a value (no accessor block, or only observers).
    public var isStoredProperty: Bool {
        guard kind == .var || kind == .let else { return false }
        return !hasAccessorBlock || accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" }
    }
}

/// A call in a body: `loadTask?.cancel()` is name `cancel`, receiver `loadTask`.
public struct Call: Sendable, Hashable, Codable {
    public var name: String
    /// The expression the call is made on, as written without trailing `?`/`!`; nil for plain calls.
    public var receiver: String?
    public var line: Int
    /// Byte offset, to order calls against assignments in the same body.
    public var offset: Int

    public init(name: String, receiver: String?, line: Int, offset: Int) {
        self.name = name
        self.receiver = receiver
        self.line = line
        self.offset = offset
    }
}

/// An assignment in a body: `controller.items = []` is target `controller.items`, value `[]`.
public struct Assignment: Sendable, Hashable, Codable {
    public var target: String
    /// The first characters of the assigned value as written (up to 60).
    public var value: String
    public var line: Int
    public var offset: Int

    public init(target: String, value: String, line: Int, offset: Int) {
        self.target = target
        self.value = value
        self.line = line
        self.offset = offset
    }

    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`, `Task<Void, Never> { … }`.
    public var assignsTask: Bool {
        value.hasPrefix("Task") && (value.count == 4 || !(value.utf8.dropFirst(4).first.map(isIdentifierByte) ?? false))
    }
}

@inline(__always) func isIdentifierByte(_ c: UInt8) -> Bool {
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c >= 128
}

/// What the code in a body does, as far as reading it without types can tell.
public struct BodyFacts: Sendable, Codable {
    public var calls: [Call] = []
    /// Identifiers starting with an upper-case letter: type-like names the body mentions. Sorted, unique.
    public var typeNames: [String] = []
    /// `Type.member` chains the body mentions, like `Task.isCancelled`. Sorted, unique.
    public var memberReferences: [String] = []
    public var assignments: [Assignment] = []
    public var hasDefer = false
    public var hasAwait = false
    /// `Task { … }` or `Task.detached { … }` appears.
    public var spawnsTask = false
    public var forceUnwraps = 0
    /// 1 + the branches (if, guard, for, while, repeat, switch case, catch, `&&`, `||`, ternary).
    public var complexity = 1
    public var startLine = 0
    public var endLine = 0

    public init() {}

    public var lineCount: Int { endLine - startLine + 1 }
}
