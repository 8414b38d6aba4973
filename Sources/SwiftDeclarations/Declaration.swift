// Declarations: the facts the parser reads off one Swift file. Plain values, no references back to
// tokens; a file's declarations are a flat pre-order list in which each names its parent by index.
// A graph holds hundreds of thousands of them, so they are stored compactly: line and offset numbers as
// 32-bit values, and facts most declarations lack (generic clauses, effects, accessors, bodies…) in shared
// immutable boxes that are nil when empty. The public properties read and write as plain fields.

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

    /// `var` and `let`: the declarations that are properties (or variables), stored or computed.
    public var isProperty: Bool { self == .var || self == .let }

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

/// A declaration's modifiers as bits, kept in step with `Declaration.modifiers`: one bit per Swift modifier
/// written without a detail (`final`) and one per access level written with `(set)` (`private(set)`). Other
/// details (`nonisolated(unsafe)`) have no bit: read `modifiers` for those.
public struct ModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The plain access levels (`public` … `open`).
    public static let accessLevels = ModifierFlags(rawValue: 0b11_1111)
    public static let `internal` = ModifierFlags(rawValue: 1 << 2)
    /// `private` or `fileprivate`: a top-level declaration seen only in its own file.
    public static let fileScoped = ModifierFlags(rawValue: 1 << 3 | 1 << 4)
    /// `static` or `class` (a type member).
    public static let typeMember = ModifierFlags(rawValue: 1 << 18 | 1 << 19)

    /// Whether the access level is `internal`: written, or none written (Swift's default). `private(set)` and the
    /// like are not access levels of the declaration. The one definition, read by every reader of `internal`.
    public var isInternal: Bool { isDisjoint(with: .accessLevels) || contains(.internal) }

    /// Whether `static` or `class` is written: a type member rather than an instance member.
    public var isTypeMember: Bool { !isDisjoint(with: .typeMember) }

    /// The bit of a modifier written without a detail; nil for a word that has none.
    public static func plain(_ word: String) -> ModifierFlags? {
        position(word).map { ModifierFlags(rawValue: 1 << UInt32($0)) }
    }

    /// The bit of an access level written with `(set)`; nil for other words.
    public static func setter(_ word: String) -> ModifierFlags? {
        guard let position = position(word), position < 6 else { return nil }
        return ModifierFlags(rawValue: 1 << UInt32(24 + position))
    }

    /// Access levels first (0–5), so that their `(set)` forms are bits 24–29.
    static func position(_ word: String) -> Int? {
        switch word {
        case "public": return 0
        case "package": return 1
        case "internal": return 2
        case "private": return 3
        case "fileprivate": return 4
        case "open": return 5
        case "final": return 6
        case "lazy": return 7
        case "weak": return 8
        case "unowned": return 9
        case "nonisolated": return 10
        case "override": return 11
        case "mutating": return 12
        case "nonmutating": return 13
        case "required": return 14
        case "convenience": return 15
        case "dynamic": return 16
        case "indirect": return 17
        case "static": return 18
        case "class": return 19
        default: return nil
        }
    }

    public init(_ modifiers: [Modifier]) {
        var flags = ModifierFlags()
        for modifier in modifiers {
            switch modifier.detail {
            case nil: if let bit = Self.plain(modifier.name) { flags.insert(bit) }
            case "set"?: if let bit = Self.setter(modifier.name) { flags.insert(bit) }
            default: break
            }
        }
        self = flags
    }
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
    // 32 bits each: files are read whole into memory, so offsets and lines stay far below 2^31
    private var storedStartLine: Int32
    private var storedStartColumn: Int32
    private var storedEndLine: Int32
    private var storedStartOffset: Int32
    private var storedEndOffset: Int32

    public var startLine: Int { get { Int(storedStartLine) } set { storedStartLine = Int32(clamping: newValue) } }
    public var startColumn: Int { get { Int(storedStartColumn) } set { storedStartColumn = Int32(clamping: newValue) } }
    public var endLine: Int { get { Int(storedEndLine) } set { storedEndLine = Int32(clamping: newValue) } }
    public var startOffset: Int { get { Int(storedStartOffset) } set { storedStartOffset = Int32(clamping: newValue) } }
    public var endOffset: Int { get { Int(storedEndOffset) } set { storedEndOffset = Int32(clamping: newValue) } }
    /// The lines from the first to the last, both counted: what `have N lines` counts of a declaration.
    public var lineCount: Int { endLine - startLine + 1 }

    public init(startLine: Int, startColumn: Int, endLine: Int, startOffset: Int, endOffset: Int) {
        storedStartLine = Int32(clamping: startLine)
        storedStartColumn = Int32(clamping: startColumn)
        storedEndLine = Int32(clamping: endLine)
        storedStartOffset = Int32(clamping: startOffset)
        storedEndOffset = Int32(clamping: endOffset)
    }

    enum CodingKeys: String, CodingKey {
        case storedStartLine = "startLine", storedStartColumn = "startColumn", storedEndLine = "endLine"
        case storedStartOffset = "startOffset", storedEndOffset = "endOffset"
    }
}

