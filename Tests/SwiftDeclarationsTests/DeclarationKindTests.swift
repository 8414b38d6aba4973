// Every declaration kind, at file scope and as members of types, extensions and protocols.
import XCTest
@testable import SwiftDeclarations

final class ImportTests: XCTestCase {
    func testPlainImport() {
        let d = parse("import Foundation").only("Foundation")
        XCTAssertEqual(d.kind, .import)
        XCTAssertNil(d.importKind)
    }

    func testTestableImportKeepsItsAttribute() {
        let d = parse("@testable import App").only("App")
        XCTAssertEqual(d.attributes.map(\.name), ["testable"])
        XCTAssertEqual(d.range.startLine, 1)
    }

    func testKindedImportOfANestedPath() {
        let d = parse("import struct Models.User").only("Models.User")
        XCTAssertEqual(d.importKind, "struct")
    }

    func testImportsOnConsecutiveLinesStaySeparate() {
        let file = parse("import A\nimport B.C\nlet x = 1")
        XCTAssertEqual(file.outline, ["import A", "import B.C", "let x"])
    }
}

final class TypeDeclarationTests: XCTestCase {
    func testEveryTypeKindAtFileScope() {
        let file = parse("""
            class C {}
            struct S {}
            enum E {}
            actor A {}
            protocol P {}
            extension S {}
            """)
        XCTAssertEqual(file.outline, ["class C", "struct S", "enum E", "actor A", "protocol P", "extension S"])
        XCTAssertTrue(file.diagnostics.isEmpty)
    }

    func testNestedTypesHaveTheirParents() {
        let file = parse("struct Outer {\n  enum Middle {\n    class Inner {}\n  }\n  actor Worker {}\n}")
        XCTAssertEqual(file.outline, ["struct Outer", "enum Outer.Middle", "class Outer.Middle.Inner", "actor Outer.Worker"])
        XCTAssertEqual(file.only("Inner").range.startLine, 3)
        XCTAssertEqual(file.only("Outer").range.endLine, 6)
    }

    func testExtensionNameIsTheExtendedTypeAsWritten() {
        let file = parse("extension Foo.Bar {}\nextension [String] {}\nextension Array<Int> {}\nextension Optional: P where Wrapped: P {}")
        XCTAssertEqual(file.declarations.map(\.name), ["Foo.Bar", "[String]", "Array<Int>", "Optional"])
        XCTAssertEqual(file.declarations.map(\.kind), [.extension, .extension, .extension, .extension])
    }

    func testActorWordAsAnIdentifierIsNotADeclaration() {
        let file = parse("struct S {\n  let actor = 1\n  func f() { actor.run() }\n}")
        XCTAssertEqual(file.outline, ["struct S", "let S.actor", "func S.f"])
    }

    func testMembersOfAProtocol() {
        let file = parse("""
            protocol Store {
                associatedtype Item: Identifiable where Item.ID == String
                var items: [Item] { get }
                static var name: String { get set }
                init(items: [Item])
                func load() async throws -> [Item]
                subscript(id: String) -> Item? { get }
            }
            """)
        XCTAssertEqual(file.outline, ["protocol Store", "associatedtype Store.Item", "var Store.items", "var Store.name",
                                      "init Store.init", "func Store.load", "subscript Store.subscript"])
        XCTAssertEqual(file.only("items").accessors, ["get"])
        XCTAssertEqual(file.only("name").accessors, ["get", "set"])
        XCTAssertNil(file.only("load").body)
    }

    func testMembersOfAnExtension() {
        let file = parse("extension Store {\n  static let shared = Store()\n  func reset() {}\n}")
        XCTAssertEqual(file.outline, ["extension Store", "let Store.shared", "func Store.reset"])
    }

    func testTypealiasAndAssociatedtype() {
        let file = parse("typealias Map<V> = [String: V]\nprotocol P { associatedtype Key: Hashable = String }")
        XCTAssertEqual(file.only("Map").kind, .typealias)
        XCTAssertEqual(file.only("Map").typeAnnotation, "[String: V]")
        XCTAssertEqual(file.only("Map").genericParameters, "V")
        let key = file.only("Key")
        XCTAssertEqual(key.kind, .associatedtype)
        XCTAssertEqual(key.inherits, ["Hashable"])
        XCTAssertEqual(key.typeAnnotation, "String")
    }

