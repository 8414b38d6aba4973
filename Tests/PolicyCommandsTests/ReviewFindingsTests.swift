// ReviewFindingsTests: defects a review of this session's code found, each pinned: a lock file or config that is
// a link out of the repository is refused unread; git does not inherit a calling git's variables; a baseline with
// CRLF line ends still matches.
import XCTest
@testable import PolicyCommands
@testable import PolicyPacks

final class ReviewFindingsTests: XCTestCase {
    private func secretOutside(_ box: Sandbox) throws -> String {
        let secret = box.root + "-secret.txt"
        try Data("TOP_SECRET=s3cr3t\n".utf8).write(to: URL(fileURLWithPath: secret))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: secret) }
        return secret
    }

    func testALockFileLinkedOutsideTheRepositoryIsRefusedUnread() throws {
        let box = Sandbox()
        let secret = try secretOutside(box)
        box.mkdir("repo/.git")
        box.mkdir("repo/.policy")
        try FileManager.default.createSymbolicLink(atPath: box.path("repo/.policy/packs.lock"), withDestinationPath: secret)
        box.write("repo/src/A.swift", "final class A {}\n")
        let result = box.run(["check", "--no-config", "--pack", "gp", box.path("repo/src")], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.all, "the lock file is a link to a file outside the repository")
        XCTAssertNotContains(result.all, "s3cr3t")
    }

    func testAConfigLinkedOutsideTheRepositoryIsRefusedUnread() throws {
        let box = Sandbox()
        let secret = try secretOutside(box)
        box.mkdir("repo/.git")
        try FileManager.default.createSymbolicLink(atPath: box.path("repo/.swiftpolicy.json"), withDestinationPath: secret)
        box.write("repo/src/A.swift", "final class A {}\n")
        let result = box.run(["check"], in: "repo")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.all, "the config is a link to a file outside the repository")
        XCTAssertNotContains(result.all, "s3cr3t")
    }

    func testAConfigLinkedInsideTheRepositoryIsRead() throws {
        let box = Sandbox()
        box.mkdir("repo/.git")
        box.write("repo/shared/policy.json", #"{"packs": ["swift-conventions"]}"# + "\n")
        try FileManager.default.createSymbolicLink(atPath: box.path("repo/.swiftpolicy.json"), withDestinationPath: "shared/policy.json")
        box.write("repo/src/A.swift", "final class A {}\n")
        XCTAssertEqual(box.run(["check"], in: "repo").code, .success)
    }

    func testGitDoesNotInheritACallingGitsVariables() {
        let environment = Git.environment(["GIT_INDEX_FILE": "/repo/.git/index", "GIT_DIR": "/repo/.git", "GIT_WORK_TREE": "/repo",
                                           "GIT_SSH_COMMAND": "ssh -i key", "HOME": "/home/u"])
        XCTAssertNil(environment["GIT_INDEX_FILE"])
        XCTAssertNil(environment["GIT_DIR"])
        XCTAssertNil(environment["GIT_WORK_TREE"])
        XCTAssertEqual(environment["GIT_SSH_COMMAND"], "ssh -i key")
        XCTAssertEqual(environment["HOME"], "/home/u")
        XCTAssertEqual(environment["GIT_TERMINAL_PROMPT"], "0")
    }

    func testABaselineWithCRLFLineEndsStillMatches() throws {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/A.swift", "class FeedController {}\n")
        let arguments = ["check", "--no-config", "--policy", box.path("rules.policy")]
        box.run(arguments + ["--write-baseline", box.path("baseline.txt"), box.path("src")])
        let text = try XCTUnwrap(box.read("baseline.txt"))
        box.write("baseline.txt", text.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = box.run(arguments + ["--baseline", box.path("baseline.txt"), box.path("src")])
        XCTAssertEqual(result.code, .success, result.all)
    }
}

final class OutputFileReviewTests: XCTestCase {
    func testAHardLinkedReportKeepsEveryNameInStep() throws {
        let box = Sandbox()
        box.write("report.txt", "old\n")
        XCTAssertEqual(link(box.path("report.txt"), box.path("other-name.txt")), 0)
        try OutputFile.write("new\n", to: box.path("report.txt"))
        XCTAssertEqual(box.read("other-name.txt"), "new\n")
    }

    func testTheReportIsNotWrittenOverANestedConfigBeingRead() {
        let box = Sandbox()
        box.mkdir(".git")
        box.write(".swiftpolicy.json", #"{"packs": ["swift-conventions"]}"# + "\n")
        box.write("src/sub/.swiftpolicy.json", #"{"exclude": ["Gen"]}"# + "\n")
        box.write("src/sub/A.swift", "final class A {}\n")
        let result = box.run(["check", "src", "--output", "src/sub/.swiftpolicy.json"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertEqual(box.read("src/sub/.swiftpolicy.json"), #"{"exclude": ["Gen"]}"# + "\n")
    }
}

final class RelativeURLTests: XCTestCase {
    func testRelativeLocalPathsAreToldFromURLsAndScpStyle() {
        XCTAssertTrue(GitURL.isRelativeLocalPath("../packs.git"))
        XCTAssertTrue(GitURL.isRelativeLocalPath("packs"))
        XCTAssertFalse(GitURL.isRelativeLocalPath("/abs/packs.git"))
        XCTAssertFalse(GitURL.isRelativeLocalPath("https://example.com/p.git"))
        XCTAssertFalse(GitURL.isRelativeLocalPath("git@example.com:team/p.git"))
    }

    func testALockWithARelativeURLIsRefused() {
        let entry = LockedPack(name: "p", url: "../elsewhere", ref: "v1", commit: String(repeating: "a", count: 40), path: nil,
                               hash: String(repeating: "b", count: 64))
        XCTAssertThrowsError(try entry.validate(lockPath: "packs.lock"))
    }
}

final class ConcurrentCacheTests: XCTestCase {
    func testChecksFillingAColdCacheAtOnceAllSucceed() throws {
        let box = Sandbox()
        box.write("source/packs/gp/pack.json", #"{"name": "gp", "version": "1.0.0"}"# + "\n")
        box.write("source/packs/gp/rules.policy", "rule gp-final {\n  class matching *Controller must be final\n}\n")
        try git(["init", "-q"], in: box.path("source"))
        try git(["add", "-A"], in: box.path("source"))
        try git(["commit", "-q", "-m", "v1"], in: box.path("source"))
        try git(["tag", "v1"], in: box.path("source"))
        try git(["clone", "-q", "--bare", box.path("source"), box.path("remote.git")], in: box.root)
        box.write("repo/.swiftpolicy.json", "{}\n")
        box.write("repo/src/X.swift", "class XController {}\n")
        XCTAssertEqual(box.run(["pack", "add", box.path("remote.git") + "@v1", "--path", "packs/gp"], in: "repo").code, .success)
        try FileManager.default.removeItem(atPath: box.path("cache"))
        let codes = Slots4()
        let environment = box.environment, repo = box.path("repo"), src = box.path("repo/src")
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let console = Console(capturing: true, environment: environment, workingDirectory: repo)
            codes.set(index, PolicyCLI.run(["check", "--format", "xcode", src], console: console))
        }
        XCTAssertEqual(codes.values, [.findings, .findings, .findings, .findings])
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: box.path("cache")).filter { $0.contains(".partial-") }
        XCTAssertEqual(leftovers, [])
    }
}

/// Four exit codes written from four threads.
private final class Slots4: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [ExitCode?] = [nil, nil, nil, nil]
    func set(_ index: Int, _ code: ExitCode) { lock.lock(); codes[index] = code; lock.unlock() }
    var values: [ExitCode?] { lock.lock(); defer { lock.unlock() }; return codes }
}