/// The first and last bytes of a name or type text, kept beside the declaration so that a pattern anchored at an end
/// can rule most texts out without reading them: `none` without a text; `unknown` when the text is empty or an end
/// is white space or not ASCII (read the text then).
public enum TextEnds: Sendable, Equatable {
    case none
    case unknown
    case ascii(first: UInt8, last: UInt8)

    public init(_ text: String?) {
        guard let text else {
            self = .none
            return
        }
        // read in place (a native or small string's bytes are at hand; `withUTF8` would copy and release the text)
        self = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) else {
                return .unknown
            }
            return .ascii(first: first, last: last)
        } ?? .unknown
    }

    /// A byte that is ASCII and not white space or a control character.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}

/// A property accessor (`get`, `set`, `willSet`, `didSet`, …); a computed property's implicit getter is `get`.
public typealias AccessorKind = String

/// One declaration: kind, name and everything policies may ask of it.
public struct Declaration: Sendable, Codable {
    public var kind: DeclarationKind
    /// The ends of the name and of the var/let's or typealias's type text (`typeText`), kept in step with them:
    /// beside `kind`, in room the layout leaves before `name`, so a declaration is no larger for them.
    public private(set) var typeTextEnds = TextEnds.none
    /// `unknown` (read the name) until the parser measures it (`measureName`).
    public private(set) var nameEnds = TextEnds.unknown
    /// Set by the parser alone, which measures `nameEnds` once a declaration is read.
    public internal(set) var name: String
    /// Index of the enclosing type or extension in the file's list, nil at file scope.
    public var parent: Int?
    public var range: SourceRange
    /// (`@Environment(Model.self) var model` has its type in an attribute: kept in step by `inferTypeFromInitializer`.)
    public var attributes: [Attribute] = [] { didSet { if kind == .var || kind == .let { inferTypeFromInitializer() } } }
    public private(set) var modifiers: [Modifier] = []
    /// `modifiers` as bits, set with them (`setModifiers`).
    public private(set) var modifierFlags = ModifierFlags()
    /// Inheritance list entries as written (types, extensions, protocols, associated types).
    public var inherits: [String] = []
    public var parameters: [Parameter] = []
    /// var/let: the annotated type as written; typealias: the aliased type.
    public var typeAnnotation: String? { didSet { inferTypeFromInitializer() } }
    /// var/let: the initial value as written; enum case: the raw value.
    public var initializer: String? { didSet { inferTypeFromInitializer() } }
    /// The less common facts below; nil while all of them have their defaults. (Each getter reads its one field from
    /// the box: `details?.value.field` would copy every field of the details first.)
    fileprivate var details: Box<Details>?
    fileprivate var bodyBox: Box<BodyFacts>?
    fileprivate var initializerBox: Box<BodyFacts>?

