// Robustness: random token soup, truncations and mutations of valid policies never crash and always
// terminate; every .policy file and every ```policy example in the repository parses and checks cleanly.
import Foundation
import XCTest
@testable import PolicyLanguage

final class RobustnessTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let vocabulary = Array(Vocabulary.reserved) + [
        "@", ",", "(", ")", "{", "}", "=", ":", "\"str\"", "\"\"\"", "\"", "*Controller", "{task}", "View", "5", "#c\n", "\n", ";", "é",
        "regex \"(a\"", "regex \"^a+$\"",
    ]

    private func parseAndCheck(_ text: String) {
        let (file, diagnostics) = PolicyParser.parse(PolicySource(name: "fuzz.policy", text: text))
        if diagnostics.isEmpty { _ = PolicyChecker.check([file]) }
        for diagnostic in diagnostics { _ = diagnostic.rendered() }
    }

    func testRandomTokenSoupTerminates() {
        var generator = Generator(state: 42)
        for _ in 0..<1_500 {
            let count = Int.random(in: 0..<40, using: &generator)
            let words = (0..<count).map { _ in Self.vocabulary.randomElement(using: &generator) ?? "" }
            parseAndCheck(words.joined(separator: Bool.random(using: &generator) ? " " : "\n"))
        }
    }

    func testEveryTruncationOfTheStatementsFixtureTerminates() throws {
        let url = try XCTUnwrap(Bundle.module.resourceURL?.appendingPathComponent("Golden/valid/statements.policy"))
        let bytes = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            parseAndCheck(String(decoding: bytes[0..<end], as: UTF8.self))
        }
    }

    func testRandomByteMutationsTerminate() throws {
        let url = try XCTUnwrap(Bundle.module.resourceURL?.appendingPathComponent("Golden/valid/statements.policy"))
        let original = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        var generator = Generator(state: 7)
        let alphabet = Array("@,(){}=:\"#\n *a".utf8)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<5 {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = alphabet.randomElement(using: &generator) ?? 0x20
            }
            parseAndCheck(String(decoding: bytes, as: UTF8.self))
        }
    }

    func testDeeplyNestedInputIsRejectedNotOverflowed() {
        let text = "type must " + String(repeating: "not ", count: 10_000) + "exist\n" + String(repeating: "(", count: 10_000)
        let (_, diagnostics) = PolicyParser.parse(PolicySource(name: "deep.policy", text: text))
        XCTAssertFalse(diagnostics.isEmpty)
    }

    /// Every `.policy` file under policies/ and grammar/ (the files of one folder checked together, as a pack
    /// is: layers are shared across its files), and every ```policy block of grammar/README.md and README.md.
    func testRepositoryPoliciesAndDocumentationExamplesCheckCleanly() throws {
        let root = TestSupport.packageRoot
        var groups: [String: [(file: String, text: String)]] = [:]
        for folder in ["policies", "grammar"] {
            let url = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "policy" {
                let pack = packFolder(of: file, below: url)
                groups[pack, default: []].append((file.path, try String(contentsOf: file, encoding: .utf8)))
            }
        }
        for name in ["grammar/README.md", "README.md"] {
            guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { continue }
            // Each fenced block is its own file, checked together with the shared layer block(s).
            let blocks = text.components(separatedBy: "```policy\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            XCTAssertFalse(blocks.isEmpty, "\(name) should contain ```policy examples")
            let layers = blocks.filter { $0.contains("layer ") }.joined(separator: "\n")
            for (index, block) in blocks.enumerated() where !block.contains("layer ") || block.contains("must") {
                let text = block.contains("layer ") ? block : layers + "\n" + block
                groups["\(name)#\(index + 1)"] = [("\(name)-example-\(index + 1).policy", text)]
            }
        }
        XCTAssertFalse(groups.isEmpty)
        for (name, sources) in groups.sorted(by: { $0.key < $1.key }) {
            let result = PolicyLanguage.load(sources: sources)
            if case .failure(let error) = result { XCTFail("\(name):\n\(error)") }
        }
    }

    /// The folder holding `pack.json` above a policy file (its pack), else the file's own folder.
    private func packFolder(of file: URL, below root: URL) -> String {
        var folder = file.deletingLastPathComponent()
        while folder.path.hasPrefix(root.path), folder.path != root.path {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("pack.json").path) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent().path
    }
}
