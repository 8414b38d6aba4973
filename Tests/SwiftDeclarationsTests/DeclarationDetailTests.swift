// Per-declaration facts: attributes, modifiers, generics, inheritance, parameters, effects, types, accessors.
import XCTest
@testable import SwiftDeclarations

final class AttributeTests: XCTestCase {
    func testAttributeNamesAndArgumentText() {
        let d = parse("@MainActor @available(iOS 17, *) @objc(doIt:) func run() {}").only("run")
        XCTAssertEqual(d.attributes, [Attribute(name: "MainActor"), Attribute(name: "available", arguments: "iOS 17, *"),
                                      Attribute(name: "objc", arguments: "doIt:")])
    }

    func testPropertyWrapperWithArgumentsAndModuleQualifiedName() {
        let file = parse("struct V {\n  @AppStorage(\"k\") var flag = false\n  @SwiftUI.State private var count = 0\n  @Environment(\\.dismiss) var dismiss\n}")
        XCTAssertEqual(file.only("flag").attributes, [Attribute(name: "AppStorage", arguments: "\"k\"")])
        XCTAssertEqual(file.only("count").attributes.map(\.name), ["SwiftUI.State"])
        XCTAssertEqual(file.only("dismiss").attributes, [Attribute(name: "Environment", arguments: "\\.dismiss")])
    }

    func testGenericArgumentsOfAnAttributeAreDropped() {
        let d = parse("struct V { @FocusState<Field?>.Binding var focus }").only("focus")
        XCTAssertEqual(d.attributes.map(\.name), ["FocusState.Binding"])
    }

    func testAttributeOnItsOwnLineStartsTheDeclaration() {
        let d = parse("\n@Observable\nfinal class Model {\n}").only("Model")
        XCTAssertEqual(d.range.startLine, 2)
        XCTAssertEqual(d.range.endLine, 4)
    }
}

final class ModifierTests: XCTestCase {
    func testModifiersWithDetail() {
        let file = parse("class C {\n  private(set) var a = 0\n  nonisolated(unsafe) static var b = 1\n  public internal(set) var c = 2\n}")
        XCTAssertEqual(file.only("a").modifiers, [Modifier(name: "private", detail: "set")])
        XCTAssertEqual(file.only("b").modifiers.map(\.text), ["nonisolated(unsafe)", "static"])
        XCTAssertEqual(file.only("c").modifiers.map(\.text), ["public", "internal(set)"])
    }

    func testModifierFlagsHaveABitPerPlainModifierAndPerAccessLevelWithSet() {
        let file = parse("class C {\n  private(set) var a = 0\n  nonisolated(unsafe) static var b = 1\n  public internal(set) final var c = 2\n}")
        func flags(_ words: [String], setters: [String] = []) -> ModifierFlags {
            ModifierFlags(words.compactMap(ModifierFlags.plain) + setters.compactMap(ModifierFlags.setter))
        }
        XCTAssertEqual(file.only("a").modifierFlags, flags([], setters: ["private"]))
        XCTAssertEqual(file.only("b").modifierFlags, flags(["static"]), "nonisolated(unsafe) is not plain nonisolated")
        XCTAssertEqual(file.only("c").modifierFlags, flags(["public", "final"], setters: ["internal"]))
        XCTAssertNil(ModifierFlags.setter("final"), "only access levels have a (set) form")
        XCTAssertNil(ModifierFlags.plain("distributed"))
    }

    // The parser shares equal modifier lists between declarations and gives each list's bits once: every
    // declaration's bits are still those of its own list, across bindings of one statement, lists that repeat after
    // others, and a declaration decoded from JSON.
    func testModifierFlagsAreThoseOfTheDeclarationsOwnModifiers() throws {
        let file = parse("""
            class C {
                private(set) var a = 0, b = 1
                public static func f() {}
                private(set) var c = 2
                final class func g() {}
                public static func h() {}
                var plain = 3
            }
            """)
        for declaration in file.declarations {
            XCTAssertEqual(declaration.modifierFlags, ModifierFlags(declaration.modifiers), declaration.name)
        }
        XCTAssertEqual(file.only("b").modifierFlags, file.only("a").modifierFlags)
        let decoded = try JSONDecoder().decode(Declaration.self, from: JSONEncoder().encode(file.only("g")))
        XCTAssertEqual(decoded.modifierFlags, ModifierFlags(file.only("g").modifiers))
        XCTAssertFalse(decoded.modifierFlags.isEmpty)
    }