    /// Generic parameter clause as written, without the angle brackets: `T: Equatable, U`.
    public var genericParameters: String? {
        get { details.flatMap { $0.value.genericParameters } }
        set { if newValue != genericParameters { updateDetails { $0.genericParameters = newValue } } }
    }
    /// The `where` clause's requirements as written, nil when there is none.
    public var genericWhere: String? {
        get { details.flatMap { $0.value.genericWhere } }
        set { if newValue != genericWhere { updateDetails { $0.genericWhere = newValue } } }
    }
    public var effects: Effects {
        get { details.map { $0.value.effects } ?? Effects() }
        set { if newValue != effects { updateDetails { $0.effects = newValue } } }
    }
    public var returnType: String? {
        get { details.flatMap { $0.value.returnType } }
        set { if newValue != returnType { updateDetails { $0.returnType = newValue } } }
    }
    /// var/let: whether the binding has an accessor block (computed, get/set, observers, `{ get }`).
    public var hasAccessorBlock: Bool {
        get { details.map { $0.value.hasAccessorBlock } ?? false }
        set { if newValue != hasAccessorBlock { updateDetails { $0.hasAccessorBlock = newValue } } }
    }
    /// var/let: the accessors present, in order.
    public var accessors: [AccessorKind] {
        get { details.map { $0.value.accessors } ?? [] }
        set { if newValue != accessors { updateDetails { $0.accessors = newValue } } }
    }
    /// enum case: the associated values as written.
    public var associatedValues: [String] {
        get { details.map { $0.value.associatedValues } ?? [] }
        set { if newValue != associatedValues { updateDetails { $0.associatedValues = newValue } } }
    }
    /// import: `struct`/`func`/… in `import struct Foo.Bar`.
    public var importKind: String? {
        get { details.flatMap { $0.value.importKind } }
        set { if newValue != importKind { updateDetails { $0.importKind = newValue } } }
    }
    /// var/let without a written type: the type its initial value gives it (`InferredType`), set with the value.
    public private(set) var inferredType: String? {
        get { details.flatMap { $0.value.inferredType } }
        set { if newValue != inferredType { updateDetails { $0.inferredType = newValue } } }
    }
    /// func/init/deinit/accessors/closure initializers: what the code inside does.
    public var body: BodyFacts? {
        get { bodyBox?.value }
        set { bodyBox = newValue.map(Box.init) }
    }
    /// var/let/case with an initial value that is not a closure (`= FeedService()`, `= URL(string: s)!`): what
    /// the expression calls and names; nil when it calls, names and unwraps nothing (`= 0`, `= []`).
    public var initializerFacts: BodyFacts? {
        get { initializerBox?.value }
        set { initializerBox = newValue.map(Box.init) }
    }

    /// Whether a var/let stores a value, and the effects: what `traits` on a pointer reads.
    public struct Traits: Sendable {
        public var isStoredProperty: Bool
        /// A var/let that does not store a value (`isComputedProperty(kind:stored:)`).
        public var isComputedProperty: Bool
        public var isAsync: Bool
        public var isThrowing: Bool
    }

    /// Whether a var/let with this accessor block stores a value: no accessor block, or only observers. The one
    /// definition of "stored", read by `isStoredProperty` and by `traits`.
    static func storesValue(kind: DeclarationKind, hasAccessorBlock: Bool, accessors: [AccessorKind]) -> Bool {
        kind.isProperty && (!hasAccessorBlock || accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" })
    }

    /// Whether a declaration is a computed property: a var/let that does not store a value.
    static func isComputedProperty(kind: DeclarationKind, stored: Bool) -> Bool { kind.isProperty && !stored }

    /// A body's cyclomatic complexity, 1 without a body: the one definition, for a declaration and its pointer.
    static func complexity(ofBody complexity: Int?) -> Int { complexity ?? 1 }

    /// The body and the initial value's facts, whichever exist: everything the declaration's code does.
    public var codeFacts: [BodyFacts] {
        switch (bodyBox, initializerBox) {
        case (nil, nil): return []
        case (let body?, nil): return [body.value]
        case (nil, let initial?): return [initial.value]
        case (let body?, let initial?): return [body.value, initial.value]
        }
    }

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
        Self.storesValue(kind: kind, hasAccessorBlock: hasAccessorBlock, accessors: accessors)
    }

    /// A var/let that does not store a value.
    public var isComputedProperty: Bool { Self.isComputedProperty(kind: kind, stored: isStoredProperty) }

    /// The body's cyclomatic complexity; 1 without a body.
    public var complexity: Int { Self.complexity(ofBody: bodyBox?.value.complexity) }

    /// Changes the details in their box when this declaration holds the only reference to it, and otherwise in a
    /// new box (a copy of the declaration shares the box, which must not change under it); no box once every fact
    /// has its default again. So facts set one after another, as the parser reads them, are boxed once. The setters
    /// skip this when the value is the one already there: nothing would change.
    mutating func updateDetails(_ change: (inout Details) -> Void) {
        if !isKnownUniquelyReferenced(&details) { details = Box(details?.value ?? Details()) }
        // through optional chaining: the box is borrowed in place, not bound (which would retain it)
        details?.change(change)
        if details?.value.isDefault ?? true { details = nil }
    }

