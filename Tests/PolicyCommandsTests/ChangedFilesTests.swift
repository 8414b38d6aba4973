// ChangedFilesTests: `policy check --only FILE` and `--changed [BASE]` read the whole tree and report only the
// selected files' findings (the README's example: a view's use of a service declared in another file), and a plain
// `policy check FILE` says that cross-file rules saw only that file. Git repositories are made in the sandbox.
import Foundation
import XCTest
@testable import PolicyCommands

final class ChangedFilesTests: XCTestCase {
    private let viewFinding = "AthleteProfileView calls recordService.fetchRecords"

    /// The swift-conventions example app, committed on `main` in a fresh repository with a config naming the pack.
    private func exampleRepository() throws -> Sandbox {
        let box = Sandbox()
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/swift-conventions").path
        for folder in ["App", "Controllers", "Models", "Services", "Views"] {
            try FileManager.default.copyItem(atPath: example + "/" + folder, toPath: box.path(folder))
        }
        box.write(".swiftpolicy.json", "{\"packs\": [\"swift-conventions\"]}\n")
        try git(["init", "-q"], in: box.root)
        try git(["add", "."], in: box.root)
        try git(["commit", "-q", "-m", "app"], in: box.root)
        return box
    }

    private func append(_ box: Sandbox, _ file: String, _ text: String) {
        box.write(file, (box.read(file) ?? "") + text)
    }

    func testChangedReportsTheCrossFileFindingInTheOneChangedFile() throws {
        let box = try exampleRepository()
        append(box, "Views/AthleteProfileView.swift", "// edited\n")
        let alone = box.run(["check", "Views/AthleteProfileView.swift"])
        XCTAssertEqual(alone.code, .success, alone.all)
        XCTAssertNotContains(alone.out, viewFinding)

        let changed = box.run(["check", "--changed"])
        XCTAssertEqual(changed.code, .findings, changed.all)
        XCTAssertContains(changed.out, "Views/AthleteProfileView.swift\n  23:39  error    " + viewFinding)
        // the other files' findings (five of them) are not reported
        XCTAssertNotContains(changed.out, "AthleteProfileController")
        XCTAssertContains(changed.out, "1 error, 0 warnings, 0 info in 1 file\n")
        XCTAssertContains(changed.out, "only findings in 1 file changed against HEAD are reported; the rules saw all 19 files checked")
    }

