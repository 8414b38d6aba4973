// TypeScopes: the bodies that count for a type are its own and its members', its extensions' included, each once,
// without nested nominal types; the index is the same whatever the number of threads that built it.

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
        let scopes = TypeScopes(g, jobs: 1)
        XCTAssertEqual(Set(names(scopes.scope(of: id("Feed", g)), g)),
                       ["Feed", "Feed.items", "Feed.load()", "Feed.refresh()", "Feed.count"])
        XCTAssertEqual(names(scopes.scope(of: id("Feed.Row", g)), g), ["Feed.Row", "Feed.Row.draw()"])
    }

    func testAScopeIsInIdOrderWithEachSymbolOnce() {
        let g = graph(files)
        let scope = TypeScopes(g, jobs: 1).scope(of: id("Feed", g))
        XCTAssertEqual(scope, scope.sorted())
        XCTAssertEqual(scope.count, Set(scope).count)
    }

    func testSymbolsThatAreNotTypesHaveNoEntry() {
        let g = graph(files)
        let scopes = TypeScopes(g, jobs: 1)
        XCTAssertEqual(scopes.scope(of: id("free()", g)), [])
        XCTAssertFalse(scopes.contains(id("Feed.load()", g)) { _ in true })
    }

    func testTheIndexDoesNotDependOnTheNumberOfThreads() {
        let g = graph(files)
        let one = TypeScopes(g, jobs: 1), three = TypeScopes(g, jobs: 3)
        for symbol in g.symbols.indices {
            XCTAssertEqual(one.scope(of: symbol), three.scope(of: symbol), g.qualifiedName(symbol))
        }
    }
}
