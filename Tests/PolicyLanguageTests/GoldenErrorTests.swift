// Golden diagnostics: each Golden/errors/NAME.policy is parsed and checked as a pack of one file and its
// rendered diagnostics compared with NAME.expected, byte for byte. UPDATE_GOLDEN=1 rewrites the .expected
// files in the source tree.
import Foundation
import XCTest
@testable import PolicyLanguage

final class GoldenErrorTests: XCTestCase {
    private var bundledErrors: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Golden/errors")
    }

    private var sourceErrors: URL {
        TestSupport.packageRoot.appendingPathComponent("Tests/PolicyLanguageTests/Golden/errors")
    }

    /// What the tool would print for one file.
    static func render(name: String, text: String) -> String {
        let rendered = TestSupport.diagnostics(text, file: name)
        return rendered.isEmpty ? "" : rendered + "\n"
    }

    func testGoldenErrorFilesMatchExpectedDiagnostics() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        let folder = update ? sourceErrors : try XCTUnwrap(bundledErrors)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".policy") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 30)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let actual = Self.render(name: name, text: text)
            let expectedURL = folder.appendingPathComponent(String(name.dropLast(".policy".count)) + ".expected")
            if update {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? "<missing \(expectedURL.lastPathComponent)>"
            XCTAssertEqual(actual, expected, "golden mismatch for \(name); run with UPDATE_GOLDEN=1 to regenerate")
        }
    }

    func testEveryErrorGoldenExceptTheEmptyOnesReportsAnError() throws {
        let folder = try XCTUnwrap(bundledErrors)
        let clean: Set = ["empty-file.policy", "comments-only.policy"]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".policy") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let rendered = Self.render(name: name, text: text)
            if clean.contains(name) {
                XCTAssertEqual(rendered, "", name)
            } else {
                XCTAssertTrue(rendered.contains(": error: "), "\(name) should report an error")
            }
        }
    }
}
