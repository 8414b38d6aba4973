// Conventions 6–10: services are protocol-backed actors returning no project classes; views own their
// controllers as @State private, respect layer dependencies and do not write into controllers.

import XCTest

final class ServiceAndViewConventionTests: XCTestCase {
    static let layers = """
        layer View = type conforming to View
        layer Controller = class matching *Controller
        layer Service = type matching *Service and not protocol
        layer Model = type under Models

        """

    // 6. non-protocol *Service types are actors, without @MainActor, conforming to {name}Protocol.
    static let actorPolicy = """
        type matching *Service and not protocol must be actor, must not have @MainActor, must conform to {name}Protocol
        """

    func test_serviceActor_classMainActorOrNoProtocol_reportsEach() {
        let files = ["App/Services.swift": """
            protocol UserServiceProtocol {}
            final class UserService: UserServiceProtocol {}
            protocol ImageServiceProtocol {}
            @MainActor
            actor ImageService: ImageServiceProtocol {}
            actor CacheService {}
            protocol LegacyService {}
            """]
        assertFindings(Self.actorPolicy, files, [
            "p-1 App/Services.swift:2 UserService: class UserService must be actor",
            "p-1 App/Services.swift:4 ImageService: actor ImageService must not have @MainActor",
            "p-1 App/Services.swift:6 CacheService: actor CacheService must conform to CacheServiceProtocol",
        ])
    }

    func test_serviceActor_conformingActors_noFinding() {
        let files = ["App/Services.swift": """
            protocol FeedServiceProtocol: Sendable {}
            actor FeedService: FeedServiceProtocol {}
            actor SyncService {}
            extension SyncService: SyncServiceProtocol {}
            protocol SyncServiceProtocol {}
            protocol LegacyService {}
            """]
        assertClean(Self.actorPolicy, files)
    }

    // 7. service methods do not return a project class.
    static let returnPolicy = layers + "func in Service must not return class\n"

    func test_serviceReturn_projectClass_reportsMethods() {
        let files = ["App/FeedService.swift": """
            final class User {}
            struct Item {}
            actor FeedService {
                func user() -> User { User() }
                func items() -> [Item] { [] }
                func optionalUser() async -> User? { nil }
            }
            extension FeedService {
                func cachedUser() -> User { User() }
            }
            """]
        assertFindings(Self.returnPolicy, files, [
            "p-1 App/FeedService.swift:4 FeedService.user(): func FeedService.user() must not return class",
            "p-1 App/FeedService.swift:6 FeedService.optionalUser(): func FeedService.optionalUser() must not return class",
            "p-1 App/FeedService.swift:9 FeedService.cachedUser(): func FeedService.cachedUser() must not return class",
        ])
    }

    func test_serviceReturn_valuesOnly_noFinding() {
        let files = ["App/FeedService.swift": """
            final class User {}
            struct Item {}
            protocol FeedServiceProtocol { func user() -> User }
            actor FeedService {
                func items() -> [Item] { [] }
                func count() -> Int { 0 }
                func refresh() {}
            }
            final class Helper { func user() -> User { User() } }
            """]
        assertClean(Self.returnPolicy, files)
    }

    // 8. a View's *Controller property is @State private (annotated and inferred).
    static let statePolicy = "stored property typed *Controller in struct conforming to View must have @State, private\n"

    func test_viewState_missingStateOrPrivate_reportsProperty() {
        let files = ["App/Views.swift": """
            import SwiftUI
            struct ProfileView: View {
                var controller: ProfileController
                var body: some View { Text("") }
            }
            struct SettingsView: View {
                @State var controller = SettingsController()
                var body: some View { Text("") }
            }
            struct FeedView: View {
                private var c: FeedController
                var body: some View { Text("") }
            }
            """]
        assertFindings(Self.statePolicy, files, [
            "p-1 App/Views.swift:3 ProfileView.controller: var ProfileView.controller must have @State, private",
            "p-1 App/Views.swift:7 SettingsView.controller: var SettingsView.controller must have @State, private",
            "p-1 App/Views.swift:11 FeedView.c: var FeedView.c must have @State, private",
        ])
    }

    func test_viewState_statePrivate_noFinding() {
        let files = ["App/Views.swift": """
            import SwiftUI
            struct FeedView: View {
                @State private var controller = FeedController()
                var body: some View { Text("") }
            }
            struct ProfileView: View {
                @State private var c: ProfileController
                var body: some View { Text("") }
            }
            struct Holder {
                var controller: FeedController
            }
            """]
        assertClean(Self.statePolicy, files)
    }

    // 9. layer dependencies, with layers by name pattern, conformance, and folder.
    static let dependencyPolicy = layers + """
        View must not reference Service
        Service must not reference Controller
        Model must not reference View or Controller or Service

        """