    /// Facts most declarations do not have.
    struct Details: Sendable {
        var genericParameters: String?
        var genericWhere: String?
        var effects = Effects()
        var returnType: String?
        var hasAccessorBlock = false
        var accessors: [AccessorKind] = []
        var associatedValues: [String] = []
        var importKind: String?
        var inferredType: String?

        /// Whether every fact has its default (`== Details()`, without making and destroying one to compare with).
        var isDefault: Bool {
            genericParameters == nil && genericWhere == nil && effects == Effects() && returnType == nil && !hasAccessorBlock
                && accessors.isEmpty && associatedValues.isEmpty && importKind == nil && inferredType == nil
        }
    }

    /// Whether the var/let's type text is inferred from its initial value, none being written: `typeTextEnds` are
    /// then those of `inferredType` (kept in step by `inferTypeFromInitializer`).
    public var typeTextIsInferred: Bool { typeAnnotation == nil && typeTextEnds != .none }

    /// Makes `nameEnds` those of the name: the parser names a declaration, at times more than once, before it is
    /// read whole.
    mutating func measureName() { nameEnds = TextEnds(name) }

    /// Gives a var/let with no written or inferred type the type its context names (an `@Environment(\.key)` read
    /// takes the type of the project's `EnvironmentValues.key`), keeping `typeTextEnds` in step.
    public mutating func inferType(fromContext type: String) {
        guard kind == .var || kind == .let, typeAnnotation == nil, inferredType == nil else { return }
        inferredType = type
        typeTextEnds = TextEnds(type)
    }

    /// Reads the type of a var/let's initial value when no type is written: kept in step with both.
    private mutating func inferTypeFromInitializer() {
        if kind == .typealias { typeTextEnds = TextEnds(typeAnnotation); return }
        guard kind == .var || kind == .let else { return }
        let inferred = typeAnnotation == nil ? initializer.flatMap(InferredType.of) ?? InferredType.environmentObject(attributes) : nil
        // most bindings have no details to change: the box is not read unless there is one or a type to keep
        if inferred != nil || details != nil { inferredType = inferred }
        typeTextEnds = TextEnds(typeAnnotation ?? inferred)
    }

    /// Sets the modifiers and their bits; `flags` must be `ModifierFlags(modifiers)`, computed here when not given
    /// (the parser gives the bits of a list it shares between declarations, computed once).
    mutating func setModifiers(_ modifiers: [Modifier], flags: ModifierFlags? = nil) {
        // the bits are stored beside the words they are made from: checked in debug builds (the tests)
        assert(flags.map { $0 == ModifierFlags(modifiers) } ?? true, "modifier bits given for other modifiers")
        self.modifiers = modifiers
        modifierFlags = flags ?? ModifierFlags(modifiers)
    }

