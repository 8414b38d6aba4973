// swift-tools-version:6.0
// PluginFixture: a package that uses SwiftPolicy's plugins the way an app's package would, for the plugin test
// (Tests/PolicyCommandsTests/PluginTests.swift), which copies it to a temporary folder, points the dependency's
// path at this repository, and runs `swift build`. Its `.swiftpolicy.json` names its own policy file.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SwiftPolicy", path: "../..")],
    targets: [
        .target(name: "FixtureServices", plugins: [.plugin(name: "PolicyBuildToolPlugin", package: "SwiftPolicy")]),
        .target(name: "FixtureScreens", dependencies: ["FixtureServices"],
                plugins: [.plugin(name: "PolicyBuildToolPlugin", package: "SwiftPolicy")]),
    ],
    swiftLanguageModes: [.v6]
)
