// ConfigErrorGoldenTests: the full rendered error (place, source line, caret, help and notes) of `policy check` for
// each kind of `.swiftpolicy.json` mistake, compared byte for byte with Golden/config-<kind>.txt. The sandbox path
// is replaced by `<root>`. UPDATE_GOLDEN=1 rewrites the files.
import XCTest
@testable import PolicyCommands

final class ConfigErrorGoldenTests: XCTestCase {
    func testSyntaxErrorGolden() throws {
        try assertGolden("config-syntax-error.txt", config: """
        {
          "policies": ["policies/rules.policy"],
          "exclude": ["Generated",]
        }

        """)
    }

    func testDuplicateKeyGolden() throws {
        try assertGolden("config-duplicate-key.txt", config: """
        {
          "policies": ["policies/rules.policy"],
          "exclude": ["Generated"],
          "failOn": "warning",
          "exclude": ["Tests"]
        }

        """)
    }

    func testUnknownKeyGolden() throws {
        try assertGolden("config-unknown-key.txt", config: """
        {
          "policies": ["policies/rules.policy"],
          "exclud": ["Generated"]
        }

        """)
    }

    func testWrongTypeGolden() throws {
        try assertGolden("config-wrong-type.txt", config: """
        {
          "policies": ["policies/rules.policy"],
          "exclude": "Generated",
          "rules": { "controller-final": { "paths": ["Sources", 3] } }
        }

        """)
    }

    func testUnknownRuleIDGolden() throws {
        try assertGolden("config-unknown-rule.txt", config: """
        {
          "policies": ["policies/rules.policy"],
          "rules": {
            "controller-finall": { "severity": "warning" }
          }
        }

        """)
    }

    private func assertGolden(_ name: String, config: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", config)
        box.write("repo/policies/rules.policy", Fixtures.finalControllers)
        box.write("repo/Sources/FeedController.swift", "class FeedController {}\n")
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all, file: file, line: line)
        XCTAssertEqual(result.out, "", "nothing is checked", file: file, line: line)
        let actual = box.normalize(result.err)
        try assertMatchesGolden(actual, named: name, file: file, line: line)
    }
}
