import XCTest
import PolicyLanguage
@testable import PolicyFixes

final class FixPlannerTests: XCTestCase {
    /// The text after applying `actions` to the declaration at `line`:`column` of `text`.
    private func fixed(_ text: String, line: Int, column: Int = 1, _ actions: [FixAction]) -> String? {
        let source = FixableSource(bytes: Array(text.utf8))
        guard let edits = FixPlanner.edits(for: actions, declarationAt: line, column: column, in: source, subject: "T") else { return nil }
        return String(decoding: TextEdits.apply(TextEdits.partition(edits).applicable, to: source.bytes), as: UTF8.self)
    }

    private let span = SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)
    private func add(attribute name: String) -> FixAction { FixAction(verb: .add, item: .attribute(name: name, arguments: nil), span: span) }
    private func add(modifier name: String, _ detail: String? = nil) -> FixAction {
        FixAction(verb: .add, item: .modifier(name: name, detail: detail), span: span)
    }
    private func remove(attribute name: String) -> FixAction { FixAction(verb: .remove, item: .attribute(name: name, arguments: nil), span: span) }
    private func remove(modifier name: String, _ detail: String? = nil) -> FixAction {
        FixAction(verb: .remove, item: .modifier(name: name, detail: detail), span: span)
    }

    func testAddedAttributeGoesBeforeTheFirstAttribute() {
        let text = "import SwiftUI\n\n@Observable\nfinal class FeedController {}\n"
        XCTAssertEqual(fixed(text, line: 3, [add(attribute: "MainActor")]),
                       "import SwiftUI\n\n@MainActor @Observable\nfinal class FeedController {}\n")
    }

    func testAddingAnAttributeThatIsThereChangesNothing() {
        let text = "@MainActor @Observable final class FeedController {}\n"
        XCTAssertEqual(fixed(text, line: 1, [add(attribute: "MainActor")]), text)
    }

    func testAModuleQualifiedAttributeCountsAsTheSameAttribute() {
        let text = "@_Concurrency.MainActor final class FeedController {}\n"
        XCTAssertEqual(fixed(text, line: 1, [add(attribute: "MainActor")]), text)
    }

    func testAddedModifierGoesRightBeforeTheKeyword() {
        let text = "@MainActor\npublic class FeedController {}\n"
        XCTAssertEqual(fixed(text, line: 1, [add(modifier: "final")]), "@MainActor\npublic final class FeedController {}\n")
    }

    func testPrivateSetFollowsTheAccessModifier() {
        let text = "final class C {\n    public var items: [Int] = []\n}\n"
        XCTAssertEqual(fixed(text, line: 2, column: 5, [add(modifier: "private", "set")]),
                       "final class C {\n    public private(set) var items: [Int] = []\n}\n")
    }

    func testPrivateDoesNotCountAsPrivateSet() {
        let text = "private var items: [Int] = []\n"
        XCTAssertEqual(fixed(text, line: 1, [add(modifier: "private", "set")]), "private private(set) var items: [Int] = []\n")
    }

    func testSeveralActionsOfOneFixApplyTogether() {
        let text = "class FeedController {}\n"
        XCTAssertEqual(fixed(text, line: 1, [add(attribute: "MainActor"), add(modifier: "final")]),
                       "@MainActor final class FeedController {}\n")
    }

    func testRemovingAnAttributeAloneOnItsLineRemovesTheLine() {
        let text = "struct V {\n    @Published\n    var count = 0\n}\n"
        XCTAssertEqual(fixed(text, line: 2, column: 5, [remove(attribute: "Published")]), "struct V {\n    var count = 0\n}\n")
    }

    func testRemovingAnAttributeWithArgumentsOnASharedLineKeepsTheRest() {
        let text = "@available(iOS 17, *) @MainActor func load() {}\n"
        XCTAssertEqual(fixed(text, line: 1, [remove(attribute: "available")]), "@MainActor func load() {}\n")
    }

    func testRemovingAModifierKeepsTheOthers() {
        let text = "public final class C {}\n"
        XCTAssertEqual(fixed(text, line: 1, [remove(modifier: "public")]), "final class C {}\n")
    }

    func testRemovingWhatIsNotThereChangesNothing() {
        let text = "final class C {}\n"
        XCTAssertEqual(fixed(text, line: 1, [remove(modifier: "public"), remove(attribute: "MainActor")]), text)
    }

    func testClassBeforeFuncIsAModifier() {
        let text = "class C {\n    class func make() {}\n}\n"
        XCTAssertEqual(fixed(text, line: 2, column: 5, [add(modifier: "final")]), "class C {\n    class final func make() {}\n}\n")
    }

    func testNoFixWhereNoDeclarationStarts() {
        XCTAssertNil(fixed("let x = f()\nx.run()\n", line: 2, [add(modifier: "final")]))
        XCTAssertNil(fixed("class C {}\n", line: 1, column: 3, [add(modifier: "final")]))
        XCTAssertNil(fixed("class C {}\n", line: 9, [add(modifier: "final")]))
    }

    func testAnIfConfigInsideTheAttributesIsNotGuessedAt() {
        XCTAssertNil(fixed("@MainActor\n#if os(iOS)\n@objc\n#endif\nclass C {}\n", line: 1, [add(modifier: "final")]))
    }

    func testOverlappingEditsWaitForTheNextPass() {
        let remove = TextEdit(range: 0..<5, replacement: "", summary: "a")
        let inside = TextEdit(range: 2..<2, replacement: "x", summary: "b")
        let atEnd = TextEdit(range: 5..<5, replacement: "y", summary: "c")
        let split = TextEdits.partition([remove, inside, atEnd, remove])
        XCTAssertEqual(split.applicable, [remove, atEnd])
        XCTAssertEqual(split.deferred, [inside])
    }

    func testInsertionsAtOneOffsetKeepTheirOrder() {
        let edits = [TextEdit(range: 0..<0, replacement: "a ", summary: ""), TextEdit(range: 0..<0, replacement: "b ", summary: "")]
        XCTAssertEqual(String(decoding: TextEdits.apply(edits, to: Array("c".utf8)), as: UTF8.self), "a b c")
    }

    func testASecondAccessLevelIsNotAdded() {
        XCTAssertNil(fixed("public class AController {}\n", line: 1, [add(modifier: "private")]))
        XCTAssertNil(fixed("open class AController {}\n", line: 1, [add(modifier: "final")]))
        XCTAssertEqual(fixed("public var items: [Int] = []\n", line: 1, [add(modifier: "private", "set")]),
                       "public private(set) var items: [Int] = []\n")
    }

    func testADeclarationOfSeveralNamesIsNotEdited() {
        XCTAssertNil(fixed("var apple = 1, banana = 2\n", line: 1, [add(modifier: "private")]))
        XCTAssertNil(fixed("enum E {\n    case a, b\n}\n", line: 2, column: 5, [add(attribute: "available")]))
        XCTAssertEqual(fixed("var table: Dictionary<String, Int> = [:]\n", line: 1, [add(modifier: "private")]),
                       "private var table: Dictionary<String, Int> = [:]\n")
        XCTAssertEqual(fixed("var f = { (a: Int, b: Int) in a + b }\nlet x = 1, y = 2\n", line: 1, [add(modifier: "private")]),
                       "private var f = { (a: Int, b: Int) in a + b }\nlet x = 1, y = 2\n")
    }

    func testAnAttributeGoesBeforeAModifierInsertedAtTheSamePlace() {
        let edits = [TextEdit(range: 0..<0, replacement: "final ", summary: ""), TextEdit(range: 0..<0, replacement: "@MainActor ", summary: "")]
        XCTAssertEqual(String(decoding: TextEdits.apply(edits, to: Array("class C {}".utf8)), as: UTF8.self), "@MainActor final class C {}")
    }
}
