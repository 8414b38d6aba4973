// PackSecurityTests: packs and lock files from other repositories are untrusted. Links out of a pack, lock
// fields used as paths or as git options, includes leaving a locked pack, and the transports git may use.
// Git packs are built here from local bare repositories (no network).
import XCTest
@testable import PolicyCommands
@testable import PolicyPacks

final class PackSecurityTests: XCTestCase {
    private let secretRule = "rule leaked-secret {\n  class matching *Controller must be final\n  message \"SECRET-TEXT\"\n}\n"

    /// `source/` (a work tree with `packs/gp`, a commit tagged v1), `remote.git` (its bare clone), `repo/`
    /// (the consuming repository) and `secret.policy` at the sandbox root, outside every pack. `prepare` adds
    /// to the source before the commit.
    private func makeRepositories(_ prepare: (Sandbox) throws -> Void = { _ in }) throws -> Sandbox {
        let box = Sandbox()
        box.write("secret.policy", secretRule)
        box.write("source/packs/gp/pack.json", #"{"name": "gp", "version": "1.0.0"}"# + "\n")
        box.write("source/packs/gp/rules.policy", "rule gp-final {\n  class matching *Controller must be final\n}\n")
        try prepare(box)
        try git(["init", "-q"], in: box.path("source"))
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", "v1"], in: box.path("source"))
        try git(["tag", "v1"], in: box.path("source"))
        try git(["clone", "-q", "--bare", box.path("source"), box.path("remote.git")], in: box.root)
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        return box
    }

    @discardableResult
    private func add(_ box: Sandbox, path: String = "packs/gp") -> RunResult {
        box.run(["pack", "add", box.path("remote.git") + "@v1", "--path", path], in: "repo")
    }

    /// A lock for `packs/gp` at v1 written by hand, with `edit` applied to its entry; `hashVersion` nil writes a lock
    /// as the tool wrote them before hash versions (hashed the first way).
    private func writeLock(_ box: Sandbox, hash: String? = nil, hashVersion: Int? = PackHashVersion.current,
                           _ edit: (inout [String: String]) -> Void = { _ in }) throws {
        var entry = ["name": "gp", "url": box.path("remote.git"), "ref": "v1",
                     "commit": try git(["rev-parse", "v1^{commit}"], in: box.path("source")), "path": "packs/gp",
                     "hash": try hash ?? GitPackCache.contentHash(of: box.path("source/packs/gp"),
                                                                  version: hashVersion ?? PackHashVersion.delimited)]
        edit(&entry)
        var object: [String: Any] = entry
        if let hashVersion { object["hashVersion"] = hashVersion }
        let data = try JSONSerialization.data(withJSONObject: ["packs": [object]], options: [.sortedKeys])
        box.write("repo/.policy/packs.lock", String(decoding: data, as: UTF8.self))
    }

    private func check(_ box: Sandbox) -> RunResult {
        box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
    }

    // MARK: 1. Links out of a pack

    func testGitPackRelativeLinkOutsideIsRefusedByAddWithoutEchoingIt() throws {
        // from cache/checkouts/<commit>/packs/gp, five levels up is the sandbox root
        let box = try makeRepositories { box in
            try FileManager.default.createSymbolicLink(atPath: box.path("source/packs/gp/x.policy"),
                                                       withDestinationPath: "../../../../../secret.policy")
        }
        let result = add(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "packs/gp/x.policy: resolves outside the pack (\(box.path("secret.policy")))")
        XCTAssertNotContains(result.all, "SECRET-TEXT")
        XCTAssertNotContains(result.all, "leaked-secret")
        XCTAssertFalse(box.exists("repo/.policy/packs.lock"))
    }

    func testCheckOfALockedPackWithALinkOutsideIsAnErrorNamingTheFile() throws {
        let box = try makeRepositories { box in
            try FileManager.default.createSymbolicLink(atPath: box.path("source/packs/gp/x.policy"),
                                                       withDestinationPath: "../../../../../secret.policy")
        }
        try writeLock(box)
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "packs/gp/x.policy: resolves outside the pack")
        XCTAssertNotContains(result.all, "SECRET-TEXT")
        XCTAssertNotContains(result.all, "leaked-secret")
    }

