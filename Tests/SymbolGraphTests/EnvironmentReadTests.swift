// EnvironmentReadTests: a property that reads the environment by key path takes the type the project declares for
// that key in an `EnvironmentValues` extension.
import XCTest
@testable import SymbolGraph
import SwiftDeclarations

final class EnvironmentReadTests: XCTestCase {
    private let keys = """
        final class AppContainer {}
        private struct AppContainerKey: EnvironmentKey { static let defaultValue = AppContainer() }
        extension EnvironmentValues {
            var appContainer: AppContainer {
                get { self[AppContainerKey.self] }
                set { self[AppContainerKey.self] = newValue }
            }
        }
        """

    func testAKeyPathReadTakesTheTypeOfTheProjectsEnvironmentValue() {
        let g = graph([("Keys.swift", keys),
                       ("View.swift", "struct V {\n    @Environment(\\.appContainer) private var container\n    @Environment(\\.dismiss) var dismiss\n}\n")])
        let container = g.symbols.indices.first { g.name($0) == "container" }
        let dismiss = g.symbols.indices.first { g.name($0) == "dismiss" }
        XCTAssertEqual(container.flatMap(g.typeText(of:)), "AppContainer")
        XCTAssertEqual(container.map { g.symbols[$0].typeTextEnds }, TextEnds("AppContainer"), "the symbol's facts agree")
        XCTAssertNil(dismiss.flatMap(g.typeText(of:)), "a key the project does not declare gives no type")
    }

    func testAWrittenTypeIsKept() {
        let g = graph([("Keys.swift", keys),
                       ("View.swift", "struct V {\n    @Environment(\\.appContainer) var container: AnyObject\n}\n")])
        let container = g.symbols.indices.first { g.name($0) == "container" }
        XCTAssertEqual(container.flatMap(g.typeText(of:)), "AnyObject")
    }
}
