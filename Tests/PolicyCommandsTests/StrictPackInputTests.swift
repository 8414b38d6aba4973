// StrictPackInputTests: `pack.json` and `.policy/packs.lock` are read strictly, like the repository config:
// unknown keys (with did-you-mean), duplicate keys, wrong types and bad values are usage errors at their line and
// column with the source line and a caret, printed as they are (no second `policy: error:` prefix).
import XCTest
@testable import PolicyCommands

final class StrictPackInputTests: XCTestCase {
    private func manifestError(_ manifest: String) -> RunResult {
        let box = Sandbox()
        box.write("p/pack.json", manifest)
        box.write("p/r.policy", Fixtures.finalControllers)
        return box.run(["rules", "--pack", box.path("p")])
    }

    func testUnknownManifestKeyIsAnErrorWithDidYouMean() {
        let result = manifestError("{\n  \"name\": \"p\",\n  \"version\": \"1.0.0\",\n  \"overides\": {}\n}\n")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "p/pack.json:4:3: error: unknown key 'overides' in the manifest\n  \"overides\": {}\n  ^~~~~~~~~~\n")
        XCTAssertContains(result.err, "help: did you mean 'overrides'?")
        XCTAssertFalse(result.err.hasPrefix("policy: error:"), result.err)
    }

    func testDuplicateManifestKeyIsAnError() {
        let result = manifestError(#"{"name": "p", "version": "1.0.0", "name": "q"}"#)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "p/pack.json:1:35: error: duplicate key 'name' in this object")
    }

    func testUnknownKeyInAManifestOverrideIsAnError() {
        let result = manifestError(#"{"name": "p", "version": "1.0.0", "overrides": {"controller-final": {"severity": "fatal"}}}"#)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "error: 'overrides.controller-final.severity' is 'fatal'")
    }

    private func lockError(_ lock: String) -> RunResult {
        let box = Sandbox()
        box.mkdir("repo/.git")
        box.write("repo/.policy/packs.lock", lock)
        box.write("repo/App.swift", "class FeedController {}\n")
        return box.run(["check", "--pack", "team", box.path("repo")], in: "repo")
    }

    func testLockFileWithAnUnknownKeyIsAnError() {
        let result = lockError("{\n  \"packs\": [\n    {\"name\": \"team\", \"url\": \"u\", \"ref\": \"HEAD\", \"comit\": \"c\", \"hash\": \"h\"}\n  ]\n}\n")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".policy/packs.lock:3:49: error: unknown key 'comit' in a lock entry")
        XCTAssertContains(result.err, "help: did you mean 'commit'?")
        XCTAssertContains(result.err, ".policy/packs.lock:3:5: error: a lock entry needs a \"commit\" field")
    }

    func testLockFileWithADuplicateKeyIsAnError() {
        let result = lockError(#"{"packs": [], "packs": [{"name": "team"}]}"#)
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".policy/packs.lock:1:15: error: duplicate key 'packs' in this object")
    }

    func testLockFileThatIsNotJSONIsAnErrorWithItsPlace() {
        let result = lockError("{\"packs\": [\n")
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".policy/packs.lock:1:12: error: expected a JSON value, found the end of the file")
    }
}
