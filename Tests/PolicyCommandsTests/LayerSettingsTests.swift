// LayerSettingsTests: packs' layers redefined (`"layers": {"Service": "…"}`), extended (`{"extend": "…"}`) and
// qualified by pack (`"alpha/Service"`) from a repository config and from an including pack's pack.json; errors in
// them at their place in the JSON (golden files for the rendered errors); `policy layers` and `explain` showing the
// effective definitions and where each came from.
import XCTest
@testable import PolicyCommands

final class LayerSettingsTests: XCTestCase {
    /// A pack named `name` whose one rule reports every view that references a Service (`*Service` by default).
    private func writeServicePack(_ box: Sandbox, _ folder: String, name: String) {
        box.write("\(folder)/pack.json", #"{"name": "\#(name)", "version": "1.0.0"}"#)
        box.write("\(folder)/layers.policy", """
        layer View = struct matching *View
        layer Service = class matching *Service

        rule view-no-service {
          View must not reference Service
          message "{name} uses a service"
        }

        """)
    }

    /// A repository checked against the pack in `packs/alpha`, with a view using a gateway and one using a service.
    private func repository(config: String) -> Sandbox {
        let box = Sandbox()
        writeServicePack(box, "repo/packs/alpha", name: "alpha")
        box.write("repo/.swiftpolicy.json", config)
        box.write("repo/Sources/Views.swift", """
        final class UserGateway {}
        final class UserService {}
        struct GatewayView { let gateway: UserGateway }
        struct ServiceView { let service: UserService }

        """)
        return box
    }

    func testConfigLayerReplacesThePacksDefinition() {
        let before = repository(config: #"{"packs": ["packs/alpha"]}"#)
        let plain = before.run(["check", before.path("repo")])
        XCTAssertContains(plain.out, "ServiceView uses a service")
        XCTAssertNotContains(plain.out, "GatewayView")

        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Service": "class matching *Gateway"}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "GatewayView uses a service")
        XCTAssertNotContains(result.out, "ServiceView uses a service")
    }

    func testConfigLayerExtendKeepsTheDefaultAndAddsTheAlternative() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Service": {"extend": "class matching *Gateway"}}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "GatewayView uses a service")
        XCTAssertContains(result.out, "ServiceView uses a service")
    }

    func testQualifiedLayerChangesOnlyTheNamedPack() {
        let box = repository(config: #"{"packs": ["packs/alpha", "packs/beta"], "layers": {"beta/Service": "class matching *Gateway"}}"#)
        writeServicePack(box, "repo/packs/beta", name: "beta")
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertEqual(result.code, .findings, result.all)
        // alpha keeps *Service, beta now means *Gateway
        XCTAssertContains(result.out, "ServiceView uses a service [alpha/view-no-service]")
        XCTAssertContains(result.out, "GatewayView uses a service [beta/view-no-service]")
        XCTAssertNotContains(result.out, "ServiceView uses a service [beta/view-no-service]")
        XCTAssertNotContains(result.out, "GatewayView uses a service [alpha/view-no-service]")
    }

    func testLayersOfTheBuiltinMvvmPackAreRedefinedFromTheConfig() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", #"{"packs": ["mvvm"], "layers": {"mvvm/Service": {"extend": "class matching *Gateway"}}}"#)
        box.write("repo/Views/ProfileView.swift", """
        import SwiftUI
        final class ProfileGateway { func refresh() {} }
        struct ProfileView: View {
            let gateway: ProfileGateway
            var body: some View { Text("").onAppear { gateway.refresh() } }
        }

        """)
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "[view-no-service-access]")
        let plain = box.run(["check", "--no-config", "--pack", "mvvm", "--format", "xcode", box.path("repo")])
        XCTAssertNotContains(plain.out, "[view-no-service-access]")
    }

