// Relations and number constraints after a code pattern: `inside \`Q\``, `not inside \`Q\``, `where $W < 44`.
// Each match that satisfies them is one finding at the match (checked with and without the fast paths).

import Findings
import PolicyEvaluation
import PolicyLanguage
import XCTest

final class CodePatternRelationTests: XCTestCase {
    static let files = [
        "App/Buttons.swift": """
            struct Buttons: View {
                var body: some View {
                    VStack {
                        Button("A") { tap() }.frame(width: 30, height: 30)
                        Button("B") { tap() }.frame(width: 44, height: 44)
                        Image("x").frame(width: 20.5, height: 50)
                    }
                }
            }
            """,
        "App/SyncController.swift": """
            final class SyncController {
                func load() {
                    Task {
                        DispatchQueue.main.async { self.a() }
                    }
                    DispatchQueue.main.async { self.b() }
                }
            }
            """,
    ]

    static let layers = """
        layer View = type conforming to View
        layer Controller = class matching *Controller

        """

    func located(_ policy: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: Self.layers + policy, files: Self.files, file: file, line: line).map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testNumberConstraintKeepsOnlyMatchesWhoseBindingCompares() {
        let policy = """
            rule tap-target {
              View must not contain `.frame(width: $W, height: $H)` where $W < 44
              message "tap target {W} wide"
            }
            """
        XCTAssertEqual(located(policy), [
            "App/Buttons.swift:4:34 tap target 30 wide",
            "App/Buttons.swift:6:23 tap target 20.5 wide",
        ])
    }

    func testTwoConstraintsMustBothHold() {
        let policy = """
            rule small-square {
              View must not contain `.frame(width: $W, height: $H)` where $W <= 44 where $H >= 44
              message "{W}x{H}"
            }
            """
        XCTAssertEqual(located(policy), ["App/Buttons.swift:5:34 44x44", "App/Buttons.swift:6:23 20.5x50"])
    }

    func testInsideKeepsOnlyMatchesWithAnEnclosingMatch() {
        XCTAssertEqual(located("Controller must not contain `DispatchQueue.main.async { $$$ }` inside `Task { $$$ }`"), [
            "App/SyncController.swift:4:13 class SyncController must not contain `DispatchQueue.main.async { $$$ }` inside `Task { $$$ }`",
        ])
    }

    func testNotInsideKeepsOnlyMatchesWithoutOne() {
        let policy = "code matching `DispatchQueue.main.async { $$$ }` not inside `Task { $$$ }` in Controller must not exist"
        XCTAssertEqual(located(policy), [
            "App/SyncController.swift:6:9 code matching `DispatchQueue.main.async { $$$ }` not inside `Task { $$$ }` in Controller must not exist",
        ])
    }
}

final class CodePatternFileReadTests: XCTestCase {
    /// Paths read through a `SourceText`, counted under a lock (the evaluator may read from several threads).
    final class ReadLog: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.lock(); paths.append(path); lock.unlock() }
        var sorted: [String] { lock.lock(); defer { lock.unlock() }; return paths.sorted() }
    }

    func evaluate(_ policyText: String, reads log: ReadLog) -> [Finding] {
        let files = CodePatternRelationTests.files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        let texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, Array($0.text.utf8)) })
        let source = SourceText { path in
            log.record(path)
            return texts[path]
        }
        guard case .success(let policy) = PolicyLanguage.load(sources: [(file: "p.policy", text: CodePatternRelationTests.layers + policyText)]) else {
            XCTFail("policy does not load")
            return []
        }
        return Evaluator(policy: policy, graph: graph(files), sourceText: source).evaluate(jobs: 1).findings
    }

    func testEachFileIsReadOnceWhateverTheNumberOfPatternRules() {
        let log = ReadLog()
        let findings = evaluate("""
            file must not contain `DispatchQueue.main.async { $$$ }`
            file must not contain `.frame(width: $W, height: $H)` where $W < 44
            code matching `Task { $$$ }` must not exist
            """, reads: log)
        XCTAssertEqual(findings.count, 5)
        XCTAssertEqual(log.sorted, ["App/Buttons.swift", "App/SyncController.swift"])
    }

    func testAPatternWithAConstraintTestedWhileMatchingSharesTheFilesRead() {
        // `$F($$$) where $F matching "tap"` needs its test while matching (the `$$$` has splits to try): it is still
        // matched in the one reading of each file its rule asks about, beside the other rules' patterns
        let log = ReadLog()
        let findings = evaluate("""
            View must not contain `.frame(width: $W, height: $H)` where $W < 44
            code matching `DispatchQueue.main.async { $$$ }` in Controller must not exist
            code matching `$F($$$)` where $F matching "tap" in View must not exist
            """, reads: log)
        XCTAssertEqual(findings.count, 6)
        XCTAssertEqual(log.sorted, ["App/Buttons.swift", "App/SyncController.swift"])
    }

    func testRulesWithoutPatternsReadNoFile() {
        let log = ReadLog()
        XCTAssertEqual(evaluate("Controller must be final\nView must not contain `never()`", reads: log).count, 0)
        // only the view's file is read: the controller rule has no pattern
        XCTAssertEqual(log.sorted, ["App/Buttons.swift"])
    }
}

