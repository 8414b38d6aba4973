// Parser tests: one construct per test: statements, rule blocks, selectors, predicates, operands, quantities.
import XCTest
@testable import PolicyLanguage

final class PolicyParserTests: XCTestCase {
    private func shape(_ text: String, line: UInt = #line) -> String {
        Dump.assertion(TestSupport.rule(text, line: line).assertion)
    }

    func testRuleBlockWithAllClauses() {
        let rule = TestSupport.rule("""
            rule controller-main-actor {
              type matching *Controller must have @MainActor, final
              severity warning
              message "Mark {name} @MainActor."
              rationale "Controllers own UI state."
              compliant \"\"\"
                @MainActor final class A {}
                \"\"\"
              violating "class A {}"
            }
            """)
        XCTAssertEqual(rule.id.value, "controller-main-actor")
        XCTAssertFalse(rule.id.isDerived)
        XCTAssertEqual(rule.severity?.level, .warning)
        XCTAssertEqual(rule.message?.text, "Mark {name} @MainActor.")
        XCTAssertEqual(rule.message?.template.placeholders.map(\.name), ["name"])
        XCTAssertEqual(rule.rationale?.text, "Controllers own UI state.")
        XCTAssertEqual(rule.compliant?.text, "@MainActor final class A {}")
        XCTAssertEqual(rule.violating?.text, "class A {}")
        XCTAssertEqual(rule.text, "type matching *Controller must have @MainActor, final")
    }

    func testOneLineRuleBlock() {
        XCTAssertEqual(TestSupport.rule("rule a.b_c-1 { type must exist severity info }").severity?.word, "info")
    }

    func testDerivedIdsCountBareRulesPerFile() {
        let file = TestSupport.parse("type must exist\nrule x {\n type must exist\n}\nclass must exist", file: "pack/team.policy")
        XCTAssertEqual(file.rules.map(\.id.value), ["team-1", "x", "team-2"])
    }

    func testLayerDefinition() {
        let layer = TestSupport.parse("layer Service = type matching *Service and not protocol").layers[0]
        XCTAssertEqual(layer.name.name, "Service")
        XCTAssertEqual(Dump.selector(layer.selector), "(type[named(*Service)] and not protocol)")
    }

    func testRequirementsJoinedWithAndOrComma() {
        XCTAssertEqual(shape("type must be final and must not exist, should be public"),
                       "type must has(final), must not exists, should has(public)")
    }

    func testPredicateAndOrNotPrecedence() {
        XCTAssertEqual(shape("type must be final or be open and not be public"),
                       "type must (has(final) or (has(open) and not has(public)))")
        XCTAssertEqual(shape("type must (be final or be open) and be public"), "type must ((has(final) or has(open)) and has(public))")
    }

    func testSelectorOrAndParentheses() {
        XCTAssertEqual(shape("(class or struct) under Models must exist"), "((class or struct) and *[under(Models)]) must exists")
        XCTAssertEqual(shape("not protocol and type must exist"), "(not protocol and type) must exists")
    }

    func testQualifiersAndAttributesBeforeHead() {
        XCTAssertEqual(shape("public static @objc func must exist"), "public static func[has(@objc)] must exists")
    }

    func testAttributeArguments() {
        XCTAssertEqual(shape("type must have @available(iOS 17, *)"), "type must has(@available(iOS 17, *))")
    }

    func testModifierDetails() {
        XCTAssertEqual(shape("var must have nonisolated(unsafe), private(set)"), "var must has(nonisolated(unsafe), private(set))")
    }

    func testQuantities() {
        XCTAssertEqual(shape("type must have a func, an init, no deinit, at least 2 var, exactly 3 let, 4 case, more than 1 property, fewer than 3 subscript"),
                       "type must has(>=1 func, >=1 init, ==0 deinit, >=2 var, ==3 let, ==4 case, >=2 property, <=2 subscript)")
    }

    func testLinesAndForceUnwraps() {
        XCTAssertEqual(shape("func must have at most 40 lines, at most 2 force unwraps"), "func must has(lines <=40, forceUnwraps <=2)")
    }

    func testBeForms() {
        XCTAssertEqual(shape("type must be an actor"), "type must is(actor)")
        XCTAssertEqual(shape("type must be final class"), "type must (has(final) and is(class))")
        XCTAssertEqual(shape("type must be in Service"), "type must in(layer:Service)")
        XCTAssertEqual(shape("property must be typed Bool"), "property must typed(name:Bool)")
        XCTAssertEqual(shape("type should be named *Store"), "type should named(*Store)")
    }

    func testThirdPersonVerbsAfterThat() {
        XCTAssertEqual(shape("func that is async and calls fetch must exist"), "func[(has(async) and calls(fetch))] must exists")
        XCTAssertEqual(shape("type where conforms to View must exist"), "type[conforms(View)] must exists")
    }

    func testParticipleFilters() {
        XCTAssertEqual(shape("func returning \"Result<*>\" calling fetch on Service referencing Model importing Combine must exist"),
                       "func[returns(pattern:Result<*>); calls(fetch on name:Service); references(layer:Model); imports(Combine)] must exists")
        XCTAssertEqual(shape("func assigning to property as p must exist"), "func[assigns(to property as p)] must exists")
    }

    func testReferencedByIsAFilterAndAPredicate() {
        XCTAssertEqual(shape("class referenced by AppEntry must exist"), "class[referencedBy(layer:AppEntry)] must exists")
        XCTAssertEqual(shape("class not referenced by (struct) must exist"), "class[not referencedBy(struct)] must exists")
        XCTAssertEqual(shape("class must be referenced by View or Controller"),
                       "class must referencedBy((layer:View or layer:Controller))")
    }

