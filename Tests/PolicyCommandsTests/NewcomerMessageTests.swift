// NewcomerMessageTests: the small things a new user met — query's exit code on a missing path, what fmt does with no
// arguments, test on a folder without pack.json, explain's suggestions, counts in the singular, -v, and the pack
// lookup order in 'packs --help'.
import Foundation
import XCTest
@testable import PolicyCommands

final class NewcomerMessageTests: XCTestCase {
    func testQueryOnAMissingPathExitsThreeLikeCheck() {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", "class matching *Controller", "src", "Missing"])
        XCTAssertEqual(result.code, .failure, result.all)
        XCTAssertContains(result.out, "src/App.swift:3:1: class FeedController")
        XCTAssertContains(result.err, "2 matches\npolicy: error: \(box.path("Missing")): no such file or folder\n")
        XCTAssertEqual(box.run(["check", "--policy", box.write("rules.policy", Fixtures.finalControllers), "Missing"]).code, .failure)
    }

    func testQueryCountsOneMatchInTheSingular() {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        let result = box.run(["query", "class matching Feed*", "src"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.err, "1 match\n")
    }

    func testFmtWithNoArgumentsSaysItFormatsThePolicyFilesUnderTheCurrentFolder() {
        let box = Sandbox()
        box.write("a.policy", "rule r {\n  class   must be final\n}\n")
        box.write("team/b.policy", Fixtures.finalControllers)
        let check = box.run(["fmt", "--check"])
        XCTAssertEqual(check.code, .findings, check.all)
        XCTAssertEqual(check.err, "policy fmt: no FILE given; checking the 2 .policy files under the current folder\n")
        let format = box.run(["fmt"])
        XCTAssertEqual(format.code, .success, format.all)
        XCTAssertEqual(format.err, "policy fmt: no FILE given; formatting the 2 .policy files under the current folder\n")
        XCTAssertEqual(format.out, "formatted a.policy\n")
    }

    func testFmtWithNoArgumentsInAFolderWithoutPolicyFilesSaysSo() {
        let result = Sandbox().run(["fmt"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.err, "policy fmt: no FILE given and no .policy files under the current folder\n")
    }

    func testFmtWithAFileSaysNothingAboutTheCurrentFolder() {
        let box = Sandbox()
        box.write("a.policy", Fixtures.finalControllers)
        let result = box.run(["fmt", "--check", "a.policy"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.err, "")
    }

    func testTestOnAFolderWithoutPackJSONSaysWhatToAdd() {
        let box = Sandbox()
        box.write("team-pack/team.policy", Fixtures.finalControllers)
        box.write("team-pack/tests/a.swift", "// expect: controller-final\nclass FeedController {}\n")
        for reference in ["team-pack", "./team-pack", box.path("team-pack")] {
            let result = box.run(["test", reference])
            XCTAssertEqual(result.code, .usage, result.all)
            XCTAssertContains(result.err, "policy: error: \(reference) is not a pack: it has no pack.json. ")
            XCTAssertContains(result.err, "add a manifest such as {\"name\": \"team-pack\", \"version\": \"1.0.0\", \"description\": \"…\"} to \(reference)/pack.json.")
            XCTAssertContains(result.err, "run: policy test --pack PACK \(reference)\n")
        }
    }

    func testTestOfAnUnknownPackNameThatIsNoFolderStillListsThePacks() {
        let result = Sandbox().run(["test", "no-such-pack"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "unknown pack 'no-such-pack'; available packs: ")
    }

    func testExplainUnknownRuleSuggestsTheNearestFewInsteadOfListingEveryRule() {
        let result = Sandbox().run(["explain", "view-service"])
        XCTAssertEqual(result.code, .usage, result.all)
        // one row per rule of each pack (packs may share an id)
        let rules = Sandbox().run(["rules"]).out.split(separator: "\n").dropFirst()
        XCTAssertGreaterThan(rules.count, 100)
        XCTAssertEqual(result.err, "policy: error: unknown rule 'view-service' (did you mean 'view-no-service'?); similar: view-naming, "
            + "view-location, view-no-service-work, view-state-cases; 'policy rules' lists all \(rules.count) rules\n")
    }

    func testExplainUnknownRuleLikeNoneNamesOnlyTheCount() {
        let box = Sandbox()
        let policy = box.write("team.policy", Fixtures.finalControllers)
        let result = box.run(["explain", "zzz", "--policy", policy])
        XCTAssertEqual(result.err, "policy: error: unknown rule 'zzz'; 'policy rules' lists all 1 rule\n")
    }

    func testNearestRanksByEditsAndTakesRulesSharingAWord() {
        let known = ["controller-final", "controller-main-actor", "model-codable", "view-no-service", "service-actor"]
        XCTAssertEqual(Catalog.nearest(to: "controler-final", among: known), ["controller-final"])
        XCTAssertEqual(Catalog.nearest(to: "controller", among: known), ["controller-final", "controller-main-actor"])
        XCTAssertEqual(Catalog.nearest(to: "service", among: known, limit: 1), ["service-actor"])
        XCTAssertEqual(Catalog.nearest(to: "xyz", among: known), [])
    }

    func testShortVersionFlagPrintsTheVersion() {
        for flag in ["-v", "--version"] {
            let result = Sandbox().run([flag])
            XCTAssertEqual(result.code, .success, result.all)
            XCTAssertEqual(result.out, "policy \(PolicyCLI.version)\n")
        }
    }

    func testPacksHelpNamesTheLockFileInTheLookupOrder() {
        let result = Sandbox().run(["packs", "--help"])
        XCTAssertContains(result.out, "Lookup order for --pack NAME: a path; the repository's .policy/packs/NAME; packs locked in .policy/packs.lock")
        XCTAssertContains(result.out, "each folder of POLICY_PATH;\n$XDG_CONFIG_HOME/policy/packs (or ~/.config/policy/packs); the built-in packs.")
    }

    func testTestPassLineCountsInTheSingular() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "team", name: "team")
        box.write("team/tests/a.swift", "// expect: controller-final\nclass FeedController {}\n")
        let result = box.run(["test", "team"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "PASS team 1.0.0: 1 expectation in 1 fixture, 0 examples\n")
    }

    func testWritingABaselineOfOneFindingSaysFinding() {
        let box = Sandbox()
        box.write("src/App.swift", "class FeedController {}\n")
        let policy = box.write("rules.policy", Fixtures.finalControllers)
        let result = box.run(["check", "--no-config", "--policy", policy, "--write-baseline", "baseline.txt", "src"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "policy: wrote 1 finding to baseline")
    }
}
