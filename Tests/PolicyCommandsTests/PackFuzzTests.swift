// PackFuzzTests: seeded, bounded mutations of pack folders (manifests, includes, links) and of lock files.
// Whatever the mutation: no crash, the run ends with a result or a clear error, a secret outside the pack
// is never echoed, and a canary folder outside the fuzzed sandbox is never changed. Fixed seeds and
// iteration counts, so a failure reproduces.
import Foundation
import XCTest
@testable import PolicyCommands
@testable import PolicyPacks

final class PackFuzzTests: XCTestCase {
    /// SplitMix64, as the Swift robustness tests use.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let secret = "FUZZ-SECRET-TEXT"

    /// A folder outside the fuzzed sandbox that mutations point at; it must stay as it was.
    private final class Canary {
        let box = Sandbox()
        init() {
            box.write("secret.policy", "rule leaked {\n  class must be final\n  message \"\(PackFuzzTests.secret)\"\n}\n")
            // no `victim` beside it: a checkout named `victim` would be staged (and first removed) as `victim.partial`
            box.write("victim.partial/keep.txt", "keep")
            box.write("pack/pack.json", #"{"name": "outside", "version": "1.0.0"}"#)
            box.write("pack/r.policy", "rule outside-rule {\n  class must be final\n  message \"\(PackFuzzTests.secret)\"\n}\n")
        }

        /// Every entry below the canary (path, kind, content), to compare before and after.
        func snapshot() throws -> [String] {
            try PackPaths.walk(box.root).map { entry in
                let content = entry.kind == .file ? box.read(entry.relative) ?? "?" : PackPaths.linkText(box.path(entry.relative)) ?? ""
                return "\(entry.relative) \(entry.kind) \(content)"
            }
        }
    }

    private func assertClear(_ result: RunResult, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue([.success, .findings, .usage].contains(result.code), "\(label): exit \(result.code)\n\(result.all)", file: file, line: line)
        if result.code == .usage {
            XCTAssertContains(result.err, "error", file: file, line: line)
        }
        XCTAssertNotContains(result.all, Self.secret, file: file, line: line)
    }

    // MARK: Pack folders