    // Encoded flat, with every fact under its own name, as if all were stored fields.
    enum CodingKeys: String, CodingKey {
        case kind, name, parent, range, attributes, modifiers, genericParameters, genericWhere, inherits, parameters
        case effects, returnType, typeAnnotation, initializer, hasAccessorBlock, accessors, associatedValues, importKind, body
        case initializerFacts
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try c.decode(DeclarationKind.self, forKey: .kind), name: try c.decode(String.self, forKey: .name),
                  parent: try c.decodeIfPresent(Int.self, forKey: .parent), range: try c.decode(SourceRange.self, forKey: .range))
        attributes = try c.decodeIfPresent([Attribute].self, forKey: .attributes) ?? []
        setModifiers(try c.decodeIfPresent([Modifier].self, forKey: .modifiers) ?? [])
        genericParameters = try c.decodeIfPresent(String.self, forKey: .genericParameters)
        genericWhere = try c.decodeIfPresent(String.self, forKey: .genericWhere)
        inherits = try c.decodeIfPresent([String].self, forKey: .inherits) ?? []
        parameters = try c.decodeIfPresent([Parameter].self, forKey: .parameters) ?? []
        effects = try c.decodeIfPresent(Effects.self, forKey: .effects) ?? Effects()
        returnType = try c.decodeIfPresent(String.self, forKey: .returnType)
        typeAnnotation = try c.decodeIfPresent(String.self, forKey: .typeAnnotation)
        initializer = try c.decodeIfPresent(String.self, forKey: .initializer)
        hasAccessorBlock = try c.decodeIfPresent(Bool.self, forKey: .hasAccessorBlock) ?? false
        accessors = try c.decodeIfPresent([AccessorKind].self, forKey: .accessors) ?? []
        associatedValues = try c.decodeIfPresent([String].self, forKey: .associatedValues) ?? []
        importKind = try c.decodeIfPresent(String.self, forKey: .importKind)
        body = try c.decodeIfPresent(BodyFacts.self, forKey: .body)
        initializerFacts = try c.decodeIfPresent(BodyFacts.self, forKey: .initializerFacts)
        // an initializer's assignments call no observers: the facts kept in step with the type are made here
        inferTypeFromInitializer()
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encode(range, forKey: .range)
        try c.encode(attributes, forKey: .attributes)
        try c.encode(modifiers, forKey: .modifiers)
        try c.encodeIfPresent(genericParameters, forKey: .genericParameters)
        try c.encodeIfPresent(genericWhere, forKey: .genericWhere)
        try c.encode(inherits, forKey: .inherits)
        try c.encode(parameters, forKey: .parameters)
        try c.encode(effects, forKey: .effects)
        try c.encodeIfPresent(returnType, forKey: .returnType)
        try c.encodeIfPresent(typeAnnotation, forKey: .typeAnnotation)
        try c.encodeIfPresent(initializer, forKey: .initializer)
        try c.encode(hasAccessorBlock, forKey: .hasAccessorBlock)
        try c.encode(accessors, forKey: .accessors)
        try c.encode(associatedValues, forKey: .associatedValues)
        try c.encodeIfPresent(importKind, forKey: .importKind)
        try c.encodeIfPresent(body, forKey: .body)
        try c.encodeIfPresent(initializerFacts, forKey: .initializerFacts)
    }
}

/// Facts read in place through a pointer into a file's list of declarations, for loops over every declaration
/// of a graph (linking): calling a declaration's own computed properties through `pointee` from another module
/// copies the whole declaration first, while these read only the fields they need.
extension UnsafePointer where Pointee == Declaration {
    /// Whether the signature has text that can name types: a type annotation, parameters, a return or thrown
    /// type, associated values, generic parameters or a `where` clause.
    public var hasSignatureTypeText: Bool {
        if pointee.typeAnnotation != nil || !pointee.parameters.isEmpty { return true }
        guard let details = pointee.details else { return false }
        return details.value.returnType != nil || details.value.effects.thrownType != nil || !details.value.associatedValues.isEmpty
            || details.value.genericWhere != nil || details.value.genericParameters != nil
    }

    /// The type texts of the signature beyond the annotation and parameters: return type, thrown type, associated
    /// values, `where` clause and generic parameters, in that order.
    public func forEachDetailTypeText(_ visit: (String) -> Void) {
        guard let details = pointee.details else { return }
        if let text = details.value.returnType { visit(text) }
        if let text = details.value.effects.thrownType { visit(text) }
        for text in details.value.associatedValues { visit(text) }
        if let text = details.value.genericWhere { visit(text) }
        if let text = details.value.genericParameters { visit(text) }
    }

    /// A var/let's type as written, or inferred from its initial value; a typealias's aliased type (so `typed`
    /// sees through `completion: @escaping LoginCompletion`); nil for other declarations.
    public var typeText: String? {
        if pointee.kind == .typealias { return pointee.typeAnnotation }
        guard pointee.kind == .var || pointee.kind == .let else { return nil }
        return pointee.typeAnnotation ?? pointee.inferredType
    }

    /// Whether the declaration has body or initial-value facts (`codeFacts` is not empty).
    public var hasCodeFacts: Bool { pointee.bodyBox != nil || pointee.initializerBox != nil }

    /// The type names of the body and of the initial value (each sorted and unique, empty when absent). Read from
    /// the boxes bound first: `box?.value.typeNames` would copy the whole facts (every list retained) for one list.
    public var codeTypeNames: (body: [String], initializer: [String]) {
        var names: (body: [String], initializer: [String]) = ([], [])
        if let box = pointee.bodyBox { names.body = box.value.typeNames }
        if let box = pointee.initializerBox { names.initializer = box.value.typeNames }
        return names
    }

