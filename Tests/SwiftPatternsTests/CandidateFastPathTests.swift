// The candidate fast paths of PatternSearch (the left spine, a test of each binding) against the matcher alone:
// the same matches, fewer candidates tried.

import SwiftCode
@testable import SwiftPatterns
import XCTest

final class CandidateFastPathTests: XCTestCase {
    let source = """
        struct FeedView {
            func body() {
                Text("a").font(.body).padding()
                service.load(page: 1) { _ in }
                self.api.fetch()
                Image("x").resizable()
                reload()
            }
        }

        """

    /// A binding is a chain of names (what `$S is Service` needs), as PolicyEvaluation's fast path reads it.
    func isNameChain(_ tree: SyntaxTree) -> (Binding) -> Bool {
        { binding in
            (Int(binding.firstToken)..<Int(binding.endToken)).allSatisfy {
                [.identifier, .keyword, .period].contains(tree.tokens[$0].kind)
            }
        }
    }

    func search(_ text: String, fastPaths: Bool, test: Bool) throws -> (matches: [String], candidates: Int) {
        let pattern = try CodePattern.compile(text)
        let tree = CodeParser.parseFile(Array(source.utf8))
        var statistics = SearchStatistics()
        let bindingTest: ((Binding) -> Bool)? = test ? { binding in binding.name != "S" || self.isNameChain(tree)(binding) } : nil
        let found = PatternSearch.matches(of: pattern, in: tree, statistics: &statistics, fastPaths: fastPaths, accept: { match in
            // the test the binding test is a necessary condition of
            guard let receiver = match.binding("S"), self.isNameChain(tree)(receiver) else { return nil }
            return match.bindings
        }, bindingTest: bindingTest)
        return (found.map { describe($0, pattern, tree) }, statistics.candidates)
    }

    func testABindingTestOnTheLeftSpineSkipsCandidatesWithTheSameMatches() throws {
        let slow = try search("$S.$M($$$) $$$", fastPaths: false, test: true)
        let fast = try search("$S.$M($$$) $$$", fastPaths: true, test: true)
        XCTAssertEqual(fast.matches, slow.matches)
        XCTAssertEqual(fast.matches.map { String($0.prefix(5)) }, ["4:9 s", "5:9 s"])
        // the modifier chains (`Text("a").font`, `….padding`, `Image("x").resizable`) have a call as receiver
        XCTAssertLessThan(fast.candidates, slow.candidates)
    }

    func testALeftSpineOfAnotherKindIsNotTried() throws {
        // `reload()` and `Text("a")`: a call whose callee is a name, not a member, cannot match `$S.$M(…)`
        let slow = try search("$S.$M($$$) $$$", fastPaths: false, test: false)
        let fast = try search("$S.$M($$$) $$$", fastPaths: true, test: false)
        XCTAssertEqual(fast.matches, slow.matches)
        XCTAssertLessThan(fast.candidates, slow.candidates)
    }

    func testAMetavariableUsedTwiceIsLeftToTheMatcher() throws {
        // the second `$S` compares with the first, so the spine does not test it on its own
        let slow = try search("$S.$M($S)", fastPaths: false, test: true)
        let fast = try search("$S.$M($S)", fastPaths: true, test: true)
        XCTAssertEqual(fast.matches, slow.matches)
    }
}
