// swift-tools-version:6.0
// SwiftPolicy: architecture conventions as data, checked against a symbol graph built from Swift source.
//
// Data flows one way, one module per stage:
//   paths → SourceFiles (files, bytes) → SwiftLexer (tokens) → SwiftDeclarations (declarations) → SymbolGraph
//   policy text → PolicyLanguage (tokens → AST → checked rules)
//   rules × graph → PolicyEvaluation → Findings → Reporters
//   findings × rules' fixes → PolicyFixes (text edits) → `check --fix`
// JSONInput reads the untrusted JSON inputs (configs, pack manifests, lock files) with positions for errors.
// PolicyPacks finds packs (built-in ones are embedded in the binary, `policies/` is their source).
// GraphFormats writes the graph out (`policy graph`); Benchmarks generates Swift trees (`policy bench`).
// Parallel spreads work over threads for the stages that need it (SymbolGraph, PolicyEvaluation).
// PolicyCommands is the command-line layer over those libraries; `policy` is its thin executable.
import PackageDescription

let package = Package(
    name: "SwiftPolicy",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "policy", targets: ["policy"]),
        .library(name: "SymbolGraph", targets: ["SymbolGraph"]),
        .library(name: "PolicyLanguage", targets: ["PolicyLanguage"]),
        .library(name: "PolicyEvaluation", targets: ["PolicyEvaluation"]),
        .plugin(name: "PolicyBuildToolPlugin", targets: ["PolicyBuildToolPlugin"]),
        .plugin(name: "PolicyCommandPlugin", targets: ["PolicyCommandPlugin"]),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "SwiftDeclarations", dependencies: ["SwiftLexer"]),
        .target(name: "SwiftCode", dependencies: ["SwiftLexer"], exclude: ["README.md"]),
        .target(name: "SwiftPatterns", dependencies: ["SwiftCode", "SwiftLexer"], exclude: ["README.md"]),
        .target(name: "Parallel"),
        .target(name: "SourceFiles"),
        .target(name: "SymbolGraph", dependencies: ["SourceFiles", "SwiftDeclarations", "Parallel"]),
        .target(name: "GraphFormats", dependencies: ["SymbolGraph", "SwiftDeclarations"]),
        .target(name: "Benchmarks"),
        .target(name: "PolicyLanguage", dependencies: ["SwiftPatterns"]),
        .target(name: "Findings"),
        .target(name: "JSONInput", dependencies: ["PolicyLanguage"]),
        .target(name: "PolicyPacks", dependencies: ["PolicyLanguage", "JSONInput"]),
        .target(name: "PolicyFixes", dependencies: ["SwiftLexer", "PolicyLanguage", "SwiftCode", "SwiftPatterns"]),
        .target(name: "PolicyEvaluation", dependencies: ["SymbolGraph", "SwiftDeclarations", "PolicyLanguage", "Findings",
                                                         "SwiftLexer", "SwiftCode", "SwiftPatterns", "Parallel"], exclude: ["README.md"]),
        .target(name: "Reporters", dependencies: ["Findings"], exclude: ["README.md"]),
        .target(name: "PolicyCommands", dependencies: ["SymbolGraph", "SwiftDeclarations", "PolicyLanguage", "PolicyEvaluation", "PolicyPacks",
                                                       "Findings", "Reporters", "JSONInput", "PolicyFixes", "SwiftCode", "SwiftPatterns",
                                                       "SourceFiles", "GraphFormats", "Benchmarks"]),
        .executableTarget(name: "policy", dependencies: ["PolicyCommands"]),
        // `policy check` as a build step and `swift package policy …`; Tests/PluginFixture is a package that uses both
        .plugin(name: "PolicyBuildToolPlugin", capability: .buildTool(), dependencies: ["policy"]),
        .plugin(name: "PolicyCommandPlugin",
                capability: .command(intent: .custom(verb: "policy", description: "run policy check, test, query, … on this package")),
                dependencies: ["policy"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "SwiftDeclarationsTests", dependencies: ["SwiftDeclarations"]),
        .testTarget(name: "SwiftCodeTests", dependencies: ["SwiftCode", "SwiftLexer"]),
        .testTarget(name: "SwiftPatternsTests", dependencies: ["SwiftPatterns", "SwiftCode", "PolicyCommands"], exclude: ["Golden"]),
        .testTarget(name: "SymbolGraphTests", dependencies: ["SymbolGraph", "SwiftDeclarations", "SwiftLexer", "SourceFiles", "GraphFormats",
                                                             "Benchmarks"], exclude: ["Fixtures"]),
        .testTarget(name: "PolicyLanguageTests", dependencies: ["PolicyLanguage"], resources: [.copy("Golden")]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Findings"], resources: [.copy("Golden")]),
        .testTarget(name: "PolicyEvaluationTests", dependencies: ["PolicyEvaluation", "SymbolGraph", "SwiftDeclarations", "PolicyLanguage", "Findings"]),
        .testTarget(name: "PolicyFixesTests", dependencies: ["PolicyFixes", "PolicyLanguage"]),
        .testTarget(name: "PolicyPacksTests", dependencies: ["PolicyPacks"]),
        .testTarget(name: "JSONInputTests", dependencies: ["JSONInput", "PolicyLanguage"]),
        .testTarget(name: "PolicyCommandsTests", dependencies: ["PolicyCommands", "PolicyEvaluation", "SymbolGraph", "Reporters", "PolicyPacks",
                                                                "JSONInput", "Findings", "PolicyLanguage", "Benchmarks"],
                    exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