    func testUnclosedFunctionBodyAtEndOfFileIsReported() {
        let file = parse("struct S {}\nfunc f() {\n  if x {\n    run()\n")
        XCTAssertEqual(file.outline, ["struct S", "func f"])
        XCTAssertEqual(file.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, ["2:10: '{' is not closed before the end of the file"])
    }

    func testStrayCloserInABodyIsReported() {
        // counted without a stack, the imbalance shows at the body's closing brace
        XCTAssertEqual(parse("func f() { a) }").messages, ["unbalanced '}'"])
    }

    func testMissingBraceIsReportedAndTheTypeKept() {
        let file = parse("struct Broken\nstruct Fine {}")
        XCTAssertEqual(file.outline, ["struct Broken", "struct Fine"])
        XCTAssertEqual(file.messages, ["expected '{' to open the body of struct Broken"])
    }
}

final class FunctionKindTests: XCTestCase {
    func testFuncAtFileScopeAndAsMember() {
        let file = parse("func top() {}\nclass C { func member() {} }")
        XCTAssertEqual(file.outline, ["func top", "class C", "func C.member"])
    }

    func testFailableAndImplicitlyUnwrappedInit() {
        let file = parse("struct S {\n  init?(raw: Int) {}\n  init!(other: Int) {}\n  init() {}\n}")
        XCTAssertEqual(file.all("init").count, 3)
        XCTAssertEqual(file.all("init").map { $0.parameters.map(\.name) }, [["raw"], ["other"], []])
    }

    func testDeinit() {
        let d = parse("class C { deinit { cleanup() } }").only("deinit")
        XCTAssertEqual(d.kind, .deinit)
        XCTAssertEqual(d.body?.calls.map(\.name), ["cleanup"])
    }

    func testSubscriptWithGetterAndSetter() {
        let d = parse("struct S {\n  subscript(i: Int) -> String {\n    get { \"\" }\n    set { store(newValue) }\n  }\n}").only("subscript")
        XCTAssertEqual(d.kind, .subscript)
        XCTAssertEqual(d.parameters.map(\.name), ["i"])
        XCTAssertEqual(d.returnType, "String")
        XCTAssertEqual(d.accessors, ["get", "set"])
        XCTAssertEqual(d.range.endLine, 5)
    }

    func testOperatorFunctionName() {
        let file = parse("extension V { static func + (l: V, r: V) -> V { l }\n static func ==(a: V, b: V) -> Bool { true } }")
        XCTAssertEqual(file.outline, ["extension V", "func V.+", "func V.=="])
    }

    func testMacroDeclaration() {
        let d = parse("@freestanding(expression)\npublic macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")").only("stringify")
        XCTAssertEqual(d.kind, .macro)
        XCTAssertEqual(d.attributes, [Attribute(name: "freestanding", arguments: "expression")])
        XCTAssertEqual(d.modifiers.map(\.text), ["public"])
        XCTAssertEqual(d.returnType, "(T, String)")
        XCTAssertEqual(d.range.startLine, 1)
        XCTAssertEqual(d.range.endLine, 2)
    }

    func testOperatorAndPrecedenceGroupDeclarations() {
        let file = parse("infix operator <~>: ComparisonPrecedence\nprefix operator √\nprecedencegroup Pipe {\n  associativity: left\n  higherThan: AdditionPrecedence\n}")
        XCTAssertEqual(file.outline, ["operator <~>", "operator √", "precedencegroup Pipe"])
        XCTAssertEqual(file.only("<~>").modifiers.map(\.name), ["infix"])
        XCTAssertEqual(file.only("Pipe").range.endLine, 6)
    }
}

final class VariableKindTests: XCTestCase {
    func testOneRecordPerBinding() {
        let file = parse("struct S { let a = 1, b: Int = 2 }")
        XCTAssertEqual(file.outline, ["struct S", "let S.a", "let S.b"])
        XCTAssertEqual(file.only("a").initializer, "1")
        XCTAssertEqual(file.only("b").typeAnnotation, "Int")
        XCTAssertEqual(file.only("b").initializer, "2")
    }

    func testTuplePatternIsOneRecordNamedByItsText() {
        let d = parse("let (x, y) = (1, 2)").only("(x, y)")
        XCTAssertEqual(d.kind, .let)
        XCTAssertEqual(d.initializer, "(1, 2)")
    }

    func testBacktickedVariableName() {
        XCTAssertEqual(parse("var `default`: Int = 0").only("default").typeAnnotation, "Int")
    }

