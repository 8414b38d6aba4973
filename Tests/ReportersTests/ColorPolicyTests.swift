// ColorPolicyTests: NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, CLICOLOR and TERM handling.
import XCTest
import Reporters

final class ColorPolicyTests: XCTestCase {
    func testTerminalWithNoVariablesIsColored() {
        XCTAssertTrue(ColorPolicy.shouldColor(environment: [:], isTerminal: true))
    }

    func testNonTerminalIsNotColored() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: [:], isTerminal: false))
    }

    func testNoColorDisablesColorOnTerminal() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["NO_COLOR": "1"], isTerminal: true))
    }

    func testEmptyNoColorIsIgnored() {
        XCTAssertTrue(ColorPolicy.shouldColor(environment: ["NO_COLOR": ""], isTerminal: true))
    }

    func testNoColorWinsOverForceColor() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"], isTerminal: true))
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], isTerminal: false))
    }

    func testForceColorEnablesColorWithoutTerminal() {
        XCTAssertTrue(ColorPolicy.shouldColor(environment: ["FORCE_COLOR": "1"], isTerminal: false))
        XCTAssertTrue(ColorPolicy.shouldColor(environment: ["FORCE_COLOR": "true"], isTerminal: false))
    }

    func testClicolorForceEnablesColorWithoutTerminal() {
        XCTAssertTrue(ColorPolicy.shouldColor(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false))
    }

    func testForceColorZeroOrEmptyDoesNotForce() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["FORCE_COLOR": "0"], isTerminal: false))
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["FORCE_COLOR": ""], isTerminal: false))
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["CLICOLOR_FORCE": "0"], isTerminal: false))
    }

    func testClicolorZeroDisablesColorOnTerminal() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["CLICOLOR": "0"], isTerminal: true))
    }

    func testDumbTerminalIsNotColoredUnlessForced() {
        XCTAssertFalse(ColorPolicy.shouldColor(environment: ["TERM": "dumb"], isTerminal: true))
        XCTAssertTrue(ColorPolicy.shouldColor(environment: ["TERM": "dumb", "FORCE_COLOR": "1"], isTerminal: true))
    }
}