    func testLocalPackRelativeLinkOutsideIsRefused() throws {
        let box = Sandbox()
        box.write("outside/secret.policy", secretRule)
        Fixtures.writePack(box, at: "deep/p", name: "p")
        try FileManager.default.createSymbolicLink(atPath: box.path("deep/p/x.policy"), withDestinationPath: "../../outside/secret.policy")
        let result = box.run(["rules", "--pack", box.path("deep/p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("deep/p/x.policy")): resolves outside the pack (\(box.path("outside/secret.policy")))")
        XCTAssertNotContains(result.all, "leaked-secret")
    }

    func testManifestLinkedOutsideThePackIsRefused() throws {
        let box = Sandbox()
        box.write("outside/pack.json", #"{"name": "outside", "version": "1.0.0"}"#)
        box.write("p/rules.policy", "rule r {\n  class must be final\n}\n")
        try FileManager.default.createSymbolicLink(atPath: box.path("p/pack.json"), withDestinationPath: box.path("outside/pack.json"))
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): resolves outside the pack")
    }

    func testIncludedPackWithALinkOutsideIsRefused() throws {
        let box = Sandbox()
        box.write("outside/secret.policy", secretRule)
        Fixtures.writePack(box, at: "p", name: "p", extraManifest: #", "include": ["./inner"]"#)
        Fixtures.writePack(box, at: "p/inner", name: "inner", rules: "rule inner-rule {\n  struct must not exist\n}\n")
        try FileManager.default.createSymbolicLink(atPath: box.path("p/inner/x.policy"), withDestinationPath: "../../outside/secret.policy")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "inner/x.policy: resolves outside the pack")
        XCTAssertNotContains(result.all, "leaked-secret")
    }

    func testDanglingLinkInAPackIsAnErrorNamingTheFile() throws {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p")
        try FileManager.default.createSymbolicLink(atPath: box.path("p/gone.policy"), withDestinationPath: "nowhere.policy")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("p/gone.policy")): cannot be resolved")
    }

    func testContentHashCoversTheLinkNotItsTarget() throws {
        let box = Sandbox()
        box.write("p/pack.json", "{}")
        let target = box.write("outside/t.policy", "one")
        try FileManager.default.createSymbolicLink(atPath: box.path("p/l.policy"), withDestinationPath: target)
        let before = try GitPackCache.contentHash(of: box.path("p"))
        box.write("outside/t.policy", "two")
        XCTAssertEqual(try GitPackCache.contentHash(of: box.path("p")), before, "the target's content is not hashed")
        try FileManager.default.removeItem(atPath: box.path("p/l.policy"))
        try FileManager.default.createSymbolicLink(atPath: box.path("p/l.policy"), withDestinationPath: box.path("outside/other.policy"))
        XCTAssertNotEqual(try GitPackCache.contentHash(of: box.path("p")), before, "the link's text is hashed")
    }

    func testHashVersion2SeparatesLayoutsThatCollideUnderVersion1() throws {
        // one file whose content holds NULs reads, under version 1, as the bytes of two files
        let box = Sandbox()
        box.write("one/a.policy", "x\u{0}b.policy\u{0}y")
        box.write("two/a.policy", "x")
        box.write("two/b.policy", "y")
        XCTAssertEqual(try GitPackCache.contentHash(of: box.path("one"), version: PackHashVersion.delimited),
                       try GitPackCache.contentHash(of: box.path("two"), version: PackHashVersion.delimited))
        XCTAssertNotEqual(try GitPackCache.contentHash(of: box.path("one"), version: PackHashVersion.lengthPrefixed),
                          try GitPackCache.contentHash(of: box.path("two"), version: PackHashVersion.lengthPrefixed))
    }

    func testALockWithoutAHashVersionIsVerifiedTheFirstWayAndUpdateRewritesIt() throws {
        let box = try makeRepositories()
        try writeLock(box, hashVersion: nil)
        let checked = check(box)
        XCTAssertEqual(checked.code, .findings, checked.all)
        XCTAssertContains(checked.out, "[gp-final]")
        // the same lock with a version-2 hash but no version is a mismatch: the version decides the scheme
        try writeLock(box, hash: try GitPackCache.contentHash(of: box.path("source/packs/gp"), version: PackHashVersion.lengthPrefixed),
                      hashVersion: nil)
        XCTAssertContains(check(box).err, "does not match the lock file's hash")
        try writeLock(box, hashVersion: nil)
        let updated = box.run(["pack", "update", "gp"], in: "repo")
        XCTAssertEqual(updated.code, .success, updated.all)
        let entry = try XCTUnwrap(try PackLock.read(repositoryRoot: box.path("repo")).packs.first)
        XCTAssertEqual(entry.hashVersion, PackHashVersion.current)
        XCTAssertEqual(entry.hash, try GitPackCache.contentHash(of: box.path("source/packs/gp"), version: PackHashVersion.lengthPrefixed))
        XCTAssertContains(box.read("repo/.policy/packs.lock") ?? "", "\"hashVersion\" : 2")
        XCTAssertEqual(check(box).code, .findings)
    }

    func testUnknownHashVersionIsAnErrorNamingTheKnownOnesGolden() throws {
        let box = try makeRepositories()
        box.write("repo/.policy/packs.lock", """
        {
          "packs": [
            {
              "name": "gp",
              "url": "/srv/packs.git",
              "ref": "v1",
              "commit": "\(String(repeating: "a", count: 40))",
              "hash": "\(String(repeating: "b", count: 64))",
              "hashVersion": 7
            }
          ]
        }

        """)
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        try assertMatchesGolden(box.normalize(result.err), named: "lock-unknown-hash-version.txt")
    }

    func testContentHashDoesNotWalkALinkedFolder() throws {
        let box = Sandbox()
        box.write("p/pack.json", "{}")
        box.write("outside/a.policy", "one")
        try FileManager.default.createSymbolicLink(atPath: box.path("p/linked"), withDestinationPath: box.path("outside"))
        let before = try GitPackCache.contentHash(of: box.path("p"))
        box.write("outside/b.policy", "two")
        XCTAssertEqual(try GitPackCache.contentHash(of: box.path("p")), before)
    }

    // MARK: 2. Lock fields

    func testLockCommitThatIsAPathIsRefusedAndNothingOutsideTheCacheIsDeleted() throws {
        let box = try makeRepositories()
        // the old code removed `<checkout>.partial` before cloning into it: here that is the sandbox's victim.partial
        box.write("victim.partial/keep.txt", "keep")
        box.write("victim/keep.txt", "keep")
        try writeLock(box) { $0["commit"] = "../../victim" }
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'gp': commit '../../victim' is not 40 lowercase hex digits")
        XCTAssertEqual(box.read("victim.partial/keep.txt"), "keep")
        XCTAssertEqual(box.read("victim/keep.txt"), "keep")
        XCTAssertFalse(box.exists("victim/.git"))
        XCTAssertFalse(box.exists("cache/repos"), "nothing is fetched for a refused entry")
    }

    func testLockNameOutsideThePackNameGrammarIsRefused() throws {
        let box = try makeRepositories()
        try writeLock(box) { $0["name"] = "../gp" }
        let result = box.run(["check", "--pack", "gp", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack '../gp': name is not a pack name")
    }

    func testLockPathWithDotDotIsRefused() throws {
        let box = try makeRepositories()
        try writeLock(box) { $0["path"] = "packs/../../../.." }
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'gp': path 'packs/../../../..' must be a relative folder inside the repository (no '..')")
    }

    func testLockHashThatIsNotHexIsRefused() throws {
        let box = try makeRepositories()
        try writeLock(box, hash: "../x")
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "hash '../x' is not 64 lowercase hex digits")
    }

    func testLockPathThroughALinkOutsideTheCheckoutIsRefused() throws {
        let box = try makeRepositories { box in
            Fixtures.writePack(box, at: "elsewhere", name: "gp")
            try FileManager.default.createSymbolicLink(atPath: box.path("source/packs/link"), withDestinationPath: box.path("elsewhere"))
        }
        let result = add(box, path: "packs/link")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "path 'packs/link' resolves outside the repository (\(box.path("elsewhere")))")
        XCTAssertFalse(box.exists("repo/.policy/packs.lock"))
    }

    func testCachePathsStayInsideTheCacheFolder() throws {
        let box = Sandbox()
        let cache = GitPackCache(folder: box.path("cache"))
        XCTAssertThrowsError(try cache.cachePath("checkouts/../../x"))
        XCTAssertThrowsError(try cache.cachePath("checkouts/-x"))
        box.mkdir("outside")
        box.mkdir("cache")
        try FileManager.default.createSymbolicLink(atPath: box.path("cache/checkouts"), withDestinationPath: box.path("outside"))
        XCTAssertThrowsError(try cache.cachePath("checkouts/" + String(repeating: "a", count: 40))) { error in
            XCTAssertContains("\(error)", "resolves outside the cache folder")
        }
        XCTAssertEqual(try cache.cachePath("repos/r.git"), box.path("cache/repos/r.git"))
    }

    // MARK: 3. Includes of a locked pack

    func testLockedPackIncludingAnAbsolutePathIsRefused() throws {
        let box = Sandbox()
        Fixtures.writePack(box, at: "outside/other", name: "other", rules: "rule other-rule {\n  struct must not exist\n}\n")
        let made = try makeRepositories(in: box, include: box.path("outside/other"))
        let result = check(made)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'gp' is locked and includes the absolute path '\(box.path("outside/other"))'")
        XCTAssertNotContains(result.all, "other-rule")
    }

    func testLockedPackIncludingAFolderOutsideItsContentIsRefused() throws {
        let box = Sandbox()
        let made = try makeRepositories(in: box, include: "../other") { box in
            Fixtures.writePack(box, at: "source/packs/other", name: "other", rules: "rule other-rule {\n  struct must not exist\n}\n")
        }
        let result = check(made)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'gp' is locked and includes '../other', which resolves outside its locked content")
    }

    func testLockedPackIncludingALocalPackByNameIsRefused() throws {
        let box = Sandbox()
        let made = try makeRepositories(in: box, include: "team")
        Fixtures.writePack(made, at: "repo/.policy/packs/team", name: "team", rules: "rule team-rule {\n  struct must not exist\n}\n")
        let result = check(made)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "pack 'gp' is locked and includes 'team', which is neither a locked pack nor a built-in one")
    }

