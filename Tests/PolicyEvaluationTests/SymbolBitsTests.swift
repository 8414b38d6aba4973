// SymbolBits: a set of symbols as one bit per symbol; a symbol is in it once set, and out once cleared, without
// touching its neighbours (across word boundaries too).

@testable import PolicyEvaluation
import XCTest

final class SymbolBitsTests: XCTestCase {
    func testANewSetHoldsNoSymbol() {
        let bits = SymbolBits(count: 130)
        XCTAssertEqual((0..<130).filter { bits[$0] }, [])
    }

    func testSettingASymbolAddsOnlyThatSymbol() {
        var bits = SymbolBits(count: 130)
        for id in [0, 63, 64, 129] { bits[id] = true }
        XCTAssertEqual((0..<130).filter { bits[$0] }, [0, 63, 64, 129])
    }

    func testClearingASymbolKeepsItsNeighbours() {
        var bits = SymbolBits(count: 130)
        for id in 62...65 { bits[id] = true }
        bits[63] = false
        bits[64] = false
        XCTAssertEqual((0..<130).filter { bits[$0] }, [62, 65])
    }
}
