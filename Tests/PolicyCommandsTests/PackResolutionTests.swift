// PackResolutionTests: manifests, includes, cycles, duplicate rule ids, symlinks, and the order in which
// a pack name is resolved (path > .policy/packs > POLICY_PATH > user folder > built-in).
import XCTest
@testable import PolicyCommands
@testable import PolicyPacks

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
        XCTAssertContains(result.err, "\(box.path("p/pack.json")):1:1: error: the manifest needs a \"name\" field")
    }

    func testManifestWithoutVersionIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")):1:1: error: the manifest needs a \"version\" field")
    }

    func testManifestWithBadSemverIsAnErrorNamingTheFile() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p", "version": "1.0"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")):1:26: error: version '1.0' is not a semantic version (MAJOR.MINOR.PATCH)")
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
        XCTAssertContains(result.err, "\(box.path("p/pack.json")):1:2: error: expected a key in double quotes, found 'name'")
    }

    func testManifestFieldOfWrongTypeIsNamed() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "p", "version": "1.0.0", "include": "other"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "pack.json:1:46: error: expected an array of strings for 'include', found a string")
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

/// Includes at scale and the corners of name resolution: repeats, long chains, packs shadowing built-in ones,
/// and the tool version a pack asks for.
final class PackIncludeLimitTests: XCTestCase {
    private func rule(_ id: String) -> String { "rule \(id) {\n  class matching *Controller must be final\n}\n" }

    /// `p` including `base` `count` times.
    private func repeatedIncludes(_ box: Sandbox, count: Int) {
        let includes = Array(repeating: "\"base\"", count: count).joined(separator: ", ")
        Fixtures.writePack(box, at: "shared/p", name: "p", rules: rule("p-rule"), extraManifest: ", \"include\": [\(includes)]")
        Fixtures.writePack(box, at: "shared/base", name: "base", rules: rule("base-rule"))
    }

    /// How many packs the include walk reads for `p` with `count` repeats of one include.
    private func reads(repeats count: Int) throws -> (reads: Int, names: [String], includes: Int) {
        let box = Sandbox()
        repeatedIncludes(box, count: count)
        let library = PackLibrary(repositoryRoot: nil, environment: ["POLICY_PATH": box.path("shared")], workingDirectory: box.root)
        let pack = try library.resolve("p")
        let walk = try library.includeWalk(pack)
        return (walk.reads, walk.packs.map(\.name), pack.manifest.include?.count ?? 0)
    }

    func testRepeatedIncludesAreReadOnceWhateverTheirNumber() throws {
        let few = try reads(repeats: 10)
        let many = try reads(repeats: PackReader.maximumIncludes)
        XCTAssertEqual(few.names, ["base", "p"])
        XCTAssertEqual(many.names, ["base", "p"])
        // the work is the number of distinct includes: 100 times the repeats, the same reads
        XCTAssertEqual(few.reads, 1)
        XCTAssertEqual(many.reads, few.reads)
        XCTAssertEqual(many.includes, 1, "repeats are dropped when the manifest is read")
    }

    func testManifestListingMoreIncludesThanTheLimitIsAClearError() {
        let box = Sandbox()
        repeatedIncludes(box, count: PackReader.maximumIncludes + 1)
        let result = box.run(["rules", "--pack", "p"], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "shared/p/pack.json: \"include\" lists \(PackReader.maximumIncludes + 1) packs (limit \(PackReader.maximumIncludes))")
    }

    /// `chain/p0` includes `../p1`, which includes `../p2`, … up to `p<length-1>`.
    private func writeChain(_ box: Sandbox, length: Int) {
        for index in 0..<length {
            let include = index + 1 < length ? ", \"include\": [\"../p\(index + 1)\"]" : ""
            Fixtures.writePack(box, at: "chain/p\(index)", name: "p\(index)", rules: rule("r\(index)"), extraManifest: include)
        }
    }

