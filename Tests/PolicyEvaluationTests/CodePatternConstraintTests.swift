// `where` constraints on a code pattern's metavariables: name patterns (glob, regex, `not matching`), literal kinds,
// several joined with `and`, and what a bound name refers to (`is property typed Service`, `is Service`); and a
// `not inside` bounded by the `inside` before it. Each finding is asserted at its line and column, with and without
// the fast paths (`findings` in TestSupport).

import Findings
import PolicyEvaluation
import XCTest

final class CodePatternConstraintTests: XCTestCase {
    static let files = [
        "App/FeedView.swift": """
            struct FeedView: View {
                let service: FeedService
                var api = APIService()
                let formatter: DateFormatter
                var cache: FeedService { service }
                var body: some View {
                    Text(formatter.string(from: date))
                        .onAppear { service.load() }
                        .task { await self.api.fetch(page: 1) }
                        .padding(8)
                        .opacity(0.5)
                        .accessibilityLabel("Feed")
                        .onDisappear { FeedService.shared.stop() }
                        .onTapGesture { cache.reload() }
                }
            }
            extension FeedView {
                func refresh() { service.loadMore() }
            }
            """,
        "App/Services.swift": """
            actor FeedService {
                static let shared = FeedService()
                func load() {}
            }
            actor APIService {
                func fetch(page: Int) async {}
            }
            """,
    ]

    static let layers = """
        layer View = type conforming to View
        layer Service = actor matching *Service

        """

    func located(_ policy: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: Self.layers + policy, files: Self.files, file: file, line: line).map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testGlobConstraintKeepsMatchesWhoseBoundTextMatches() {
        let policy = """
            rule calls {
              file must not contain `$R.$M($$$)` where $M matching load*
              message "{R}.{M}"
            }
            """
        XCTAssertEqual(located(policy), ["8:25 service.load", "18:22 service.loadMore"])
    }

    func testRegexConstraintSearchesTheBoundText() {
        let policy = """
            rule calls {
              View must not contain `$R.$M($$$)` where $R matching regex "^self\\.|^form"
              message "{R}.{M}"
            }
            """
        XCTAssertEqual(located(policy), ["7:14 formatter.string", "9:27 self.api.fetch"])
    }

    func testNotMatchingDropsMatchesWhoseBoundTextMatches() {
        let policy = """
            rule modifiers {
              View must not contain `.$M($V)` where $M not matching on*, accessibility*
              message "{M}"
            }
            """
        XCTAssertEqual(located(policy), ["10:13 padding", "11:13 opacity"])
    }

    func testLiteralKindConstraintLooksAtTheBoundNode() {
        let policy = """
            rule numbers {
              View must not contain `.$M($V)` where $V is integer
              message "{M} {V}"
            }
            """
        XCTAssertEqual(located(policy), ["10:13 padding 8"])
    }

    func testNegatedLiteralKindsJoinedWithAndMustAllHold() {
        let policy = """
            rule others {
              View must not contain `.$M($V)` where $V is not string and $V is not float
              message "{M}"
            }
            """
        XCTAssertEqual(located(policy), ["10:13 padding"])
    }

    func testConstraintsJoinedWithAndMustAllHold() {
        let policy = """
            rule calls {
              file must not contain `$R.$M($$$)` where $R matching service and $M matching load*
              message "{M}"
            }
            """
        XCTAssertEqual(located(policy), ["8:25 load", "18:22 loadMore"])
    }

    func testPropertyTypedLayerFindsCallsOnAPropertyOfThatType() {
        // `service` (declared), `self.api` (inferred from `APIService()`), `FeedService.shared` (a static property of
        // a named type, inferred), `cache` (computed, typed FeedService); not `formatter`
        let policy = """
            rule view-calls-service {
              View must not contain `$S.$M($$$)` where $S is property typed Service
              message "{name} calls {S}.{M}"
            }
            """
        XCTAssertEqual(located(policy), [
            "8:25 FeedView calls service.load",
            "9:27 FeedView calls self.api.fetch",
            "13:28 FeedView calls FeedService.shared.stop",
            "14:29 FeedView calls cache.reload",
            // the view's extension is the view's code
            "18:22 FeedView calls service.loadMore",
        ])
    }