    /// The calls of the body and of the initial value (empty when absent), read from the boxes bound first; a
    /// loop over them needs no closure, which would capture (and, across modules, copy) its caller's state.
    public var codeCalls: (body: [Call], initializer: [Call]) {
        var calls: (body: [Call], initializer: [Call]) = ([], [])
        if let box = pointee.bodyBox { calls.body = box.value.calls }
        if let box = pointee.initializerBox { calls.initializer = box.value.calls }
        return calls
    }

    /// The facts that take the details' box to read (see `Declaration.Traits`).
    public var traits: Declaration.Traits {
        let kind = pointee.kind
        var traits = Declaration.Traits(isStoredProperty: kind.isProperty, isComputedProperty: false, isAsync: false, isThrowing: false)
        if let details = pointee.details {
            traits.isAsync = details.value.effects.isAsync
            traits.isThrowing = details.value.effects.isThrowing
            if traits.isStoredProperty {
                traits.isStoredProperty = Declaration.storesValue(kind: kind, hasAccessorBlock: details.value.hasAccessorBlock,
                                                                  accessors: details.value.accessors)
            }
        }
        traits.isComputedProperty = Declaration.isComputedProperty(kind: kind, stored: traits.isStoredProperty)
        return traits
    }

    /// The body's cyclomatic complexity; 1 without a body.
    public var complexity: Int { Declaration.complexity(ofBody: pointee.bodyBox?.value.complexity) }

    /// The body's assignments.
    public var assignments: [Assignment] {
        guard let box = pointee.bodyBox else { return [] }
        return box.value.assignments
    }

    /// Force unwraps in the body and the initial value.
    public var forceUnwraps: Int { (pointee.bodyBox?.value.forceUnwraps ?? 0) + (pointee.initializerBox?.value.forceUnwraps ?? 0) }

    /// Whether the names the code of the body, or else of the initial value, calls, uses (`Type.member` chains,
    /// `defer`, `await`) and assigns satisfy `condition`, each list read in place from its box: passing a whole
    /// `BodyFacts` would copy it.
    public func anyCodeNames(_ condition: (CodeNameLists) -> Bool) -> Bool {
        if let box = pointee.bodyBox, box.withCodeNames(condition) { return true }
        if let box = pointee.initializerBox, box.withCodeNames(condition) { return true }
        return false
    }

    /// Whether the body's or the initial value's facts satisfy `condition`, read in place (no copy of either).
    public func anyCode(_ condition: (borrowing BodyFacts) -> Bool) -> Bool {
        if let box = pointee.bodyBox, condition(box.value) { return true }
        if let box = pointee.initializerBox, condition(box.value) { return true }
        return false
    }
}

/// The lists of one body's (or initial value's) facts that name what its code calls, uses and assigns, borrowed
/// for the time of a call (`anyCodeNames`).
public struct CodeNameLists {
    public let calls: UnsafeBufferPointer<Call>
    public let memberReferences: UnsafeBufferPointer<String>
    public let hasDefer: Bool
    public let hasAwait: Bool
    public let assignments: UnsafeBufferPointer<Assignment>
}

extension Box where Value == BodyFacts {
    func withCodeNames<Result>(_ visit: (CodeNameLists) -> Result) -> Result {
        value.calls.withUnsafeBufferPointer { calls in
            value.memberReferences.withUnsafeBufferPointer { memberReferences in
                value.assignments.withUnsafeBufferPointer { assignments in
                    visit(CodeNameLists(calls: calls, memberReferences: memberReferences, hasDefer: value.hasDefer,
                                    hasAwait: value.hasAwait, assignments: assignments))
                }
            }
        }
    }
}

/// A value shared by reference: copying a declaration copies one pointer, not the facts. Changed only by a holder
/// with the only reference to it (`isKnownUniquelyReferenced`), which no other copy or thread can see; a shared box
/// is never changed.
final class Box<Value: Sendable>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }

    /// Changes the value in place (see the type's note on who may).
    func change(_ body: (inout Value) -> Void) { body(&value) }
}

/// Where something is in its file: 1-based line and 1-based column in UTF-8 bytes, as findings give them.
public struct CodePlace: Sendable, Hashable, Codable {
    public var line: Int32
    public var column: Int32

    public init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }
}

/// A `Type.member` chain in a body (`Task.isCancelled`) where it is written: its name is
/// `memberReferences[nameIndex]` of the same facts.
public struct MemberReferencePlace: Sendable, Hashable, Codable {
    public var nameIndex: Int32
    public var place: CodePlace
}

