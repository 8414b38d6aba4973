// PackEnableTests: `policy pack add` puts the pack it locked in the repository config's "packs" (making the config
// when there is none) so a bare `policy check` uses it, keeping the rest of the config byte for byte;
// `--no-enable` only locks it.
import XCTest
@testable import PolicyCommands

final class PackEnableTests: XCTestCase {
    /// `remote.git` holds pack `gp` (tag v1); `repo/` is a git repository with a Swift file it flags.
    private func makeRepositories(config: String?) throws -> Sandbox {
        let box = Sandbox()
        box.write("source/packs/gp/pack.json", #"{"name": "gp", "version": "1.0.0"}"# + "\n")
        box.write("source/packs/gp/rules.policy", "rule gp-final {\n  class matching *Controller must be final\n}\n")
        try git(["init", "-q"], in: box.path("source"))
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", "v1"], in: box.path("source"))
        try git(["tag", "v1"], in: box.path("source"))
        try git(["clone", "-q", "--bare", box.path("source"), box.path("remote.git")], in: box.root)
        box.write("repo/src/X.swift", "class XController {}\n")
        try git(["init", "-q"], in: box.path("repo"))
        if let config { box.write("repo/.swiftpolicy.json", config) }
        return box
    }

    private func add(_ box: Sandbox, _ extra: [String] = []) -> RunResult {
        box.run(["pack", "add", box.path("remote.git") + "@v1", "--path", "packs/gp"] + extra, in: "repo")
    }

    func testAddEnablesThePackSoABareCheckUsesIt() throws {
        let box = try makeRepositories(config: "{}\n")
        let added = add(box)
        XCTAssertEqual(added.code, .success, added.all)
        XCTAssertContains(added.out, "enabled gp in \(box.path("repo/.swiftpolicy.json"))")
        let check = box.run(["check", "--format", "xcode"], in: "repo")
        XCTAssertEqual(check.code, .findings, check.all)
        XCTAssertContains(check.out, "X.swift:1:1: error: class XController must be final [gp-final]")
    }

    func testAddWithoutAConfigMakesOne() throws {
        let box = try makeRepositories(config: nil)
        let added = add(box)
        XCTAssertEqual(added.code, .success, added.all)
        XCTAssertEqual(box.read("repo/.swiftpolicy.json"), "{\n  \"packs\": [\"gp\"]\n}\n")
        XCTAssertEqual(box.run(["check"], in: "repo").code, .findings)
    }

    func testAddKeepsTheConfigAsWrittenAndAppendsToItsPacks() throws {
        let config = "{\n  \"packs\": [\"mvvm\"],\n  \"exclude\": [\"Generated\"]   \n}\n"
        let box = try makeRepositories(config: config)
        add(box)
        XCTAssertEqual(box.read("repo/.swiftpolicy.json"), "{\n  \"packs\": [\"mvvm\", \"gp\"],\n  \"exclude\": [\"Generated\"]   \n}\n")
    }

    func testAddingTheSamePackAgainDoesNotRepeatIt() throws {
        let box = try makeRepositories(config: "{\"packs\": [\"gp\"]}\n")
        let added = add(box)
        XCTAssertContains(added.out, "gp is already in the packs of")
        XCTAssertEqual(box.read("repo/.swiftpolicy.json"), "{\"packs\": [\"gp\"]}\n")
    }

    func testNoEnableOnlyLocks() throws {
        let box = try makeRepositories(config: "{}\n")
        let added = add(box, ["--no-enable"])
        XCTAssertEqual(added.code, .success, added.all)
        XCTAssertEqual(box.read("repo/.swiftpolicy.json"), "{}\n")
        XCTAssertTrue(box.exists("repo/.policy/packs.lock"))
    }

    func testAConfigWithoutPacksGetsTheKeyBeforeItsFirstOneWithItsIndentation() throws {
        let edited = try ConfigEditing.addingPack("gp", to: Array("{\n    \"exclude\": [\"Gen\"]\n}\n".utf8), path: "c.json")
        XCTAssertEqual(edited.map { String(decoding: $0, as: UTF8.self) }, "{\n    \"packs\": [\"gp\"],\n    \"exclude\": [\"Gen\"]\n}\n")
    }

    func testAPackIsAddedAfterAListsLastElementWhateverItsKind() throws {
        for (packs, expected) in [("[1]", "[1, \"gp\"]"), ("[{\"x\": 1}]", "[{\"x\": 1}, \"gp\"]"),
                                  ("[[\"a\", [2]] ]", "[[\"a\", [2]], \"gp\" ]"), ("[\"a\", {}]", "[\"a\", {}, \"gp\"]")] {
            let edited = try ConfigEditing.addingPack("gp", to: Array("{\"packs\": \(packs)}\n".utf8), path: "c.json")
            XCTAssertEqual(edited.map { String(decoding: $0, as: UTF8.self) }, "{\"packs\": \(expected)}\n")
        }
    }

    func testAConfigWhosePacksIsNotAListIsAnErrorAtItsPlace() {
        XCTAssertThrowsError(try ConfigEditing.addingPack("gp", to: Array("{\"packs\": \"mvvm\"}".utf8), path: "c.json")) { error in
            XCTAssertContains((error as? UsageError)?.message ?? "", "c.json:1:11: error: expected \"packs\" to be a list of pack names, found a string")
        }
    }
}
