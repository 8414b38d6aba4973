// Conventions 1–5: controllers (@Observable, private(set) vars, a protocol-typed dependency, tasks
// cancelled in deinit, tasks cancelled before being replaced).

import XCTest

final class ControllerConventionTests: XCTestCase {
    // 1. classes matching *Controller must have @Observable.
    func test_observable_missingAttribute_reportsClass() {
        let files = ["App/Controllers/FeedController.swift": """
            import Observation

            class FeedController {
            }

            struct SettingsController {}
            """]
        assertFindings("class matching *Controller must have @Observable", files, [
            "p-1 App/Controllers/FeedController.swift:3 FeedController: class FeedController must have @Observable",
        ])
    }

    func test_observable_present_noFinding() {
        let files = ["App/Controllers/FeedController.swift": """
            import Observation

            @Observable
            final class FeedController {}
            @Observation.Observable
            final class ProfileController {}
            class FeedHelper {}
            """]
        assertClean("class matching *Controller must have @Observable", files)
    }

    // 2. stored vars of controllers without `private` must be private(set).
    static let privateSetPolicy = """
        layer Controller = class matching *Controller
        stored var in Controller without private must have private(set)
        """

    func test_privateSet_publicStoredVar_reportsProperty() {
        let files = ["App/FeedController.swift": """
            @Observable
            final class FeedController {
                var items: [String] = []
                private(set) var isLoading = false
                private var cache: [String] = []
                let id = 1
                var count: Int { items.count }
                var query = "" {
                    didSet { items = [] }
                }
            }
            struct FeedState { var items: [String] = [] }
            """]
        assertFindings(Self.privateSetPolicy, files, [
            "p-1 App/FeedController.swift:3 FeedController.items: var FeedController.items must have private(set)",
            "p-1 App/FeedController.swift:8 FeedController.query: var FeedController.query must have private(set)",
        ])
    }

    func test_privateSet_allRestricted_noFinding() {
        let files = ["App/FeedController.swift": """
            @Observable
            final class FeedController {
                private(set) var items: [String] = []
                private var cache: [String] = []
                var count: Int { items.count }
            }
            extension FeedController {
                var isEmpty: Bool { items.isEmpty }
            }
            """]
        assertClean(Self.privateSetPolicy, files)
    }

    // 3. a controller holds a stored property whose type is a project protocol.
    static let protocolDependencyPolicy = """
        layer Controller = class matching *Controller
        Controller must have a stored property typed protocol
        """

    func test_protocolDependency_concreteOrComputed_reportsClass() {
        let files = [
            "App/Services.swift": """
                protocol FeedLoading { func load() async -> [String] }
                final class FeedLoader: FeedLoading { func load() async -> [String] { [] } }
                """,
            "App/Controllers.swift": """
                final class ConcreteController {
                    private let loader: FeedLoader
                    init(loader: FeedLoader) { self.loader = loader }
                }
                final class ComputedController {
                    var loader: any FeedLoading { FeedLoader() }
                }
                final class ExternalController {
                    let formatter: NumberFormatter
                }
                """,
        ]
        assertFindings(Self.protocolDependencyPolicy, files, [
            "p-1 App/Controllers.swift:1 ConcreteController: class ConcreteController must have a stored property typed protocol",
            "p-1 App/Controllers.swift:5 ComputedController: class ComputedController must have a stored property typed protocol",
            "p-1 App/Controllers.swift:8 ExternalController: class ExternalController must have a stored property typed protocol",
        ])
    }

    func test_protocolDependency_protocolTypedStoredProperty_noFinding() {
        let files = [
            "App/Services.swift": "protocol FeedLoading { func load() async -> [String] }\n",
            "App/Controllers.swift": """
                final class FeedController {
                    private let loader: any FeedLoading
                    init(loader: any FeedLoading) { self.loader = loader }
                }
                final class ProfileController {
                    weak var delegate: ProfileDelegate?
                }
                protocol ProfileDelegate: AnyObject {}
                """,
        ]
        assertClean(Self.protocolDependencyPolicy, files)
    }

    // 4. a stored Task<…>? is cancelled in deinit (binding form).
    static let deinitPolicy = """
        class matching *Controller with stored property typed "Task<*>?" as task
          must have deinit that calls cancel on {task}
        """

    func test_deinitCancel_missingOrWrongReceiver_reportsPerTask() {
        let files = ["App/Controllers.swift": """
            final class SearchController {
                private var searchTask: Task<Void, Never>?
                deinit {}
            }
            final class ProfileController {
                private var refreshTask: Task<Void, Never>?
                private var pollTask: Task<Void, Error>?
                deinit {
                    pollTask?.cancel()
                }
            }
            final class ListController {
                private var loadTask: Task<Void, Never>?
            }
            """]
        // at the deinit that forgets the task; at the class when it has none
        assertFindings(Self.deinitPolicy, files, [
            "p-1 App/Controllers.swift:3 SearchController: class SearchController must have deinit that calls cancel on searchTask",
            "p-1 App/Controllers.swift:8 ProfileController: class ProfileController must have deinit that calls cancel on refreshTask",
            "p-1 App/Controllers.swift:12 ListController: class ListController must have deinit that calls cancel on loadTask",
        ])
    }

    func test_deinitCancel_everyTaskCancelled_noFinding() {
        let files = ["App/Controllers.swift": """
            final class FeedController {
                private var loadTask: Task<Void, Never>?
                private var pollTask: Task<Void, Never>?
                deinit {
                    loadTask?.cancel()
                    self.pollTask?.cancel()
                }
            }
            final class PlainController {
                private var task: Task<Void, Never>
                init() { task = Task {} }
            }
            """]
        assertClean(Self.deinitPolicy, files)
    }

    // 5. a method that assigns Task { … } to a property cancels it first and checks Task.isCancelled.
    static let replaceTaskPolicy = """
        func that assigns Task to property as task
          must call cancel on {task} before assigning {task}, must use Task.isCancelled
        """

    func test_replaceTask_cancelAfterAssignAndNoCheck_reportsBoth() {
        let files = ["App/FeedController.swift": """
            final class FeedController {
                private var loadTask: Task<Void, Never>?
                func refresh() {
                    loadTask = Task {
                        await work()
                    }
                    loadTask?.cancel()
                }
                func reload() {
                    self.loadTask = Task {
                        await work()
                    }
                }
                func work() async {}
            }
            """]
        assertFindings(Self.replaceTaskPolicy, files, [
            "p-1 App/FeedController.swift:3 FeedController.refresh(): func FeedController.refresh() must use Task.isCancelled",
            "p-1 App/FeedController.swift:4 FeedController.refresh(): func FeedController.refresh() must call cancel on loadTask before assigning loadTask",
            "p-1 App/FeedController.swift:9 FeedController.reload(): func FeedController.reload() must use Task.isCancelled",
            "p-1 App/FeedController.swift:10 FeedController.reload(): func FeedController.reload() must call cancel on loadTask before assigning loadTask",
        ])
    }

    func test_replaceTask_cancelledFirstAndChecked_noFinding() {
        let files = ["App/FeedController.swift": """
            final class FeedController {
                private var loadTask: Task<Void, Never>?
                private var items: [String] = []
                func reload() {
                    loadTask?.cancel()
                    loadTask = Task {
                        guard !Task.isCancelled else { return }
                    }
                }
                func refresh() {
                    self.loadTask?.cancel()
                    self.loadTask = Task {
                        if Task.isCancelled { return }
                    }
                }
                func stop() {
                    loadTask?.cancel()
                    items = []
                }
            }
            """]
        assertClean(Self.replaceTaskPolicy, files)
    }
}