    func testOnlyReportsTheNamedFilesFindingsFromTheWholeTree() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "--only", "Views/AthleteProfileView.swift", "--only", "Models/Athlete.swift"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, viewFinding)
        XCTAssertContains(result.out, "Conform Athlete to Equatable")
        XCTAssertNotContains(result.out, "RecordsController")
        XCTAssertContains(result.out, "1 error, 1 warning, 0 info in 2 files\n")
    }

    func testPlainFileCheckNotesThatCrossFileRulesSawOnlyThatFile() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "Views/AthleteProfileView.swift"])
        XCTAssertContains(result.out, "0 errors, 0 warnings, 0 info in 1 file\nchecked 1 file; rules that relate types across files saw only "
            + "these files — use 'policy check --only Views/AthleteProfileView.swift' to check it against the whole tree\n")
        let folder = box.run(["check", "Views"])
        XCTAssertNotContains(folder.out, "rules that relate types across files")
    }

    func testPartialTreeNoteFiresOnlyForSwiftFilesNamedWithoutTheirTree() throws {
        let box = try exampleRepository()
        box.write("README.txt", "not Swift\n")
        // a non-Swift file beside a folder, and a Swift file inside a folder also named, leave nothing out
        for paths in [["Views", "README.txt"], ["Views", "Views/AthleteProfileView.swift"], ["README.txt"]] {
            let result = box.run(["check"] + paths)
            XCTAssertNotContains(result.out, "rules that relate types across files")
        }
        let beside = box.run(["check", "Views", "Models/Athlete.swift"])
        XCTAssertContains(beside.out, "saw only these files — use 'policy check --only Models/Athlete.swift' to check it")
    }

    func testChangedListsStagedUnstagedAndUntrackedFilesButNotDeletedOnes() throws {
        let box = try exampleRepository()
        append(box, "Views/AthleteProfileView.swift", "// staged\n")
        try git(["add", "Views/AthleteProfileView.swift"], in: box.root)
        append(box, "Models/Athlete.swift", "// unstaged\n")
        box.write("Views/NewView.swift", "struct NewView {}\n")
        box.write("notes.txt", "not Swift\n")
        try FileManager.default.removeItem(atPath: box.path("Controllers/RecordsController.swift"))
        let files = try ChangedFiles.swiftFiles(against: "HEAD", in: box.path("Views"), environment: box.environment)
        XCTAssertEqual(Set(files), Set(["Views/AthleteProfileView.swift", "Models/Athlete.swift", "Views/NewView.swift"].map(box.path)))
    }

    func testChangedAgainstABranchReportsTheCommitsSinceTheBranchPoint() throws {
        let box = try exampleRepository()
        try git(["checkout", "-q", "-b", "feature"], in: box.root)
        append(box, "Views/AthleteProfileView.swift", "// on the branch\n")
        try git(["commit", "-q", "-am", "edit the view"], in: box.root)
        // main moves on after the branch point: its change is not this branch's
        try git(["checkout", "-q", "main"], in: box.root)
        append(box, "Models/Athlete.swift", "// on main\n")
        try git(["commit", "-q", "-am", "edit the model"], in: box.root)
        try git(["checkout", "-q", "feature"], in: box.root)

        let againstMain = box.run(["check", "--changed", "main", "--format", "xcode"])
        XCTAssertEqual(againstMain.code, .findings, againstMain.all)
        XCTAssertContains(againstMain.out, viewFinding)
        XCTAssertNotContains(againstMain.out, "Athlete to Equatable")
        let inline = box.run(["check", "--changed=main", "--format", "xcode"])
        XCTAssertEqual(inline.out, againstMain.out)
        let againstHead = box.run(["check", "--changed"])
        XCTAssertEqual(againstHead.code, .success, againstHead.all)
        XCTAssertContains(againstHead.out, "in 0 files")
    }

    func testChangedFollowedByExistingFoldersReadsThemAsThePathsToCheck() throws {
        let box = try exampleRepository()
        append(box, "Views/AthleteProfileView.swift", "// edited\n")
        let result = box.run(["check", "--changed", "Views", "Services"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, viewFinding)
        XCTAssertContains(result.out, "the rules saw all 10 files checked")
    }

    func testChangedWithAnUnknownBaseNamesIt() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "--changed", "mian"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "policy: error: --changed mian: not a commit in this repository")
    }

    func testChangedOutsideAGitRepositoryIsAUsageError() {
        let box = Sandbox()
        box.write("src/App.swift", Fixtures.appSwift)
        box.write("rules.policy", Fixtures.finalControllers)
        let result = box.run(["check", "--policy", "rules.policy", "--changed", "--", "src"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "policy: error: --changed needs a git repository")
    }

    func testOnlyWithAMissingFileExitsThree() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "--only", "Views/Missing.swift"])
        XCTAssertEqual(result.code, .failure, result.all)
        XCTAssertContains(result.err, "policy: error: --only Views/Missing.swift: no such file")
    }

    func testOnlyWarnsAboutAFileOutsideThePathsChecked() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "--only", "Models/Athlete.swift", "Views"])
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.err, "policy: warning: --only \(box.path("Models/Athlete.swift")) was not checked")
    }

    func testOnlyIsQuietAboutAFileTheConfigExcludes() throws {
        let box = try exampleRepository()
        box.write(".swiftpolicy.json", "{\"packs\": [\"swift-conventions\"], \"exclude\": [\"Generated\"]}\n")
        box.write("Generated/Strings.swift", "enum Strings {}\n")
        let result = box.run(["check", "--only", "Generated/Strings.swift", "--only", "Views/AthleteProfileView.swift"])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertEqual(result.err, "")
        XCTAssertContains(result.out, "only findings in 1 file named by --only are reported; the rules saw all 19 files checked")
    }

    func testOnlyCannotWriteABaseline() throws {
        let box = try exampleRepository()
        let result = box.run(["check", "--only", "Models/Athlete.swift", "--write-baseline", "baseline.txt"])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "--write-baseline records the whole tree's findings")
        XCTAssertFalse(box.exists("baseline.txt"))
    }
}
