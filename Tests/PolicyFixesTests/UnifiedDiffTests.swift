import XCTest
@testable import PolicyFixes

final class UnifiedDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(path: "a.swift", old: "x\n", new: "x\n"), "")
    }

    func testOneChangedLineIsOneHunkWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(UnifiedDiff.render(path: "A.swift", old: old, new: new), """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChangesAreSeparateHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l18\n", with: "L18\n")
        let diff = UnifiedDiff.render(path: "a", old: old, new: new)
        XCTAssertEqual(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
    }

    func testARemovedLineCountsOnlyOnTheOldSide() {
        let diff = UnifiedDiff.render(path: "a", old: "a\n@Published\nb\n", new: "a\nb\n")
        XCTAssertEqual(diff, "--- a/a\n+++ b/a\n@@ -1,3 +1,2 @@\n a\n-@Published\n b\n")
    }
}
