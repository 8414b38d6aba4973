// `be isolated to MainActor` through `policy check` on a package whose target sets the main actor as its default
// isolation: its classes need no `@MainActor`, a `nonisolated` one and another target's still do.
import XCTest
@testable import PolicyCommands

final class DefaultIsolationCheckTests: XCTestCase {
    func testAClassOfAMainActorByDefaultTargetIsIsolatedWithoutTheAttribute() {
        let box = Sandbox()
        _ = box.write("rules.policy", "rule models-main-actor {\n  class must be isolated to MainActor\n}\n")
        _ = box.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Core"),
            ])
            """)
        _ = box.write("Sources/App/Cart.swift", "final class CartModel {\n  var items: [String] = []\n}\nnonisolated final class Worker {}\n")
        _ = box.write("Sources/Core/Price.swift", "final class PriceTable {}\n")
        let result = box.run(["check", "--no-config", "--format", "xcode", "--policy", box.path("rules.policy"), box.path("Sources")])
        let lines = result.out.split(separator: "\n").map { box.normalize(String($0)) }
        XCTAssertEqual(lines, [
            "<root>/Sources/App/Cart.swift:4:1: error: class Worker must be isolated to MainActor [models-main-actor]",
            "<root>/Sources/Core/Price.swift:1:1: error: class PriceTable must be isolated to MainActor [models-main-actor]",
        ])
    }
}