    func testQuotedPatternsAndAlternatives() {
        XCTAssertEqual(shape("type named \"My Type\", Other must exist"), "type[named(My Type, Other)] must exists")
    }

    func testFiltersMayContinueOnNextLines() {
        XCTAssertEqual(shape("class matching *Controller\n  with @Observable\n  must have @MainActor"),
                       "class[named(*Controller); has(@Observable)] must has(@MainActor)")
    }

    func testAPatternListContinuesOnTheNextLineAfterAComma() {
        XCTAssertEqual(shape("type named *Client, *Service,\n    *Manager must exist"), "type[named(*Client, *Service, *Manager)] must exists")
        // without the comma, a word on the next line is not a pattern of the list
        XCTAssertEqual(shape("type named *Client\n  must exist"), "type[named(*Client)] must exists")
    }

    func testLayerOperandOfNestedFilterStandsAlone() {
        XCTAssertEqual(shape("var in Controller without private must exist"), "var[in(layer:Controller); not has(private)] must exists")
        XCTAssertEqual(shape("var in (Controller without private) must exist"), "var[in(layer:Controller[not has(private)])] must exists")
    }

    func testFilterAfterAParenthesisedNestedSelectorAppliesToTheOuterOne() {
        XCTAssertEqual(shape("property in (class) named isLoading must exist"), "property[in(class); named(isLoading)] must exists")
    }

    func testFilterAfterAParenthesisedTypeOperandAppliesToTheOuterSelector() {
        XCTAssertEqual(shape("property typed (struct) in Model must exist"), "property[typed(selector:struct); in(layer:Model)] must exists")
        XCTAssertEqual(shape("property not typed (struct) in Model must exist"),
                       "property[not typed(selector:struct); in(layer:Model)] must exists")
    }

    func testAParenthesisedSelectorAfterConformingToSelectsTheSupertype() {
        XCTAssertEqual(shape("class conforming to (protocol) in Model must exist"), "class[supertype(protocol); in(layer:Model)] must exists")
        XCTAssertEqual(shape("class must inherit from (class named Base*)"), "class must supertype(class[named(Base*)])")
        XCTAssertEqual(shape("class conforming to Decodable must exist"), "class[conforms(Decodable)] must exists")
    }

    func testBindingOperands() {
        XCTAssertEqual(shape("func must call cancel on task"), "func must calls(cancel on name:task)")
    }

    func testSpansPointAtSource() {
        let rule = TestSupport.rule("type must be final")
        let requirement = rule.assertion.requirements[0]
        XCTAssertEqual(requirement.span.column, 6)
        XCTAssertEqual(requirement.span.length, "must be final".utf8.count)
        XCTAssertEqual(rule.assertion.selector.span.length, 4)
    }

    func testPublicParseReturnsNilFileOnErrors() {
        let (file, diagnostics) = PolicyLanguage.parse(source: "type must", file: "x.policy")
        XCTAssertNil(file)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertNotNil(PolicyLanguage.parse(source: "type must exist", file: "x.policy").0)
    }
}

final class PolicyParserListTests: XCTestCase {
    private func onlyRule(_ text: String) throws -> Rule {
        let (file, diagnostics) = PolicyLanguage.parse(source: text, file: "t.policy")
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
        return try XCTUnwrap(file?.rules.first)
    }

    func testCallTakesAListOfNamePatterns() throws {
        let rule = try onlyRule("View must not call reduce, filter, sorted\n")
        guard case .calls(let spec) = rule.assertion.requirements[0].predicate.kind, case .glob(let names) = spec.name.kind else {
            return XCTFail("expected a call with glob alternatives")
        }
        XCTAssertEqual(names.map(\.text), ["reduce", "filter", "sorted"])
    }

    func testCallTakesARegex() throws {
        let rule = try onlyRule("View must not call regex \"^[A-Z]\\\\w*ViewModel$\"\n")
        guard case .calls(let spec) = rule.assertion.requirements[0].predicate.kind, case .regex = spec.name.kind else {
            return XCTFail("expected a call with a regex name")
        }
    }

    func testTypedTakesAListOfTypePatterns() throws {
        let rule = try onlyRule("property typed URL, DeepLink*, *Route must not exist\n")
        guard case .simple(let simple) = rule.assertion.selector.kind, case .typed(let operand) = simple.filters[0].kind,
              case .pattern(let pattern) = operand.kind, case .glob(let alternatives) = pattern.kind else {
            return XCTFail("expected typed with a pattern list")
        }
        XCTAssertEqual(alternatives.map(\.text), ["URL", "DeepLink*", "*Route"])
    }

    func testTypedSingleIdentifierStaysANameOrLayer() throws {
        let rule = try onlyRule("property typed Bool named is* must not exist\n")
        guard case .simple(let simple) = rule.assertion.selector.kind, case .typed(let operand) = simple.filters[0].kind,
              case .nameOrLayer(let name) = operand.kind else {
            return XCTFail("expected typed with a name")
        }
        XCTAssertEqual(name.name, "Bool")
    }

    func testExampleMayNameTheFileItIsCheckedAs() throws {
        let rule = try onlyRule("""
        rule model-equatable {
          struct under Models must conform to Equatable
          violating at "App/Models/User.swift" \"\"\"
            struct User {}
            \"\"\"
        }

        """)
        XCTAssertEqual(rule.violating?.path, "App/Models/User.swift")
        XCTAssertEqual(rule.violating?.text, "struct User {}")
    }
}