    private func mutatedBytes(_ text: String, _ generator: inout Generator) -> String {
        var bytes = Array(text.utf8)
        let pieces: [[UInt8]] = [[0], [0xFF], Array("\"".utf8), Array("{".utf8), Array("]".utf8), Array(",".utf8), Array("\\u0000".utf8),
                                 Array("../".utf8), [0x1B], Array("é".utf8)]
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let at = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.insert(contentsOf: pieces.randomElement(using: &generator) ?? [], at: at)
            case 1: if at < bytes.count { bytes.remove(at: at) }
            default: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &generator) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func writeMutatedPack(_ box: Sandbox, at folder: String, canary: Canary, _ generator: inout Generator) throws {
        let names = ["p", "mvvm", "../x", "", "p q", "a\u{1B}[31m", String(repeating: "n", count: 200)]
        let includes = [canary.box.path("pack"), "../../../" + canary.box.root, "..", ".", "./inner", "inner", "p", "mvvm", "swift-conventions",
                        "", "../p0", "nope", "/", "\u{1}"]
        let versions = ["1.0.0", "99.0.0", "0.0.1", "x", "1.0"]
        var manifest: [String: Any] = ["name": names.randomElement(using: &generator) ?? "p",
                                       "version": versions.randomElement(using: &generator) ?? "1.0.0"]
        if Bool.random(using: &generator) {
            let count = Int.random(in: 0..<4, using: &generator)
            var list = (0..<count).map { _ in includes.randomElement(using: &generator) ?? "" }
            if Int.random(in: 0..<8, using: &generator) == 0 { list += Array(repeating: "mvvm", count: 2_000) }
            manifest["include"] = list
        }
        if Bool.random(using: &generator) { manifest["minimumToolVersion"] = versions.randomElement(using: &generator) }
        var json = String(decoding: try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]), as: UTF8.self)
        if Int.random(in: 0..<3, using: &generator) == 0 { json = mutatedBytes(json, &generator) }
        box.write(folder + "/pack.json", json)
        box.write(folder + "/rules.policy", "rule r {\n  class matching *Controller must be final\n}\n")
        box.write(folder + "/tests/A.swift", "class AController {}\n")
        Fixtures.writePack(box, at: folder + "/inner", name: "inner", rules: "rule inner-r {\n  struct must not exist\n}\n")
        let linkNames = ["x.policy", "tests/L.swift", "inner/y.policy", "linked", "rules.policy", "pack.json"]
        // the canary is a sibling of the sandbox: three levels up from `packs/pN/x.policy`
        let sibling = "../../../" + (canary.box.root as NSString).lastPathComponent
        let own = (folder as NSString).lastPathComponent
        let targets = [canary.box.path("secret.policy"), sibling + "/secret.policy", "../../../../../../../../" + canary.box.path("secret.policy"),
                       "nowhere.policy", "x.policy", canary.box.root, "/", "rules.policy", "../\(own)/rules.policy",
                       canary.box.path("pack/pack.json")]
        for _ in 0..<Int.random(in: 0..<3, using: &generator) {
            let name = linkNames.randomElement(using: &generator) ?? "x.policy"
            let path = box.path(folder + "/" + name)
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: targets.randomElement(using: &generator) ?? "/")
        }
    }

    func testMutatedPackFoldersLoadOrFailClearly() throws {
        let canary = Canary()
        let before = try canary.snapshot()
        let box = Sandbox()
        box.write("src/A.swift", "class AController {}\n")
        var generator = Generator(state: 29)
        var outcomes: [ExitCode: Int] = [:]
        for iteration in 0..<80 {
            let folder = "packs/p\(iteration)"
            try writeMutatedPack(box, at: folder, canary: canary, &generator)
            let rules = box.run(["rules", "--pack", box.path(folder)])
            assertClear(rules, "rules, iteration \(iteration)")
            let check = box.run(["check", "--no-config", "--pack", box.path(folder), box.path("src")])
            assertClear(check, "check, iteration \(iteration)")
            outcomes[check.code, default: 0] += 1
        }
        XCTAssertEqual(try canary.snapshot(), before)
        // the mutations reach both sides: some packs load, some are refused
        XCTAssertGreaterThan(outcomes[.usage] ?? 0, 0)
        XCTAssertGreaterThan((outcomes[.findings] ?? 0) + (outcomes[.success] ?? 0), 0)
    }

    // MARK: Lock files

    func testMutatedLockFilesAreRefusedOrLoadedWithoutTouchingAnythingOutside() throws {
        let canary = Canary()
        let before = try canary.snapshot()
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
        let added = box.run(["pack", "add", box.path("remote.git") + "@v1", "--path", "packs/gp"], in: "repo")
        XCTAssertEqual(added.code, .success, added.all)
        let valid = try XCTUnwrap(box.read("repo/.policy/packs.lock"))
        let entry = try XCTUnwrap(try PackLock.read(repositoryRoot: box.path("repo")).packs.first)
        let marker = canary.box.path("pwned")
        let depth = String(repeating: "../", count: 12)
        let hostile: [String: [String]] = [
            "name": ["../x", "gp", "g p", "mvvm", "", "-x", "gp\u{1B}"],
            "url": ["-u", "--upload-pack=touch \(marker)", "ext::sh -c touch% \(marker)", "fd::1", "file://" + box.path("remote.git"),
                    box.path("remote.git") + "/../remote.git", "/nonexistent/r.git", "", "\n" + box.path("remote.git")],
            "ref": ["-x", "--output=\(marker)", "HEAD", "v1", "a b", "", "main"],
            // three levels up from `cache/checkouts` is the canary's parent
            "commit": ["../../victim", depth + canary.box.path("victim"), "../../../" + (canary.box.root as NSString).lastPathComponent + "/victim",
                       String(repeating: "0", count: 40), entry.commit.uppercased(), "",
                       "-" + entry.commit.dropFirst(), entry.commit + "/../../x"],
            "path": ["..", "/etc", "packs/gp/../../..", "packs", "", "packs/gp/", depth + canary.box.path("pack")],
            "hash": ["", "../x", String(repeating: "a", count: 64), entry.hash],
        ]
        var generator = Generator(state: 4_029)
        var codes = Set<ExitCode>()
        for iteration in 0..<60 {
            var text: String
            if Int.random(in: 0..<4, using: &generator) == 0 {
                text = mutatedBytes(valid, &generator)
            } else {
                var fields: [String: Any] = ["name": entry.name, "url": entry.url, "ref": entry.ref, "commit": entry.commit,
                                             "path": entry.path ?? "", "hash": entry.hash, "hashVersion": entry.hashVersion ?? 1]
                for _ in 0..<Int.random(in: 1...2, using: &generator) {
                    let key = hostile.keys.sorted().randomElement(using: &generator) ?? "url"
                    fields[key] = hostile[key]?.randomElement(using: &generator) ?? ""
                }
                text = String(decoding: try JSONSerialization.data(withJSONObject: ["packs": [fields]], options: [.sortedKeys]), as: UTF8.self)
            }
            // no network: a lock whose url git could take for a remote host (scp-style `host:path`) is not run
            let urls = (try? JSONDecoder().decode(PackLock.self, from: Data(text.utf8)))?.packs.map(\.url) ?? []
            if urls.contains(where: { $0.contains(":") && !$0.hasPrefix("/") && !$0.hasPrefix("file://") && !$0.contains("::") && !$0.hasPrefix("-") }) {
                text = valid
            }
            box.write("repo/.policy/packs.lock", text)
            let check = box.run(["check", "--pack", "gp", "--format", "xcode", box.path("repo/src")], in: "repo")
            assertClear(check, "check, iteration \(iteration): \(text)")
            codes.insert(check.code)
            if iteration % 6 == 0 {
                let update = box.run(["pack", "update"], in: "repo")
                XCTAssertTrue([.success, .usage, .failure].contains(update.code), "update, iteration \(iteration)\n\(update.all)")
                XCTAssertNotContains(update.all, Self.secret)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "iteration \(iteration): \(text)")
        }
        XCTAssertEqual(try canary.snapshot(), before)
        XCTAssertTrue(codes.contains(.usage))
        XCTAssertTrue(codes.contains(.findings), "some mutations leave a usable lock")
    }
}
