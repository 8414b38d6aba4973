// PatternRuleCommandTests: code-pattern rules through the command line: findings at the match with its end (JSON,
// the caret under the range in text), and a pack's documented examples and fixtures checked by `policy test`.
import XCTest
@testable import PolicyCommands

final class PatternRuleCommandTests: XCTestCase {
    private let policy = """
    rule fixed-font-size {
      View must not contain `.font(.system(size: $S))`
      message "Use a text style instead of a fixed size {S} in {name}."
      compliant \"\"\"
        import SwiftUI
        struct A: View { var body: some View { Text("a").font(.body) } }
        \"\"\"
      violating \"\"\"
        import SwiftUI
        struct A: View { var body: some View { Text("a").font(.system(size: 14)) } }
        \"\"\"
    }

    """

    private let view = """
    import SwiftUI

    struct ProfileView: View {
        var body: some View {
            Text("Name").font(.system(size: 14))
        }
    }

    """

    func testAPatternFindingHasItsMatchsPlaceAndEnd() {
        let box = Sandbox()
        box.write("rules.policy", "layer View = type conforming to View\n" + policy)
        box.write("src/ProfileView.swift", view)
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), "--format", "json", box.path("src")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, #""line": 5"#)
        XCTAssertContains(result.out, #""column": 21"#)
        XCTAssertContains(result.out, #""endLine": 5"#)
        XCTAssertContains(result.out, #""endColumn": 45"#)
        XCTAssertContains(result.out, "Use a text style instead of a fixed size 14 in ProfileView.")
        let text = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), box.path("src")]).out
        XCTAssertContains(text, "      |         Text(\"Name\").font(.system(size: 14))\n      |                     ^~~~~~~~~~~~~~~~~~~~~~~~\n")
    }

    func testAPacksPatternExamplesAndFixturesAreCheckedByPolicyTest() {
        let box = Sandbox()
        box.write("pack/pack.json", #"{"name": "fonts", "version": "1.0.0"}"# + "\n")
        box.write("pack/rules.policy", "layer View = type conforming to View\n" + policy)
        box.write("pack/tests/Views.swift", """
        import SwiftUI

        struct ProfileView: View {
            var body: some View {
                // expect: fixed-font-size
                Text("Name").font(.system(size: 14))
            }
        }

        """)
        let result = box.run(["test", box.path("pack")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "PASS fonts 1.0.0")
    }

    func testAPacksFixturesAreRootedAtItsTestsFolder() {
        // a path pattern anchored at the root means the same in a fixture as in the tree a check is given
        let box = Sandbox()
        box.write("pack/pack.json", #"{"name": "layers", "version": "1.0.0"}"# + "\n")
        box.write("pack/rules.policy", "rule top-features {\n  type under \"Features/**\" must not exist\n}\n")
        box.write("pack/tests/Features/Sync/SyncUseCase.swift", "struct SyncUseCase {} // expect: top-features\n")
        box.write("pack/tests/App/Features/Profile/ProfileScreen.swift", "struct ProfileScreen {} // ok: top-features\n")
        let result = box.run(["test", box.path("pack")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "PASS layers 1.0.0")
    }
}
