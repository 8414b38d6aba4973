// Checker tests: layers across files, resolution, ids, severities, bindings, cycles, layer order.
import XCTest
@testable import PolicyLanguage

final class PolicyCheckerTests: XCTestCase {
    private func load(_ files: [(String, String)]) -> Result<CheckedPolicy, PolicyDiagnostics> {
        PolicyLanguage.load(sources: files.map { (file: $0.0, text: $0.1) })
    }

    func testLayersAreSharedAcrossFilesOfAPack() throws {
        let policy = try load([("layers.policy", "layer View = type conforming to View"), ("rules.policy", "View must not exist")]).get()
        XCTAssertEqual(policy.rules.map(\.id), ["rules-1"])
        XCTAssertEqual(policy.rules[0].file, "rules.policy")
        XCTAssertNotNil(policy.layer(named: "View"))
    }

    func testNameOrLayerOperandResolvesToLayerWhenDefined() throws {
        let policy = try load([("a.policy", "layer Controller = class\nproperty typed Controller must exist\nproperty typed Bool must exist")]).get()
        func operand(_ index: Int) -> Identifier? {
            guard case .simple(let simple) = policy.rules[index].rule.assertion.selector.kind,
                  case .typed(let operand) = simple.filters[0].kind, case .nameOrLayer(let name) = operand.kind else { return nil }
            return name
        }
        XCTAssertNotNil(operand(0).flatMap(policy.layerSelector(for:)))
        XCTAssertNil(operand(1).flatMap(policy.layerSelector(for:)))
    }

    func testDuplicateRuleIdsAcrossFilesNameBothPlaces() {
        guard case .failure(let error) = load([("a.policy", "rule x {\n type must exist\n}"), ("b.policy", "rule x {\n type must exist\n}")]) else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(error.diagnostics.count, 1)
        XCTAssertEqual(error.diagnostics[0].span.file, "b.policy")
        XCTAssertEqual(error.diagnostics[0].notes.first?.span?.file, "a.policy")
    }

    func testDerivedIdCollidingWithExplicitIdIsReported() {
        guard case .failure(let error) = load([("t.policy", "type must exist\nrule t-1 {\n type must exist\n}")]) else { return XCTFail() }
        XCTAssertTrue(error.description.contains("duplicate rule id 't-1'"))
    }

    func testSeverityOverrideAndModalDefaults() throws {
        let policy = try load([("s.policy", "type must exist, should be final\nrule x {\n type must exist\n severity info\n}")]).get()
        let bare = policy.rules[0]
        XCTAssertEqual(bare.severity(of: bare.rule.assertion.requirements[0]), .error)
        XCTAssertEqual(bare.severity(of: bare.rule.assertion.requirements[1]), .warning)
        XCTAssertEqual(policy.rules[1].severity, .info)
    }

    func testBindingsAreCollected() throws {
        let policy = try load([("b.policy", "func that assigns Task to property as task must call cancel on {task}")]).get()
        XCTAssertEqual(policy.rules[0].bindings, ["task"])
    }

    func testBuiltinPlaceholdersNeedNoBinding() {
        XCTAssertNoThrow(try load([("b.policy", "rule x {\n type must conform to {name}Protocol\n message \"{qualified} in {file} is a {kind}\"\n}")]).get())
    }

    func testLayerOrderPutsDependenciesFirst() throws {
        let policy = try load([("l.policy", "layer A = type in B\nlayer B = class in C\nlayer C = struct")]).get()
        XCTAssertEqual(policy.layerOrder, ["C", "B", "A"])
    }

    func testSelfReferencingLayerIsACycle() {
        XCTAssertTrue(TestSupport.diagnostics("layer A = type in A").contains("layer 'A' is defined in terms of itself: A -> A"))
    }

    func testConformanceNameEqualToLayerNameIsNotACycle() {
        XCTAssertEqual(TestSupport.diagnostics("layer View = type conforming to View"), "")
    }

    func testUnknownLayerInsideNestedSelectorIsReported() {
        XCTAssertTrue(TestSupport.diagnostics("func in Servce must exist").contains("unknown layer 'Servce'"))
    }

    func testAllCheckErrorsAreReported() {
        let rendered = TestSupport.diagnostics("rule x {\n Foo must exist\n severity loud\n}\nrule x {\n Bar must exist\n}")
        XCTAssertEqual(rendered.components(separatedBy: ": error: ").count - 1, 4)
    }
}