    func testIncludeChainUpToTheLimitIsFollowed() {
        let box = Sandbox()
        writeChain(box, length: PackLibrary.maximumIncludeDepth + 10)
        // the last `limit` packs of the chain: p10 → … → p<limit+9>
        let result = box.run(["rules", "--pack", box.path("chain/p10")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out.split(separator: "\n").count, 1 + PackLibrary.maximumIncludeDepth)
    }

    func testIncludedFolderPathsAreNormalisedSoChainsDoNotGrowThem() throws {
        let box = Sandbox()
        writeChain(box, length: 30)
        let library = PackLibrary(repositoryRoot: nil, environment: [:], workingDirectory: box.root)
        let folders = try library.resolveWithIncludes(box.path("chain/p0")).dropLast().map(\.folder)
        XCTAssertEqual(folders, (1..<30).reversed().map { box.path("chain/p\($0)") })
    }

    func testIncludeChainBeyondTheLimitIsAClearError() {
        let box = Sandbox()
        let limit = PackLibrary.maximumIncludeDepth
        writeChain(box, length: limit + 10)
        let result = box.run(["rules", "--pack", box.path("chain/p0")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "include chain too deep (limit \(limit)): p0 → p1 → p2 → … → p\(limit - 3) → p\(limit - 2) → p\(limit - 1) → p\(limit)")
        XCTAssertNotContains(result.err, "cannot read the pack manifest")
    }

    func testPacksListsAShadowedBuiltinWithItsOwnRuleCount() {
        let box = Sandbox()
        box.mkdir("repo/.git")
        let builtinCount = box.run(["rules", "--pack", "mvvm"], in: "repo").out.split(separator: "\n").count - 1
        XCTAssertGreaterThan(builtinCount, 1)
        Fixtures.writePack(box, at: "repo/.policy/packs/mvvm", name: "mvvm", rules: rule("only-local"))
        let rows = box.run(["packs"], in: "repo").out.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let local = rows.first { $0.first == "mvvm" && $0.dropFirst().first != "(shadowed)" }
        let shadowed = rows.first { $0.first == "mvvm" && $0.dropFirst().first == "(shadowed)" }
        XCTAssertEqual(local?.dropFirst(2).first, "1")
        XCTAssertEqual(shadowed?.dropFirst(3).first, "\(builtinCount)")
    }

    func testLocalPackIncludingTheBuiltinItShadowsIsNotACycle() {
        let box = Sandbox()
        box.mkdir("repo/.git")
        let builtin = box.run(["rules", "--pack", "mvvm"], in: "repo").out.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
        Fixtures.writePack(box, at: "repo/.policy/packs/mvvm", name: "mvvm", rules: rule("only-local"), extraManifest: #", "include": ["mvvm"]"#)
        let result = box.run(["rules", "--pack", "mvvm"], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        let ids = result.out.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(Set(ids), Set(builtin + ["only-local"]))
    }

    func testPackIncludingItsOwnNameWithNothingToShadowIsAClearError() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "shared/team", name: "team", rules: rule("t"), extraManifest: #", "include": ["team"]"#)
        let result = box.run(["rules", "--pack", "team"], environment: ["POLICY_PATH": box.path("shared")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'team' includes its own name, and no pack of that name comes after it in the lookup order")
    }

    func testPackNeedingANewerToolIsAnErrorSayingBothVersions() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", extraManifest: #", "minimumToolVersion": "99.1.0""#)
        box.write("src/A.swift", "final class AController {}\n")
        let result = box.run(["check", "--no-config", "--pack", box.path("p"), box.path("src")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'p' needs policy 99.1.0 or newer (minimumToolVersion in its pack.json); this is policy \(PolicyCLI.version)")
    }

    func testIncludedPackNeedingANewerToolIsAnError() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", extraManifest: #", "include": ["./new"]"#)
        Fixtures.writePack(box, at: "p/new", name: "new", rules: rule("n"), extraManifest: #", "minimumToolVersion": "99.0.0""#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'new' needs policy 99.0.0 or newer")
    }

    func testPackForTheRunningToolVersionLoads() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p", extraManifest: ", \"minimumToolVersion\": \"\(PolicyCLI.version)\"")
        XCTAssertEqual(box.run(["rules", "--pack", box.path("p")]).code, .success)
    }

    func testManifestNameOutsideTheGrammarIsRefused() {
        let box = Sandbox()
        box.write("p/pack.json", #"{"name": "../evil\u001b[31m", "version": "1.0.0"}"#)
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, #"name '../evil\u{1B}[31m' is not a pack name (letters, digits"#)
        XCTAssertNotContains(result.err, "\u{1B}")
    }
}

extension PackIncludeLimitTests {
    func testManifestOfAbsurdSizeIsRefusedBeforeItIsDecoded() {
        let box = Sandbox()
        // 3M repeats of one include: refused by size, never decoded or walked
        let includes = String(repeating: "\"mvvm\",", count: 3_000_000) + "\"mvvm\""
        box.write("p/pack.json", "{\"name\": \"p\", \"version\": \"1.0.0\", \"include\": [\(includes)]}")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "p/pack.json: the manifest is 21000054 bytes (limit \(PackReader.maximumManifestBytes)); not a pack manifest")
    }
}