    func testMultiLineInitializerEndsWhereTheExpressionDoes() {
        let file = parse("let total = a +\n    b\nlet next = 1")
        XCTAssertEqual(file.only("total").initializer, "a +\n    b")
        XCTAssertEqual(file.only("total").range.endLine, 2)
        XCTAssertEqual(file.only("next").range.startLine, 3)
    }

    func testInitializerContinuesOnALineStartingWithAnAngleOperator() {
        let file = parse("let pipeline: P<A, B> =\n  first\n  <<< second\n  <| third\nlet next = 1")
        XCTAssertEqual(file.only("pipeline").range.endLine, 4)
        XCTAssertEqual(file.only("next").range.startLine, 5)
    }
}

final class EnumCaseTests: XCTestCase {
    func testOneRecordPerCaseElement() {
        let file = parse("enum E {\n  case a, b\n  case c\n}")
        XCTAssertEqual(file.outline, ["enum E", "case E.a", "case E.b", "case E.c"])
        XCTAssertEqual(file.only("b").range.startLine, 2)
    }

    func testAssociatedValuesAsWritten() {
        let d = parse("enum R { case loaded(items: [Item], page: Int), failed(Error) }")
        XCTAssertEqual(d.only("loaded").associatedValues, ["items: [Item]", "page: Int"])
        XCTAssertEqual(d.only("failed").associatedValues, ["Error"])
    }

    func testAssociatedValueWithGenericsAndClosure() {
        let d = parse("enum R { case map(Dictionary<String, Int>, (Int, Int) -> Void) }").only("map")
        XCTAssertEqual(d.associatedValues, ["Dictionary<String, Int>", "(Int, Int) -> Void"])
    }

    func testRawValues() {
        let file = parse("enum Code: Int { case ok = 200, missing = 404 }")
        XCTAssertEqual(file.only("ok").initializer, "200")
        XCTAssertEqual(file.only("missing").initializer, "404")
        XCTAssertEqual(file.only("Code").inherits, ["Int"])
    }

    func testIndirectCase() {
        let d = parse("indirect enum Tree { indirect case node(Tree, Tree)\n case leaf }")
        XCTAssertEqual(d.only("Tree").modifiers.map(\.name), ["indirect"])
        XCTAssertEqual(d.only("node").modifiers.map(\.name), ["indirect"])
    }
}

final class ConditionalCompilationTests: XCTestCase {
    func testDeclarationsOnEveryBranchCount() {
        let file = parse("""
            #if os(iOS)
            import UIKit
            struct Phone {}
            #elseif os(macOS)
            import AppKit
            struct Mac {}
            #else
            struct Other {}
            #endif
            """)
        XCTAssertEqual(file.outline, ["import UIKit", "struct Phone", "import AppKit", "struct Mac", "struct Other"])
        XCTAssertTrue(file.diagnostics.isEmpty)
    }

    func testBranchesInsideAMemberBlock() {
        let file = parse("class C {\n#if DEBUG\n  func debugOnly() {}\n#else\n  func releaseOnly() {}\n#endif\n  func always() {}\n}")
        XCTAssertEqual(file.outline, ["class C", "func C.debugOnly", "func C.releaseOnly", "func C.always"])
    }

    func testAttributesInsideIfInAnAttributeList() {
        let file = parse("struct W {\n    #if DEBUG\n    @available(*, deprecated)\n    #endif\n    @MainActor\n    func old() {}\n}")
        let d = file.only("old")
        XCTAssertEqual(d.attributes.map(\.name), ["available", "MainActor"])
        XCTAssertEqual(d.range.startLine, 2)
        XCTAssertEqual(d.range.endLine, 6)
    }

    func testAttributeIfBranchesWithElse() {
        let d = parse("#if canImport(SwiftUI)\n@Observable\n#else\n@objc\n#endif\nfinal class Model {}").only("Model")
        XCTAssertEqual(d.attributes.map(\.name), ["Observable", "objc"])
        XCTAssertEqual(d.range.startLine, 1)
    }

    func testFreestandingMacrosAreNotDeclarations() {
        let file = parse("#Preview {\n  ContentView()\n}\n#warning(\"later\")\nstruct S {}")
        XCTAssertEqual(file.outline, ["struct S"])
        XCTAssertTrue(file.diagnostics.isEmpty)
    }

    func testTopLevelStatementsAreNotDeclarations() {
        let file = parse("print(1)\nlet x = 2\nif x > 1 { print(x) }\nfunc f() {}")
        XCTAssertEqual(file.outline, ["let x", "func f"])
    }
}
