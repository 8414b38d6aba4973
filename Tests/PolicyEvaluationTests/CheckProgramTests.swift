// CheckProgramTests: compiled checks are steps of one flat program, referred to by handle; conjunctions and
// disjunctions keep their operands as runs of the program's operand list, cheapest first.

@testable import PolicyEvaluation
import PolicyLanguage
import XCTest

final class CheckProgramTests: XCTestCase {
    func testTheFirstStepIsTheUnknownCheck() {
        let program = CheckProgram()
        guard case .constant(.unknown) = program[CompiledCheck.unknown] else { return XCTFail("step 0 is not unknown") }
    }

    func testConjunctionTriesCheapOperandsFirstAndKeepsOrderAmongEqualCosts() {
        var program = CheckProgram()
        let uses = program.add(.uses(.init(pattern("await")), bit: 0))          // cost 5
        let kind = program.add(.kind(.class))             // cost 0
        let modifier = program.add(.modifier(1))          // cost 1
        let otherKind = program.add(.kind(.struct))       // cost 0
        let all = program.conjunction([uses, kind, modifier, otherKind])
        guard case .all(let run) = program[all] else { return XCTFail("not a conjunction") }
        XCTAssertEqual(run.map { program.operands[Int($0)] }, [kind, otherKind, modifier, uses])
    }

    func testAnAnchoredTypeRegexComesBeforeAListOfManyNameGlobs() throws {
        var program = CheckProgram()
        let globs = ["completion*", "*Completion", "*Handler"].map { Template(parts: [.literal($0)]) }
        let span = SourceSpan(file: "", line: 1, column: 1, length: 0, offset: 0)
        let named = program.add(.named(.init(CompiledPattern(Pattern(kind: .glob(globs), span: span))), slot: nil))       // cost 3
        let typed = program.add(.typedPattern(.init(CompiledPattern(Pattern(kind: .regex(try SafeRegex("^\\(")), span: span)))))  // cost 2
        let oneName = program.add(.named(.init(pattern("load")), slot: nil))   // cost 2
        let all = program.conjunction([named, typed, oneName])
        guard case .all(let run) = program[all] else { return XCTFail("not a conjunction") }
        XCTAssertEqual(run.map { program.operands[Int($0)] }, [typed, oneName, named])
    }

    func testASingleOperandStandsAlone() {
        var program = CheckProgram()
        let kind = program.add(.kind(.class))
        XCTAssertEqual(program.conjunction([kind]), kind)
        XCTAssertEqual(program.disjunction([kind]), kind)
    }

    func testACompositeCostsAsMuchAsItsDearestOperand() {
        var program = CheckProgram()
        let cheap = program.add(.kind(.class))
        let dear = program.add(.uses(.init(pattern("await")), bit: 0))
        let either = program.disjunction([cheap, dear])
        let negated = program.add(.not(either))
        let outer = program.conjunction([negated, program.add(.modifier(1))])
        guard case .all(let run) = program[outer] else { return XCTFail("not a conjunction") }
        XCTAssertEqual(program.operands[Int(run.upperBound - 1)], negated, "the negated disjunction (cost 5) comes after the modifier (cost 1)")
    }
}
