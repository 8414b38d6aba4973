// KindPrefilterTests: `Matcher.mayMatch`, the kind test asked before a matcher is made at one node (relations ask it
// at every ancestor and descendant), against its meaning: it never turns down a node the matcher itself accepts.

import XCTest
import SwiftCode
@testable import SwiftPatterns

final class KindPrefilterTests: XCTestCase {
    static let source = """
    func load() async -> Int {
        if case let .ready(value) = state { return value }
        guard let item = (items.first) else { return 0 }
        loadTask?.cancel()
        loadTask = Task { await fetch() }
        let (a, b) = ((1), 2)
        view.font(.system(size: 14)).padding()
        return (count)
    }
    let closure = { (x: Int) in return x + 1 }
    """

    static let patterns = [
        "return $X", "func $F($$$) -> $R { $$$ }", "{ $$$P in return $X }", "$X", "$T?.cancel()", "$T = Task { $$$ }",
        "let $X = $_", "let ($A, $B) = $_", "case let .ready($V)", ".ready(let $V)", "(count)", "$S.$$$", ".font($_)",
        "$V.font(.system(size: $S))", "if $$$ { $$$ }", "guard let $X = $_ else { $$$ }", "await $F()", "1",
    ]

    func testKindPrefilterNeverTurnsDownANodeTheMatcherAccepts() throws {
        let tree = CodeParser.parseFile(Array(Self.source.utf8))
        var accepted = 0
        for text in Self.patterns {
            let pattern = try CodePattern.compile(text, allowingLoneMetavariable: true)
            guard pattern.items.count == 1 else { continue }
            for node in tree.nodes.indices {
                let matcher = Matcher(pattern: pattern, tree: tree)
                guard matcher.matchNode(pattern.items[0], node, then: { true }) else { continue }
                accepted += 1
                XCTAssertTrue(Matcher.mayMatch(pattern, pattern.items[0], tree, node),
                              "\(text) matches node \(node) (\(tree.nodes[node].kind)) but the prefilter turns it down")
            }
        }
        // the comparison saw matches of every shape above, not an empty run
        XCTAssertGreaterThan(accepted, 30)
    }

    func testKindPrefilterTurnsDownNodesOfAnotherKind() throws {
        let tree = CodeParser.parseFile(Array(Self.source.utf8))
        let pattern = try CodePattern.compile("func $F($$$) -> $R { $$$ }")
        let turnedDown = tree.nodes.indices.filter { !Matcher.mayMatch(pattern, pattern.items[0], tree, $0) }
        XCTAssertGreaterThan(turnedDown.count, tree.nodes.count / 2)
    }
}
