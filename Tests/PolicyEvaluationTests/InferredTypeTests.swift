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
}
