// `be isolated to ACTOR`, `begin with a verb` and the `verbs` statement: their AST shapes, their errors with a
// caret and a hint, the pack's verbs in the checked policy, and `policy fmt` keeping them as written.
import XCTest
@testable import PolicyLanguage

final class FrameworkAndVerbSyntaxTests: XCTestCase {
    private func shape(_ text: String, line: UInt = #line) -> String {
        Dump.assertion(TestSupport.rule(text, line: line).assertion)
    }

    func testBeIsolatedToParsesTheActorName() {
        XCTAssertEqual(shape("type inheriting from UIViewController must be isolated to MainActor"),
                       "type[inherits(UIViewController)] must isolatedTo(MainActor)")
    }

    func testIsIsolatedToWorksAsAFilter() {
        XCTAssertEqual(shape("method that is isolated to MainActor must not be async"),
                       "method[isolatedTo(MainActor)] must not has(async)")
    }

    func testBeginWithAVerbParsesWithOrWithoutTheArticle() {
        XCTAssertEqual(shape("method must begin with a verb"), "method must beginsWithVerb")
        XCTAssertEqual(shape("method that begins with verb must exist"), "method[beginsWithVerb] must exists")
    }

    func testBeginWithAVerbCombinesWithOtherPredicates() {
        XCTAssertEqual(shape("type named *UseCase must begin with a verb and match regex \"^[A-Z][a-z]+[A-Z]\""),
                       "type[named(*UseCase)] must (beginsWithVerb and named(regex \"^[A-Z][a-z]+[A-Z]\"))")
    }

    func testVerbsStatementAddsWordsToTheCheckedPolicy() throws {
        let text = "verbs upsert, rehydrate\nmethod must begin with a verb\n"
        let policy = try PolicyLanguage.load(sources: [(file: "a.policy", text: text), (file: "b.policy", text: "verbs geocode\n")]).get()
        // like layers, the verbs of every file of a pack serve all its rules
        XCTAssertEqual(policy.verbs, ["upsert", "rehydrate", "geocode"])
        XCTAssertEqual(policy.rules.count, 1)
    }

    func testVerbsStatementContinuesAfterACommaOnTheNextLine() {
        let file = TestSupport.parse("verbs upsert,\n  rehydrate\nmethod must begin with a verb\n")
        XCTAssertEqual(file.verbLists.first?.words.map(\.name), ["upsert", "rehydrate"])
        XCTAssertEqual(file.rules.count, 1)
    }

    func testVerbsMustBeLowerCaseWords() {
        XCTAssertEqual(TestSupport.diagnostics("verbs Upsert\n"), """
            test.policy:1:7: error: a verb is a lower-case word of letters a-z, found 'Upsert'
            verbs Upsert
                  ^~~~~~
            note: a name's first camel-case word is compared lower-cased: 'verbs upsert' covers upsertUser() and UpsertUserUseCase
            """)
    }

    func testVerbsWithoutAWordIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("verbs\nmethod must begin with a verb\n")
            .hasPrefix("test.policy:2:1: error: expected a verb after 'verbs', found 'method'"))
    }

    func testBeginWithAnUnknownWordClassNamesTheOneThereIs() {
        XCTAssertEqual(TestSupport.diagnostics("method must begin with a noun\n"), """
            test.policy:1:26: error: expected 'verb' after 'begin with', found 'noun'
            method must begin with a noun
                                     ^~~~
            note: the one word class is 'verb'; a pack adds words to it with 'verbs WORD, …'
            """)
    }

    func testIsolatedToAnAttributeSaysToDropTheAt() {
        XCTAssertEqual(TestSupport.diagnostics("type must be isolated to @MainActor\n"), """
            test.policy:1:26: error: expected a global actor's name after 'isolated to', found '@'
            type must be isolated to @MainActor
                                     ^
            help: name the actor without '@': 'be isolated to MainActor'
            """)
    }

    func testIsolatedWithoutToIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("type must be isolated MainActor\n")
            .hasPrefix("test.policy:1:23: error: expected 'to' after 'isolated': 'be isolated to MainActor'"))
    }

    func testReferencedWithoutByIsAnError() {
        XCTAssertEqual(TestSupport.diagnostics("class referenced AppEntry must exist\n"), """
            test.policy:1:18: error: expected 'by' after 'referenced': 'referenced by AppEntry'
            class referenced AppEntry must exist
                             ^~~~~~~~
            """)
    }

    func testFormatterKeepsReferencedBy() throws {
        let formatted = try PolicyFormatter.format(PolicySource(name: "t.policy", text: "class   referenced by  AppEntry must   exist\n")).get()
        XCTAssertEqual(formatted, "class referenced by AppEntry must exist\n")
    }

    func testFormatterKeepsTheNewStatementsAndPredicates() throws {
        let text = "verbs   upsert ,rehydrate\ntype   must be isolated to MainActor\nmethod must   begin with a verb\n"
        let formatted = try PolicyFormatter.format(PolicySource(name: "t.policy", text: text)).get()
        XCTAssertEqual(formatted, "verbs upsert, rehydrate\ntype must be isolated to MainActor\nmethod must begin with a verb\n")
        XCTAssertEqual(try PolicyFormatter.format(PolicySource(name: "t.policy", text: formatted)).get(), formatted)
    }
}