final class CodePatternThreadTests: XCTestCase {
    func testFindingsAreTheSameOnSeveralThreads() {
        // many files, so that both threads parse some: each thread's context keeps its own trees
        var files: [(path: String, text: String)] = []
        for index in 0..<40 {
            files.append(("App/Screen\(index)Controller.swift", """
                final class Screen\(index)Controller {
                    func load() {
                        DispatchQueue.main.async { self.show(\(index)) }
                        Task { DispatchQueue.main.async { self.hide() } }
                    }
                }
                """))
        }
        let text = """
            layer Controller = class matching *Controller
            code matching `DispatchQueue.main.async { $$$ }` in Controller must not exist
            Controller must not contain `self.show($N)` where $N >= 20
            """
        guard case .success(let policy) = PolicyLanguage.load(sources: [(file: "p.policy", text: text)]) else { return XCTFail("policy does not load") }
        let source = SourceText.texts(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let one = evaluatedBothWays(policy, graph: graph(files), sourceText: source, jobs: 1)
        let two = evaluatedBothWays(policy, graph: graph(files), sourceText: source, jobs: 2)
        XCTAssertEqual(one.findings.count, 40 * 2 + 20)
        XCTAssertEqual(one.findings, two.findings)
    }
}

final class CodePatternMoreRelationTests: XCTestCase {
    static let files = [
        "App/Gallery.swift": """
            struct Gallery: View {
                var body: some View {
                    VStack {
                        Image("a").resizable().accessibilityLabel("A")
                        Image("b").resizable()
                    }
                    .onAppear { Task { await load() } }
                    .onDisappear { cleanup() }
                }
            }
            """,
        "App/UploadController.swift": """
            final class UploadController {
                func save() {
                    task?.cancel()
                    task = Task { await upload() }
                }
                func reset() {
                    task = Task { await upload() }
                }
            }
            """,
    ]

    func located(_ policy: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: CodePatternRelationTests.layers + policy, files: Self.files, file: file, line: line).map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testNotBeforeFindsAChainWithoutTheLaterModifier() {
        let policy = """
            rule image-label {
              View must not contain `Image($$$)` not before `.accessibilityLabel($_)`
              message "image without a label"
            }
            """
        XCTAssertEqual(located(policy), ["App/Gallery.swift:5:13 image without a label"])
    }

    func testContainingFindsAMatchHoldingTheOtherPattern() {
        let policy = """
            rule task-on-appear {
              View must not contain `.onAppear { $$$ }` containing `Task { $$$ }`
              message "task started on appear"
            }
            """
        XCTAssertEqual(located(policy), ["App/Gallery.swift:7:9 task started on appear"])
    }

    func testNotAfterFindsAStatementWithoutAnEarlierOne() {
        let policy = """
            rule cancel-first {
              Controller must not contain `$T = Task { $$$ }` not after `$T?.cancel()`
              message "{T} replaced without cancelling"
            }
            """
        XCTAssertEqual(located(policy), ["App/UploadController.swift:7:9 task replaced without cancelling"])
    }

    func testAfterBindsTheSameMetavariable() {
        let policy = """
            rule cancel-then-start {
              code matching `$T = Task { $$$ }` after `$T?.cancel()` must not exist
              message "{T}"
            }
            """
        XCTAssertEqual(located(policy), ["App/UploadController.swift:4:9 task"])
    }
}
