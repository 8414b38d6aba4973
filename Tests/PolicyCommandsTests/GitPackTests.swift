// GitPackTests: git-pinned packs with local bare repositories made here (no network): `pack add`, the
// lock file, checks from the locked cache (also offline), `pack update`, and a tampered cache.
import XCTest
@testable import PolicyCommands
import PolicyPacks

final class GitPackTests: XCTestCase {
    /// A sandbox with `source/` (a git work tree holding `packs/gp`, tagged v1), `remote.git` (a bare
    /// clone of it) and `repo/` (the consuming repository, with `.swiftpolicy.json` and a Swift file).
    private func makeRepositories() throws -> Sandbox {
        let box = Sandbox()
        box.write("source/packs/gp/pack.json", #"{"name": "gp", "version": "1.0.0"}"# + "\n")
        box.write("source/packs/gp/rules.policy", "rule gp-final {\n  class matching *Controller must be final\n}\n")
        box.write("source/README.md", "not part of the pack\n")
        try git(["init", "-q"], in: box.path("source"))
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", "v1"], in: box.path("source"))
        try git(["tag", "v1"], in: box.path("source"))
        try git(["clone", "-q", "--bare", box.path("source"), box.path("remote.git")], in: box.root)
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        return box
    }

    private func commit(_ box: Sandbox, message: String) throws -> String {
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", message], in: box.path("source"))
        try git(["push", "-q", box.path("remote.git"), "main"], in: box.path("source"))
        return try git(["rev-parse", "HEAD"], in: box.path("source"))
    }

    private func lock(_ box: Sandbox) throws -> PackLock {
        try JSONDecoder().decode(PackLock.self, from: Data(XCTUnwrap(box.read("repo/.policy/packs.lock")).utf8))
    }

    @discardableResult
    private func add(_ box: Sandbox, _ reference: String) -> RunResult {
        box.run(["pack", "add", box.path("remote.git") + reference, "--path", "packs/gp"], in: "repo")
    }

    func testAddLocksNameURLRefCommitPathAndHash() throws {
        let box = try makeRepositories()
        let result = add(box, "@v1")
        XCTAssertEqual(result.code, .success, result.all)
        let commit = try git(["rev-parse", "v1^{commit}"], in: box.path("source"))
        XCTAssertTrue(result.out.hasPrefix("locked gp v1 at \(commit.prefix(12)) (\(box.path("repo/.policy/packs.lock")))\n"), result.out)
        let entry = try XCTUnwrap(try lock(box).packs.first)
        XCTAssertEqual(try lock(box).packs.count, 1)
        XCTAssertEqual(entry.name, "gp")
        XCTAssertEqual(entry.url, box.path("remote.git"))
        XCTAssertEqual(entry.ref, "v1")
        XCTAssertEqual(entry.commit, commit)
        XCTAssertEqual(entry.path, "packs/gp")
        XCTAssertEqual(entry.hash, try GitPackCache.contentHash(of: box.path("source/packs/gp")))
        XCTAssertEqual(entry.hash.count, 64)
    }

    func testLockFileIsSortedPrettyJSON() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let text = try XCTUnwrap(box.read("repo/.policy/packs.lock"))
        XCTAssertTrue(text.hasPrefix("{\n  \"packs\" : [\n    {\n      \"commit\" : "), text)
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testCheckUsesTheLockedPack() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let result = box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "X.swift:1:1: error: class XController must be final [gp-final]")
    }

    func testLockedPackIsListedWithItsCommit() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let commit = try git(["rev-parse", "v1^{commit}"], in: box.path("source"))
        let result = box.run(["packs"], in: "repo")
        XCTAssertContains(result.out, "locked \(box.path("remote.git"))@\(commit.prefix(12))")
    }

    func testCheckWorksOfflineFromTheCache() throws {
        let box = try makeRepositories()
        XCTAssertEqual(add(box, "@v1").code, .success)
        try FileManager.default.removeItem(atPath: box.path("remote.git"))
        let result = box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "[gp-final]")
    }

    func testLaterCommitsDoNotChangeTheLockedPack() throws {
        let box = try makeRepositories()
        add(box, "@main")
        box.write("source/packs/gp/rules.policy", "rule gp-struct {\n  struct must not exist\n}\n")
        _ = try commit(box, message: "v2")
        let result = box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
        XCTAssertContains(result.out, "[gp-final]")
    }

    func testUpdateMovesABranchToItsNewCommit() throws {
        let box = try makeRepositories()
        XCTAssertEqual(add(box, "@main").code, .success)
        let old = try lock(box).packs[0].commit
        box.write("source/packs/gp/rules.policy", "rule gp-other {\n  class matching *Controller must be final\n}\n")
        let new = try commit(box, message: "v2")
        let result = box.run(["pack", "update"], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "gp main: \(old.prefix(12)) → \(new.prefix(12))\n")
        let entry = try lock(box).packs[0]
        XCTAssertEqual(entry.commit, new)
        XCTAssertEqual(entry.ref, "main")
        XCTAssertEqual(entry.hash, try GitPackCache.contentHash(of: box.path("source/packs/gp")))
        let check = box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
        XCTAssertContains(check.out, "[gp-other]")
    }

    func testUpdateOfATagIsUnchanged() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let result = box.run(["pack", "update", "gp"], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "gp v1: unchanged\n")
    }

    func testUpdateOfAnUnknownNameListsTheLockedPacks() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let result = box.run(["pack", "update", "nope"], in: "repo")
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "no locked pack 'nope'; locked packs: gp")
    }

    func testTamperedCacheIsRefusedWithAMessageAboutTheHash() throws {
        let box = try makeRepositories()
        add(box, "@v1")
        let entry = try lock(box).packs[0]
        let cached = box.path("cache/checkouts/\(entry.commit)/packs/gp/rules.policy")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cached))
        try Data("rule gp-final {\n  class must exist\n}\n".utf8).write(to: URL(fileURLWithPath: cached))
        let result = box.run(["check", "--pack", "gp", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertEqual(result.out, "")
        XCTAssertContains(result.err, "pack 'gp': the cached copy at \(box.path("cache/checkouts/\(entry.commit)/packs/gp")) does not match the lock file's hash")
        XCTAssertContains(result.err, "expected \(entry.hash), found ")
    }

    func testAddOfAnUnknownRefFails() throws {
        let box = try makeRepositories()
        let result = add(box, "@v9")
        XCTAssertEqual(result.code, .failure)
        XCTAssertContains(result.err, "no ref 'v9' in \(box.path("remote.git"))")
        XCTAssertFalse(box.exists("repo/.policy/packs.lock"))
    }

    func testAddRefusesAPathOutsideTheRepository() throws {
        let box = try makeRepositories()
        let result = box.run(["pack", "add", box.path("remote.git") + "@v1", "--path", "../etc"], in: "repo")
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "--path '../etc' must be a relative folder inside the repository (no '..')")
    }

    func testAddOutsideARepositoryIsAUsageError() throws {
        let box = try makeRepositories()
        box.mkdir("loose")
        let result = box.run(["pack", "add", box.path("remote.git")], in: "loose")
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "no repository here")
    }

    func testSplitReferenceKeepsScpStyleUser() {
        XCTAssertEqual(PackCommand.splitReference("git@host:org/repo.git").0, "git@host:org/repo.git")
        XCTAssertNil(PackCommand.splitReference("git@host:org/repo.git").1)
        XCTAssertEqual(PackCommand.splitReference("git@host:org/repo.git@v1").1, "v1")
        XCTAssertEqual(PackCommand.splitReference("https://h/r.git@main").0, "https://h/r.git")
    }
}