    func testContextualModifiers() {
        let file = parse("""
            final class C: B {
                override final func f() {}
                class func g() {}
                convenience required init() {}
                lazy var l = 1
                weak var w: C?
                unowned let u: C
                nonisolated func n() {}
                open var o = 0
            }
            struct S { mutating func m() {} }
            """)
        XCTAssertEqual(file.only("C").modifiers.map(\.text), ["final"])
        XCTAssertEqual(file.only("f").modifiers.map(\.text), ["override", "final"])
        XCTAssertEqual(file.only("g").modifiers.map(\.text), ["class"])
        XCTAssertEqual(file.only("init").modifiers.map(\.text), ["convenience", "required"])
        XCTAssertEqual(file.only("l").modifiers.map(\.text), ["lazy"])
        XCTAssertEqual(file.only("w").modifiers.map(\.text), ["weak"])
        XCTAssertEqual(file.only("u").modifiers.map(\.text), ["unowned"])
        XCTAssertEqual(file.only("n").modifiers.map(\.text), ["nonisolated"])
        XCTAssertEqual(file.only("o").modifiers.map(\.text), ["open"])
        XCTAssertEqual(file.only("m").modifiers.map(\.text), ["mutating"])
    }

    func testModifierWordAsAVariableName() {
        let file = parse("struct S { var open = false\n var final: Int = 0 }")
        XCTAssertEqual(file.outline, ["struct S", "var S.open", "var S.final"])
    }
}

final class GenericsAndInheritanceTests: XCTestCase {
    func testGenericParametersAndWhereClause() {
        let d = parse("struct Box<T: Codable, U>: Equatable where T: Hashable, U == Int {}").only("Box")
        XCTAssertEqual(d.genericParameters, "T: Codable, U")
        XCTAssertEqual(d.inherits, ["Equatable"])
        XCTAssertEqual(d.genericWhere, "T: Hashable, U == Int")
    }

    func testFunctionWhereClause() {
        let d = parse("func merge<S: Sequence>(_ s: S) -> [S.Element] where S.Element: Comparable { [] }").only("merge")
        XCTAssertEqual(d.genericParameters, "S: Sequence")
        XCTAssertEqual(d.genericWhere, "S.Element: Comparable")
        XCTAssertEqual(d.returnType, "[S.Element]")
        XCTAssertNotNil(d.body)
    }

    func testValueGenericParameter() {
        let file = parse("func read<let count: Int, T: Codable>(as: T.Type) -> Slab<count, T>? { nil }\nlet after = 1")
        let d = file.only("read")
        XCTAssertEqual(d.genericParameters, "let count: Int, T: Codable")
        XCTAssertEqual(d.returnType, "Slab<count, T>?")
        XCTAssertEqual(file.outline, ["func read", "let after"])
    }

    func testNoWhereClauseIsNil() {
        XCTAssertNil(parse("struct S<T> {}").only("S").genericWhere)
    }

    func testInheritanceEntriesAsWritten() {
        let d = parse("final class Cache<K>: NSObject, @unchecked Sendable, Identifiable & Codable, Base<K>, ~Copyable {}").only("Cache")
        XCTAssertEqual(d.inherits, ["NSObject", "@unchecked Sendable", "Identifiable & Codable", "Base<K>", "~Copyable"])
    }

    func testProtocolInheritanceAndClassConstraint() {
        XCTAssertEqual(parse("protocol P: AnyObject, Sendable {}").only("P").inherits, ["AnyObject", "Sendable"])
    }

    func testTheOlderClassConstraintIsAnEntryAndTheMembersStayInside() {
        let file = parse("protocol Store: class, Sendable {\n    var items: [Int] { get }\n}\nlet after = 1\n")
        let store = file.only("Store")
        XCTAssertEqual(store.inherits, ["class", "Sendable"])
        XCTAssertEqual(store.range.endLine, 3)
        XCTAssertEqual(file.only("items").parent, 0)
    }
}

