// Evaluator behaviour across rules: the exact README sentence, severities, message templates, extension
// members counting for the extended type, transitive conformance, and deterministic output.

import Findings
import PolicyEvaluation
import XCTest

final class EvaluatorBehaviourTests: XCTestCase {
    // The exact sentence: one finding per failed requirement, even when several items fail.
    func test_exactSentence_missingItems_reportsOncePerType() {
        let files = ["App/Controllers.swift": """
            @MainActor
            final class FeedController {}
            class ProfileController {}
            @MainActor
            class SettingsController {}
            final class SearchController {}
            final class Helper {}
            """]
        assertFindings("type matching *Controller must have @MainActor, final", files, [
            "p-1 App/Controllers.swift:3 ProfileController: class ProfileController must have @MainActor, final",
            "p-1 App/Controllers.swift:4 SettingsController: class SettingsController must have @MainActor, final",
            "p-1 App/Controllers.swift:6 SearchController: class SearchController must have @MainActor, final",
        ])
    }

    // `symbol in S` is checked on the members of S's matches: members declared in an extension count, and a nested
    // type is one member (its own members are in it, not in S); symbols outside are not checked.
    func test_symbolInSelector_checksMembersAndExtensionMembersOnly() {
        let files = ["App/Feed.swift": """
            struct FeedView {
                var service: FeedService
                struct Row { var service: FeedService }
            }
            extension FeedView {
                func load(_ service: FeedService) {}
            }
            var globalService: FeedService
            final class FeedService {}
            """]
        assertFindings("symbol in type matching *View must not reference (type matching *Service)", files, [
            "p-1 App/Feed.swift:2 FeedView.service: var FeedView.service must not reference (type matching *Service)",
            "p-1 App/Feed.swift:3 FeedView.Row: struct FeedView.Row must not reference (type matching *Service)",
            "p-1 App/Feed.swift:6 FeedView.load(_:): func FeedView.load(_:) must not reference (type matching *Service)",
        ])
    }

    func test_exactSentence_mainActorFinal_noFinding() {
        let files = ["App/Controllers.swift": "@MainActor final class FeedController {}\nfinal class Helper {}\n"]
        assertClean("type matching *Controller must have @MainActor, final", files)
    }

    // Attributes match by simple name too: `@Observable` is `@Observation.Observable`, as a filter and as an item.
    func test_attributes_moduleQualifiedNames() {
        let policy = """
            @Observable class must have @MainActor
            class matching *Controller must have @Observable
            """
        let files = ["App/Controllers.swift": """
            @Observation.Observable
            final class FeedController {}
            @SwiftUI.MainActor @Observable
            final class ProfileController {}
            """]
        assertFindings(policy, files, [
            "p-1 App/Controllers.swift:1 FeedController: class FeedController must have @MainActor",
        ])
    }

    // Severities: must → error, should → warning, a `severity` clause overrides both.
    func test_severity_modalDefaultsAndOverride() {
        let policy = """
            rule mixed {
              class matching *Controller must have @MainActor, should be final
            }
            rule quiet {
              class matching *Controller must have @MainActor
              severity info
            }
            rule loud {
              class matching *Controller should be final
              severity error
            }
            """
        let result = findings(policy: policy, files: ["App/FeedController.swift": "class FeedController {}\n"])
        XCTAssertEqual(result.map { "\($0.rule) \($0.severity.rawValue): \($0.message)" }, [
            "loud error: class FeedController should be final",
            "mixed error: class FeedController must have @MainActor",
            "mixed warning: class FeedController should be final",
            "quiet info: class FeedController must have @MainActor",
        ])
        XCTAssertEqual(result.map(\.subjectKind), Array(repeating: "class", count: 4))
    }

    // A subject in several layers is named by the first the pack defines, not by the first its layers depend on.
    func test_subjectKind_isTheFirstLayerInDefinitionOrder() {
        let policy = """
            layer Controller = Busy and class matching *Controller
            layer Busy = class with async method
            Controller should be final
            """
        let result = findings(policy: policy, files: ["App/FeedController.swift": "class FeedController { func load() async {} }\n"])
        XCTAssertEqual(result.map(\.subjectKind), ["Controller"])
    }

    func test_severity_ruleDescriptors() throws {
        let policy = """
            class matching *Controller should be final
            rule quiet {
              class matching *Controller must have @MainActor
              severity info
            }
            """
        let result = try XCTUnwrap(evaluation(policy: policy, files: []))
        XCTAssertEqual(result.rules.map { "\($0.id) \($0.severity.rawValue)" }, ["p-1 warning", "quiet info"])
        XCTAssertEqual(result.findings, [])
    }

