// TypeScopes: the bodies that count for a type are its own and its members', its extensions' included, each once,
// without nested nominal types; a scope found while another is being read leaves that one as it was.

@testable import PolicyEvaluation
import SymbolGraph
import XCTest

final class TypeScopesTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("Feed.swift", """
         final class Feed {
             var items: [Int] = []
             func load() {}
             struct Row { func draw() {} }
         }
         """),
        ("Feed+Extra.swift", "extension Feed {\n    func refresh() {}\n}\nextension Feed {\n    var count: Int { items.count }\n}"),
        ("Other.swift", "struct Other {}\nfunc free() {}"),
    ]

    private func names(_ ids: [SymbolID], _ graph: SymbolGraph) -> [String] { ids.map { graph.qualifiedName($0) } }

    private func id(_ qualified: String, _ graph: SymbolGraph) -> SymbolID {
        guard let id = graph.symbols.indices.first(where: { graph.qualifiedName($0) == qualified }) else {
            XCTFail("no symbol \(qualified)")
            return 0
        }
        return id
    }

    func testATypesScopeHoldsItsMembersAndItsExtensionsMembersButNotNestedTypes() {
        let g = graph(files)
        let scopes = TypeScopes(g)
        XCTAssertEqual(Set(names(scopes.scope(of: id("Feed", g)), g)),
                       ["Feed", "Feed.items", "Feed.load()", "Feed.refresh()", "Feed.count"])
        XCTAssertEqual(names(scopes.scope(of: id("Feed.Row", g)), g), ["Feed.Row", "Feed.Row.draw()"])
    }

    func testAScopeIsInIdOrderWithEachSymbolOnce() {
        let g = graph(files)
        let scope = TypeScopes(g).scope(of: id("Feed", g))
        XCTAssertEqual(scope, scope.sorted())
        XCTAssertEqual(scope.count, Set(scope).count)
    }

    func testSymbolsThatAreNotTypesHaveNoEntry() {
        let g = graph(files)
        let scopes = TypeScopes(g)
        XCTAssertEqual(scopes.scope(of: id("free()", g)), [])
        XCTAssertFalse(scopes.contains(id("Feed.load()", g)) { _ in true })
    }

    func testAScopeFoundWhileAnotherIsReadLeavesThatOneAsItWas() {
        let g = graph(files)
        let scopes = TypeScopes(g)
        var visited: [SymbolID] = []
        _ = scopes.contains(id("Feed", g)) { member in
            visited.append(member)
            _ = scopes.scope(of: id("Other", g))
            _ = scopes.scope(of: id("Feed.Row", g))
            return false
        }
        XCTAssertEqual(visited, TypeScopes(g).scope(of: id("Feed", g)))
        XCTAssertEqual(names(scopes.scope(of: id("Feed.Row", g)), g), ["Feed.Row", "Feed.Row.draw()"])
    }
}