final class ParameterTests: XCTestCase {
    func testLabelsNamesAndTypes() {
        let d = parse("func load(with url: URL, _ id: Int, count: Int) {}").only("load")
        XCTAssertEqual(d.parameters.map { "\($0.label):\($0.name):\($0.type)" }, ["with:url:URL", "_:id:Int", "count:count:Int"])
    }

    func testEscapingAutoclosureAndSendableClosures() {
        let d = parse("func run(_ work: @escaping @Sendable () async -> Void, when c: @autoclosure () -> Bool) {}").only("run")
        XCTAssertEqual(d.parameters[0].attributes, ["@escaping", "@Sendable"])
        XCTAssertTrue(d.parameters[0].isEscaping)
        XCTAssertEqual(d.parameters[0].type, "() async -> Void")
        XCTAssertEqual(d.parameters[1].attributes, ["@autoclosure"])
        XCTAssertFalse(d.parameters[1].isEscaping)
    }

    func testEscapingWithoutASpaceBeforeItsFunctionTypeKeepsTheType() {
        // `@escaping` takes no arguments: the compiler reads `(Result<Int, Error>)` as the function type's parameters
        let d = parse("func fetch(completion: @escaping(Result<Int, Error>) -> Void, f: @autoclosure() -> Int) {}").only("fetch")
        XCTAssertEqual(d.parameters[0].attributes, ["@escaping"])
        XCTAssertEqual(d.parameters[0].type, "(Result<Int, Error>) -> Void")
        XCTAssertEqual(d.parameters[1].type, "() -> Int")
    }

    func testTypedThrowsWrittenWithASpaceIsTheThrownType() {
        let d = parse("struct NWC {\n    func pay(invoice: String) async throws (NWCError) -> Receipt { fatalError() }\n    func next() {}\n}").only("pay")
        XCTAssertEqual(d.effects.thrownType, "NWCError")
        XCTAssertEqual(d.returnType, "Receipt")
    }

    func testVariadicInoutAndDefaults() {
        let d = parse("func f(_ xs: Int..., into r: inout [Int], limit: Int = 10, name: String = \"a, b\") {}").only("f")
        XCTAssertTrue(d.parameters[0].isVariadic)
        XCTAssertEqual(d.parameters[0].type, "Int")
        XCTAssertTrue(d.parameters[1].isInout)
        XCTAssertEqual(d.parameters[1].type, "inout [Int]")
        XCTAssertEqual(d.parameters[2].defaultValue, "10")
        XCTAssertEqual(d.parameters[3].defaultValue, "\"a, b\"")
        XCTAssertEqual(d.parameters.count, 4)
    }

    func testDefaultValueWithClosureAndCall() {
        let d = parse("func f(make: () -> Int = { 1 }, at: Date = Date(), then: Int = 2) {}").only("f")
        XCTAssertEqual(d.parameters.map(\.defaultValue), ["{ 1 }", "Date()", "2"])
    }

    func testInitParameters() {
        let d = parse("struct S { init(_ a: Int, b c: String) {} }").only("init")
        XCTAssertEqual(d.parameters.map { "\($0.label):\($0.name)" }, ["_:a", "b:c"])
    }
}

final class EffectsAndResultTests: XCTestCase {
    func testAsyncThrows() {
        let d = parse("func f() async throws -> Int { 1 }").only("f")
        XCTAssertTrue(d.effects.isAsync)
        XCTAssertTrue(d.effects.isThrowing)
        XCTAssertFalse(d.effects.isRethrowing)
        XCTAssertEqual(d.returnType, "Int")
    }

    func testRethrows() {
        let d = parse("func map<T>(_ t: (Int) throws -> T) rethrows -> [T] { [] }").only("map")
        XCTAssertTrue(d.effects.isThrowing)
        XCTAssertTrue(d.effects.isRethrowing)
        XCTAssertFalse(d.effects.isAsync)
        XCTAssertEqual(d.returnType, "[T]")
    }

    func testTypedThrows() {
        let d = parse("func parse() throws(ParseError) -> AST {}").only("parse")
        XCTAssertTrue(d.effects.isThrowing)
        XCTAssertEqual(d.effects.thrownType, "ParseError")
        XCTAssertEqual(d.returnType, "AST")
    }

    func testInitEffects() {
        let d = parse("actor A { init(id: Int) async throws {} }").only("init")
        XCTAssertTrue(d.effects.isAsync)
        XCTAssertTrue(d.effects.isThrowing)
    }

