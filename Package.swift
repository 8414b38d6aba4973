// swift-tools-version:6.0
// SwiftPolicy: architecture conventions as data, checked against a symbol graph built from Swift source.
//
// Data flows one way, one module per stage:
//   Swift text → SwiftLexer (tokens) → SwiftDeclarations (declarations) → SymbolGraph
//   policy text → PolicyLanguage (tokens → AST → checked rules)
//   rules × graph → PolicyEvaluation → Findings → Reporters
// PolicyPacks finds packs (built-in ones are embedded in the binary, `policies/` is their source).
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
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "SwiftDeclarations", dependencies: ["SwiftLexer"]),
        .target(name: "SwiftCode", dependencies: ["SwiftLexer"], exclude: ["README.md"]),
        .target(name: "SwiftPatterns", dependencies: ["SwiftCode", "SwiftLexer"], exclude: ["README.md"]),
        .target(name: "SymbolGraph", dependencies: ["SwiftDeclarations"]),
        .target(name: "PolicyLanguage"),
        .target(name: "Findings"),
        .target(name: "PolicyPacks", dependencies: ["PolicyLanguage"]),
        .target(name: "PolicyEvaluation", dependencies: ["SymbolGraph", "PolicyLanguage", "Findings"]),
        .target(name: "Reporters", dependencies: ["Findings"], exclude: ["README.md"]),
        .target(name: "PolicyCommands", dependencies: ["SymbolGraph", "PolicyLanguage", "PolicyEvaluation", "PolicyPacks", "Findings", "Reporters", "SwiftCode", "SwiftPatterns"]),
        .executableTarget(name: "policy", dependencies: ["PolicyCommands", "SymbolGraph"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "SwiftDeclarationsTests", dependencies: ["SwiftDeclarations"]),
        .testTarget(name: "SwiftCodeTests", dependencies: ["SwiftCode"]),
        .testTarget(name: "SwiftPatternsTests", dependencies: ["SwiftPatterns", "SwiftCode", "PolicyCommands"], exclude: ["Golden"]),
        .testTarget(name: "SymbolGraphTests", dependencies: ["SymbolGraph"], exclude: ["Fixtures"]),
        .testTarget(name: "PolicyLanguageTests", dependencies: ["PolicyLanguage"], resources: [.copy("Golden")]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters"], resources: [.copy("Golden")]),
        .testTarget(name: "PolicyEvaluationTests", dependencies: ["PolicyEvaluation", "SymbolGraph", "PolicyLanguage", "Findings"]),
        .testTarget(name: "PolicyPacksTests", dependencies: ["PolicyPacks"]),
        .testTarget(name: "PolicyCommandsTests", dependencies: ["PolicyCommands", "Reporters", "PolicyPacks"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
