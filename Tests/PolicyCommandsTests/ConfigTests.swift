// ConfigTests: `.swiftpolicy.json` — found by walking up (no further than the repository root), supplies packs
// and policies, include/exclude globs, rule overrides, strict errors with places for broken or mistyped configs,
// the config used named in `--stats` and the text report, a warning for a check of 0 files, and `--no-config`.
import XCTest
@testable import PolicyCommands

final class ConfigTests: XCTestCase {
    /// A repository: `.swiftpolicy.json` (given), `policies/rules.policy`, and Swift files in Sources/.
    private func repository(config: String) -> Sandbox {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", config)
        box.write("repo/policies/rules.policy", Fixtures.finalControllers)
        box.write("repo/Sources/App/FeedController.swift", "class FeedController {}\n")
        box.write("repo/Sources/App/Legacy/LegacyController.swift", "class LegacyController {}\n")
        box.write("repo/Tests/AppTests/MockController.swift", "class MockController {}\n")
        return box
    }

    private func findings(_ result: RunResult) -> [String] {
        result.out.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
            .map(String.init)
    }

    func testConfigIsFoundByWalkingUpFromThePath() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo/Sources/App")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "FeedController must be final")
    }

    func testConfigIsFoundFromTheWorkingDirectoryWithNoPaths() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        // With no paths, check reads the config's folder relative to the *process's* current directory
        // (not Console.workingDirectory; see the report), so this test moves the process there.
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(box.path("repo")))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = box.run(["check", "--format", "xcode"], in: "repo")
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       ["./Sources/App/FeedController.swift", "./Sources/App/Legacy/LegacyController.swift", "./Tests/AppTests/MockController.swift"])
    }

    func testRelativePathsAreReadFromTheConsolesWorkingDirectory() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        // The process stays where it is; the console says the command runs in repo/.
        let result = box.run(["check", "--format", "xcode", "Sources/App"], in: "repo")
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertTrue(result.out.split(separator: "\n").allSatisfy { $0.hasPrefix(box.path("repo/Sources/App/")) }, result.out)
    }

    func testConfigPacksAreUsedWithoutPackOrPolicyOptions() {
        let box = repository(config: #"{"packs": ["packs/team"]}"#)
        Fixtures.writePack(box, at: "repo/packs/team", name: "team",
                           rules: "rule service-actor {\n  class matching *Controller should be actor\n}\n")
        let result = box.run(["check", "--format", "xcode", box.path("repo/Sources")])
        XCTAssertContains(result.out, "[service-actor]")
        XCTAssertNotContains(result.out, "[controller-final]")
    }

    func testCommandLinePolicyReplacesTheConfigsPolicies() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        let other = box.write("other.policy", "rule only-structs {\n  struct must not exist\n}\n")
        let result = box.run(["check", "--format", "xcode", "--policy", other, box.path("repo/Sources")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertNotContains(result.out, "controller-final")
    }

    func testExcludeGlobDropsMatchingFolders() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": ["Legacy"]}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "FeedController")
        XCTAssertContains(result.out, "MockController")
        XCTAssertNotContains(result.out, "LegacyController")
    }

    func testIncludeGlobLimitsTheCheckedFiles() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "include": ["Sources/**"]}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "FeedController")
        XCTAssertContains(result.out, "LegacyController")
        XCTAssertNotContains(result.out, "MockController")
    }

    func testRuleOverrideChangesSeverity() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "warning"}}}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(findings(result).count, 3)
        XCTAssertTrue(findings(result).allSatisfy { $0.contains(": warning: ") }, result.out)
    }

    func testRuleOverrideOffDisablesTheRule() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "off"}}}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(findings(result), [])
    }

    func testRuleOverridePathsLimitsWhereTheRuleReports() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"paths": ["Sources"]}}}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "FeedController")
        XCTAssertContains(result.out, "LegacyController")
        XCTAssertNotContains(result.out, "MockController")
    }

    func testRuleOverridePathsAreRelativeToTheConfigWhicheverFolderIsChecked() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"paths": ["Sources/App"]}}}"#)
        for path in ["repo", "repo/Sources", "repo/Sources/App", "repo/Sources/App/FeedController.swift"] {
            let result = box.run(["check", "--format", "xcode", box.path(path)])
            XCTAssertContains(result.out, "FeedController must be final")
            XCTAssertNotContains(result.out, "MockController")
        }
    }

    func testFailOnFromConfigIsUsed() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "failOn": "info", "rules": {"controller-final": {"severity": "info"}}}"#)
        XCTAssertEqual(box.run(["check", box.path("repo")]).code, .findings)
    }

    func testBrokenConfigJSONIsAClearError() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "\(box.path("repo/.swiftpolicy.json")):1:39: error: expected ',' or '}', found the end of the file")
    }

    func testConfigFieldOfTheWrongTypeIsNamed() {
        let box = repository(config: #"{"policies": "policies/rules.policy"}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, ".swiftpolicy.json:1:14: error: expected an array of strings for 'policies', found a string")
    }

    func testConfigWithUnknownSeverityIsRejected() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "fatal"}}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, ".swiftpolicy.json:1:84: error: 'rules.controller-final.severity' is 'fatal'")
        XCTAssertContains(result.err, "'rules.controller-final.severity' is one of: error, warning, info, off")
    }

    func testNoConfigIgnoresTheConfig() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]"#)
        let result = box.run(["check", "--no-config", box.path("repo")])
        // the broken config is not even read: the error is that nothing names a policy
        XCTAssertEqual(result.code, .usage)
        XCTAssertContains(result.err, "nothing to check against")
        XCTAssertNotContains(result.err, "found the end of the file")
    }

    func testExplicitConfigOption() {
        let box = repository(config: "{}")
        box.write("elsewhere/cfg.json", #"{"policies": ["../repo/policies/rules.policy"]}"#)
        let result = box.run(["check", "--config", box.path("elsewhere/cfg.json"), "--format", "xcode", box.path("repo/Sources")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "FeedController must be final")
    }

    // MARK: Verbs

    func testConfigVerbsExtendTheVerbsOfEveryCheckedPack() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", #"{"packs": ["packs/team"], "verbs": ["geocode"]}"#)
        Fixtures.writePack(box, at: "repo/packs/team", name: "team", rules: "rule verb-phrases {\n  method should begin with a verb\n}\n")
        box.write("repo/Sources/Places.swift", "struct Places {\n    func geocodeAddress() {}\n    func address() {}\n}\n")
        let result = box.run(["check", "--format", "xcode", box.path("repo/Sources")])
        XCTAssertEqual(findings(result).map { String($0.split(separator: "/").last ?? "") },
                       ["Places.swift:3:10: warning: func Places.address() should begin with a verb [verb-phrases]"], result.all)
    }

    func testAConfigVerbThatIsNotALowerCaseWordIsAnErrorAtItsPlace() {
        let box = repository(config: "{\n  \"policies\": [\"policies/rules.policy\"],\n  \"verbs\": [\"upsert\", \"Geocode\"]\n}\n")
        let result = box.run(["check", box.path("repo/Sources")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".swiftpolicy.json:3:23: error: a verb is a lower-case word of letters a-z, found 'Geocode'")
    }

    // MARK: Strict config

    func testUnknownKeyIsAnErrorWithDidYouMeanBeforeAnySwiftIsRead() {
        let box = repository(config: "{\n  \"policies\": [\"policies/rules.policy\"],\n  \"exclud\": [\"Legacy\"]\n}\n")
        // the path does not exist: reading Swift would exit 3, so exit 2 shows the config stopped the check first
        let result = box.run(["check", box.path("repo/Missing")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".swiftpolicy.json:3:3: error: unknown key 'exclud' in the config")
        XCTAssertContains(result.err, "help: did you mean 'exclude'?")
        XCTAssertContains(result.err, "the keys of the config are: packs, policies, include, exclude, rules, layers, verbs, failOn, baseline")
    }

    func testPackForPacksSuggestsPacks() {
        let box = repository(config: #"{"pack": ["mvvm"], "policies": ["policies/rules.policy"]}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ":1:2: error: unknown key 'pack' in the config")
        XCTAssertContains(result.err, "help: did you mean 'packs'?")
    }

    func testUnknownKeyInARulesSettingsIsAnError() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severty": "off"}}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ":1:72: error: unknown key 'severty' in the settings of rule 'controller-final'")
        XCTAssertContains(result.err, "help: did you mean 'severity'?")
        XCTAssertContains(result.err, "the keys of the settings of rule 'controller-final' are: severity, paths")
    }

    func testUnknownRuleIDUnderRulesIsAnErrorNamingTheRules() {
        let box = repository(config: "{\"policies\": [\"policies/rules.policy\"],\n \"rules\": {\"controller-finale\": {\"severity\": \"off\"}}}")
        let result = box.run(["check", box.path("repo/Missing")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ".swiftpolicy.json:2:12: error: unknown rule id 'controller-finale' under 'rules'")
        XCTAssertContains(result.err, "help: did you mean 'controller-final'?")
        XCTAssertContains(result.err, "note: the rules checked are: controller-final")
    }

    func testRuleIDsOfTheConfigAreNotCheckedAgainstPacksGivenOnTheCommandLine() {
        // a one-off `--policy` check in a repository whose config tunes its usual rules is not an error
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "warning"}}}"#)
        let other = box.write("other.policy", "rule only-structs {\n  struct must not exist\n}\n")
        let result = box.run(["check", "--policy", other, box.path("repo/Sources")])
        XCTAssertEqual(result.code, .success, result.all)
    }

    func testDuplicateKeyIsAnError() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": [], "exclude": ["**"]}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ":1:56: error: duplicate key 'exclude' in this object")
        XCTAssertContains(result.err, ":1:41: note: 'exclude' is first given here")
    }

    func testEveryMistakeOfAConfigIsReportedAtOnce() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": "Legacy", "failOn": "fatal", "baselin": "b.txt"}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertEqual(result.err.split(separator: "\n").filter { $0.contains(": error: ") }.count, 3, result.err)
    }

    // MARK: Which config

    func testLookupStopsAtTheRepositoryRoot() {
        let box = Sandbox()
        box.write(".swiftpolicy.json", #"{"exclude": ["**"]}"#)
        box.mkdir("repo/.git")
        box.write("repo/policies/rules.policy", Fixtures.finalControllers)
        box.write("repo/Sources/FeedController.swift", "class FeedController {}\n")
        let result = box.run(["check", "--format", "xcode", "--policy", box.path("repo/policies/rules.policy"), box.path("repo/Sources")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "FeedController must be final")
    }

    func testAGitFileMarksTheRepositoryRootToo() {
        // a worktree or submodule has a `.git` file, not a folder
        let box = Sandbox()
        box.write(".swiftpolicy.json", #"{"exclude": ["**"]}"#)
        box.write("repo/.git", "gitdir: ../elsewhere\n")
        box.write("repo/Sources/FeedController.swift", "class FeedController {}\n")
        box.write("rules.policy", Fixtures.finalControllers)
        let result = box.run(["check", "--policy", box.path("rules.policy"), "--stats", box.path("repo/Sources")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.err, "stats: config: none")
    }

    func testAConfigAtTheRepositoryRootIsStillFound() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        box.mkdir("repo/.git")
        let result = box.run(["check", "--format", "xcode", box.path("repo/Sources/App")])
        XCTAssertEqual(result.code, .findings, result.all)
    }

    func testStatsNameTheConfigUsed() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        let result = box.run(["check", "--stats", box.path("repo")])
        XCTAssertContains(result.err, "stats: config: \(box.path("repo/.swiftpolicy.json"))\n")
    }

    func testTextReportNamesAConfigFoundAboveTheCheckedFolder() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        let above = box.run(["check", box.path("repo/Sources")])
        XCTAssertContains(above.out, "config: \(box.path("repo/.swiftpolicy.json"))\n")
        let here = box.run(["check", box.path("repo")])
        XCTAssertNotContains(here.out, "config: ")
        let xcode = box.run(["check", "--format", "xcode", box.path("repo/Sources")])
        XCTAssertNotContains(xcode.out, "config: ")
    }

    func testZeroFilesCheckedIsAWarningNamingTheExcludes() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": ["Sources", "Tests/**", "Nothing"]}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "policy: warning: 0 files checked: all 3 Swift files under \(box.path("repo")) are excluded by "
            + "\(box.path("repo/.swiftpolicy.json")): exclude \"Sources\" (2 Swift files); exclude \"Tests/**\" (1 Swift file)\n")
    }

    func testZeroFilesCheckedNamesAnIncludeThatMatchesNothing() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "include": ["Source/**"]}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertContains(result.err, "are excluded by \(box.path("repo/.swiftpolicy.json")): include [\"Source/**\"] leaves out 3 Swift files")
    }

    func testZeroFilesInAFolderWithoutSwiftIsAWarning() {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.mkdir("empty")
        let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), box.path("empty")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "policy: warning: 0 files checked: no Swift files under \(box.path("empty"))")
    }

    // MARK: Nested configs

    func testNestedConfigExcludesApplyToItsFolder() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        box.write("repo/Sources/App/.swiftpolicy.json", #"{"exclude": ["Legacy"]}"#)
        box.write("repo/Tests/Legacy/OtherController.swift", "class OtherController {}\n")
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "FeedController")
        XCTAssertNotContains(result.out, "LegacyController")
        XCTAssertContains(result.out, "OtherController")  // the nested exclude applies only below its folder
    }

    func testNestedExcludesAddToTheOnesAbove() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": ["Tests"]}"#)
        box.write("repo/Sources/App/.swiftpolicy.json", #"{"exclude": ["Legacy"]}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       [box.path("repo/Sources/App/FeedController.swift")])
    }

    func testNearestConfigWinsForARulesSettings() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "warning"}}}"#)
        box.write("repo/Sources/App/Legacy/.swiftpolicy.json", #"{"rules": {"controller-final": {"severity": "off"}}}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"rules": {"controller-final": {"severity": "info", "paths": ["AppTests"]}}}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertEqual(findings(result).map { $0.components(separatedBy: ": ")[0...1].joined(separator: ": ") }, [
            box.path("repo/Sources/App/FeedController.swift") + ":1:1: warning",
            box.path("repo/Tests/AppTests/MockController.swift") + ":1:1: note",
        ], result.out)
    }

    func testANestedConfigTurnsOnARuleTheRootTurnsOff() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "off"}}}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"rules": {"controller-final": {"severity": "error"}}}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(findings(result).count, 1, result.out)
        XCTAssertContains(result.out, "MockController")
    }

    func testNestedIncludeReplacesTheIncludeAbove() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "include": ["Sources/**"]}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"include": ["AppTests/**"]}"#)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "FeedController")
        XCTAssertContains(result.out, "MockController")
    }

    func testABrokenNestedConfigIsAnErrorBeforeAnySwiftIsRead() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"exlude": []}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("repo/Tests/.swiftpolicy.json")):1:2: error: unknown key 'exlude' in the config")
        XCTAssertEqual(result.out, "")
    }

    func testAnUnknownRuleIDInANestedConfigIsAnError() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"rules": {"controller-fnal": {"severity": "off"}}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("repo/Tests/.swiftpolicy.json")):1:12: error: unknown rule id 'controller-fnal'")
    }

    func testNestedConfigsInExcludedOrHiddenFoldersAreNotRead() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": ["Legacy"]}"#)
        box.write("repo/Sources/App/Legacy/.swiftpolicy.json", "{ broken")
        box.write("repo/.hidden/.swiftpolicy.json", "{ broken")
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .findings, result.all)
    }

    func testStatsNameTheNestedConfigs() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"]}"#)
        box.write("repo/Tests/.swiftpolicy.json", "{}")
        let result = box.run(["check", "--stats", box.path("repo")])
        XCTAssertContains(result.err, "stats: config: \(box.path("repo/.swiftpolicy.json")); nested: \(box.path("repo/Tests/.swiftpolicy.json"))\n")
    }

    func testCheckingAFolderWhoseConfigNamesNoPacksUsesTheConfigAboveToo() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "rules": {"controller-final": {"severity": "warning"}}}"#)
        box.write("repo/Tests/.swiftpolicy.json", #"{"rules": {"controller-final": {"severity": "info"}}}"#)
        let fromRoot = box.run(["check", "--format", "xcode", box.path("repo")])
        let fromFolder = box.run(["check", "--format", "xcode", box.path("repo/Tests")])
        XCTAssertEqual(fromFolder.code, .success, fromFolder.all)
        XCTAssertEqual(findings(fromFolder), findings(fromRoot).filter { $0.contains("/repo/Tests/") })
        XCTAssertEqual(findings(fromFolder).count, 1, fromFolder.out)
        XCTAssertContains(fromFolder.out, ": note: ")
    }

    func testZeroFilesCheckedNamesTheNestedConfigsExcludes() {
        let box = repository(config: #"{"policies": ["policies/rules.policy"], "exclude": ["Tests"]}"#)
        box.write("repo/Sources/.swiftpolicy.json", #"{"exclude": ["App"]}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertContains(result.err, "are excluded by \(box.path("repo/.swiftpolicy.json")) and the configs below it: exclude \"Tests\" (1 Swift file); "
            + "exclude \"App\" of \(box.path("repo/Sources/.swiftpolicy.json")) (2 Swift files)\n")
    }
}