    func testNoReturnTypeIsNil() {
        XCTAssertNil(parse("func f() {}").only("f").returnType)
    }

    func testComplexReturnTypes() {
        let file = parse("func a() -> some View {}\nfunc b() -> (Int) -> Void {}\nfunc c() -> [String: [Int]]? {}\nfunc d() -> any Store & Sendable {}")
        XCTAssertEqual(file.declarations.map(\.returnType), ["some View", "(Int) -> Void", "[String: [Int]]?", "any Store & Sendable"])
    }
}

final class PropertyTests: XCTestCase {
    func testTypeTextEndsFollowTheWrittenOrInferredType() {
        let file = parse("""
            struct S {
                var items: [Item] = []
                var path = NavigationPath()
                var name: Café
                var unknown = compute()
                typealias ID = Int
                func f(x: Int) {}
            }
            """)
        XCTAssertEqual(file.only("items").typeTextEnds, .ascii(first: UInt8(ascii: "["), last: UInt8(ascii: "]")))
        XCTAssertEqual(file.only("path").typeTextEnds, .ascii(first: UInt8(ascii: "N"), last: UInt8(ascii: "h")))
        XCTAssertEqual(file.only("name").typeTextEnds, .unknown, "an end beyond ASCII is left to reading the text")
        XCTAssertEqual(file.only("unknown").typeTextEnds, .none)
        XCTAssertEqual(file.only("ID").typeTextEnds, .ascii(first: UInt8(ascii: "I"), last: UInt8(ascii: "t")),
                       "a typealias's type text is the type it names")
        XCTAssertEqual(file.only("ID").typeAnnotation, "Int")
        XCTAssertEqual(file.only("f").typeTextEnds, .none)
        var changed = file.only("path")
        changed.typeAnnotation = " Path "
        XCTAssertEqual(changed.typeTextEnds, .unknown, "white space at an end is left to reading the text")
    }

    func testNameEndsAreThoseOfTheParsedName() {
        let file = parse("struct FeedService {\n  var `default` = 1\n  func load() {}\n}\nstruct Über {}\nextension Array where Element == Int {}")
        XCTAssertEqual(file.only("FeedService").nameEnds, .ascii(first: UInt8(ascii: "F"), last: UInt8(ascii: "e")))
        XCTAssertEqual(file.only("default").nameEnds, .ascii(first: UInt8(ascii: "d"), last: UInt8(ascii: "t")))
        XCTAssertEqual(file.only("load").nameEnds, .ascii(first: UInt8(ascii: "l"), last: UInt8(ascii: "d")))
        XCTAssertEqual(file.only("Über").nameEnds, .unknown, "an end beyond ASCII is left to the match")
        XCTAssertEqual(file.only("Array").nameEnds, .ascii(first: UInt8(ascii: "A"), last: UInt8(ascii: "y")))
        for declaration in file.declarations {
            XCTAssertEqual(declaration.nameEnds, TextEnds(declaration.name), declaration.name)
        }
    }

    func testTypeTextEndsAndInferredTypeAreMadeAgainWhenDecoded() throws {
        let path = parse("struct S { var path = NavigationPath() }").only("path")
        let decoded = try JSONDecoder().decode(Declaration.self, from: JSONEncoder().encode(path))
        XCTAssertEqual(decoded.inferredType, "NavigationPath")
        XCTAssertEqual(decoded.typeTextEnds, path.typeTextEnds)
    }

    func testTypeAnnotationAndInitializer() {
        let d = parse("struct S { var items: [String: Int]? = [:] }").only("items")
        XCTAssertEqual(d.typeAnnotation, "[String: Int]?")
        XCTAssertEqual(d.initializer, "[:]")
        XCTAssertFalse(d.hasAccessorBlock)
        XCTAssertTrue(d.isStoredProperty)
    }

    func testComputedPropertyWithImplicitGetter() {
        let d = parse("struct S { var total: Int { items.count } }").only("total")
        XCTAssertTrue(d.hasAccessorBlock)
        XCTAssertEqual(d.accessors, ["get"])
        XCTAssertFalse(d.isStoredProperty)
        XCTAssertNil(d.initializer)
    }

