// ConfigFuzzTests: seeded, bounded fuzzing of the JSON inputs read from other repositories — `.swiftpolicy.json`,
// `pack.json` and `.policy/packs.lock` texts truncated, cut, spliced and sprinkled with JSON punctuation, escapes
// and stray bytes. Each mutant must load or fail with diagnostics at a real `file:line:col` with the source line
// and a caret; none may crash. Bounded by a fixed number of mutants (not by time), reproducible from the seed.
import XCTest
import JSONInput
@testable import PolicyCommands
@testable import PolicyPacks

final class ConfigFuzzTests: XCTestCase {
    static let mutantsPerInput = 1_500

    static let configs = [
        """
        {
          "packs": ["mvvm", "packs/team"],
          "policies": ["policies/team.policy"],
          "include": ["Sources/**"],
          "exclude": ["Generated", "**/*.generated.swift"],
          "rules": {
            "controller-final": { "severity": "warning", "paths": ["Sources/App"] },
            "no-view-models": { "severity": "off" }
          },
          "failOn": "warning",
          "baseline": "policy-baseline.txt"
        }

        """,
        #"{"policies":["p\u00e9/r\"s.policy","\ud83d\ude00.policy"],"exclude":[],"rules":{},"failOn":"error"}"#,
        "{\r\n\t\"packs\" : [ \"a\" ] ,\r\n\t\"baseline\" : \"b\"\r\n}\r\n",
    ]

    static let manifests = [
        """
        {
          "name": "team",
          "version": "1.2.3-beta",
          "description": "the team's pack",
          "minimumToolVersion": "0.1.0",
          "include": ["mvvm"],
          "overrides": { "view-model-main-actor": { "severity": "info", "paths": ["App"] } }
        }

        """,
    ]

    static let locks = [
        """
        {
          "packs" : [
            {
              "commit" : "0123456789abcdef0123456789abcdef01234567",
              "hash" : "ab",
              "name" : "team",
              "path" : "packs/team",
              "ref" : "v1.0.0",
              "url" : "https://example.com/team.git"
            }
          ]
        }

        """,
    ]

    /// Pieces spliced into texts: the JSON punctuation and escapes a broken file is made of, and bytes that are
    /// not UTF-8.
    static let pieces: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "\\u00", "null", "true", "tru",
                                    "-", "0", "01", "1e", "1.5", "\n", "\r", "\t", "//", "/*", "'", "\"exclude\"", "\"rules\"",
                                    "\"severity\": \"off\"", "é", "😀"].map { Array($0.utf8) } + [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x00]]

    func testMutatedConfigsLoadOrFailWithAPlace() throws {
        let counts = fuzz(Self.configs, seed: 0x5EED_C0F1) { bytes in
            let config = try RepositoryConfig.parse(bytes, path: "fuzz.json")
            try? config.checkRuleIDs(known: ["controller-final"])
        }
        XCTAssertGreaterThan(counts.loaded, 0, "some mutants are valid configs")
        XCTAssertGreaterThan(counts.failed, Self.mutantsPerInput, "most mutants are errors")
    }

    func testMutatedManifestsLoadOrFailWithAPlace() throws {
        let counts = fuzz(Self.manifests, seed: 0x5EED_9ACC) { bytes in _ = try PackReader.parseManifest(bytes, path: "fuzz.json") }
        XCTAssertGreaterThan(counts.loaded, 0)
        XCTAssertGreaterThan(counts.failed, 0)
    }

    func testMutatedLockFilesLoadOrFailWithAPlace() throws {
        let counts = fuzz(Self.locks, seed: 0x5EED_10C4) { bytes in _ = try PackLock.parse(bytes, path: "fuzz.json") }
        XCTAssertGreaterThan(counts.loaded, 0)
        XCTAssertGreaterThan(counts.failed, 0)
    }

    /// `mutantsPerInput` mutants of each text through `read`; every error must be well placed.
    private func fuzz(_ texts: [String], seed: UInt64, file: StaticString = #filePath, line: UInt = #line,
                      _ read: ([UInt8]) throws -> Void) -> (loaded: Int, failed: Int) {
        var random = FuzzRandom(seed: seed)
        var loaded = 0, failed = 0
        for text in texts {
            let original = Array(text.utf8)
            for _ in 0..<Self.mutantsPerInput {
                var bytes = original
                for _ in 0...random.next(below: 3) { mutate(&bytes, &random) }
                do {
                    try read(bytes)
                    loaded += 1
                } catch {
                    failed += 1
                    guard let error = error as? JSONInputError else {
                        XCTFail("not a JSON input error: \(error)", file: file, line: line)
                        continue
                    }
                    assertPlaced(error, in: bytes, file: file, line: line)
                }
            }
        }
        return (loaded, failed)
    }

    /// Each diagnostic: `fuzz.json:L:C: error: …` with L a line of the text and C within it (or just after its
    /// end), then the source line and a caret line.
    private func assertPlaced(_ error: JSONInputError, in bytes: [UInt8], file: StaticString, line: UInt) {
        XCTAssertFalse(error.diagnostics.isEmpty, file: file, line: line)
        let lines = String(decoding: bytes, as: UTF8.self).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for diagnostic in error.diagnostics {
            let rendered = diagnostic.rendered().split(separator: "\n", omittingEmptySubsequences: false)
            let prefix = "fuzz.json:\(diagnostic.span.line):\(diagnostic.span.column): error: "
            XCTAssertTrue(rendered[0].hasPrefix(prefix), "\(rendered[0])", file: file, line: line)
            XCTAssertTrue((1...bytes.count + 1).contains(diagnostic.span.line) && diagnostic.span.column >= 1,
                          "\(diagnostic.span)", file: file, line: line)
            XCTAssertTrue(diagnostic.span.line <= max(lines.count, 1) + bytes.filter { $0 == UInt8(ascii: "\r") }.count,
                          "line \(diagnostic.span.line) of \(lines.count)", file: file, line: line)
            let messages = [diagnostic.message] + diagnostic.notes.map(\.message)
            XCTAssertFalse(messages.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } },
                           "a message echoes a control character: \(messages)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(rendered.count, 3, diagnostic.rendered(), file: file, line: line)
            XCTAssertTrue(rendered.count >= 3 && rendered[2].contains("^"), diagnostic.rendered(), file: file, line: line)
        }
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout FuzzRandom) {
        let count = bytes.count
        switch random.next(below: 6) {
        case 0:  // truncate
            bytes.removeLast(random.next(below: count + 1))
        case 1:  // cut a range
            let start = random.next(below: count + 1)
            bytes.removeSubrange(start..<min(count, start + 1 + random.next(below: 12)))
        case 2:  // insert a piece
            bytes.insert(contentsOf: Self.pieces[random.next(below: Self.pieces.count)], at: random.next(below: count + 1))
        case 3:  // duplicate a slice elsewhere (duplicate keys, repeated members)
            let start = random.next(below: count + 1), end = min(count, start + random.next(below: 40))
            bytes.insert(contentsOf: Array(bytes[start..<end]), at: random.next(below: count + 1))
        case 4:  // swap two bytes
            guard count > 1 else { return }
            bytes.swapAt(random.next(below: count), random.next(below: count))
        default:  // overwrite a byte
            guard count > 0 else { return }
            bytes[random.next(below: count)] = UInt8(truncatingIfNeeded: random.next(below: 256))
        }
    }
}

/// SplitMix64, a small seeded generator, so every run fuzzes the same mutants.
private struct FuzzRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when bound is 0).
    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
