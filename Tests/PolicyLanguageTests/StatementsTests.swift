// The 19 required conventions and the exact sentence parse to the expected AST shapes (compared via `Dump`).
import XCTest
@testable import PolicyLanguage

final class StatementsTests: XCTestCase {
    private func shape(_ text: String, line: UInt = #line) -> String {
        Dump.assertion(TestSupport.rule(text, line: line).assertion)
    }

    func testExactSentenceParsesAsBareRule() {
        let rule = TestSupport.rule("type matching *Controller must have @MainActor, final")
        XCTAssertTrue(rule.id.isDerived)
        XCTAssertEqual(rule.id.value, "test-1")
        XCTAssertEqual(Dump.assertion(rule.assertion), "type[named(*Controller)] must has(@MainActor, final)")
    }

    func testStatementFixtureParsesAndChecksCleanly() throws {
        let url = try XCTUnwrap(Bundle.module.resourceURL?.appendingPathComponent("Golden/valid/statements.policy"))
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = PolicyLanguage.load(sources: [(file: "statements.policy", text: text)])
        guard case .success(let policy) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(policy.rules.count, 31)
        XCTAssertEqual(Set(policy.layers.keys), ["View", "Controller", "Service", "Model", "Store"])
    }

    func test01ControllersHaveObservable() {
        XCTAssertEqual(shape("class matching *Controller must have @Observable"), "class[named(*Controller)] must has(@Observable)")
    }

    func test02StoredVarsArePrivateSet() {
        XCTAssertEqual(shape("stored var in Controller without private must have private(set)"),
                       "stored var[in(layer:Controller); not has(private)] must has(private(set))")
    }

    func test03ControllerHoldsProtocolTypedProperty() {
        XCTAssertEqual(shape("Controller must have a stored property typed protocol"),
                       "layer:Controller must has(>=1 stored property[typed(selector:protocol)])")
    }

    func test04TaskPropertyCancelledInDeinit() {
        XCTAssertEqual(shape("class matching *Controller with stored property typed \"Task<*>?\" as task\n  must have deinit that calls cancel on {task}"),
                       "class[named(*Controller); has(>=1 stored property[typed(pattern:Task<*>?)] as task)] must has(>=1 deinit[calls(cancel on {task})])")
    }

    func test05TaskAssignmentCancelsFirst() {
        XCTAssertEqual(shape("func that assigns Task to property as task\n  must call cancel on {task} before assigning {task}, must use Task.isCancelled"),
                       "func[assigns(Task to property as task)] must calls(cancel on {task} before {task}), must uses(Task.isCancelled)")
    }

    func test06ServicesAreActors() {
        XCTAssertEqual(shape("type matching *Service and not protocol must be actor, must not have @MainActor, must conform to {name}Protocol"),
                       "(type[named(*Service)] and not protocol) must is(actor), must not has(@MainActor), must conforms({name}Protocol)")
    }

    func test07ServicesDoNotReturnClasses() {
        XCTAssertEqual(shape("func in Service must not return class"), "func[in(layer:Service)] must not returns(selector:class)")
    }

    func test08ViewsStoreControllersAsStatePrivate() {
        XCTAssertEqual(shape("stored property typed *Controller in struct conforming to View must have @State, private"),
                       "stored property[typed(pattern:*Controller); in(struct[conforms(View)])] must has(@State, private)")
    }

    func test09LayerDependencies() {
        let file = TestSupport.parse("""
            layer View = type conforming to View
            layer Controller = class matching *Controller
            layer Service = type matching *Service and not protocol
            layer Model = type under Models
            layer Store = class with @Observable
            View must not reference Service
            Model must not reference View or Controller or Service
            """)
        XCTAssertEqual(file.layers.map { "\($0.name)=\(Dump.selector($0.selector))" }, [
            "View=type[conforms(View)]", "Controller=class[named(*Controller)]",
            "Service=(type[named(*Service)] and not protocol)", "Model=type[under(Models)]", "Store=class[has(@Observable)]",
        ])
        XCTAssertEqual(file.rules.map { Dump.assertion($0.assertion) }, [
            "layer:View must not references(layer:Service)",
            "layer:Model must not references((layer:View or layer:Controller or layer:Service))",
        ])
    }

    func test10ViewsDoNotAssignToControllers() {
        XCTAssertEqual(shape("View must not assign to Controller"), "layer:View must not assigns(to layer:Controller)")
    }

    func test11ModelsArePlainValues() {
        XCTAssertEqual(shape("struct under Models must conform to Equatable, must have no @Published property, no async func"),
                       "struct[under(Models)] must conforms(Equatable), must has(==0 property[has(@Published)], ==0 async func)")
        XCTAssertEqual(shape("class under Models should not exist"), "class[under(Models)] should not exists")
    }

    func test12ImportsPerFolder() {
        XCTAssertEqual(shape("file under Domain must import only Foundation"), "file[under(Domain)] must importsOnly(Foundation)")
        XCTAssertEqual(shape("file under Data must not import SwiftUI, UIKit"), "file[under(Data)] must not imports(SwiftUI, UIKit)")
        XCTAssertEqual(shape("file must not import Swinject"), "file must not imports(Swinject)")
    }

    func test13PresentationDoesNotReferenceData() {
        XCTAssertEqual(shape("type under Presentation must not reference type under Data"),
                       "type[under(Presentation)] must not references(type[under(Data)])")
    }

    func test14Naming() {
        XCTAssertEqual(shape("protocol should not be named *Delegate, *Manager"), "protocol should not named(*Delegate, *Manager)")
        XCTAssertEqual(shape("type under ViewModels must be named *ViewModel"), "type[under(ViewModels)] must named(*ViewModel)")
        XCTAssertEqual(shape("type named *ViewModel must be under ViewModels"), "type[named(*ViewModel)] must under(ViewModels)")
    }

    func test15SizeLimits() {
        XCTAssertEqual(shape("func must have at most 5 parameters"), "func must has(<=5 parameter)")
        XCTAssertEqual(shape("func must have complexity at most 10"), "func must has(complexity <=10)")
        XCTAssertEqual(shape("file not under Tests must have no force unwraps"), "file[not under(Tests)] must has(forceUnwraps ==0)")
    }

    func test16NoEscapingCompletion() {
        XCTAssertEqual(shape("parameter named completion with @escaping must not exist"),
                       "parameter[named(completion); has(@escaping)] must not exists")
        XCTAssertEqual(shape("@escaping parameter named completion must not exist"),
                       "parameter[has(@escaping); named(completion)] must not exists")
    }

    func test17ObservableClassesAreMainActorWithOneFlag() {
        XCTAssertEqual(shape("@Observable class must have @MainActor, must not have more than 1 property typed Bool named is*"),
                       "class[has(@Observable)] must has(@MainActor), must not has(>=2 property[typed(name:Bool); named(is*)])")
    }

    func test18NoViewModels() {
        XCTAssertEqual(shape("type named *ViewModel must not exist"), "type[named(*ViewModel)] must not exists")
    }

    func test19TestMethodNaming() {
        XCTAssertEqual(shape("method named test* in class inheriting from XCTestCase must be named test_*_*_*"),
                       "method[named(test*); in(class[inherits(XCTestCase)])] must named(test_*_*_*)")
        let rule = TestSupport.rule(#"method in class inheriting from XCTestCase matching regex "^test" must match regex "^test_[a-z]+_\w+_\w+$""#)
        XCTAssertEqual(Dump.assertion(rule.assertion),
                       #"method[in(class[inherits(XCTestCase); named(regex "^test")])] must named(regex "^test_[a-z]+_\w+_\w+$")"#)
    }
}