    // Message templates: built-in values and bindings.
    func test_message_templateWithBuiltinsAndBinding() {
        let policy = """
            rule task-leak {
              class matching *Controller with stored property typed "Task<*>?" as task
                must have deinit that calls cancel on {task}
              message "{kind} {name} ({qualified}, {file}) leaks {task}"
            }
            """
        let files = ["App/Feed.swift": """
            enum Feed {
                final class Controller {
                    private var loadTask: Task<Void, Never>?
                }
            }
            """]
        assertFindings(policy, files, [
            "task-leak App/Feed.swift:2 Feed.Controller: class Controller (Feed.Controller, App/Feed.swift) leaks loadTask",
        ])
    }

    func test_message_defaultExpandsBindingsAndNameTemplates() {
        let policy = """
            func that assigns Task to property as task
              must call cancel on {task} before assigning {task}
            actor matching *Service must conform to {name}Protocol
            """
        let files = ["App/Sync.swift": """
            actor SyncService {
                private var syncTask: Task<Void, Never>?
                func sync() { syncTask = Task {} }
            }
            """]
        assertFindings(policy, files, [
            "p-2 App/Sync.swift:1 SyncService: actor SyncService must conform to SyncServiceProtocol",
            "p-1 App/Sync.swift:3 SyncService.sync(): func SyncService.sync() must call cancel on syncTask before assigning syncTask",
        ])
    }

    // Extension members count for the extended type.
    func test_extensions_membersCountForExtendedType() {
        let policy = """
            layer Controller = class matching *Controller
            Controller must have at most 1 method
            method in Controller must not be async
            Controller must conform to Sendable
            """
        let files = [
            "App/FeedController.swift": """
                final class FeedController {
                    func reload() {}
                }
                """,
            "App/FeedController+Loading.swift": """
                extension FeedController {
                    func load() async {}
                }
                """,
        ]
        assertFindings(policy, files, [
            "p-2 App/FeedController+Loading.swift:2 FeedController.load(): func FeedController.load() must not be async",
            "p-1 App/FeedController.swift:1 FeedController: class FeedController must have at most 1 method",
            "p-3 App/FeedController.swift:1 FeedController: class FeedController must conform to Sendable",
        ])
    }

    func test_extensions_conformanceAndBodiesInExtension_noFinding() {
        let policy = """
            layer Controller = class matching *Controller
            Controller must conform to Sendable
            Controller must call cancel on loadTask
            """
        let files = [
            "App/FeedController.swift": """
                final class FeedController {
                    private var loadTask: Task<Void, Never>?
                }
                """,
            "App/FeedController+Stop.swift": """
                extension FeedController: @unchecked Sendable {
                    func stop() { loadTask?.cancel() }
                }
                """,
        ]
        assertClean(policy, files)
    }

    // A class whose methods all live in an extension still needs its own deinit (convention 4).
    func test_extensions_cancelInExtensionMethodIsNotDeinit() {
        let policy = """
            class matching *Controller with stored property typed "Task<*>?" as task
              must have deinit that calls cancel on {task}
            """
        let files = ["App/FeedController.swift": """
            final class FeedController {
                private var loadTask: Task<Void, Never>?
            }
            extension FeedController {
                func stop() { loadTask?.cancel() }
            }
            """]
        assertFindings(policy, files, [
            "p-1 App/FeedController.swift:1 FeedController: class FeedController must have deinit that calls cancel on loadTask",
        ])
    }

    // Transitive conformance through a project protocol: `struct S: Screen` with `protocol Screen: View` is a View.
    static let screenFiles = [
        "App/Screen.swift": """
            import SwiftUI
            protocol Screen: View {}
            protocol DetailScreen: Screen {}
            """,
        "App/FeedScreen.swift": """
            struct FeedScreen: Screen {
                var controller: FeedController
                let service: FeedService
                var body: some View { Text("") }
            }
            struct ItemScreen: DetailScreen {
                let service: FeedService
                var body: some View { Text("") }
            }
            """,
        "App/Feed.swift": "final class FeedController {}\nactor FeedService {}\n",
    ]

    func test_transitiveConformance_projectProtocolRefinesView() {
        let policy = """
            layer View = type conforming to View
            layer Service = type matching *Service and not protocol
            View must not reference Service
            stored property typed *Controller in struct conforming to View must have @State, private
            """
        assertFindings(policy, Self.screenFiles, [
            "p-2 App/FeedScreen.swift:2 FeedScreen.controller: var FeedScreen.controller must have @State, private",
            "p-1 App/FeedScreen.swift:3 FeedScreen: struct FeedScreen must not reference Service",
            "p-1 App/FeedScreen.swift:7 ItemScreen: struct ItemScreen must not reference Service",
        ])
    }

