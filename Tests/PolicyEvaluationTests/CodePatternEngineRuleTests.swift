// Rules over the pattern engine's fixes for pack authors (issue #27, section 2): `$$$` for switch cases, case
// patterns in both spellings, `where` choosing among the ways a pattern matches, `before` a modifier looking in its
// own chain, `not after `$_`` for the first statement of a body. Each finding at its line and column.

import Findings
import PolicyEvaluation
import XCTest

final class CodePatternEngineRuleTests: XCTestCase {
    static let files = [
        "App/ImportView.swift": """
            struct ImportView: View {
                var body: some View {
                    VStack {
                        Image("a")
                        Image("b").accessibilityLabel("B")
                        Text("x").frame(width: 50, height: 20)
                    }
                }
                func show(_ state: ImportState) {
                    switch state {
                    case .idle: break
                    case let .importing(progress): draw(progress)
                    case .done(let count): finish(count)
                    }
                }
                func reset() {
                    clear()
                }
            }
            """,
    ]

    func located(_ policy: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: policy, files: Self.files, file: file, line: line).map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testSwitchWithAnyCasesIsOneFindingAtTheSwitch() {
        XCTAssertEqual(located("""
            rule no-switch {
              file must not contain `switch $S { $$$ }`
              message "switch on {S}"
            }
            """), ["10:9 switch on state"])
    }

    func testCasePatternFindsBothSpellingsAndNamesTheBoundValue() {
        XCTAssertEqual(located("""
            rule payloads {
              file must not contain `case let .$C($X)`
              message "{C} binds {X}"
            }
            """), ["12:14 importing binds progress", "13:14 done binds count"])
    }

    func testConstraintOnALaterArgumentIsTestedOnEverySplit() {
        XCTAssertEqual(located("""
            rule small-frame {
              file must not contain `.frame($$$, $D: $N, $$$)` where $N < 44
              message "{D} {N}"
            }
            """), ["6:22 height 20"])
    }

    func testNamePatternOnALaterArgumentIsTestedOnEverySplit() {
        XCTAssertEqual(located("""
            rule height {
              file must not contain `.frame($$$, $D: $N, $$$)` where $D matching hei*
              message "{D} {N}"
            }
            """), ["6:22 height 20"])
    }

    func testNotBeforeAModifierIgnoresTheNextStatementsChain() {
        XCTAssertEqual(located("""
            rule image-label {
              file must not contain `Image($$$)` not before `.accessibilityLabel($_)`
              message "image without a label"
            }
            """), ["4:13 image without a label"])
    }

    func testNotAfterALoneMetavariableFindsTheFirstStatementOfABody() {
        XCTAssertEqual(located("""
            rule only-statement {
              file must not contain `$F()` not after `$_` not before `$_` inside `func $G($$$) { $$$ }`
              message "{G} only calls {F}"
            }
            """), ["17:9 reset only calls clear"])
    }
}
