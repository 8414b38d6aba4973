// GoldenTests: `policy check` over one fixture tree, rendered as text, xcode and json, compared byte for byte
// with Golden/check.<format>. The sandbox path is replaced by `<root>`. UPDATE_GOLDEN=1 rewrites the files.
import XCTest
@testable import PolicyCommands

final class GoldenTests: XCTestCase {
    func testTextGolden() throws { try assertGolden(format: "text", file: "check.txt") }
    func testXcodeGolden() throws { try assertGolden(format: "xcode", file: "check.xcode.txt") }
    func testJSONGolden() throws { try assertGolden(format: "json", file: "check.json") }

    /// Two folders, three files, findings of every severity, a suppression without reason.
    static func fixtureTree() -> Sandbox {
        let box = Sandbox()
        box.write("policies/team.policy", """
        layer Controller = class matching *Controller
        layer Service = type matching *Service and not protocol

        rule controller-final {
          Controller must be final
          message "{name} must be final: controllers are not subclassed."
        }

        rule service-actor {
          Service should be actor
        }

        rule no-view-models {
          type named *ViewModel must not exist
          severity info
        }

        """)
        box.write("App/Controllers/FeedController.swift", """
        import SwiftUI

        class FeedController {
            var items: [String] = []
        }

        // policy:disable-next-line controller-final
        class LegacyController {}

        """)
        box.write("App/Services/FeedService.swift", """
        import Foundation

        final class FeedService {
            func load() async throws -> [String] { [] }
        }

        actor ImageService {}

        """)
        box.write("App/Views/FeedViewModel.swift", """
        final class FeedViewModel {}

        """)
        return box
    }

    private func assertGolden(format: String, file name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let box = Self.fixtureTree()
        let result = box.run(["check", "--no-config", "--policy", box.path("policies/team.policy"), "--format", format, box.path("App")])
        XCTAssertEqual(result.code, .findings, result.all, file: file, line: line)
        let actual = box.normalize(result.out)
        try assertMatchesGolden(actual, named: name, label: "\(format) output ", file: file, line: line)
    }
}