    func testLockedPackIncludesInsideItsContentAndBuiltinPacksAreUsed() throws {
        let box = Sandbox()
        let made = try makeRepositories(in: box, include: "./inner\", \"swift-conventions") { box in
            Fixtures.writePack(box, at: "source/packs/gp/inner", name: "inner", rules: "rule inner-rule {\n  struct must not exist\n}\n")
        }
        let result = made.run(["rules", "--pack", "gp"], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "inner-rule")
        XCTAssertContains(result.out, "gp-final")
    }

    /// `makeRepositories` in `box`, with `packs/gp` including `include`, locked with `pack add`.
    private func makeRepositories(in box: Sandbox, include: String, _ prepare: (Sandbox) throws -> Void = { _ in }) throws -> Sandbox {
        box.write("source/packs/gp/pack.json", #"{"name": "gp", "version": "1.0.0", "include": ["# + "\"\(include)\"]}\n")
        box.write("source/packs/gp/rules.policy", "rule gp-final {\n  class matching *Controller must be final\n}\n")
        try prepare(box)
        try git(["init", "-q"], in: box.path("source"))
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", "v1"], in: box.path("source"))
        try git(["tag", "v1"], in: box.path("source"))
        try git(["clone", "-q", "--bare", box.path("source"), box.path("remote.git")], in: box.root)
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        let added = add(box)
        XCTAssertEqual(added.code, .success, added.all)
        return box
    }

    // MARK: 4. URLs, refs and transports

    func testLockURLBeginningWithADashNeverReachesGit() throws {
        let box = try makeRepositories()
        let marker = box.path("pwned")
        try writeLock(box) { $0["url"] = "--upload-pack=touch \(marker);false" }
        let result = check(box)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "url '--upload-pack=touch \(marker);false' begins with '-'; git would read it as an option")
        XCTAssertFalse(box.exists("pwned"))
    }

