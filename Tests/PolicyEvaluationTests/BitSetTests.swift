// BitSet: a set of ids as one bit per id; an id is in it once set, and out once cleared, without touching its
// neighbours (across word boundaries too).

@testable import PolicyEvaluation
import XCTest

final class BitSetTests: XCTestCase {
    func testANewSetHoldsNoSymbol() {
        let bits = BitSet(count: 130)
        XCTAssertEqual((0..<130).filter { bits[$0] }, [])
    }

    func testSettingASymbolAddsOnlyThatSymbol() {
        var bits = BitSet(count: 130)
        for id in [0, 63, 64, 129] { bits[id] = true }
        XCTAssertEqual((0..<130).filter { bits[$0] }, [0, 63, 64, 129])
    }

    func testClearingASymbolKeepsItsNeighbours() {
        var bits = BitSet(count: 130)
        for id in 62...65 { bits[id] = true }
        bits[63] = false
        bits[64] = false
        XCTAssertEqual((0..<130).filter { bits[$0] }, [62, 65])
    }

    func testASetMadeFromMembersHoldsExactlyThem() {
        let bits = BitSet(count: 200, members: [3, 3, 64, 199])
        XCTAssertEqual((0..<200).filter { bits[$0] }, [3, 64, 199])
    }
}
