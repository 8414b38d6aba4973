// What a text bound by a code pattern may name (`EvaluationContext.nameParts`): its byte scan, which turns down a
// call or a literal at its first byte no name has, against its meaning, the text without spaces split at dots with
// every part a name.

@testable import PolicyEvaluation
import XCTest

final class ReferentNameTests: XCTestCase {
    func testNamePartsAgreeWithSplittingAtDotsAndTestingEachPart() {
        let texts = ["service", "self.service", "FeedService.shared", "self . service", "a.b.c", "", ".", "a.", ".a",
                     "_x", "9lives", "x9", "Image(systemName: \"star\")", "items[0]", "a?.b", "a!.b", "café.menu",
                     "naïve", "🙂", "a.🙂", "é", "Ünïcode.name", "a b", " a ", "$0", "`default`", "a-b"]
        for text in texts {
            let expected = Self.meaning(text)
            XCTAssertEqual(EvaluationContext.nameParts(text), expected, "\(text)")
        }
    }

    func testNamePartsOfAPropertyOfSelf() {
        XCTAssertEqual(EvaluationContext.nameParts("self.feedService"), ["self", "feedService"])
        XCTAssertNil(EvaluationContext.nameParts("feedService.load()"))
    }

    private static func meaning(_ text: String) -> [String]? {
        let parts = text.filter { $0 != " " }.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return !parts.isEmpty && parts.allSatisfy(EvaluationContext.isName) ? parts : nil
    }
}
