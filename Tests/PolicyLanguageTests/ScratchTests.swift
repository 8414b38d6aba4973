import XCTest
@testable import PolicyLanguage

final class ScratchTests: XCTestCase {
    func testDumpStatements() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/PolicyLanguageTests/Golden/valid/statements.policy")
        let text = try String(contentsOf: url, encoding: .utf8)
        let (file, diagnostics) = PolicyParser.parse(PolicySource(name: "statements.policy", text: text))
        print(PolicyLanguage.render(diagnostics))
        for rule in file.rules { print("\(rule.id): \(Dump.assertion(rule.assertion))") }
        print(PolicyLanguage.render(PolicyChecker.check([file]).diagnostics))
    }
}
