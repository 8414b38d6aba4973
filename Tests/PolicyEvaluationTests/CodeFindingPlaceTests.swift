// CodeFindingPlaceTests: a rule about something inside code points at each occurrence — the call, the use, the
// assignment's target, the referenced type's name, the `!` — one finding each, once per rule; a rule about what a
// declaration has or lacks stays on the declaration. Every case runs with fast paths on and off (`findings`).
import Findings
import XCTest

final class CodeFindingPlaceTests: XCTestCase {
    static let layers = """
        layer View = struct conforming to View
        layer Service = class matching *Service
        layer Controller = class matching *Controller

        """

    static func positions(_ policy: String, _ files: [String: String]) -> [String] {
        findings(policy: policy, files: files).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    func testFourServiceCallsInAViewAreFourFindingsAtEachCall() {
        let view = """
            struct FeedView: View {
                let service: FeedService
                var body: some View {
                    Button("Load") { service.load(); service.load() }
                        .onAppear { service.refresh() }
                }
                func reset() { service.clear() }
            }
            """
        let policy = Self.layers + "View must not call * on Service\n"
        XCTAssertEqual(Self.positions(policy, ["App/FeedView.swift": view, "App/FeedService.swift": "final class FeedService {}\n"]),
                       ["App/FeedView.swift:4:34", "App/FeedView.swift:4:50", "App/FeedView.swift:5:33", "App/FeedView.swift:7:28"])
    }

    func testMissingCallStaysOnTheDeclaration() {
        let source = "final class FeedController {\n    func load() {}\n}\n"
        XCTAssertEqual(Self.positions(Self.layers + "func in Controller must call fetch\n", ["App/FeedController.swift": source]),
                       ["App/FeedController.swift:2:5"])
    }

    func testCallBeforeAssigningFailsAtTheAssignment() {
        let source = """
            final class FeedController {
                var loadTask: Task<Void, Never>?
                func load() {
                    loadTask = Task {}
                    loadTask?.cancel()
                }
            }
            """
        let policy = Self.layers + "func in Controller must call cancel before assigning loadTask\n"
        XCTAssertEqual(Self.positions(policy, ["App/FeedController.swift": source]), ["App/FeedController.swift:4:9"])
    }

    func testUsePointsAtEachMemberChainDeferAndAwait() {
        let source = """
            func load() async {
                defer { done() }
                if Task.isCancelled { return }
                await fetch()
                guard !Task.isCancelled else { return }
            }
            """
        XCTAssertEqual(Self.positions("func must not use Task.isCancelled\n", ["App/Load.swift": source]),
                       ["App/Load.swift:3:8", "App/Load.swift:5:12"])
        XCTAssertEqual(Self.positions("func must not use defer\n", ["App/Load.swift": source]), ["App/Load.swift:2:5"])
        XCTAssertEqual(Self.positions("func must not use await\n", ["App/Load.swift": source]), ["App/Load.swift:4:5"])
    }

    func testAssignmentPointsAtItsTarget() {
        let source = """
            final class FeedController { var items: [String] = [] }
            struct FeedView: View {
                let controller: FeedController
                func clear() {
                    controller.items = []
                    self.controller.items = ["x"]
                }
            }
            """
        XCTAssertEqual(Self.positions(Self.layers + "View must not assign to Controller\n", ["App/FeedView.swift": source]),
                       ["App/FeedView.swift:5:9", "App/FeedView.swift:6:9"])
    }

    func testReferencePointsAtTheTypeNameOncePerLine() {
        let view = """
            struct FeedView: View {
                private let service: FeedService = FeedService()
                var body: some View { Text("") }
            }
            extension FeedView {
                func other(_ s: FeedService) {}
            }
            """
        let policy = Self.layers + "View must not reference Service\n"
        XCTAssertEqual(Self.positions(policy, ["App/FeedView.swift": view, "App/FeedService.swift": "final class FeedService {}\n"]),
                       ["App/FeedView.swift:2:26", "App/FeedView.swift:6:21"])
    }

    func testForceUnwrapsPointAtEachExclamationMark() {
        let source = "func parse(_ a: String?, _ b: String?) -> String {\n    a! + b!\n}\n"
        XCTAssertEqual(Self.positions("func must not have force unwraps\n", ["App/Parse.swift": source]),
                       ["App/Parse.swift:2:6", "App/Parse.swift:2:11"])
    }

    func testForceUnwrapsPastTheLimitAreTheOnesBlamed() {
        let source = "func parse(_ a: String?) -> String {\n    a!\n        + a!\n        + a!\n}\n"
        XCTAssertEqual(Self.positions("func must have at most 1 force unwraps\n", ["App/Parse.swift": source]),
                       ["App/Parse.swift:3:12", "App/Parse.swift:4:12"])
        // too few is no `!`'s fault: the declaration
        XCTAssertEqual(Self.positions("func must have at least 4 force unwraps\n", ["App/Parse.swift": source]),
                       ["App/Parse.swift:1:1"])
    }

    func testACallInANestedSubjectIsReportedOncePerRule() {
        let source = """
            final class OuterService {
                final class InnerService {
                    func go() { UIApplication.shared.present(url) }
                }
            }
            """
        XCTAssertEqual(Self.positions("class matching *Service must not call present\n", ["App/Outer.swift": source]),
                       ["App/Outer.swift:3:42"])
    }

    func testEitherOfTwoForbiddenCallsIsFoundAtItsPlace() {
        let source = "func go() {\n    print(1)\n    dump(2)\n}\n"
        XCTAssertEqual(Self.positions("func must not (call print or call dump)\n", ["App/Go.swift": source]),
                       ["App/Go.swift:2:5", "App/Go.swift:3:5"])
    }

    func testTwoForbiddenOperandsMeetingOnOneLineAreOneFindingAtTheFirst() {
        let source = "func go() {\n    URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()\n    task = session.dataTask(with: url)\n}\n"
        XCTAssertEqual(Self.positions("func must not (call dataTask or use URLSession.shared)\n", ["App/Go.swift": source]),
                       ["App/Go.swift:2:5", "App/Go.swift:3:20"])
    }

    func testAMemberItMustNotHaveIsFoundAtEachSuchMember() {
        let source = "struct Feed {\n    let id: Int\n    func sync() async {}\n    func load() async {}\n}\n"
        XCTAssertEqual(Self.positions("struct must not have an async func\n", ["App/Feed.swift": source]),
                       ["App/Feed.swift:3:5", "App/Feed.swift:4:5"])
        XCTAssertEqual(Self.positions("struct must have no async func\n", ["App/Feed.swift": source]),
                       ["App/Feed.swift:3:5", "App/Feed.swift:4:5"])
    }

    func testAMemberThatMustDoSomethingIsFoundAtTheOneMemberOfItsKindThatDoesNot() {
        let withDeinit = "final class Feed {\n    var task: Task<Void, Never>?\n    deinit {\n        print(1)\n    }\n}\n"
        XCTAssertEqual(Self.positions("class must have deinit that calls cancel\n", ["App/Feed.swift": withDeinit]),
                       ["App/Feed.swift:3:5"])
        // none of that kind, or a filter on what the member is rather than what its code does: the type's own failure
        let without = "final class Feed {\n    var task: Task<Void, Never>?\n}\n"
        XCTAssertEqual(Self.positions("class must have deinit that calls cancel\n", ["App/Feed.swift": without]), ["App/Feed.swift:1:1"])
        XCTAssertEqual(Self.positions("class must have a property named id\n", ["App/Feed.swift": without]), ["App/Feed.swift:1:1"])
    }

    func testTooManyMembersIsTheDeclarationsOwnFailure() {
        let source = "struct Feed {\n    let id: Int\n    func sync() async {}\n    func load() async {}\n}\n"
        XCTAssertEqual(Self.positions("struct must have at most 1 async func\n", ["App/Feed.swift": source]), ["App/Feed.swift:1:1"])
    }

    func testOneOperandsPlacesOnOneLineAreEachAFinding() {
        let source = "func go() {\n    print(1); print(2)\n}\n"
        XCTAssertEqual(Self.positions("func must not (call print or call dump)\n", ["App/Go.swift": source]),
                       ["App/Go.swift:2:5", "App/Go.swift:2:15"])
    }
}
