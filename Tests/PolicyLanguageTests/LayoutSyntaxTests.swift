// Layout heads in the policy language: `line longer than N`, `line with trailing whitespace`, `blank lines more
// than N`, `line indented …`, `import out of order`, with `ignoring …`; what the checker allows around them, the
// placeholders of their messages, and `policy fmt` keeping them.

import XCTest
@testable import PolicyLanguage

final class LayoutSyntaxTests: XCTestCase {
    func layout(_ text: String, line: UInt = #line) -> LayoutSelector? {
        TestSupport.rule(text, line: line).assertion.layout
    }

    func testEveryLayoutHeadParsesToItsFact() {
        XCTAssertEqual(layout("line longer than 120 must not exist")?.fact, .lineLongerThan(120))
        XCTAssertEqual(layout("line with trailing whitespace must not exist")?.fact, .trailingWhitespace)
        XCTAssertEqual(layout("line with trailing white space must not exist")?.fact, .trailingWhitespace)
        XCTAssertEqual(layout("blank lines more than 1 must not exist")?.fact, .blankLinesMoreThan(1))
        XCTAssertEqual(layout("line indented with tabs must not exist")?.fact, .indentedWithTabs)
        XCTAssertEqual(layout("line indented with spaces must not exist")?.fact, .indentedWithSpaces)
        XCTAssertEqual(layout("line indented not by a multiple of 4 must not exist")?.fact, .indentedNotByMultipleOf(4))
        XCTAssertEqual(layout("import out of order must not exist")?.fact, .importOutOfOrder(testableLast: false))
        XCTAssertEqual(layout("imports out of order with @testable last should not exist")?.fact, .importOutOfOrder(testableLast: true))
    }

    func testIgnoringListAndFiltersFollowTheHead() {
        let rule = TestSupport.rule("line with trailing whitespace ignoring comments, blank lines under Sources must not exist")
        XCTAssertEqual(rule.assertion.layout?.ignoring, [.comments, .blankLines])
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       "layout(line with trailing whitespace ignoring comments, blank lines)[under(Sources)] must not exists")
    }

    func testCommaAfterIgnoringStartsTheNextRequirementWhenNoExceptionFollows() {
        let rule = TestSupport.rule("line longer than 100 ignoring comments must not exist, should not exist")
        XCTAssertEqual(rule.assertion.layout?.ignoring, [.comments])
        XCTAssertEqual(rule.assertion.requirements.count, 2)
    }

    func testLayerNamedLineStaysALayer() {
        XCTAssertEqual(TestSupport.diagnostics("layer line = class matching *Line\nline must be final\nline with final must exist\n"), "")
    }

    func testLayoutPlaceholdersAreBoundInMessages() {
        let text = """
            rule long {
              line longer than 120 must not exist
              message "{length} > {limit} in {file}"
            }
            rule sorted {
              import out of order must not exist
              message "{module} before {previous}"
            }
            """
        XCTAssertEqual(TestSupport.diagnostics(text), "")
        XCTAssertTrue(TestSupport.diagnostics("rule r {\n  line with trailing whitespace must not exist\n  message \"{length}\"\n}\n")
            .contains("error: unknown binding '{length}'"))
    }

    func testCheckerAllowsOnlyInUnderAndExist() {
        XCTAssertTrue(TestSupport.diagnostics("line longer than 120 named Foo must not exist\n")
            .contains("error: expected 'in' or 'under' after 'line longer than 120'"))
        XCTAssertTrue(TestSupport.diagnostics("line longer than 120 must be final\n")
            .contains("error: expected 'exist' after 'must not' for 'line longer than 120'"))
        XCTAssertTrue(TestSupport.diagnostics("type in line longer than 120 must not exist\n")
            .contains("error: 'line longer than 120' selects places in files, not symbols"))
    }

    func testMisspelledLayoutWordSuggestsTheRightOne() {
        XCTAssertEqual(TestSupport.diagnostics("line longr than 120 must not exist\n", file: "p.policy"), """
            p.policy:1:6: error: expected 'longer than N', 'with trailing whitespace' or 'indented …' after 'line', found 'longr'
            line longr than 120 must not exist
                 ^~~~~
            help: did you mean 'longer'?
            """)
    }

    func testExceptionThatDoesNotApplyIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("line longer than 120 ignoring blank lines must not exist\n")
            .contains("error: 'line longer than 120' cannot ignore blank lines: it may ignore 'comments', 'strings', 'urls'"))
        XCTAssertTrue(TestSupport.diagnostics("line with trailing whitespace ignoring urls must not exist\n")
            .contains("error: 'line with trailing whitespace' cannot ignore urls: it may ignore 'comments', 'strings', 'blank lines'"))
        XCTAssertEqual(layout("line longer than 120 ignoring urls, comments must not exist")?.ignoring, [.urls, .comments])
        XCTAssertTrue(TestSupport.diagnostics("import out of order ignoring comments must not exist\n")
            .contains("error: 'import out of order' cannot ignore comments: it ignores nothing"))
    }

    func testFormatterRoundTripsLayoutRules() throws {
        let text = """
            line   longer than 120
                ignoring comments ,strings under Sources must not exist
            rule imports {
              import out of order with @testable last   should not exist
            }
            blank lines more than 1 must not exist
            line indented not by a multiple of 4 must not exist

            """
        let formatted = try PolicyFormatter.format(PolicySource(name: "t.policy", text: text)).get()
        XCTAssertEqual(formatted, """
            line longer than 120
              ignoring comments, strings under Sources must not exist

            rule imports {
              import out of order with @testable last should not exist
            }

            blank lines more than 1 must not exist
            line indented not by a multiple of 4 must not exist

            """)
        XCTAssertEqual(try PolicyFormatter.format(PolicySource(name: "t.policy", text: formatted)).get(), formatted)
        let reparsed = TestSupport.parse(formatted)
        XCTAssertEqual(reparsed.rules.map { $0.assertion.layout?.description }, [
            "line longer than 120 ignoring comments, strings", "import out of order with @testable last",
            "blank lines more than 1", "line indented not by a multiple of 4",
        ])
    }
}
