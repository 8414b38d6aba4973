// Code patterns in rules: `must not contain `P`` and `code matching `P` [in S] must not exist`, each match one
// finding at the match (line and column), messages with the pattern's bindings. Every policy is evaluated with
// and without the fast paths (`evaluation` in TestSupport).

import Findings
import PolicyEvaluation
import XCTest

final class CodePatternRuleTests: XCTestCase {
    /// A view with two fixed font sizes and a controller with main-queue and global-queue dispatches.
    static let files = [
        "App/ProfileView.swift": """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Text("Name")
                            .font(.system(size: 14))
                        Text("Age").font(.system(size: 12)).bold()
                        Text("Plain").font(.body)
                    }
                }
            }
            """,
        "App/FeatureController.swift": """
            import Foundation

            final class FeatureController {
                func load() {
                    DispatchQueue.main.async {
                        self.reload()
                    }
                    DispatchQueue.global().async { self.work() }
                }

                func work() {
                    let data = try! Data(contentsOf: url)
                }
            }

            final class QuietController {
                func load() {}
            }
            """,
    ]

    static let layers = """
        layer View = type conforming to View
        layer Controller = class matching *Controller

        """

    /// `rule file:line:column symbol: message`: what these tests compare.
    func located(_ policy: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        findings(policy: Self.layers + policy, files: Self.files, file: file, line: line).map {
            "\($0.rule) \($0.location.file):\($0.location.line):\($0.location.column) \($0.symbol ?? "-"): \($0.message)"
        }
    }

    func testMustNotContainReportsEachMatchAtItsPlace() {
        XCTAssertEqual(located("View must not contain `.font(.system(size: $_))`"), [
            "p-1 App/ProfileView.swift:7:17 ProfileView: struct ProfileView must not contain `.font(.system(size: $_))`",
            "p-1 App/ProfileView.swift:8:24 ProfileView: struct ProfileView must not contain `.font(.system(size: $_))`",
        ])
    }

    func testAMatchInsideANestedTypeIsTheNestedTypesOnly() {
        let nested = """
            struct Outer: View {
                struct Row: View {
                    var body: some View { Text("x").font(.system(size: 9)) }
                }
                var body: some View { Row() }
            }
            """
        let positions = findings(policy: Self.layers + "View must not contain `.font(.system(size: $_))`",
                                 files: ["App/Outer.swift": nested]).map { "\($0.location.line):\($0.location.column) \($0.symbol ?? "-")" }
        XCTAssertEqual(positions, ["3:40 Outer.Row"])
    }

    func testAViewModelNestedInAViewsExtensionIsNotTheViewsCode() {
        // `extension FeedView { final class ViewModel { … } }`: the view model's calls are its own, as its calls are
        let files = [
            "App/FeedView.swift": "struct FeedView: View {\n    var body: some View { Text(\"x\") }\n}\n",
            "App/FeedView+ViewModel.swift": """
                extension FeedView {
                    final class ViewModel {
                        func load() { DispatchQueue.main.async {} }
                    }
                    func refresh() { DispatchQueue.main.async {} }
                }
                """,
        ]
        for policy in ["View must not contain `DispatchQueue.main.async { $$$ }`",
                       "code matching `DispatchQueue.main.async { $$$ }` in View must not exist"] {
            let places = findings(policy: Self.layers + policy, files: files)
                .map { "\($0.location.file):\($0.location.line) \($0.symbol ?? "-")" }
            XCTAssertEqual(places, ["App/FeedView+ViewModel.swift:5 FeedView"], policy)
        }
    }

