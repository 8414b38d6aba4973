// StaticMemberReadTests: a property whose initial value reads a static member of a type (`Store.shared`,
// `DispatchQueue.main`) takes the member's declared type, or the type itself for an enum case or a framework type.
import XCTest
@testable import SymbolGraph
import SwiftDeclarations

final class StaticMemberReadTests: XCTestCase {
    private let declarations = """
        import Foundation
        enum Constants { static let baseURL = URL(string: "https://example.com")!; static let apiKey: String = "key" }
        enum LoadState { case idle, loading }
        final class Store { static let shared = Store() }
        """

    private func typeText(_ name: String, in g: SymbolGraph) -> String? {
        g.symbols.indices.first { g.name($0) == name }.flatMap(g.typeText(of:))
    }

    func testAProjectTypesStaticMemberGivesTheMembersType() {
        let g = graph([("Declarations.swift", declarations),
                       ("Holder.swift", "final class Holder {\n    let store = Store.shared\n    let url = Constants.baseURL\n    let key = Constants.apiKey\n}\n")])
        XCTAssertEqual(typeText("store", in: g), "Store")
        XCTAssertEqual(typeText("url", in: g), "URL", "a namespace's constant is of its own type, not the namespace's")
        XCTAssertEqual(typeText("key", in: g), "String", "a written type")
    }

    func testAnEnumCaseGivesItsEnum() {
        let g = graph([("Declarations.swift", declarations), ("Holder.swift", "final class Holder {\n    var state = LoadState.idle\n}\n")])
        XCTAssertEqual(typeText("state", in: g), "LoadState")
    }

    func testAFrameworkTypesMemberIsOfThatType() {
        let g = graph([("Holder.swift", "final class Holder {\n    let queue = DispatchQueue.main\n    let defaults = UserDefaults.standard\n}\n")])
        XCTAssertEqual(typeText("queue", in: g), "DispatchQueue")
        XCTAssertEqual(typeText("defaults", in: g), "UserDefaults")
    }

    func testAProjectTypeWithoutTheMemberGivesNoType() {
        let g = graph([("Declarations.swift", declarations), ("Holder.swift", "final class Holder {\n    let other = Store.nothing\n}\n")])
        XCTAssertNil(typeText("other", in: g), "the member may be an extension's in a module the tool does not read")
    }

    func testTheReadIsAReferenceToTheType() {
        let g = graph([("Declarations.swift", declarations), ("Holder.swift", "final class Holder {\n    let store = Store.shared\n}\n")])
        XCTAssertEqual(g.targets(of: g.symbol("Holder.store"), .references), ["Store"])
    }

    func testAWrittenTypeIsKept() {
        let g = graph([("Declarations.swift", declarations), ("Holder.swift", "final class Holder {\n    let store: AnyObject = Store.shared\n}\n")])
        XCTAssertEqual(typeText("store", in: g), "AnyObject")
    }
}