    func test_layerDependencies_crossingReferences_reportEachLayer() {
        let files = [
            "App/Views/FeedView.swift": """
                import SwiftUI
                struct FeedView: View {
                    let service: FeedService
                    var body: some View { Text("") }
                }
                """,
            "App/Services/FeedService.swift": """
                actor FeedService {
                    func notify() {
                        _ = FeedController()
                    }
                }
                """,
            "App/Controllers/FeedController.swift": "final class FeedController {}\n",
            "App/Models/Order.swift": """
                struct Order {
                    func save(to service: FeedService) {}
                }
                """,
        ]
        assertFindings(Self.dependencyPolicy, files, [
            "p-3 App/Models/Order.swift:2 Order: struct Order must not reference View or Controller or Service",
            "p-2 App/Services/FeedService.swift:3 FeedService: actor FeedService must not reference Controller",
            "p-1 App/Views/FeedView.swift:3 FeedView: struct FeedView must not reference Service",
        ])
    }

    func test_layerDependencies_inferredPropertyType_counts() {
        let files = [
            "App/Views/FeedView.swift": """
                import SwiftUI
                struct FeedView: View {
                    @State private var service = FeedService()
                    var body: some View { Text("") }
                }
                """,
            "App/Services/FeedService.swift": "actor FeedService {}\n",
        ]
        assertFindings(Self.dependencyPolicy, files, [
            "p-1 App/Views/FeedView.swift:3 FeedView: struct FeedView must not reference Service",
        ])
    }

    func test_layerDependencies_allowedDirections_noFinding() {
        let files = [
            "App/Views/FeedView.swift": """
                import SwiftUI
                struct FeedView: View {
                    @State private var controller = FeedController()
                    let order: Order
                    var body: some View { Text("") }
                }
                """,
            "App/Controllers/FeedController.swift": """
                final class FeedController {
                    let service: FeedService
                    init() { service = FeedService() }
                }
                """,
            "App/Services/FeedService.swift": "actor FeedService { func load() -> [Order] { [] } }\n",
            "App/Models/Order.swift": "struct Order { let id: Int }\n",
        ]
        assertClean(Self.dependencyPolicy, files)
    }

    // 10. a View does not assign to members of its controller.
    static let assignPolicy = layers + "View must not assign to Controller\n"

    func test_viewAssign_controllerMember_reportsView() {
        let files = ["App/Views/FeedView.swift": """
            import SwiftUI
            final class FeedController { var items: [String] = [] }
            struct FeedView: View {
                @State private var controller = FeedController()
                var body: some View {
                    Button("Clear") { controller.items = [] }
                }
            }
            struct ProfileView: View {
                let controller: FeedController
                var body: some View { Text("") }
                func reset() {
                    self.controller.items = []
                }
            }
            """]
        assertFindings(Self.assignPolicy, files, [
            "p-1 App/Views/FeedView.swift:6 FeedView: struct FeedView must not assign to Controller",
            "p-1 App/Views/FeedView.swift:13 ProfileView: struct ProfileView must not assign to Controller",
        ])
    }

    func test_viewAssign_callsOnlyAndOwnState_noFinding() {
        let files = ["App/Views/FeedView.swift": """
            import SwiftUI
            final class FeedController { var items: [String] = []; func clear() { items = [] } }
            struct FeedView: View {
                @State private var controller = FeedController()
                @State private var query = ""
                var body: some View {
                    Button("Clear") {
                        controller.clear()
                        query = ""
                    }
                }
            }
            """]
        assertClean(Self.assignPolicy, files)
    }

    func test_viewAssign_anEntryOfItsOwnDictionaryKeyedByAController_isNotAnAssignmentToIt() {
        // round BT: `tabSnapshots[tab] = …` writes the view's own @State dictionary, not the object its key is;
        // `controllers[0].items = …` writes into an element
        let files = ["App/Views/TabsView.swift": """
            import SwiftUI
            final class TabController: Hashable {
                var items: [String] = []
                static func == (a: TabController, b: TabController) -> Bool { a === b }
                func hash(into hasher: inout Hasher) {}
            }
            struct TabsView: View {
                @State private var snapshots: [TabController: String] = [:]
                @State private var controllers: [TabController] = []
                let tab: TabController
                var body: some View { Text("Tabs").onAppear { self.snapshots[tab] = "a" } }
                func clear() { controllers[0].items = [] }
            }
            """]
        assertFindings(Self.assignPolicy, files, [
            "p-1 App/Views/TabsView.swift:12 TabsView: struct TabsView must not assign to Controller",
        ])
    }
}
