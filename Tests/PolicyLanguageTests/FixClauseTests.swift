// The `fix` clause of a rule block: actions parsed in order, errors for facts and patterns, `fix` still free as
// a name, and `policy fmt` keeping it on its own line.
import XCTest
@testable import PolicyLanguage

final class FixClauseTests: XCTestCase {
    func testFixActionsShareTheirVerbUntilANewOne() {
        let rule = TestSupport.rule("""
        rule controller-shape {
          class matching *Controller must have @MainActor, final
          fix add @MainActor, final, private(set), remove @Published
        }
        """)
        XCTAssertEqual(rule.fix?.actions.map(\.description), ["add @MainActor", "add final", "add private(set)", "remove @Published"])
    }

    func testAFixAttributeKeepsItsArguments() {
        let rule = TestSupport.rule("""
        rule r {
          class must have @available(iOS 17, *)
          fix add @available(iOS 17, *)
        }
        """)
        XCTAssertEqual(rule.fix?.actions.first?.itemText, "@available(iOS 17, *)")
    }

    func testAFactIsNotAModifierAFixCanAdd() {
        XCTAssertEqual(TestSupport.diagnostics("""
        rule r {
          var must be stored
          fix add stored
        }
        """), """
        test.policy:3:11: error: 'stored' is a fact about a declaration, not a modifier a fix can add
          fix add stored
                  ^~~~~~
        help: fixes add or remove written modifiers such as 'final', 'private(set)' or 'nonisolated'
        """)
    }

    func testAFixNamesOneAttributeNotAPattern() {
        XCTAssertTrue(TestSupport.diagnostics("rule r {\n  class must have @*Actor\n  fix add @*Actor\n}\n").contains(
                          "test.policy:3:7: error: a fix names one attribute exactly, not a pattern"))
    }

    func testADuplicateFixIsAnError() {
        XCTAssertTrue(TestSupport.diagnostics("rule r {\n  class must be final\n  fix add final\n  fix add final\n}\n").contains(
                          "test.policy:4:3: error: duplicate 'fix' in rule 'r'"))
    }

    func testFixIsStillALayerName() {
        let file = TestSupport.parse("layer fix = class matching *Fix\nfix must be final\n")
        XCTAssertEqual(file.layers.map(\.name.name), ["fix"])
        XCTAssertEqual(file.rules.count, 1)
    }

    func testFormatterKeepsTheFixClauseOnItsOwnLine() {
        let text = "rule r {\n  class must be final\n  fix   add   final ,  private(set)\n}\n"
        guard case .success(let formatted) = PolicyFormatter.format(PolicySource(name: "t.policy", text: text)) else {
            return XCTFail("does not format")
        }
        XCTAssertEqual(formatted, "rule r {\n  class must be final\n  fix add final, private(set)\n}\n")
    }
}
