// SupertypeIndex: the supertype names the policies give literally, inverted to the symbols that have them, with an
// extension answering for the project type it extends.

@testable import PolicyEvaluation
import SymbolGraph
import XCTest

final class SupertypeIndexTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("A.swift", "protocol Screen: View {}\nstruct Home: Screen {}\nstruct Plain {}\nextension Plain: View {}\nextension Home {}"),
        ("B.swift", "extension String: Identifiable {}\nclass Base: NSObject {}"),
    ]

    private func names(_ ids: [SymbolID]?, _ graph: SymbolGraph) -> [String] {
        (ids ?? []).map { graph.qualifiedName($0) + ":" + graph.symbols[$0].kind.rawValue }.sorted()
    }

    func testTheIndexKeepsOnlyTheNamesItWasBuiltFor() {
        let g = graph(files)
        let index = SupertypeIndex(g, wanted: LiteralNameSet(["View"]))
        XCTAssertEqual(Set(index.symbolsByName.keys), ["View"])
    }

    func testAnExtensionAnswersForTheProjectTypeItExtends() {
        let g = graph(files)
        let index = SupertypeIndex(g, wanted: LiteralNameSet(["View", "Identifiable", "NSObject"]))
        // Home conforms through Screen, Plain through its extension; the extensions of both answer as their types do
        XCTAssertEqual(names(index.symbolsByName["View"], g), ["Home:extension", "Home:struct", "Plain:extension", "Plain:struct", "Screen:protocol"])
        // an extension of a type not declared in the tree answers with its own conformances
        XCTAssertEqual(names(index.symbolsByName["Identifiable"], g), ["String:extension"])
        XCTAssertEqual(names(index.symbolsByName["NSObject"], g), ["Base:class"])
    }

    func testEachNamesSymbolsComeInIdOrder() {
        let g = graph(files)
        let index = SupertypeIndex(g, wanted: LiteralNameSet(["View"]))
        let ids = index.symbolsByName["View"] ?? []
        XCTAssertEqual(ids.count, 5)
        XCTAssertEqual(ids, ids.sorted())
    }

    func testNoWantedNameReadsNoSet() {
        XCTAssertTrue(SupertypeIndex(graph(files), wanted: LiteralNameSet([])).symbolsByName.isEmpty)
    }
}
