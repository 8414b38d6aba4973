// SharedCandidates: candidate lists every thread asks for the same are kept once.
import PolicyLanguage
import XCTest
@testable import PolicyEvaluation

final class SharedCandidatesTests: XCTestCase {
    func testAKindsListIsComputedOnceAndTheStoredOneIsGivenAfterwards() {
        let shared = SharedCandidates()
        var computed = 0
        let first = shared.ofKind(.class) { computed += 1; return [.symbol(1), .symbol(4)] }
        let second = shared.ofKind(.class) { computed += 1; return [] }
        XCTAssertEqual(computed, 1)
        XCTAssertEqual(first, [.symbol(1), .symbol(4)])
        XCTAssertEqual(second, first)
    }

    func testContainerMembersAreKeptByThePlaceOfTheSelector() {
        let shared = SharedCandidates()
        let views = SourceSpan(file: "a.policy", line: 3, column: 5, length: 4, offset: 40)
        let models = SourceSpan(file: "b.policy", line: 3, column: 5, length: 4, offset: 40)
        _ = shared.members(ofMatches: views) { [.symbol(2)] }
        XCTAssertEqual(shared.members(ofMatches: models) { [.symbol(7)] }, [.symbol(7)])
        XCTAssertEqual(shared.members(ofMatches: views) { [] }, [.symbol(2)])
    }

    func testAListOfFilesAndParametersIsGivenBackAsItWasComputed() {
        let shared = SharedCandidates()
        let parameters: [SubjectRef] = [.file(0), .symbol(3), .parameter(ParameterRef(function: 3, index: 1))]
        _ = shared.ofKind(.parameter) { parameters }
        XCTAssertEqual(shared.ofKind(.parameter) { [] }, parameters)
    }

    func testThreadsAskingAtOnceAllGetTheSameList() {
        let shared = SharedCandidates()
        let lists = Slots(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            lists.set(index, shared.ofKind(.struct) { [.symbol(index)] })
        }
        XCTAssertEqual(Set(lists.all).count, 1)
    }
}

/// Lists stored by index from several threads.
private final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[SubjectRef]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ index: Int, _ value: [SubjectRef]) { lock.lock(); values[index] = value; lock.unlock() }
    var all: [[SubjectRef]] { lock.lock(); defer { lock.unlock() }; return values }
}
