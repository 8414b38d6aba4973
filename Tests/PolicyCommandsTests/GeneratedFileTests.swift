// GeneratedFileTests: findings in generated files and Xcode templates are not reported by default, the check
// says how many such files it skipped, and --include-generated reports them.
import XCTest
@testable import PolicyCommands

final class GeneratedFileTests: XCTestCase {
    private func sandbox() -> Sandbox {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/Generated/Mocks.swift", "// Generated using Sourcery 2.1.7\n// DO NOT EDIT\nclass MockFeedController {}\n")
        box.write("src/FeedController.swift", "class FeedController {}\n")
        return box
    }

    private func check(_ box: Sandbox, _ extra: [String] = []) -> RunResult {
        box.run(["check", "--no-config", "--policy", box.path("rules.policy")] + extra + [box.path("src")])
    }

    func testFindingsInGeneratedFilesAreNotReportedAndTheSkipIsCounted() {
        let result = check(sandbox())
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertNotContains(result.out, "MockFeedController")
        XCTAssertContains(result.err, "policy: 1 generated or vendored file not reported ('generated using'); --include-generated reports them")
    }

    func testIncludeGeneratedReportsThem() {
        let result = check(sandbox(), ["--include-generated"])
        XCTAssertContains(result.out, "MockFeedController must be final")
        XCTAssertNotContains(result.err, "generated file")
    }

    func testFindingsInVendoredFoldersAreNotReportedAndTheSkipIsCounted() {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/Common/3Party/Keychain/KeychainController.swift", "class KeychainController {}\n")
        box.write("src/Pods/Alamofire/SessionController.swift", "class SessionController {}\n")
        box.write("src/FeedController.swift", "class FeedController {}\n")
        let result = check(box)
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertNotContains(result.out, "KeychainController")
        XCTAssertNotContains(result.out, "SessionController")
        XCTAssertContains(result.err, "policy: 2 generated or vendored files not reported ('3Party/', 'Pods/'); --include-generated reports them")
        XCTAssertContains(check(box, ["--include-generated"]).out, "KeychainController must be final")
    }

    /// A controller in `folder` is not reported, the skip is counted under `marker`, and the project's own is reported.
    private func assertNotReported(in folder: String, marker: String, file: StaticString = #filePath, line: UInt = #line) {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        box.write("src/\(folder)/ToolController.swift", "class ToolController {}\n")
        box.write("src/FeedController.swift", "class FeedController {}\n")
        let result = check(box)
        XCTAssertContains(result.out, "FeedController must be final", file: file, line: line)
        XCTAssertNotContains(result.out, "ToolController", file: file, line: line)
        XCTAssertContains(result.err, "policy: 1 generated or vendored file not reported ('\(marker)')", file: file, line: line)
    }

    private static let mitHeader = """
        //  Toast.swift
        //  Copyright (c) 2015 Charles Scalesse.
        //
        //  Permission is hereby granted, free of charge, to any person obtaining a
        //  copy of this software and associated documentation files (the "Software")

        """

    /// The check of a tree of final-controller rules and `files` (path below `src/` → text).
    private func checkTree(_ files: [String: String]) -> RunResult {
        let box = Sandbox()
        box.write("rules.policy", Fixtures.finalControllers)
        for (path, text) in files { box.write("src/\(path)", text) }
        return check(box)
    }

    func testAFileQuotingALicenceFewFilesQuoteIsCopiedCode() {
        var files = ["Resources/ToastController.swift": Self.mitHeader + "class ToastController {}\n"]
        for name in ["Feed", "Profile", "Search", "Settings", "Login"] {
            files["\(name)Controller.swift"] = "//  \(name)Controller.swift\n//  MyApp\n\nclass \(name)Controller {}\n"
        }
        let result = checkTree(files)
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertNotContains(result.out, "ToastController")
        XCTAssertContains(result.err, "policy: 1 generated or vendored file not reported ('MIT licence header')")
    }

    func testAProjectThatHeadsItsOwnFilesWithALicenceIsChecked() {
        var files = ["LoginController.swift": "class LoginController {}\n"]
        for name in ["Feed", "Profile", "Search"] { files["\(name)Controller.swift"] = Self.mitHeader + "class \(name)Controller {}\n" }
        let result = checkTree(files)
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertContains(result.out, "LoginController must be final")
        XCTAssertNotContains(result.err, "not reported")
    }