    func testATypesCodeIncludesItsExtensionsInOtherFiles() {
        let files = [
            "App/FeedController.swift": "@MainActor final class FeedController {\n    func start() {}\n}\n",
            "App/FeedController+Reload.swift": "extension FeedController {\n    func reload() {\n        Task { await load() }\n    }\n}\n",
        ]
        let contains = findings(policy: Self.layers + "Controller must not contain `Task { $$$ }`", files: files)
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.symbol ?? "-")" }
        XCTAssertEqual(contains, ["App/FeedController+Reload.swift:3:9 FeedController"])
        // the same code as a selector's filter and as `code matching … in`
        let selected = findings(policy: Self.layers + "Controller that contains `Task { $$$ }` must not exist", files: files)
        XCTAssertEqual(selected.map(\.symbol), ["FeedController"])
        let matched = findings(policy: Self.layers + "code matching `Task { $$$ }` in Controller must not exist", files: files)
        XCTAssertEqual(matched.map { "\($0.location.file):\($0.location.line)" }, ["App/FeedController+Reload.swift:3"])
    }

    func testMessageUsesThePatternsBindings() {
        let policy = """
            rule fixed-font {
              View must not contain `.font(.system(size: $W))`
              message "{name} fixes the font size at {W}"
            }
            """
        XCTAssertEqual(located(policy), [
            "fixed-font App/ProfileView.swift:7:17 ProfileView: ProfileView fixes the font size at 14",
            "fixed-font App/ProfileView.swift:8:24 ProfileView: ProfileView fixes the font size at 12",
        ])
    }

    func testCodeMatchingInLayerReportsEachMatchAtItsPlace() {
        // `DispatchQueue.global().async` is a call in the chain, which `$_` (one member name) does not stand for
        XCTAssertEqual(located("code matching `DispatchQueue.$_.async { $$$ }` in Controller must not exist"), [
            "p-1 App/FeatureController.swift:5:9 FeatureController: code matching `DispatchQueue.$_.async { $$$ }` in Controller must not exist",
        ])
    }

    func testCodeMatchingMessageUsesBindings() {
        let policy = """
            rule main-queue {
              code matching `DispatchQueue.$Q.async { $$$ }` in Controller must not exist
              message "dispatch on {Q} in {name}"
            }
            """
        XCTAssertEqual(located(policy), [
            "main-queue App/FeatureController.swift:5:9 FeatureController: dispatch on main in FeatureController",
        ])
    }

    func testCodeMatchingWithoutInSearchesEveryFile() {
        XCTAssertEqual(located("code matching `try! $X` must not exist"), [
            "p-1 App/FeatureController.swift:12:20 -: code matching `try! $X` must not exist",
        ])
    }

    func testCodeMatchingUnderNarrowsToTheFolder() {
        XCTAssertEqual(located("code matching `try! $X` under Other/** must not exist"), [])
    }

    func testMustContainFailsOnlyWhereThereIsNoMatch() {
        XCTAssertEqual(located("Controller must contain `DispatchQueue.main.async { $$$ }`"), [
            "p-1 App/FeatureController.swift:16:1 QuietController: class QuietController must contain `DispatchQueue.main.async { $$$ }`",
        ])
    }

    func testContainLooksOnlyInsideTheSubjectsText() {
        // the `try!` is in `work`, not in `load`
        XCTAssertEqual(located("func named load must not contain `try! $X`"), [])
        XCTAssertEqual(located("func named work must not contain `try! $X`").count, 1)
    }

    func testContainComposesWithNot() {
        // inside `not`, the predicate is one truth value: one finding at the subject
        XCTAssertEqual(located("Controller must not (contain `try! $X` or contain `fatalError($$$)`)"), [
            "p-1 App/FeatureController.swift:3:1 FeatureController: class FeatureController must not (contain `try! $X` or contain `fatalError($$$)`)",
        ])
    }
}

final class CodeInExtensionTests: XCTestCase {
    func testCodeInATypesExtensionIsCodeInTheType() {
        // a view's helper written in an extension in another file is the view's code, as its members are the view's
        let policy = "layer View = type conforming to View\ncode matching `Image($$$)` in View must not exist"
        let findings = render(findings(policy: policy, files: [
            "Home.swift": "struct Home: View {\n    var body: some View { Image(\"a\") }\n}",
            "Home+Rows.swift": "extension Home {\n    func row() -> some View { Image(\"b\") }\n}",
            "Other.swift": "struct Loader {\n    func icon() -> Image { Image(\"c\") }\n}",
        ]))
        XCTAssertEqual(findings.map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") },
                       ["p-1 Home+Rows.swift:2", "p-1 Home.swift:2"])
    }
}
