// InferredTypeTests: the type a var/let without a written type gets from its initial value, and the trimming
// that reads the value without Foundation.

import Foundation
import XCTest
@testable import PolicyEvaluation

final class InferredTypeTests: XCTestCase {
    func testTrimmingSpacesAgreesWithFoundationOnTabsAndUnicodeSpaces() {
        let texts = ["", " ", "\t", "  a  ", "\ta b\t", "\u{00A0}é\u{2003}", "\u{3000} 😀 x\u{00A0}", " \n x \n ", "é"]
        for text in texts {
            XCTAssertEqual(SubjectFacts.trimmingSpaces(text), text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    func testInitializerWithNonASCIITextGivesTheTypeItConstructs() {
        XCTAssertEqual(SubjectFacts.inferredType("\u{00A0}Café(name: \"é\")"), "Café")
        XCTAssertEqual(SubjectFacts.inferredType(" \"naïve\" "), "String")
    }

    func testInitializerTypesFromConstructorsAndLiterals() {
        XCTAssertEqual(SubjectFacts.inferredType("FeedController()"), "FeedController")
        XCTAssertEqual(SubjectFacts.inferredType(" Foo.Bar<T>.init(x: 1) "), "Foo.Bar<T>")
        XCTAssertEqual(SubjectFacts.inferredType("[Item]()"), "[Item]")
        XCTAssertEqual(SubjectFacts.inferredType("\t-0.5"), "Double")
        XCTAssertEqual(SubjectFacts.inferredType("1_000"), "Int")
        XCTAssertEqual(SubjectFacts.inferredType("false"), "Bool")
        XCTAssertEqual(SubjectFacts.inferredType("Foo(name: \"é\")"), "Foo", "text after the parenthesis does not matter")
        XCTAssertNil(SubjectFacts.inferredType("makeFoo()"))
        XCTAssertNil(SubjectFacts.inferredType("Foo.shared"))
        XCTAssertNil(SubjectFacts.inferredType("(1, 2)"))
    }

    func testNonASCIIAroundAnInitializerIsReadAsUnicode() {
        XCTAssertEqual(SubjectFacts.inferredType("true\u{00A0}"), "Bool", "a trailing no-break space is trimmed")
        XCTAssertEqual(SubjectFacts.inferredType("\u{2003}12"), "Int")
        XCTAssertNil(SubjectFacts.inferredType("12é3"))
    }

    func testClosureInitializerHasNoInferredType() {
        let closure = "{\n" + String(repeating: "    let label = UILabel(frame: .zero) // é\n", count: 1_000) + "    return label\n}()"
        XCTAssertNil(SubjectFacts.inferredType(closure))
    }
}
