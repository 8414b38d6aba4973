// FmtTests: `policy fmt` — canonical layout (golden), idempotence, comments kept, --check, broken files.
import XCTest
@testable import PolicyCommands

final class FmtTests: XCTestCase {
    static let messy = """
    # Layers used below
    layer   Controller=class   matching *Controller
    rule   controller-final{
    class matching *Controller    must be final   # trailing comment
          severity    error
    message "{name} must be final"
    }
    Controller   must not   reference   Controller


    """

    static let formatted = """
    # Layers used below
    layer Controller = class matching *Controller

    rule controller-final {
      class matching *Controller must be final  # trailing comment
      severity error
      message "{name} must be final"
    }

    Controller must not reference Controller

    """

    func testFormatsAMessyFileCanonically() {
        let box = Sandbox()
        let file = box.write("team.policy", Self.messy)
        let result = box.run(["fmt", file])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "formatted \(file)\n")
        XCTAssertEqual(box.read("team.policy"), Self.formatted)
    }

    func testFormattingIsIdempotent() {
        let box = Sandbox()
        let file = box.write("team.policy", Self.messy)
        box.run(["fmt", file])
        let once = box.read("team.policy")
        let result = box.run(["fmt", file])
        XCTAssertEqual(result.out, "", "a formatted file is not rewritten")
        XCTAssertEqual(box.read("team.policy"), once)
    }

    func testCommentsAreKept() throws {
        let box = Sandbox()
        let file = box.write("team.policy", Self.messy)
        box.run(["fmt", file])
        let text = try XCTUnwrap(box.read("team.policy"))
        XCTAssertContains(text, "# Layers used below")
        XCTAssertContains(text, "# trailing comment")
    }

    func testCheckExitsOneAndChangesNothing() {
        let box = Sandbox()
        let file = box.write("team.policy", Self.messy)
        let result = box.run(["fmt", "--check", file])
        XCTAssertEqual(result.code, .findings)
        XCTAssertEqual(result.out, "\(file): not formatted (run 'policy fmt \(file)')\n")
        XCTAssertEqual(box.read("team.policy"), Self.messy)
    }

    func testCheckOnAFormattedFileExitsZero() {
        let box = Sandbox()
        let file = box.write("team.policy", Self.formatted)
        let result = box.run(["fmt", "--check", file])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(result.out, "")
    }

    func testStdoutPrintsWithoutRewriting() {
        let box = Sandbox()
        let file = box.write("team.policy", Self.messy)
        let result = box.run(["fmt", "--stdout", file])
        XCTAssertEqual(result.out, Self.formatted)
        XCTAssertEqual(box.read("team.policy"), Self.messy)
    }

    func testBrokenFileExitsTwoAndIsLeftUnchanged() {
        let box = Sandbox()
        let broken = "class matchng *Controller must be final\n  layer   X=class\n"
        let file = box.write("broken.policy", broken)
        let result = box.run(["fmt", file])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(file):1:7: error:")
        XCTAssertEqual(box.read("broken.policy"), broken)
    }

    func testFolderIsSearchedRelativeToTheWorkingDirectory() {
        let box = Sandbox()
        box.write("policies/a.policy", Self.messy)
        box.write("policies/sub/b.policy", Self.messy)
        box.write("policies/.hidden/c.policy", Self.messy)
        let result = box.run(["fmt", "policies"])
        XCTAssertEqual(result.out, "formatted policies/a.policy\nformatted policies/sub/b.policy\n")
        XCTAssertEqual(box.read("policies/sub/b.policy"), Self.formatted)
        XCTAssertEqual(box.read("policies/.hidden/c.policy"), Self.messy)
    }

    func testMissingPathIsAUsageError() {
        let box = Sandbox()
        let result = box.run(["fmt", "nope.policy"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "no such file or folder: nope.policy")
    }
}