/// A call in a body: `loadTask?.cancel()` is name `cancel`, receiver `loadTask`.
public struct Call: Sendable, Hashable, Codable {
    public var name: String
    /// The expression the call is made on, as written without trailing `?`/`!`; nil for plain calls.
    public var receiver: String?
    /// Where the callee's name is written (`cancel` in `loadTask?.cancel()`): where a finding about the call points.
    public var line: Int
    public var column: Int
    /// Byte offset, to order calls against assignments in the same body.
    public var offset: Int

    public init(name: String, receiver: String?, line: Int, column: Int = 1, offset: Int) {
        self.name = name
        self.receiver = receiver
        self.line = line
        self.column = column
        self.offset = offset
    }
}

/// An assignment in a body: `controller.items = []` is target `controller.items`, value `[]`.
public struct Assignment: Sendable, Hashable, Codable {
    public var target: String
    /// The first characters of the assigned value as written (up to 60).
    public var value: String
    /// Where the target starts (`controller` in `controller.items = []`): where a finding about it points.
    public var line: Int
    public var column: Int
    /// Byte offset of the `=`, to order assignments against calls in the same body.
    public var offset: Int

    public init(target: String, value: String, line: Int, column: Int = 1, offset: Int) {
        self.target = target
        self.value = value
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`, `Task<Void, Never> { … }`.
    public var assignsTask: Bool {
        Self.leadingName(of: value, is: "Task") ?? false
    }

    /// The name an assigned value starts with: `Task { … }` → `Task`, `Task.detached {` → `Task`, `[]` → ``.
    public static func leadingName(_ value: String) -> String {
        let utf8 = value.utf8
        let end = utf8.firstIndex { !isNameByte($0) } ?? utf8.endIndex
        if end == utf8.endIndex || utf8[end] < 0x80 { return String(value[..<end]) }
        return String(value.unicodeScalars.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" })
    }

    /// Whether a value's leading name is `name`, a name of ASCII letters, digits and `_`: the value starts with its
    /// bytes and no name byte follows. Nil when the byte after them is not ASCII (a name may go on in a Unicode
    /// letter), for `leadingName` to decide.
    public static func leadingName(of value: String, is name: String) -> Bool? {
        var value = value, name = name
        return value.withUTF8 { value in name.withUTF8 { name in leadingName(of: value, is: name) } }
    }

    /// `leadingName(of:is:)` on the bytes of the value and the name.
    static func leadingName(of value: UnsafeBufferPointer<UInt8>, is name: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard value.count >= name.count else { return false }
        for index in 0..<name.count where value[index] != name[index] { return false }
        guard name.count < value.count else { return true }
        let next = value[name.count]
        return next < 0x80 ? !isNameByte(next) : nil
    }

    /// An ASCII letter, digit or `_`: a byte of a name.
    @inline(__always) public static func isNameByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
    }
}

/// What the code in a body does, as far as reading it without types can tell.
public struct BodyFacts: Sendable, Codable {
    public var calls: [Call] = []
    /// Identifiers starting with an upper-case letter: type-like names the body mentions. Sorted, unique.
    public var typeNames: [String] = []
    /// `Type.member` chains the body mentions, like `Task.isCancelled`. Sorted, unique.
    public var memberReferences: [String] = []
    /// Each `Type.member` chain where it is written, in source order.
    public var memberReferencePlaces: [MemberReferencePlace] = []
    public var assignments: [Assignment] = []
    /// Each `defer` and `await` keyword and each force-unwrapping `!`, in source order.
    public var deferPlaces: [CodePlace] = []
    public var awaitPlaces: [CodePlace] = []
    public var forceUnwrapPlaces: [CodePlace] = []
    /// `Task { … }` or `Task.detached { … }` appears.
    public var spawnsTask = false
    /// 1 + the branches (if, guard, for, while, repeat, switch case, catch, `&&`, `||`, ternary).
    public var complexity = 1
    public var startLine = 0
    public var endLine = 0

    public init() {}

    public var lineCount: Int { endLine - startLine + 1 }
    public var hasDefer: Bool { !deferPlaces.isEmpty }
    public var hasAwait: Bool { !awaitPlaces.isEmpty }
    public var forceUnwraps: Int { forceUnwrapPlaces.count }
}
