// InferredTypeTests: the type a var/let without a written type gets from its initial value, and the trimming
// that reads the value without Foundation.

import Foundation
import XCTest
@testable import SwiftDeclarations

final class InferredTypeTests: XCTestCase {
    func testTrimmingSpacesAgreesWithFoundationOnTabsAndUnicodeSpaces() {
        let texts = ["", " ", "\t", "  a  ", "\ta b\t", "\u{00A0}é\u{2003}", "\u{3000} 😀 x\u{00A0}", " \n x \n ", "é"]
        for text in texts {
            XCTAssertEqual(InferredType.trimmingSpaces(text), text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    func testInitializerWithNonASCIITextGivesTheTypeItConstructs() {
        XCTAssertEqual(InferredType.of("\u{00A0}Café(name: \"é\")"), "Café")
        XCTAssertEqual(InferredType.of(" \"naïve\" "), "String")
    }

    func testInitializerTypesFromConstructorsAndLiterals() {
        XCTAssertEqual(InferredType.of("FeedController()"), "FeedController")
        XCTAssertEqual(InferredType.of(" Foo.Bar<T>.init(x: 1) "), "Foo.Bar<T>")
        XCTAssertEqual(InferredType.of("[Item]()"), "[Item]")
        XCTAssertEqual(InferredType.of("\t-0.5"), "Double")
        XCTAssertEqual(InferredType.of("1_000"), "Int")
        XCTAssertEqual(InferredType.of("false"), "Bool")
        XCTAssertEqual(InferredType.of("Foo(name: \"é\")"), "Foo", "text after the parenthesis does not matter")
        XCTAssertNil(InferredType.of("makeFoo()"))
        XCTAssertNil(InferredType.of("SyncServiceFactory.create()"), "a static function's call is no constructor")
        XCTAssertNil(InferredType.of("Foo.shared"))
        XCTAssertNil(InferredType.of("(1, 2)"))
    }

    func testADependencyContainersLookupHasTheTypeItIsAskedFor() {
        XCTAssertEqual(InferredType.of("AppFactory.shared.resolve(ImageRepository.self)"), "ImageRepository")
        XCTAssertEqual(InferredType.of("container.resolve(FeedService.self)!"), "FeedService")
        XCTAssertEqual(InferredType.of("DIContainer.shared().resolve(type: Auth.Client.self)"), "Auth.Client")
        XCTAssertEqual(InferredType.of("Resolver.resolved(FeedServicing.self)"), "FeedServicing")
        XCTAssertNil(InferredType.of("decoder.decode(User.self)"), "another function taking a type")
        XCTAssertNil(InferredType.of("container.resolve(name.self)"), "not a type name")
        XCTAssertNil(InferredType.of("container.resolve(FeedService.self, name: \"x\")"))
    }

    func testAStaticMemberReadNamesTheTypeAndTheMember() {
        func read(_ text: String) -> String? { InferredType.staticMemberRead(text).map { "\($0.type) \($0.member)" } }
        XCTAssertEqual(read("Store.shared"), "Store shared")
        XCTAssertEqual(read(" Theme.Colors.accent "), "Theme.Colors accent")
        XCTAssertEqual(read("ViewState._idle"), "ViewState _idle")
        XCTAssertNil(read("Bundle.main.bundleIdentifier"), "a longer chain: the member's member")
        XCTAssertNil(read("Store.shared()"), "a call")
        XCTAssertNil(read("store.items"), "a value's member, not a type's")
        XCTAssertNil(read("Store.Nested"), "a nested type, not a member")
        XCTAssertNil(read(".shared"))
        XCTAssertNil(read("Store.shared ?? fallback"))
    }

    func testNilCoalescingTakesTheTypeOfItsFallback() {
        XCTAssertEqual(InferredType.of("SyncServiceFactory.create() ?? SyncService()"), "SyncService")
        XCTAssertEqual(InferredType.of("cache[key] ?? Entry(key: \"??\")"), "Entry")
        XCTAssertNil(InferredType.of("Foo(x: a ?? b)?.bar ?? fallback"), "the fallback names no type")
        XCTAssertEqual(InferredType.of("Foo(x: a ?? b)"), "Foo", "a ?? inside the arguments is the argument's")
    }

    func testEnvironmentObjectPropertyHasTheTypeItsAttributeNames() {
        let file = parse("struct FeedView {\n    @Environment(FeedController.self) private var controller\n    @Environment(\\.dismiss) var dismiss\n}\n")
        let properties = file.declarations.filter { $0.kind == .var }
        XCTAssertEqual(properties.map(\.name), ["controller", "dismiss"])
        XCTAssertEqual(properties.map(\.inferredType), ["FeedController", nil])
        XCTAssertTrue(properties[0].typeTextIsInferred)
    }

    func testNonASCIIAroundAnInitializerIsReadAsUnicode() {
        XCTAssertEqual(InferredType.of("true\u{00A0}"), "Bool", "a trailing no-break space is trimmed")
        XCTAssertEqual(InferredType.of("\u{2003}12"), "Int")
        XCTAssertNil(InferredType.of("12é3"))
    }

    func testClosureInitializerHasNoInferredType() {
        let closure = "{\n" + String(repeating: "    let label = UILabel(frame: .zero) // é\n", count: 1_000) + "    return label\n}()"
        XCTAssertNil(InferredType.of(closure))
    }

    func testParsedBindingKeepsTheTypeOfItsInitialValueOnlyWhenNoTypeIsWritten() {
        let file = parse("let a = FeedController()\nvar b: Int = 0\nvar c = makeFoo()\nenum E: Int { case d = 1 }\n")
        XCTAssertEqual(file.only("a").inferredType, "FeedController")
        XCTAssertNil(file.only("b").inferredType, "a written type is the type")
        XCTAssertNil(file.only("c").inferredType)
        XCTAssertNil(file.only("d").inferredType, "an enum case's raw value is not a binding's initial value")
        XCTAssertEqual(file.declarations.withUnsafeBufferPointer { $0.baseAddress.map { ($0 + 0).typeText } }, "FeedController")
    }

    func testInferredTypeFollowsLaterChangesToTheInitialValueAndTheWrittenType() {
        var declaration = parse("var a = Foo()").only("a")
        declaration.initializer = "Bar()"
        XCTAssertEqual(declaration.inferredType, "Bar")
        declaration.typeAnnotation = "Baz"
        XCTAssertNil(declaration.inferredType)
        declaration.typeAnnotation = nil
        XCTAssertEqual(declaration.inferredType, "Bar")
    }
}
