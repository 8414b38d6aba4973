// PackCombinationTests: any packs check together. Findings carry their pack; an id two packs share is reported
// as `pack/rule`; suppressions, config overrides and `explain` accept `pack/rule` and the bare id where it is
// unique; SARIF rule ids are always `pack/rule`.
import XCTest
@testable import PolicyCommands

final class PackCombinationTests: XCTestCase {
    /// Two local packs that both define `vm-main-actor`, and one rule only the second has.
    private func sandbox(swift: String = "final class ProfileViewModel {}\n") -> Sandbox {
        let box = Sandbox()
        for name in ["alpha", "beta"] {
            box.write("packs/\(name)/pack.json", #"{"name": "\#(name)", "version": "1.0.0"}"#)
            box.write("packs/\(name)/rules.policy", """
            rule vm-main-actor {
              class matching *ViewModel must have @MainActor
              message "\(name): add @MainActor to {name}"
            }

            """)
        }
        box.write("packs/beta/more.policy", "rule vm-final-only-beta {\n  class matching *ViewModel must not be final\n}\n")
        box.write("src/ProfileViewModel.swift", swift)
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String] = []) -> RunResult {
        box.run(["check", "--no-config", "--pack", box.path("packs/alpha"), "--pack", box.path("packs/beta")] + extra + [box.path("src")])
    }

    func testPacksSharingARuleIDCheckTogetherEachFindingNamedByItsPack() {
        let result = check(sandbox())
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "alpha: add @MainActor to ProfileViewModel  [alpha/vm-main-actor]")
        XCTAssertContains(result.out, "beta: add @MainActor to ProfileViewModel  [beta/vm-main-actor]")
        // an id only one pack has stays bare
        XCTAssertContains(result.out, "[vm-final-only-beta]")
    }

    func testJSONFindingsCarryTheirPack() {
        let result = check(sandbox(), ["--format", "json"])
        XCTAssertContains(result.out, #""rule": "vm-final-only-beta""#)
        XCTAssertContains(result.out, #""pack": "beta""#)
        XCTAssertContains(result.out, #""pack": "alpha""#)
    }

    func testSARIFRuleIDsAreAlwaysPackQualified() {
        let result = check(sandbox(), ["--format", "sarif"])
        XCTAssertContains(result.out, #""ruleId": "beta/vm-final-only-beta""#)
        XCTAssertContains(result.out, #""ruleId": "alpha/vm-main-actor""#)
        XCTAssertContains(result.out, #""id": "beta/vm-main-actor""#)
    }

    func testAQualifiedSuppressionSilencesOnlyThatPacksRule() {
        let result = check(sandbox(swift: "// policy:disable-next-line alpha/vm-main-actor -- migrating\nfinal class ProfileViewModel {}\n"))
        XCTAssertNotContains(result.out, "[alpha/vm-main-actor]")
        XCTAssertContains(result.out, "[beta/vm-main-actor]")
    }

    func testABareSuppressionSilencesTheRuleOfEveryPackThatHasIt() {
        let result = check(sandbox(swift: "// policy:disable-next-line vm-main-actor -- migrating\nfinal class ProfileViewModel {}\n"))
        XCTAssertNotContains(result.out, "vm-main-actor]")
        XCTAssertContains(result.out, "[vm-final-only-beta]")
    }

    func testAConfigOverrideByPackAndRuleChangesOnlyThatPack() {
        let box = sandbox()
        box.write(".swiftpolicy.json", #"{"packs": ["packs/alpha", "packs/beta"], "rules": {"beta/vm-main-actor": {"severity": "off"}}}"#)
        let result = box.run(["check"])
        XCTAssertContains(result.out, "[alpha/vm-main-actor]")
        XCTAssertNotContains(result.out, "[beta/vm-main-actor]")
    }

    func testAnAmbiguousBareIDInTheConfigIsAnErrorNamingTheChoices() {
        let box = sandbox()
        box.write(".swiftpolicy.json", #"{"packs": ["packs/alpha", "packs/beta"], "rules": {"vm-main-actor": {"severity": "off"}}}"#)
        let result = box.run(["check"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "rule 'vm-main-actor' is defined by several packs (alpha/vm-main-actor, beta/vm-main-actor): name one as pack/rule")
    }

    func testExplainTakesPackAndRule() {
        let box = sandbox()
        let result = box.run(["explain", "beta/vm-main-actor", "--pack", box.path("packs/alpha"), "--pack", box.path("packs/beta")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "pack beta")
        XCTAssertNotContains(result.out, "pack alpha")
    }

    func testTheBuiltInPacksCheckTogether() {
        let box = Sandbox()
        box.write("src/ProfileViewModel.swift", "import SwiftUI\nfinal class ProfileViewModel: ObservableObject {}\n")
        let result = box.run(["check", "--no-config", "--pack", "clean-mvvmc", "--pack", "mvvm", "--pack", "mv", "--pack",
                              "swift-conventions", box.path("src")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "[clean-mvvmc/view-model-main-actor]")
        XCTAssertContains(result.out, "[mvvm/view-model-main-actor]")
    }
}
