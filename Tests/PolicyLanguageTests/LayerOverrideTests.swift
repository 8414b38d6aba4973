// LayerOverrideTests: the checker's layer overrides — a replaced or extended definition is the one every layer and
// rule using it resolves to, its own references are checked in its own source, and the history says where each
// definition came from.
import XCTest
@testable import PolicyLanguage

final class LayerOverrideTests: XCTestCase {
    private let pack = """
    layer Service = class matching *Service
    layer ConcreteService = Service and not protocol
    View must not reference Service

    """

    private func override(_ text: String, mode: LayerOverride.Mode, layer: String = "Service") -> LayerOverride {
        let source = PolicySource(name: "config#layers.\(layer)", text: text)
        let (rule, diagnostics) = PolicyParser.parseQuery(source)
        XCTAssertEqual(PolicyLanguage.render(diagnostics), "")
        let selector = rule?.assertion.selector ?? SymbolSelector(kind: .any([]), span: SourceSpan(file: "", line: 1, column: 1, length: 0, offset: 0))
        return LayerOverride(layer: layer, mode: mode, selector: selector, source: source, origin: "config:3")
    }

    private func check(_ overrides: [LayerOverride]) -> (CheckedPolicy, [Diagnostic]) {
        let file = TestSupport.parse(pack.replacingOccurrences(of: "View must", with: "layer View = struct\nView must"))
        return PolicyChecker.check([file], layerOverrides: overrides)
    }

    func testReplacedLayerIsTheDefinitionOtherLayersResolveTo() {
        let (policy, diagnostics) = check([override("class matching *Gateway", mode: .replace)])
        XCTAssertEqual(PolicyLanguage.render(diagnostics), "")
        XCTAssertEqual(policy.layers["Service"]?.selector.span.file, "config#layers.Service")
        // ConcreteService still names Service, so it follows the replacement
        XCTAssertEqual(policy.layerOrder.firstIndex(of: "Service").map { $0 < (policy.layerOrder.firstIndex(of: "ConcreteService") ?? 0) }, true)
        XCTAssertEqual(policy.layerHistory["Service"]?.effectiveText, "class matching *Gateway")
        XCTAssertEqual(policy.layerHistory["Service"]?.origin, "test.policy:1")
    }

    func testExtendedLayerKeepsThePacksDefinitionAsAnAlternative() {
        let (policy, diagnostics) = check([override("class matching *Gateway", mode: .extend)])
        XCTAssertEqual(PolicyLanguage.render(diagnostics), "")
        guard case .any(let alternatives)? = policy.layers["Service"]?.selector.kind else { return XCTFail("expected an or") }
        XCTAssertEqual(alternatives.count, 2)
        XCTAssertEqual(policy.layerHistory["Service"]?.effectiveText, "(class matching *Service) or (class matching *Gateway)")
    }

    func testOverridesApplyInOrder() {
        let (policy, _) = check([override("class matching *Gateway", mode: .replace), override("class matching *Client", mode: .extend)])
        XCTAssertEqual(policy.layerHistory["Service"]?.effectiveText, "(class matching *Gateway) or (class matching *Client)")
        XCTAssertEqual(policy.layerHistory["Service"]?.overrides.map(\.origin), ["config:3", "config:3"])
    }

    func testUnknownLayerInAnOverrideIsReportedInItsSource() {
        let (_, diagnostics) = check([override("class matching *Gateway and not Controler", mode: .replace)])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.span.file, "config#layers.Service")
        XCTAssertEqual(diagnostics.first?.message, "unknown layer 'Controler'")
    }

    func testOverrideOfALayerThePackLacksIsIgnored() {
        let (policy, diagnostics) = check([override("class", mode: .replace, layer: "Controller")])
        XCTAssertEqual(PolicyLanguage.render(diagnostics), "")
        XCTAssertNil(policy.layers["Controller"])
    }
}
