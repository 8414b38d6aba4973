// OutputFileTests: `--output` and `--write-baseline` never destroy what they should not — devices and FIFOs are
// written in place, links keep pointing at their updated target, modes are kept, inputs are refused, and temporary
// files are named for their target, cleaned when stale and never left behind.
import Foundation
import Reporters
import XCTest
@testable import PolicyCommands

final class OutputFileTests: XCTestCase {
    private func sandbox() -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/A.swift", "class AController {}\n")
        return box
    }

    @discardableResult
    private func check(_ box: Sandbox, _ extra: [String]) -> RunResult {
        box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    private func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    private func fileType(_ path: String) -> mode_t? { status(path).map { $0.st_mode & S_IFMT } }

    private let report = "<root>/src/A.swift:1:1: error: AController must be final [controller-final]\n"

    // MARK: Special files

    /// A character device made in the sandbox (major 1: null is minor 3, full minor 7), so that no test ever writes
    /// to the machine's own /dev (Linux numbers small devices major << 8 | minor); skipped where nodes cannot be made.
    private func device(_ box: Sandbox, _ name: String, minor: UInt32) throws -> String {
        let path = box.path(name)
        #if os(Linux)
        guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | minor)) == 0 else {
            throw XCTSkip("cannot make a device node here (errno \(errno))")
        }
        return path
        #else
        throw XCTSkip("device nodes are made only on Linux")
        #endif
    }

    func testACharacterDeviceIsWrittenInPlaceNotReplaced() throws {
        let box = sandbox()
        let null = try device(box, "null", minor: 3)
        let result = check(box, ["--output", null])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(fileType(null), S_IFCHR)
    }

    func testAWriteToAFullDeviceIsAnIOFailureAndTheDeviceStays() throws {
        let box = sandbox()
        let full = try device(box, "full", minor: 7)
        let result = check(box, ["--output", full])
        XCTAssertEqual(result.code, .failure, result.all)
        XCTAssertEqual(result.err, "policy: error: cannot write \(full): No space left on device\n")
        XCTAssertEqual(fileType(full), S_IFCHR)
    }

    func testALinkToADeviceWritesTheDevice() throws {
        let box = sandbox()
        let null = try device(box, "null", minor: 3)
        XCTAssertEqual(symlink(null, box.path("out")), 0)
        XCTAssertEqual(check(box, ["--output", box.path("out")]).code, .findings)
        XCTAssertEqual(fileType(null), S_IFCHR)
        XCTAssertEqual(fileType(box.path("out")), S_IFLNK)
    }

    func testAFIFOIsWrittenInPlaceForItsReader() throws {
        let box = sandbox()
        let fifo = box.path("report.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let received = Received()
        let reader = Thread {
            // opening for reading waits for the writer, reading returns at its close
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.set(String(decoding: data, as: UTF8.self))
        }
        reader.start()
        let result = check(box, ["--output", fifo])
        XCTAssertEqual(result.code, .findings, result.all)
        let text = try XCTUnwrap(received.wait(seconds: 30), "the reader got nothing")
        XCTAssertEqual(box.normalize(text), report)
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    /// `/dev/stdout` is a link to `/proc/self/fd/1`, whose target (`pipe:[…]`) is no path: written through, as a pipe.
    func testALinkLikeDevStdoutIsWrittenThroughToThePipe() throws {
        #if os(Linux)
        let box = sandbox()
        let pipe = Pipe()
        XCTAssertEqual(symlink("/proc/self/fd/\(pipe.fileHandleForWriting.fileDescriptor)", box.path("stdout")), 0)
        let result = check(box, ["--output", box.path("stdout")])
        XCTAssertEqual(result.code, .findings, result.all)
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(box.normalize(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)), report)
        XCTAssertEqual(fileType(box.path("stdout")), S_IFLNK)
        #else
        throw XCTSkip("/proc is Linux's")
        #endif
    }

    // MARK: Links, modes, new files

    func testALinkKeepsPointingAtItsTargetWhichIsUpdated() throws {
        let box = sandbox()
        box.write("reports/real.txt", "old\n")
        XCTAssertEqual(symlink("reports/real.txt", box.path("out.txt")), 0)
        XCTAssertEqual(check(box, ["--output", box.path("out.txt")]).code, .findings)
        XCTAssertEqual(fileType(box.path("out.txt")), S_IFLNK)
        XCTAssertEqual(box.normalize(try XCTUnwrap(box.read("reports/real.txt"))), report)
    }

    func testADanglingLinkGetsItsTargetCreated() throws {
        let box = sandbox()
        box.mkdir("reports")
        XCTAssertEqual(symlink(box.path("reports/new.txt"), box.path("out.txt")), 0)
        XCTAssertEqual(check(box, ["--output", box.path("out.txt")]).code, .findings)
        XCTAssertEqual(fileType(box.path("out.txt")), S_IFLNK)
        XCTAssertEqual(box.normalize(try XCTUnwrap(box.read("reports/new.txt"))), report)
    }

    func testTheExistingFilesModeIsKept() throws {
        let box = sandbox()
        box.write("out.txt", "old\n")
        XCTAssertEqual(chmod(box.path("out.txt"), 0o640), 0)
        XCTAssertEqual(check(box, ["--output", box.path("out.txt")]).code, .findings)
        XCTAssertEqual(try XCTUnwrap(status(box.path("out.txt"))).st_mode & 0o7777, 0o640)
        XCTAssertEqual(box.normalize(try XCTUnwrap(box.read("out.txt"))), report)
    }

    func testABaselineOverAnExistingFileKeepsItsMode() throws {
        let box = sandbox()
        box.write("baseline.txt", "")
        XCTAssertEqual(chmod(box.path("baseline.txt"), 0o600), 0)
        XCTAssertEqual(check(box, ["--write-baseline", box.path("baseline.txt")]).code, .success)
        XCTAssertEqual(try XCTUnwrap(status(box.path("baseline.txt"))).st_mode & 0o7777, 0o600)
    }

    func testANewFileGetsTheUsualModeNotTheTemporaryFilesOwnerOnlyOne() throws {
        let box = sandbox()
        let mask = umask(0o022)
        defer { umask(mask) }
        XCTAssertEqual(check(box, ["--output", box.path("new.txt")]).code, .findings)
        XCTAssertEqual(try XCTUnwrap(status(box.path("new.txt"))).st_mode & 0o7777, 0o644)
    }

    func testAFolderIsNotAnOutput() {
        let box = sandbox()
        box.mkdir("reports")
        let result = check(box, ["--output", box.path("reports")])
        XCTAssertEqual(result.code, .failure)
        XCTAssertEqual(result.err, "policy: error: cannot write \(box.path("reports")): it is a folder\n")
    }

    // MARK: Inputs are never written over

    func testTheReportIsNotWrittenOverASwiftFileBeingChecked() {
        let box = sandbox()
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), "--output", box.path("src/A.swift"),
                              box.path("src/A.swift")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertEqual(result.err, "policy: error: --output \(box.path("src/A.swift")) would overwrite a Swift file being checked; choose another file\n")
        XCTAssertEqual(box.read("src/A.swift"), "class AController {}\n")
    }

    func testALinkToACheckedFileIsRefusedToo() {
        let box = sandbox()
        XCTAssertEqual(symlink(box.path("src/A.swift"), box.path("out.txt")), 0)
        let result = check(box, ["--output", box.path("out.txt")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "would overwrite a Swift file being checked (\(box.path("src/A.swift")))")
        XCTAssertEqual(box.read("src/A.swift"), "class AController {}\n")
    }

    func testAPolicyFileBeingReadIsRefused() {
        let box = sandbox()
        let result = check(box, ["--write-baseline", box.path("rules.policy")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "--write-baseline \(box.path("rules.policy")) would overwrite a policy file being read")
        XCTAssertEqual(box.read("rules.policy"), Fixtures.finalControllers)
    }

    func testTheConfigBeingReadIsRefused() {
        let box = sandbox()
        let config = #"{"policies": ["rules.policy"]}"#
        box.write(".swiftpolicy.json", config)
        let result = box.run(["check", "--output", box.path(".swiftpolicy.json"), box.path("src")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "would overwrite the repository config being read")
        XCTAssertEqual(box.read(".swiftpolicy.json"), config)
    }

    func testTheBaselineBeingReadIsRefusedAsTheReport() {
        let box = sandbox()
        check(box, ["--write-baseline", box.path("baseline.txt")])
        let before = box.read("baseline.txt")
        let result = check(box, ["--baseline", box.path("baseline.txt"), "--output", box.path("baseline.txt")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "would overwrite the baseline being read")
        XCTAssertEqual(box.read("baseline.txt"), before)
    }

    // MARK: Temporary files

    func testTheTemporaryFileIsBesideTheTargetWithARecognisableName() throws {
        let box = sandbox()
        var seen: [String] = []
        try OutputFile.write("text\n", to: box.path("out.txt")) {
            seen = try FileManager.default.contentsOfDirectory(atPath: box.root).filter { $0.hasPrefix(".out.txt.policy-tmp-\(getpid())-") }
        }
        XCTAssertEqual(seen.count, 1, "\(seen)")
        XCTAssertEqual(box.read("out.txt"), "text\n")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: box.root).contains { $0.contains(".policy-tmp-") })
    }

    func testAStreamedReportIsWrittenWholeThroughTheTemporaryFile() throws {
        let box = sandbox()
        box.write("out.json", "old\n")
        let blocks = [Array("{\n".utf8), [], Array("  \"a\": 1\n}\n".utf8)]
        try OutputFile.write(RenderedReport.stream { sink in blocks.forEach { $0.withUnsafeBufferPointer(sink) } }, to: box.path("out.json"))
        XCTAssertEqual(box.read("out.json"), "{\n  \"a\": 1\n}\n")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: box.root).contains { $0.contains(".policy-tmp-") })
    }

    func testNoTemporaryFileIsLeftWhenTheWriteFails() throws {
        let box = sandbox()
        box.write("out.txt", "old\n")
        struct Interrupted: Error {}
        XCTAssertThrowsError(try OutputFile.write("new\n", to: box.path("out.txt")) { throw Interrupted() })
        XCTAssertEqual(box.read("out.txt"), "old\n")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: box.root).contains { $0.contains(".policy-tmp-") })
    }

    func testStaleTemporaryFilesOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
        let box = sandbox()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let dead = ".out.txt.policy-tmp-\(finished.processIdentifier)-AbC123"
        let live = ".out.txt.policy-tmp-\(getppid())-XyZ789"
        let other = ".other.txt.policy-tmp-\(finished.processIdentifier)-AbC123"
        for name in [dead, live, other] { box.write(name, "partial") }
        XCTAssertEqual(check(box, ["--output", box.path("out.txt")]).code, .findings)
        XCTAssertFalse(box.exists(dead), "a dead writer's temporary file is removed")
        XCTAssertTrue(box.exists(live), "a running writer's temporary file is left alone")
        XCTAssertTrue(box.exists(other), "another target's temporary files are left alone")
    }
}

/// A value handed from another thread, waited for without a timed sleep loop.
private final class Received: @unchecked Sendable {
    private let lock = NSCondition()
    private var value: String?

    func set(_ text: String) {
        lock.lock()
        value = text
        lock.signal()
        lock.unlock()
    }

    func wait(seconds: Double) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while value == nil, lock.wait(until: deadline) {}
        return value
    }
}
