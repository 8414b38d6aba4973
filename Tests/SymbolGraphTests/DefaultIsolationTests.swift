// DefaultIsolation: which files a project compiles with the main actor as the default isolation, read from SwiftPM
// manifests and Xcode projects found in the checked folders and above them, and marked on the graph's files.
import XCTest
@testable import SymbolGraph

final class DefaultIsolationTests: XCTestCase {
    private let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "Shop",
            targets: [
                .target(
                    name: "ShopUI",
                    dependencies: [.product(name: "Helper", package: "helper"), .target(name: "ShopCore")],
                    swiftSettings: [.defaultIsolation(MainActor.self)]
                ),
                .target(name: "ShopCore"),
                .executableTarget(name: "Tool", path: "Tools/Main", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .testTarget(name: "ShopUITests", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Legacy", swiftSettings: [.defaultIsolation(nil)]),
            ]
        )
        """

    func testPackageTargetsAreReadWithTheirFoldersAndIsolation() {
        let targets = DefaultIsolation.packageTargets(Array(manifest.utf8))
        XCTAssertEqual(targets.map(\.name), ["ShopUI", "ShopCore", "ShopCore", "Tool", "ShopUITests", "Legacy"])
        XCTAssertEqual(targets.first { $0.name == "ShopUI" }?.mainActor, true)
        XCTAssertEqual(targets.first { $0.name == "Tool" }?.path, "Tools/Main")
        XCTAssertEqual(targets.first { $0.name == "ShopUITests" }?.isTest, true)
        XCTAssertEqual(targets.first { $0.name == "Legacy" }?.mainActor, false)
        XCTAssertNil(targets.first { $0.name == "ShopCore" }?.mainActor)
    }

    func testATargetsFolderDefaultsToTheMainActorAndTheRestOfThePackageDoesNot() throws {
        let folder = try TemporaryFolder()
        let package = try folder.write("Package.swift", manifest)
        let isolation = DefaultIsolation.read(manifests: [package], roots: [])
        XCTAssertTrue(isolation.isMainActorByDefault(folder.path + "/Sources/ShopUI/Cart.swift"))
        XCTAssertTrue(isolation.isMainActorByDefault(folder.path + "/Tools/Main/main.swift"))
        XCTAssertTrue(isolation.isMainActorByDefault(folder.path + "/Tests/ShopUITests/CartTests.swift"))
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Sources/ShopCore/Price.swift"))
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Sources/Legacy/Old.swift"))
        // a folder whose name only begins like the target's is not the target's
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Sources/ShopUIKit/View.swift"))
    }

    func testPathsAskedTogetherGetTheAnswersEachGetsAlone() throws {
        let folder = try TemporaryFolder()
        let isolation = DefaultIsolation.read(manifests: [try folder.write("Package.swift", manifest)], roots: [])
        let paths = ["/Sources/ShopUI/Cart.swift", "/Sources/ShopUI/Cart2.swift", "/Sources/ShopCore/Price.swift",
                     "/Sources/ShopCore/../ShopUI/./Badge.swift", "/Sources/Legacy/Old.swift"].map { folder.path + $0 }
        XCTAssertEqual(isolation.mainActorDefaults(of: paths), [true, true, false, true, false])
        XCTAssertEqual(isolation.mainActorDefaults(of: paths), paths.map(isolation.isMainActorByDefault))
    }

    func testAPathIsMadeAbsoluteWithoutDotComponents() {
        XCTAssertEqual(DefaultIsolation.absolute("App/./Views/../Models/User.swift", from: "/work/shop"),
                       "/work/shop/App/Models/User.swift")
        XCTAssertEqual(DefaultIsolation.absolute("/a//b/../../..", from: "/ignored"), "/")
        XCTAssertEqual(DefaultIsolation.absolute("./x.swift", from: "/w/"), "/w/x.swift")
        XCTAssertEqual(DefaultIsolation.absolute("../../../x", from: "/a"), "/x")
        XCTAssertEqual(DefaultIsolation.absolute("a/b/..", from: "/r"), "/r/a")
        XCTAssertEqual(DefaultIsolation.absolute("a/.../b..", from: "/r"), "/r/a/.../b..")
    }

    func testAnXcodeProjectSettingTheMainActorEverywhereCoversItsFolderButNotAPackageInside() throws {
        let folder = try TemporaryFolder()
        let project = try folder.write("App.xcodeproj/project.pbxproj", """
            buildSettings = {
                SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
                SWIFT_VERSION = 6.0;
            };
            buildSettings = {
                SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
            };
            """)
        let package = try folder.write("Packages/Net/Package.swift", "let package = Package(name: \"Net\", targets: [.target(name: \"Net\")])")
        let isolation = DefaultIsolation.read(manifests: [project, package], roots: [])
        XCTAssertTrue(isolation.isMainActorByDefault(folder.path + "/App/Views/Home.swift"))
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Packages/Net/Sources/Net/Client.swift"))
    }

    func testAnXcodeProjectWhoseTargetsDisagreeCoversNothing() {
        let text = "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\nSWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\n"
        XCTAssertEqual(DefaultIsolation.xcodeProjectSetting(Array(text.utf8)), .mixed)
        XCTAssertEqual(DefaultIsolation.xcodeProjectSetting(Array("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n".utf8)),
                       .uniform(mainActor: true))
        XCTAssertEqual(DefaultIsolation.xcodeProjectSetting(Array("SWIFT_VERSION = 6.0;\n".utf8)), .unset)
    }

    func testTheGraphMarksFilesOfAMainActorTargetFoundAboveTheCheckedFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", manifest)
        try folder.write("Sources/ShopUI/Cart.swift", "final class CartModel {}\n")
        try folder.write("Sources/ShopCore/Price.swift", "struct Price {}\n")
        // only the target's folder is checked: the manifest above it is still read
        let graph = GraphBuilder.build(paths: [folder.path + "/Sources"], jobs: 1).graph
        let marked = Dictionary(uniqueKeysWithValues: graph.files.map { (($0.path as NSString).lastPathComponent, $0.isMainActorByDefault) })
        XCTAssertEqual(marked, ["Cart.swift": true, "Price.swift": false])
    }
}

final class XcodeProjectIsolationTests: XCTestCase {
    /// Two app targets on the main actor sharing `Shared`, a test target nonisolated, one target with no setting
    /// taking the project's.
    private let project = """
        // !$*UTF8*$!
        {
            objects = {
                P1 /* Project object */ = { isa = PBXProject; buildConfigurationList = LP; };
                LP = { isa = XCConfigurationList; buildConfigurations = ( CP1, CP2 ); };
                CP1 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Debug; };
                CP2 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Release; };
                T1 /* iOS */ = { isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = ( G1 /* iOS */, GS ); name = iOS; };
                T2 = { isa = PBXNativeTarget; buildConfigurationList = L2; fileSystemSynchronizedGroups = ( G2, GS ); };
                T3 = { isa = PBXNativeTarget; buildConfigurationList = L3; fileSystemSynchronizedGroups = ( G3 ); };
                T4 = { isa = PBXNativeTarget; buildConfigurationList = L4; fileSystemSynchronizedGroups = ( G4 ); };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                L2 = { isa = XCConfigurationList; buildConfigurations = ( C2 ); };
                L3 = { isa = XCConfigurationList; buildConfigurations = ( C3 ); };
                L4 = { isa = XCConfigurationList; buildConfigurations = ( C4 ); };
                C1 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_VERSION = 6.0; }; };
                C2 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; };
                C3 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated; }; };
                C4 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                G1 = { isa = PBXFileSystemSynchronizedRootGroup; path = iOS; sourceTree = "<group>"; };
                G2 = { isa = PBXFileSystemSynchronizedRootGroup; path = macOS; sourceTree = "<group>"; };
                G3 = { isa = PBXFileSystemSynchronizedRootGroup; path = "Unit Tests"; sourceTree = "<group>"; };
                G4 = { isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
                GS = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
            };
            rootObject = P1;
        }
        """

    func testEachSynchronizedFolderTakesItsTargetsSetting() {
        XCTAssertEqual(XcodeProject.folderIsolation(Array(project.utf8)),
                       ["iOS": true, "macOS": true, "Shared": true, "Unit Tests": false, "Widgets": true])
    }

    func testTheCompilerFlagInOtherSwiftFlagsSetsTheIsolationToo() {
        let flagged = project.replacingOccurrences(of: "C3 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated; }; };",
                                                   with: "C3 = { isa = XCBuildConfiguration; buildSettings = { OTHER_SWIFT_FLAGS = \"$(inherited) -strict-concurrency=complete -default-isolation MainActor\"; }; };")
        XCTAssertEqual(XcodeProject.folderIsolation(Array(flagged.utf8))["Unit Tests"], true)
        let line = "OTHER_SWIFT_FLAGS = \"$(inherited) -default-isolation MainActor\";\n"
        XCTAssertEqual(DefaultIsolation.xcodeProjectSetting(Array(line.utf8)), .uniform(mainActor: true))
        XCTAssertEqual(DefaultIsolation.xcodeProjectSetting(Array("OTHER_SWIFT_FLAGS = \"-Onone\";\n".utf8)), .unset)
        XCTAssertEqual(DefaultIsolation.isolationFlag(in: "-default-isolation=MainActor"), "MainActor")
    }

    func testAFolderOfTargetsThatDisagreeIsLeftOut() {
        let mixed = project.replacingOccurrences(of: "fileSystemSynchronizedGroups = ( G3 )", with: "fileSystemSynchronizedGroups = ( G3, GS )")
        XCTAssertNil(XcodeProject.folderIsolation(Array(mixed.utf8))["Shared"])
    }

    func testAProjectWhoseTargetsDisagreeMarksTheFilesOfEachFolder() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("App.xcodeproj/project.pbxproj", project)
        let isolation = DefaultIsolation.read(manifests: [file], roots: [])
        XCTAssertTrue(isolation.isMainActorByDefault(folder.path + "/iOS/Home.swift"))
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Unit Tests/HomeTests.swift"))
        XCTAssertFalse(isolation.isMainActorByDefault(folder.path + "/Elsewhere/Loose.swift"))
    }

    func testQuotedStringsKeepTheCharacterAfterEachEscapeAndBareWordsEndAtPunctuation() {
        var reader = PropertyListReader(bytes: Array(#"{ a = "x \"y\" \\z"; b = Shared/iOS-1.0:$x; c = ( "", w ); d = "open"#.utf8))
        XCTAssertEqual(reader.value(), .dictionary([
            "a": .string(#"x "y" \z"#), "b": .string("Shared/iOS-1.0:$x"), "c": .list([.string(""), .string("w")]),
            "d": .string("open"),
        ]))
    }

    func testABrokenProjectFileGivesNothingAndDoesNotHang() {
        for text in ["{ objects = { A = { isa = PBXNativeTarget; fileSystemSynchronizedGroups = ( ", String(repeating: "{ a = ", count: 10_000), "\"", "/*"] {
            XCTAssertEqual(XcodeProject.folderIsolation(Array(text.utf8)), [:])
        }
    }
}