    func test_transitiveConformance_unrelatedProtocol_noFinding() {
        let policy = """
            layer View = type conforming to View
            View must not reference Service
            layer Service = type matching *Service and not protocol
            """
        let files = [
            "App/Row.swift": "protocol Row: Identifiable {}\nstruct FeedRow: Row { let service: FeedService; var id: Int }\n",
            "App/Feed.swift": "actor FeedService {}\n",
        ]
        assertClean(policy, files)
    }

    // `type matching P` is answered from the graph's type names (`class matching P` from the class list): both find
    // nested types, those declared in extensions included, and neither finds a typealias or a function.
    func test_typeMatchingName_findsNestedTypesButNoTypealiasOrFunction() {
        let files = ["App/Services.swift": """
            actor FeedService {}
            enum Outer {}
            extension Outer { final class ImageService {} }
            typealias OldService = FeedService
            func makeService() {}
            protocol RemoteService {}
            """]
        assertFindings("type matching *Service should not exist\nclass matching *Service should not exist", files, [
            "p-1 App/Services.swift:1 FeedService: actor FeedService should not exist",
            "p-1 App/Services.swift:3 Outer.ImageService: class Outer.ImageService should not exist",
            "p-2 App/Services.swift:3 Outer.ImageService: class Outer.ImageService should not exist",
            "p-1 App/Services.swift:6 RemoteService: protocol RemoteService should not exist",
        ])
    }

    // A typealias's type text is the type it names, so a parameter typed through an alias is seen for what it is:
    // `typed (typealias typed P)` finds `completion: @escaping Done` where `typealias Done = (Bool) -> Void`.
    func test_typedThroughATypealias_readsTheAliasedType() {
        let files = ["App/Sync.swift": """
            typealias Done = (Bool) -> Void
            typealias Identifier = String
            final class SyncService {
                func sync(completion: @escaping Done) {}
                func rename(id: Identifier) {}
            }
            """]
        assertFindings("""
            typealias typed regex "->" should not exist
            parameter typed (typealias typed regex "->") should not exist
            """, files, [
            "p-1 App/Sync.swift:1 Done: typealias Done should not exist",
            "p-2 App/Sync.swift:4 SyncService.sync(completion:) parameter completion: parameter SyncService.sync(completion:) parameter completion should not exist",
        ])
    }

    // Determinism: same findings, same order, twice and whatever the order the files come in.
    func test_determinism_repeatedAndReorderedInput_sameFindings() throws {
        let policy = """
            layer View = type conforming to View
            layer Controller = class matching *Controller
            layer Service = type matching *Service and not protocol
            layer Model = type under Models
            class matching *Controller must have @Observable
            stored var in Controller without private must have private(set)
            Controller must have a stored property typed protocol
            type matching *Service and not protocol must be actor, must not have @MainActor, must conform to {name}Protocol
            View must not reference Service
            Model must not reference View or Controller or Service
            View must not assign to Controller
            struct under Models must conform to Equatable, must have no @Published property, no async func
            file must not import Swinject
            func must have at most 5 parameters
            parameter named completion with @escaping must not exist
            type named *ViewModel must not exist
            """
        let files: [(path: String, text: String)] = [
            ("App/Views/FeedView.swift", """
                import SwiftUI
                struct FeedView: View {
                    var controller = FeedController()
                    let service: FeedService
                    var body: some View { Button("x") { controller.items = [] } }
                }
                """),
            ("App/Controllers/FeedController.swift", """
                final class FeedController {
                    var items: [String] = []
                    var query = ""
                    func load(completion: @escaping () -> Void) {}
                }
                """),
            ("App/Services/FeedService.swift", "import Swinject\nfinal class FeedService {}\nstruct FeedViewModel {}\n"),
            ("App/Models/Order.swift", "struct Order { let view: FeedView; func f(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {} }\n"),
        ]
        let first = try XCTUnwrap(evaluation(policy: policy, files: files)).findings
        let second = try XCTUnwrap(evaluation(policy: policy, files: files)).findings
        let reversed = try XCTUnwrap(evaluation(policy: policy, files: files.reversed())).findings
        XCTAssertGreaterThan(first.count, 10)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, reversed)
        XCTAssertEqual(first, first.sorted())
    }
}

final class EvaluationOptionsTests: XCTestCase {
    func testEnvironmentTurnsFastPathsOffOnlyWhenTheVariableSaysOff() {
        XCTAssertTrue(EvaluationOptions(environment: [:]).fastPaths)
        XCTAssertTrue(EvaluationOptions(environment: ["POLICY_FAST_PATHS": "on"]).fastPaths)
        XCTAssertFalse(EvaluationOptions(environment: ["POLICY_FAST_PATHS": "off"]).fastPaths)
    }
}