    func testGetterAndSetter() {
        let d = parse("struct S { var v: Int {\n get { base }\n set { base = newValue }\n } }").only("v")
        XCTAssertEqual(d.accessors, ["get", "set"])
        XCTAssertFalse(d.isStoredProperty)
        XCTAssertEqual(d.body?.assignments.map(\.target), ["base"])
    }

    func testObserversKeepThePropertyStored() {
        let d = parse("class C { var v = 0 {\n willSet { prepare() }\n didSet { refresh() }\n } }").only("v")
        XCTAssertEqual(d.initializer, "0")
        XCTAssertEqual(d.accessors, ["willSet", "didSet"])
        XCTAssertTrue(d.isStoredProperty)
        XCTAssertEqual(d.body?.calls.map(\.name), ["prepare", "refresh"])
    }

    func testEffectfulGetter() {
        let d = parse("struct S { var data: Data { get async throws { try await load() } } }").only("data")
        XCTAssertEqual(d.accessors, ["get"])
        XCTAssertEqual(d.body?.hasAwait, true)
    }

    func testClosureInitializerIsScannedAsABody() {
        let d = parse("class C { lazy var formatter: DateFormatter = {\n let f = DateFormatter()\n f.configure()\n return f\n }() }").only("formatter")
        XCTAssertEqual(d.typeAnnotation, "DateFormatter")
        XCTAssertEqual(d.body?.calls.map(\.name), ["DateFormatter", "configure"])
        XCTAssertEqual(d.range.endLine, 5)
    }

    func testNonClosureInitializerHasNoBody() {
        XCTAssertNil(parse("let x = compute()").only("x").body)
    }

    func testLongInitializerTextIsKept() {
        let value = "[" + (1...40).map(String.init).joined(separator: ", ") + "]"
        XCTAssertEqual(parse("let xs = \(value)").only("xs").initializer, value)
    }
}

final class DetailStorageTests: XCTestCase {
    private func blank() -> Declaration {
        Declaration(kind: .func, name: "f", parent: nil, range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, startOffset: 0, endOffset: 1))
    }

    func testEachRareFactSetAloneIsKept() {
        var effects = Effects()
        effects.thrownType = "E"
        var d = blank(); d.genericParameters = "T"; XCTAssertEqual(d.genericParameters, "T")
        d = blank(); d.genericWhere = "T: P"; XCTAssertEqual(d.genericWhere, "T: P")
        d = blank(); d.effects = effects; XCTAssertEqual(d.effects, effects)
        d = blank(); d.returnType = "Int"; XCTAssertEqual(d.returnType, "Int")
        d = blank(); d.hasAccessorBlock = true; XCTAssertTrue(d.hasAccessorBlock)
        d = blank(); d.accessors = ["get"]; XCTAssertEqual(d.accessors, ["get"])
        d = blank(); d.associatedValues = ["Int"]; XCTAssertEqual(d.associatedValues, ["Int"])
        d = blank(); d.importKind = "struct"; XCTAssertEqual(d.importKind, "struct")
    }

    func testFactsSetOneAfterAnotherAndBackToTheirDefaults() {
        var d = blank()
        d.returnType = "Int"
        d.genericParameters = "T"
        d.accessors = ["get", "set"]
        XCTAssertEqual(d.returnType, "Int")
        XCTAssertEqual(d.genericParameters, "T")
        XCTAssertEqual(d.accessors, ["get", "set"])
        d.returnType = nil
        d.genericParameters = nil
        d.accessors = []
        XCTAssertNil(d.returnType)
        XCTAssertNil(d.genericParameters)
        XCTAssertEqual(d.accessors, [])
        d.importKind = "func"
        XCTAssertEqual(d.importKind, "func")
    }

    func testACopySharingTheDetailsKeepsThemWhenTheOriginalChanges() {
        var original = blank()
        original.returnType = "Int"
        original.genericWhere = "T: P"
        let copy = original
        original.returnType = "String"
        original.genericWhere = nil
        original.associatedValues = ["A"]
        XCTAssertEqual(copy.returnType, "Int")
        XCTAssertEqual(copy.genericWhere, "T: P")
        XCTAssertEqual(copy.associatedValues, [])
        XCTAssertEqual(original.returnType, "String")
        XCTAssertNil(original.genericWhere)
        XCTAssertEqual(original.associatedValues, ["A"])
    }
}