    func testImportRulesOfTheBuiltinCleanPackFollowARedefinedDomainLayer() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", #"{"packs": ["clean-mvvmc"], "layers": {"clean-mvvmc/DomainLayer": {"extend": "type under Models"}}}"#)
        box.write("repo/Models/Transaction.swift", "import SwiftUI\nstruct Transaction { let amount: Int }\n")
        let result = box.run(["check", "--format", "xcode", box.path("repo")])
        XCTAssertContains(result.out, "Transaction.swift:1:1: error: Models/Transaction.swift is in the Domain layer")
        let plain = box.run(["check", "--no-config", "--pack", "clean-mvvmc", "--format", "xcode", box.path("repo")])
        XCTAssertNotContains(plain.out, "[clean-mvvmc/domain-imports-foundation-only]")
        XCTAssertNotContains(plain.out, "is in the Domain layer")
    }

    func testPackNamesWithDashesQualifyALayer() {
        let box = Sandbox()
        box.write("repo/.swiftpolicy.json", #"{"packs": ["clean-mvvmc"], "layers": {"clean-mvvmc/PresentationLayer": "type under UI"}}"#)
        box.write("repo/UI/Screen.swift", "import Data\nstruct Screen {}\n")
        let result = box.run(["layers", "--pack", "clean-mvvmc"], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "replaced by \(box.path("repo/.swiftpolicy.json")):1)\n        type under UI\n")
    }

    func testMalformedLayerKeysAndValuesAreErrorsAtTheirPlace() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"a/b/View": "struct", "View": 3, "Service": {"extnd": "class"}}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, ":1:39: error: 'a/b/View' under 'layers' is not a layer name: write 'Layer' or 'pack/Layer'")
        XCTAssertContains(result.err, #":1:69: error: expected a selector string or {"extend": "selector"} for 'layers.View', found a number"#)
        XCTAssertContains(result.err, ":1:84: error: unknown key 'extnd' in the setting of layer 'Service'")
    }

    func testManifestLayersApplyToTheIncludedPacks() {
        let box = Sandbox()
        writeServicePack(box, "repo/packs/alpha", name: "alpha")
        box.write("repo/packs/team/pack.json", """
        {"name": "team", "version": "1.0.0", "include": ["../alpha"],
         "layers": {"alpha/Service": "class matching *Gateway"}}
        """)
        box.write("repo/Sources/Views.swift", "final class UserGateway {}\nstruct GatewayView { let gateway: UserGateway }\n")
        let result = box.run(["check", "--pack", box.path("repo/packs/team"), box.path("repo/Sources")])
        XCTAssertEqual(result.code, .findings, result.all)
        XCTAssertContains(result.out, "GatewayView uses a service")
        // the included pack alone keeps its own definition
        let alone = box.run(["check", "--pack", box.path("repo/packs/alpha"), box.path("repo/Sources")])
        XCTAssertEqual(alone.code, .success, alone.all)
    }

    func testManifestLayerErrorPointsIntoTheManifest() {
        let box = Sandbox()
        writeServicePack(box, "repo/packs/alpha", name: "alpha")
        box.write("repo/packs/team/pack.json", """
        {"name": "team", "version": "1.0.0", "include": ["../alpha"],
         "layers": {"alpha/Service": "class matchng *Gateway"}}
        """)
        box.write("repo/Sources/A.swift", "struct A {}\n")
        let result = box.run(["check", "--pack", box.path("repo/packs/team"), box.path("repo/Sources")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "\(box.path("repo/packs/team/pack.json")):2:37: error:")
        XCTAssertContains(result.err, """
         "layers": {"alpha/Service": "class matchng *Gateway"}}
                                            ^
        """)
    }

    func testUnknownLayerInAManifestNamesTheIncludedPacksLayers() {
        let box = Sandbox()
        writeServicePack(box, "repo/packs/alpha", name: "alpha")
        box.write("repo/packs/team/pack.json", """
        {"name": "team", "version": "1.0.0", "include": ["../alpha"], "layers": {"Servise": "class"}}
        """)
        box.write("repo/Sources/A.swift", "struct A {}\n")
        let result = box.run(["check", "--pack", box.path("repo/packs/team"), box.path("repo/Sources")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "error: unknown layer 'Servise': no pack among the packs 'team' includes defines it")
        XCTAssertContains(result.err, "help: did you mean 'Service'?")
        XCTAssertContains(result.err, "note: the layers of alpha are: View, Service")
    }

    func testUnknownLayerIsIgnoredWhenTheCommandLineChoosesOtherPacks() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Controller": "class"}}"#)
        let configured = box.run(["check", box.path("repo")])
        XCTAssertEqual(configured.code, .usage, configured.all)
        let chosen = box.run(["check", "--pack", box.path("repo/packs/alpha"), box.path("repo")])
        XCTAssertEqual(chosen.code, .findings, chosen.all)
        XCTAssertContains(chosen.out, "ServiceView uses a service")
    }

    func testLayersCommandShowsEffectiveDefinitionsAndOrigins() {
        let box = repository(config: """
        {
          "packs": ["packs/alpha"],
          "layers": {"Service": {"extend": "class matching *Gateway"}}
        }
        """)
        let result = box.run(["layers", "--pack", box.path("repo/packs/alpha")], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "View  (defined at \(box.path("repo/packs/alpha"))/layers.policy:1)\n        struct matching *View\n")
        XCTAssertContains(result.out, "Service  (defined at \(box.path("repo/packs/alpha"))/layers.policy:2; extended by "
            + "\(box.path("repo/.swiftpolicy.json")):3)\n        (class matching *Service) or (class matching *Gateway)\n")
    }

    func testExplainShowsTheLayersTheRuleUsesWithTheirOrigin() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Service": "class matching *Gateway"}}"#)
        let result = box.run(["explain", "view-no-service", "--pack", box.path("repo/packs/alpha")], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "Layers (effective definitions):\n")
        XCTAssertContains(result.out, "Service  (defined at \(box.path("repo/packs/alpha"))/layers.policy:2; replaced by "
            + "\(box.path("repo/.swiftpolicy.json")):1)\n        class matching *Gateway\n")
    }

    func testQueryUsesTheConfigsLayers() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Service": "class matching *Gateway"}}"#)
        let result = box.run(["query", "--pack", box.path("repo/packs/alpha"), "Service", box.path("repo/Sources")], in: "repo")
        XCTAssertEqual(result.code, .success, result.all)
        XCTAssertContains(result.out, "Service UserGateway")
        XCTAssertNotContains(result.out, "UserService")
    }

    func testReplacingALayerWithItselfIsACycleThatSuggestsExtend() {
        let box = repository(config: #"{"packs": ["packs/alpha"], "layers": {"Service": "Service or class matching *Gateway"}}"#)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        XCTAssertContains(result.err, "error: layer 'Service' is defined in terms of itself: Service -> Service")
        XCTAssertContains(result.err, #"help: to keep the pack's definition and add to it, write {"extend": "…"}"#)
    }

    func testCaretCountsEscapesAsWrittenInTheFile() {
        // \u00e9 is six bytes in the file and two in the selector; a surrogate pair is twelve and four
        let line = #"  "layers": {"Service": "class named \"caf\u00e9\ud83d\ude00\" or clas matching *Gateway"}"#
        let box = repository(config: "{\n  \"packs\": [\"packs/alpha\"],\n\(line)\n}\n")
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all)
        let column = line.utf8.count - #"clas matching *Gateway"}"#.utf8.count + 1
        XCTAssertContains(result.err, "\(box.path("repo/.swiftpolicy.json")):3:\(column): error:")
        XCTAssertContains(result.err, line + "\n" + String(repeating: " ", count: column - 1) + "^~~~\n")
    }

    // MARK: Golden errors

    func testSelectorErrorInConfigLayerGolden() throws {
        // the escapes before the mistake are two bytes in the file and one in the selector: the caret must still land
        try assertGolden("config-layer-selector-error.txt", config: """
        {
          "packs": ["packs/alpha"],
          "layers": {"Service": "class named \\"*Service\\" or class matching and not protocol"}
        }

        """)
    }

    func testUnknownLayerInConfigGolden() throws {
        try assertGolden("config-layer-unknown.txt", config: """
        {
          "packs": ["packs/alpha"],
          "layers": {
            "Servce": "class matching *Gateway",
            "alpa/View": {"extend": "struct matching *Screen"}
          }
        }

        """)
    }

    func testUnknownLayerReferencedInsideTheOverrideGolden() throws {
        try assertGolden("config-layer-unknown-reference.txt", config: """
        {
          "packs": ["packs/alpha"],
          "layers": {"Service": {"extend": "class matching *Gateway and not Viw"}}
        }

        """)
    }

    private func assertGolden(_ name: String, config: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let box = repository(config: config)
        let result = box.run(["check", box.path("repo")])
        XCTAssertEqual(result.code, .usage, result.all, file: file, line: line)
        XCTAssertEqual(result.out, "", "nothing is checked", file: file, line: line)
        let actual = box.normalize(result.err)
        try assertMatchesGolden(actual, named: name, file: file, line: line)
    }
}
