// CLITests: the command line itself — help, version, unknown commands and options, missing values.
import XCTest
@testable import PolicyCommands

final class CLITests: XCTestCase {
    func testHelpListsEveryCommandAndExitsZero() {
        let box = Sandbox()
        let result = box.run(["--help"])
        XCTAssertEqual(result.code, .success)
        XCTAssertContains(result.out, "usage: policy <command>")
        for command in ["check", "test", "query", "explain", "rules", "layers", "packs", "pack", "fmt", "graph"] {
            XCTAssertContains(result.out, "  \(command) ")
        }
        XCTAssertEqual(result.err, "")
    }

    func testNoArgumentsPrintsHelpToStandardErrorWithUsageExit() {
        let result = Sandbox().run([])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "usage: policy <command>")
        XCTAssertEqual(result.out, "")
    }

    func testVersionPrintsToolVersion() {
        let result = Sandbox().run(["--version"])
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.out, "policy \(PolicyCLI.version)\n")
    }

    func testCommandHelpShowsItsUsageAndOptions() {
        let result = Sandbox().run(["check", "--help"])
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.hasPrefix("usage: policy check"), result.out)
        for option in ["--pack", "--policy", "--format", "--fail-on", "--baseline", "--no-config", "--help"] {
            XCTAssertContains(result.out, option)
        }
    }

    func testHelpCommandFormShowsCommandHelp() {
        let result = Sandbox().run(["help", "fmt"])
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.hasPrefix("usage: policy fmt"), result.out)
    }

    func testUnknownCommandExitsTwoAndListsCommands() {
        let result = Sandbox().run(["frobnicate"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown command 'frobnicate'")
        XCTAssertContains(result.err, "commands: check, test, query, explain, rules, layers, packs, pack, fmt, graph")
        XCTAssertNotContains(result.err, "did you mean")
    }

    func testMisspelledCommandSuggestsTheNearestOne() {
        let result = Sandbox().run(["chek"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "did you mean 'check'?")
    }

    func testUnknownOptionExitsTwoNamingValidOptionsAndSuggesting() {
        let result = Sandbox().run(["check", "--fromat", "json"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown option '--fromat' for 'check'")
        XCTAssertContains(result.err, "did you mean '--format'?")
        XCTAssertContains(result.err, "valid options: --baseline, ")
        XCTAssertContains(result.err, ", --config, ")
        XCTAssertContains(result.err, ", --fail-on, ")
    }

    func testOptionMissingItsValueIsAUsageError() {
        let result = Sandbox().run(["check", "--format"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "option '--format' needs a value (FORMAT)")
    }

    func testNonRepeatableOptionGivenTwiceIsAUsageError() {
        let result = Sandbox().run(["check", "--format", "json", "--format", "text"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "'--format' was given more than once")
    }

    func testFlagWithInlineValueIsAUsageError() {
        let result = Sandbox().run(["check", "--no-config=yes"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "option '--no-config' takes no value")
    }

    func testUnknownFormatNamesTheValidFormats() {
        let box = Sandbox()
        box.write("p.policy", Fixtures.finalControllers)
        let result = box.run(["check", "--no-config", "--policy", box.path("p.policy"), "--format", "yaml", box.path("")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "unknown format 'yaml'; valid formats: text, xcode, json, sarif, github, markdown, checkstyle, junit")
    }

    func testCheckWithNothingToCheckAgainstExplains() {
        let box = Sandbox()
        let result = box.run(["check", "--no-config", box.path("")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "nothing to check against: pass --pack NAME or --policy FILE")
    }

    func testTheProcessConsoleKeepsWhatACommandHandsOverAndACapturingOneLetsItGo() {
        final class Token {}
        weak var released: Token?
        weak var kept: Token?
        do {
            let first = Token(), second = Token()
            released = first
            kept = second
            Console(capturing: true).keepUntilExit(first)
            Console(capturing: false).keepUntilExit(second)
        }
        XCTAssertNil(released)
        XCTAssertNotNil(kept)
    }
}