    func testAddRefusesAURLBeginningWithADash() throws {
        let box = Sandbox()
        let cache = GitPackCache(folder: box.path("cache"))
        XCTAssertThrowsError(try cache.add(url: "--upload-pack=touch \(box.path("pwned"))", ref: nil, path: nil)) { error in
            XCTAssertContains("\(error)", "begins with '-'")
        }
        XCTAssertFalse(box.exists("pwned"))
    }

    func testAddRefusesARefBeginningWithADash() throws {
        let box = try makeRepositories()
        let result = box.run(["pack", "add", box.path("remote.git") + "@--output=" + box.path("written")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "the ref '--output=\(box.path("written"))' begins with '-'")
        XCTAssertFalse(box.exists("written"))
    }

    func testExtTransportIsRefusedFromTheCommandLineAndTheLock() throws {
        let box = try makeRepositories()
        let marker = box.path("pwned")
        let added = box.run(["pack", "add", "ext::sh -c touch% \(marker)"], in: "repo")
        XCTAssertEqual(added.code, .usage, added.all)
        XCTAssertContains(added.err, "uses a git remote helper (transport::address); allowed: https, ssh, git, file and local paths")
        try writeLock(box) { $0["url"] = "ext::sh -c touch% \(marker)" }
        XCTAssertContains(check(box).err, "uses a git remote helper")
        try writeLock(box) { $0["url"] = "http://example.invalid/r.git" }
        XCTAssertContains(check(box).err, "uses the transport 'http'")
        XCTAssertFalse(box.exists("pwned"))
    }

    func testGitItselfRunsWithOnlyTheAllowedTransports() throws {
        let box = Sandbox()
        box.mkdir("work")
        XCTAssertEqual(Git.environment([:])["GIT_ALLOW_PROTOCOL"], "https:ssh:git:file")
        // past the URL check, git's own policy still refuses ext::
        XCTAssertThrowsError(try Git.run(["ls-remote", "--", "ext::sh -c touch% \(box.path("pwned"))"], in: box.path("work"), failure: "ls-remote")) { error in
            XCTAssertTrue((error as? PackError)?.isGitFailure ?? false)
        }
        XCTAssertFalse(box.exists("pwned"))
    }

    func testUpdateRefusesAHostileLockEntry() throws {
        let box = try makeRepositories()
        try writeLock(box) { $0["ref"] = "--upload-pack=touch \(box.path("pwned"))" }
        let result = box.run(["pack", "update"], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "ref '--upload-pack=touch \(box.path("pwned"))' begins with '-'")
        XCTAssertFalse(box.exists("pwned"))
    }
}

extension PackSecurityTests {
    /// A FIFO at `relative` in the sandbox (reading one would block).
    private func makeFIFO(_ box: Sandbox, _ relative: String) {
        box.mkdir((relative as NSString).deletingLastPathComponent)
        XCTAssertEqual(mkfifo(box.path(relative), 0o600), 0)
    }

    func testManifestThatIsAFIFOIsAnErrorNotAHang() {
        let box = Sandbox()
        box.write("p/rules.policy", "rule r {\n  class must be final\n}\n")
        makeFIFO(box, "p/pack.json")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("p/pack.json")): not a regular file")
    }

    func testPolicyFileThatIsAFIFOIsAnErrorNotAHang() {
        let box = Sandbox()
        Fixtures.writePack(box, at: "p", name: "p")
        makeFIFO(box, "p/stuck.policy")
        let result = box.run(["rules", "--pack", box.path("p")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("p/stuck.policy")): not a regular file")
    }

    func testLockFileOfAbsurdSizeIsRefusedUnread() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        let size = PackLock.maximumBytes + 1
        box.write("repo/.policy/packs.lock", String(repeating: " ", count: size))
        let result = box.run(["check", "--pack", "gp", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "packs.lock: the lock file is \(size) bytes (limit \(PackLock.maximumBytes))")
    }

    func testLockFileThatIsAFIFOIsAnErrorNotAHang() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        makeFIFO(box, "repo/.policy/packs.lock")
        let result = box.run(["check", "--pack", "gp", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "packs.lock: cannot read the lock file (not a regular file)")
    }
}
