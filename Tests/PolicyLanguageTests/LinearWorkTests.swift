// Work that must stay linear in a policy file's size, counted (never timed): each test does the same thing at two
// sizes, four times apart, and compares the reads it made. Linear work reads about four times as much; work
// that grows with the square of the file reads about sixteen times as much.
import XCTest
@testable import PolicyLanguage

/// Bytes that count every read of one (by subscript or by iteration, which reads through the subscript); moving an
/// index by an offset reads nothing, as on a native string's UTF-8 view.
private struct CountedBytes: RandomAccessCollection {
    let bytes: [UInt8]
    let reads: TokenReadCount

    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }

    subscript(position: Int) -> UInt8 {
        reads.reads += 1
        return bytes[position]
    }
}

final class LinearWorkTests: XCTestCase {
    /// The largest ratio of the work at four times the size that still counts as linear.
    private let linearRatio = 6.0

    private func assertLinear(_ label: String, size: Int, work: (Int) -> Int, line: UInt = #line) {
        let small = work(size)
        let large = work(size * 4)
        XCTAssertGreaterThan(small, 0, label, line: line)
        let ratio = Double(large) / Double(max(small, 1))
        XCTAssertLessThan(ratio, linearRatio, "\(label): \(small) reads at \(size), \(large) at \(size * 4)", line: line)
    }

    /// Reads of the file's bytes made by taking the text of every requirement of every rule, as the evaluator
    /// does once per rule to describe its findings.
    private func requirementTextReads(_ text: String) -> Int {
        let (file, diagnostics) = PolicyParser.parse(PolicySource(name: "big.policy", text: text))
        XCTAssertFalse(diagnostics.contains(where: \.isError))
        let reads = TokenReadCount()
        let bytes = CountedBytes(bytes: Array(text.utf8), reads: reads)
        for rule in file.rules {
            for requirement in rule.assertion.requirements {
                XCTAssertEqual(String(decoding: requirement.span.bytes(of: bytes), as: UTF8.self),
                               requirement.span.text(in: text))
            }
        }
        return reads.reads
    }

    func testRequirementTextOfManyRulesReadsLinearly() {
        // each rule's requirement text once copied the whole file: 40,000 rules took seconds to evaluate over no Swift
        assertLinear("rules", size: 500) { count in
            requirementTextReads((0..<count).map { "type matching *C\($0) must be final\n" }.joined())
        }
    }

    func testRequirementTextOfOneStatementWithManyClausesReadsLinearly() {
        // one statement of 80,000 `, must be final` clauses took 25 seconds, for the same reason
        assertLinear("clauses", size: 500) { count in
            requirementTextReads("type matching *C must be final" + String(repeating: ", must be final", count: count - 1) + "\n")
        }
    }

    func testFormattingManyRulesReadsEachTokenAFewTimes() {
        // the formatter searched the whole token list for each `rule` word: 20,000 rules took 10 seconds
        assertLinear("formatted rules", size: 200) { count in
            let text = (0..<count).map { i in
                "# rule \(i)\nrule r\(i) {\n  type matching *C\(i) must be final\n  message \"Make {name} final.\"\n}\n\n"
                    + "type matching *D\(i) must be final\n\n"
            }.joined()
            let source = PolicySource(name: "big.policy", text: text)
            let (file, diagnostics) = PolicyParser.parse(source)
            XCTAssertFalse(diagnostics.contains(where: \.isError))
            let reads = TokenReadCount()
            XCTAssertTrue(PolicyFormatter.layout(source, file, reads: reads).hasPrefix("# rule 0\nrule r0 {\n"))
            return reads.reads
        }
    }
}
