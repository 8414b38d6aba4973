// DeclarationFacts: the modifier bits in the shared column are those written on the declaration; the traits
// (`stored`, `computed`, `async`, `throwing`) are read from a symbol's declaration the first time a check asks.

@testable import PolicyEvaluation
import PolicyLanguage
import SymbolGraph
import XCTest

final class DeclarationFactsTests: XCTestCase {
    let files: [(path: String, text: String)] = [
        ("A.swift", """
        final class A {
          var stored = 1
          var observed: Int = 0 { didSet {} }
          var computed: Int { 1 }
          func load() async throws {}
          private static func make() {}
        }
        """),
    ]

    /// The symbol of a simple name (each is unique in the fixture).
    private func symbol(_ name: String, _ graph: SymbolGraph) -> SymbolID {
        graph.symbols.indices.first { graph.name($0) == name } ?? -1
    }

    private func bit(_ modifier: PolicyModifier) -> UInt64 { ModifierBits.bit(modifier, detail: nil) ?? 0 }

    func testTheSharedColumnHoldsNoTraitBits() {
        let columns = SymbolColumns(graph(files))
        XCTAssertTrue(columns.modifiers.allSatisfy { $0 & ModifierBits.traitBits == 0 })
    }

    func testTraitsAreReadWhenAskedAndAgreeWithTheDeclaration() {
        let g = graph(files)
        let facts = DeclarationFacts(graph: g, columns: SymbolColumns(g))
        func has(_ name: String, _ modifier: PolicyModifier) -> Bool { facts.hasModifier(symbol(name, g), bit: bit(modifier)) }
        XCTAssertTrue(has("stored", .stored))
        XCTAssertFalse(has("stored", .computed))
        XCTAssertTrue(has("observed", .stored), "willSet/didSet observers keep a property stored")
        XCTAssertTrue(has("computed", .computed))
        XCTAssertFalse(has("computed", .stored))
        XCTAssertTrue(has("load", .async))
        XCTAssertTrue(has("load", .throwing))
        XCTAssertFalse(has("make", .async))
        // asked again, from the memo: the same answers
        XCTAssertTrue(has("stored", .stored))
        XCTAssertTrue(has("load", .throwing))
    }

    func testATypePatternReadsTheTextOnlyWhereItsEndsMayMatch() {
        let g = graph([("A.swift", "struct S {\n  var path = NavigationPath()\n  var count: Int\n  var name: Café\n  func f() {}\n}")])
        let facts = DeclarationFacts(graph: g, columns: SymbolColumns(g))
        func matches(_ name: String, _ glob: String) -> Bool { facts.typeMatches(symbol(name, g), pattern(glob)) }
        XCTAssertTrue(matches("path", "NavigationPath*"))
        XCTAssertFalse(matches("count", "NavigationPath*"))
        XCTAssertTrue(matches("count", "Int"))
        XCTAssertTrue(matches("name", "Caf*"), "a text beyond ASCII is matched in full")
        XCTAssertFalse(matches("f", "*"), "a function has no type text")
    }

    func testANamePatternRulesNamesOutByTheirEndsAndLeavesOtherNamesToTheMatch() {
        let g = graph([("A.swift", "struct FeedService {}\nstruct FeedView {}\nstruct Über {}")])
        let facts = DeclarationFacts(graph: g, columns: SymbolColumns(g))
        XCTAssertTrue(facts.nameMayMatch(symbol("FeedService", g), pattern("*Service")))
        XCTAssertFalse(facts.nameMayMatch(symbol("FeedView", g), pattern("*Service")))
        XCTAssertTrue(facts.nameMayMatch(symbol("Über", g), pattern("*r")), "a name beyond ASCII at an end is matched in full")
        XCTAssertTrue(facts.nameMayMatch(symbol("FeedView", g), pattern("*")))
    }

    func testTypeTextIsReadFromTheDeclarationAndNoneWhereTheColumnHasNoEnds() {
        let g = graph([("A.swift", "struct S {\n  var path = NavigationPath()\n  let count: Int\n  var id = someCall()\n  func f() {}\n}")])
        let facts = DeclarationFacts(graph: g, columns: SymbolColumns(g))
        XCTAssertEqual(facts.typeText(symbol("path", g)), "NavigationPath")
        XCTAssertEqual(facts.typeText(symbol("count", g)), "Int")
        XCTAssertNil(facts.typeText(symbol("id", g)), "no type is written or inferred")
        XCTAssertNil(facts.typeText(symbol("f", g)))
    }

    func testWrittenModifiersComeFromTheColumn() {
        let g = graph(files)
        let facts = DeclarationFacts(graph: g, columns: SymbolColumns(g))
        let make = symbol("make", g)
        XCTAssertTrue(facts.hasModifier(make, bit: bit(.private)))
        XCTAssertTrue(facts.hasModifier(make, bit: bit(.static)))
        XCTAssertFalse(facts.hasModifier(make, bit: bit(.instance)))
        XCTAssertTrue(facts.hasModifier(symbol("A", g), bit: bit(.final)))
        XCTAssertTrue(facts.hasModifier(symbol("load", g), bit: bit(.internal)), "no access level written")
    }
}
