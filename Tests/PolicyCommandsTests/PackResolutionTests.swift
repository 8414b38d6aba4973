// PackResolutionTests: manifests, includes, cycles, duplicate rule ids, symlinks, and the order in which
// a pack name is resolved (path > .policy/packs > POLICY_PATH > user folder > built-in).
import XCTest
@testable import PolicyCommands

final class PackResolutionTests: XCTestCase {
    private func rule(_ id: String) -> String { "rule \(id) {\n  class matching *Controller must be final\n}\n" }

    /// The rule ids `policy rules --pack reference` lists, run from `folder`.
    private func ruleIDs(_ box: Sandbox, _ reference: String, in folder: String = "", environment: [String: String] = [:]) -> [String] {
        let result = box.run(["rules", "--pack", reference], in: folder, environment: environment)
        XCTAssertEqual(result.code, .success, result.all)
        return result.out.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
    }

    // MARK: Manifests

    func testManifestWithoutNameIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"version": "1.0.0"}"#)
        box.write("p/r.policy", rule("r"))
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): the manifest needs a \"name\" field")
    }

    func testManifestWithoutVersionIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): the manifest needs a \"version\" field")
    }

    func testManifestWithBadSemverIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p", "version": "1.0"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): version '1.0' is not a semantic version (MAJOR.MINOR.PATCH)")
    }

    func testManifestWithBadMinimumToolVersionIsAnError() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p", "version": "1.0.0", "minimumToolVersion": "soon"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "minimumToolVersion 'soon' is not a semantic version")
    }

    func testManifestThatIsNotJSONIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", "{name: p")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): not valid JSON")
    }

    func testManifestFieldOfWrongTypeIsNamed() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p", "version": "1.0.0", "include": "other"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\"include\" has the wrong type")
    }

    func testPathWithoutAPackIsAnError() {
        let box = Sandbox()
        let result = box.run(["rules", "--pack", box.path("nothing/here")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "no pack at path '\(box.path("nothing/here"))'")
    }

    // MARK: Includes

    func testIncludesAreResolvedByNameAndByPath() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "packs/main", name: "main", rules: rule("main-rule"), extraManifest: #", "include": ["base", "../local"]"#)
        Fixtures.writePack(box, at: "shared/base", name: "base", rules: rule("base-rule"))
        Fixtures.writePack(box, at: "packs/local", name: "local", rules: rule("local-rule"))
        let ids = ruleIDs(box, box.path("packs/main"), environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(ids, ["base-rule", "local-rule", "main-rule"])
    }

    func testIncludedPackIsLoadedOnceWhenIncludedTwice() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/top", name: "top", rules: rule("top-rule"), extraManifest: #", "include": ["left", "right"]"#)
        Fixtures.writePack(box, at: "shared/left", name: "left", rules: rule("left-rule"), extraManifest: #", "include": ["base"]"#)
        Fixtures.writePack(box, at: "shared/right", name: "right", rules: rule("right-rule"), extraManifest: #", "include": ["base"]"#)
        Fixtures.writePack(box, at: "shared/base", name: "base", rules: rule("base-rule"))
        let ids = ruleIDs(box, "top", environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(ids, ["base-rule", "left-rule", "right-rule", "top-rule"])
    }

    func testIncludeCycleIsAnErrorNamingTheChain() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/alpha", name: "alpha", rules: rule("a"), extraManifest: #", "include": ["beta"]"#)
        Fixtures.writePack(box, at: "shared/beta", name: "beta", rules: rule("b"), extraManifest: #", "include": ["gamma"]"#)
        Fixtures.writePack(box, at: "shared/gamma", name: "gamma", rules: rule("c"), extraManifest: #", "include": ["alpha"]"#)
        let result = box.run(["rules", "--pack", "alpha"], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "include cycle: alpha → beta → gamma → alpha")
    }

    func testUnknownIncludeIsAnError() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", rules: rule("r"), extraManifest: #", "include": ["nonexistent"]"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown pack 'nonexistent'")
    }

    // MARK: Duplicates and escapes

    func testDuplicateRuleIdsAcrossPacksAreToldApartByPack() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "one", name: "one", rules: rule("same-id"))
        Fixtures.writePack(box, at: "two", name: "two", rules: "\n\n" + rule("same-id"))
        box.write("src/A.swift", "final class A {}\n")
        let result = box.run(["check", "--no-config", "--pack", box.path("one"), "--pack", box.path("two"), box.path("src")])
        XCTAssertNotEqual(result.code, .usage, result.all)
        XCTAssertNotContains(result.err, "duplicate rule id")
    }

    func testPackFileSymlinkedOutsideThePackIsRefused() throws {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", rules: rule("inside"))
        let outside = box.write("outside/secret.policy", rule("outside"))
        try FileManager.default.createSymbolicLink(atPath: box.path("p/linked.policy"), withDestinationPath: outside)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/linked.policy")): resolves outside the pack (\(outside))")
    }

    func testSymlinkInsideThePackIsAccepted() throws {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", rules: rule("inside"))
        box.write("p/sub/real.policy", rule("other"))
        try FileManager.default.createSymbolicLink(atPath: box.path("p/alias.policy"), withDestinationPath: box.path("p/sub/real.policy"))
        let result = box.run(["rules", "--pack", box.path("p")])
        // the same file twice under two names defines 'other' twice: a policy error, not a refusal
        XCTAssertNotContains(result.err, "resolves outside")
    }

    // MARK: Resolution order

    /// A repository with `team` in .policy/packs, POLICY_PATH and the user folder, each with its own rule id.
    private func shadowedTeam() -> (Sandbox, [String: String]) {
        let box = Sandbox()
        box.mkdir("repo/.git")
        Fixtures.writePack(box, at: "repo/.policy/packs/team", name: "team", rules: rule("from-repository"))
        Fixtures.writePack(box, at: "shared/team", name: "team", rules: rule("from-policy-path"))
        Fixtures.writePack(box, at: "home/.config/policy/packs/team", name: "team", rules: rule("from-user"))
        Fixtures.writePack(box, at: "repo/local/team", name: "team", rules: rule("from-path"))
        return (box, ["POLICY_PATH": box.path("shared")])
    }

    func testPathWinsOverEveryFolder() {
        let (box, environment) = shadowedTeam()
        XCTAssertEqual(ruleIDs(box, "./local/team", in: "repo", environment: environment), ["from-path"])
    }

    func testRepositoryPacksWinOverPolicyPath() {
        let (box, environment) = shadowedTeam()
        XCTAssertEqual(ruleIDs(box, "team", in: "repo", environment: environment), ["from-repository"])
    }

    func testPolicyPathWinsOverTheUserFolder() throws {
        let (box, environment) = shadowedTeam()
        try FileManager.default.removeItem(atPath: box.path("repo/.policy"))
        XCTAssertEqual(ruleIDs(box, "team", in: "repo", environment: environment), ["from-policy-path"])
    }

    func testUserFolderIsUsedLast() throws {
        let (box, environment) = shadowedTeam()
        try FileManager.default.removeItem(atPath: box.path("repo/.policy"))
        XCTAssertEqual(ruleIDs(box, "team", in: "repo", environment: environment.merging(["POLICY_PATH": ""]) { $1 }), ["from-user"])
    }

    func testUserFolderFallsBackToHomeConfigWithoutXDG() throws {
        let (box, _) = shadowedTeam()
        try FileManager.default.removeItem(atPath: box.path("repo/.policy"))
        XCTAssertEqual(ruleIDs(box, "team", in: "repo", environment: ["XDG_CONFIG_HOME": ""]), ["from-user"])
    }

    func testPolicyPathFoldersAreSearchedInOrder() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "first/team", name: "team", rules: rule("from-first"))
        Fixtures.writePack(box, at: "second/team", name: "team", rules: rule("from-second"))
        let environment = ["POLICY_PATH": box.path("first") + ":" + box.path("second")]
        XCTAssertEqual(ruleIDs(box, "team", environment: environment), ["from-first"])
    }
}