    func testAProjectedValueNamesItsProperty() {
        let files = ["App/FeedView.swift": """
            @Observable final class FeedController { var showingError = false }
            struct FeedView: View {
                @Bindable var feed: FeedController
                @State private var draft = ""
                var body: some View {
                    TextField("Draft", text: $draft)
                        .alert("Failed", isPresented: $feed.showingError) {}
                }
            }
            """]
        let policy = """
            layer Controller = class matching *Controller
            rule binds-controller {
              code matching `$B.$P` where $B is property typed Controller in type conforming to View must not exist
              message "{B}.{P}"
            }
            """
        XCTAssertEqual(findings(policy: policy, files: files).map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       ["7:43 $feed.showingError"])
    }

    func testPropertyOfTheExtendedTypeCountsInAnExtension() {
        let policy = """
            rule calls-in-extensions {
              file must not contain `$S.$M($$$)` where $S is property typed Service and $M matching loadMore
              message "{S}"
            }
            """
        XCTAssertEqual(located(policy), ["18:22 service"])
    }

    func testStoredPropertyLeavesComputedOnesOut() {
        let policy = """
            rule view-calls-service {
              View must not contain `$S.$M($$$)` where $S is stored property typed Service
              message "{S}"
            }
            """
        XCTAssertEqual(located(policy), ["8:25 service", "9:27 self.api", "13:28 FeedService.shared", "18:22 service"])
    }

    func testIsLayerAlsoTakesATypeOfTheLayer() {
        let policy = """
            rule view-uses-service {
              View must not contain `$S.$M($$$)` where $S is Service
              message "{S}"
            }
            """
        XCTAssertEqual(located(policy), ["8:25 service", "9:27 self.api", "13:28 FeedService.shared", "14:29 cache", "18:22 service"])
        let type = """
            rule service-type {
              file must not contain `$T.shared` where $T is Service
              message "{T}"
            }
            """
        XCTAssertEqual(located(type), ["13:28 FeedService"])
    }

    func testIsNotPropertyKeepsOtherNames() {
        let policy = """
            rule other-calls {
              code matching `$S.$M($V)` where $S is not property and $M not matching padding in View must not exist
              message "{M}"
            }
            """
        // the chain `Text(…)…` before `.opacity(0.5)` and `.accessibilityLabel("Feed")` is no property's name
        XCTAssertEqual(located(policy), ["7:9 accessibilityLabel", "7:9 opacity"])
    }

    func testAChainOfPropertiesIsFollowedThroughTheirTypes() {
        // `appState.api.timelines`: the `timelines` property of the type of `api` (declared), of the type of `appState`
        // (inferred from `AppState()`); not a chain that leaves the project's types or ends at no service
        let files = [
            "App/TimelineView.swift": """
                struct TimelineView: View {
                    var appState = AppState()
                    let formatter: DateFormatter
                    var body: some View {
                        Text("Home")
                            .task { await appState.api.timelines.fetch() }
                            .onAppear { appState.settings.reset() }
                            .onDisappear { formatter.locale.identifier.count }
                    }
                }
                """,
            "App/Types.swift": """
                final class AppState { let api: Client; var settings = Settings() }
                final class Client { let timelines: TimelineService }
                final class Settings { func reset() {} }
                actor TimelineService { func fetch() async {} }
                """,
        ]
        let policy = """
            rule view-calls-service {
              View must not contain `$S.$M($$$)` where $S is property typed Service
              message "{S}.{M}"
            }
            """
        XCTAssertEqual(findings(policy: Self.layers + policy, files: files).map { "\($0.location.line):\($0.location.column) \($0.message)" },
                       ["6:27 appState.api.timelines.fetch"])
    }
}

final class CodePatternScopedRelationTests: XCTestCase {
    static let files = [
        "App/LoadController.swift": """
            final class LoadController {
                func load() async {
                    do {
                        items = try await fetch()
                    } catch {
                        if !Task.isCancelled {
                            error = e
                        }
                        state = .failed
                    }
                    if !Task.isCancelled {
                        do { try await retry() } catch { failed = true }
                    }
                }
            }
            """,
    ]

    func testNotInsideAfterInsideLooksOnlyWithinTheEnclosingMatch() {
        // `failed = true` is inside an `if !Task.isCancelled`, but that `if` is around the whole do/catch: the task
        // may be cancelled during `retry()`, so the assignment in the catch is not guarded
        let policy = """
            layer Controller = class matching *Controller
            rule unguarded-catch {
              Controller must not contain `$X = $_` inside `catch { $$$ }` not inside `if !Task.isCancelled { $$$ }`
              message "{X} assigned in a catch without checking cancellation"
            }
            """
        XCTAssertEqual(findings(policy: policy, files: Self.files).map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "9:13 state assigned in a catch without checking cancellation",
            "12:46 failed assigned in a catch without checking cancellation",
        ])
    }
}