    func testFindingsInCodeNoBuildCompilesAreNotReportedAndCounted() {
        let result = checkTree(["FeedController.swift": "class FeedController {}\n#if false\nclass OldFeedController {}\n#endif\n"])
        XCTAssertContains(result.out, "FeedController must be final")
        XCTAssertNotContains(result.out, "OldFeedController")
        XCTAssertContains(result.err, "policy: 1 finding in code no build compiles (#if false) not reported")
    }

    func testAVendorFeatureFolderOfTheAppIsChecked() {
        // "vendor" is also a marketplace's word for a seller: inside the app's views it is the app's own feature
        let result = checkTree(["CoveApp/Views/Vendor/Profile/VendorProfileController.swift": "class VendorProfileController {}\n",
                                "Vendor/Alamofire/SessionController.swift": "class SessionController {}\n"])
        XCTAssertContains(result.out, "VendorProfileController must be final")
        XCTAssertNotContains(result.out, "SessionController")
        XCTAssertContains(result.err, "policy: 1 generated or vendored file not reported ('Vendor/')")
    }

    func testToolFoldersAreVendored() {
        // fastlane's Swift runner and Mockingbird's stubs of system frameworks are the tools' code
        assertNotReported(in: "fastlane/swift", marker: "fastlane/")
        assertNotReported(in: "MockingbirdSupport/Foundation", marker: "MockingbirdSupport/")
    }

    func testFilesInAnXcodeTemplateBundleAreNotReported() {
        // every file of a template bundle is what Xcode copies into new projects, placeholders or not
        assertNotReported(in: "File Templates/MainApp.xctemplate/AppRoot", marker: "MainApp.xctemplate/")
    }

    func testSampleCodeFoldersAreNotReported() {
        // tutorial scripts and a library's demo app are not the product a team reviews
        assertNotReported(in: "examples/swift", marker: "examples/")
        assertNotReported(in: "Example/DemoApp", marker: "Example/")
    }

    func testFilesInAPlaygroundAreNotReported() {
        // a playground's pages teach or try things out; no app target builds them
        assertNotReported(in: "Playgrounds/Combine.playground/Pages/Intro.xcplaygroundpage", marker: "Combine.playground/")
    }

    func testBuildManifestsAreNotReported() {
        // SwiftPM's and Tuist's manifests describe the build, in whatever folder: a Domain module's Project.swift
        let box = Sandbox()
        box.write("rules.policy", "type under Domain must not import UIKit, ProjectDescription, PackageDescription\n")
        box.write("src/Domain/Project.swift", "import ProjectDescription\nlet project = Project(name: \"Domain\")\nstruct Settings {}\n")
        box.write("src/Domain/Package.swift", "import PackageDescription\nlet package = Package(name: \"Domain\")\nstruct Manifest {}\n")
        box.write("src/Domain/Order.swift", "import UIKit\nstruct Order {}\n")
        // a helper the team writes for its manifests is its own code
        box.write("src/Domain/Helpers.swift", "import ProjectDescription\nstruct ModuleHelper {}\n")
        let result = check(box)
        XCTAssertContains(result.out, "Order must not import")
        XCTAssertContains(result.out, "ModuleHelper must not import")
        XCTAssertNotContains(result.out, "Settings")
        XCTAssertNotContains(result.out, "Manifest")
        XCTAssertContains(result.err, "policy: 2 generated or vendored files not reported ('build manifest')")
    }

    func testAVendorOrSampleWordInTheCheckedPathItselfDoesNotSkip() {
        // the path given is what the user asked to check (`policy check examples/feed`): only folders below it skip
        for root in ["Vendor/App", "examples/feed"] {
            let box = Sandbox()
            box.write("rules.policy", Fixtures.finalControllers)
            box.write("\(root)/FeedController.swift", "class FeedController {}\n")
            let result = box.run(["check", "--no-config", "--policy", box.path("rules.policy"), box.path(root)])
            XCTAssertContains(result.out, "FeedController must be final")
        }
    }

    func testTypesOfGeneratedFilesStillCountForOtherFiles() {
        let box = Sandbox()
        box.write("rules.policy", "class matching *Controller must inherit from BaseController\n")
        box.write("src/Base.swift", "// DO NOT EDIT\nclass BaseController {}\n")
        box.write("src/FeedController.swift", "final class FeedController: BaseController {}\n")
        let result = check(box)
        XCTAssertEqual(result.code, .success, result.all)
    }
}
