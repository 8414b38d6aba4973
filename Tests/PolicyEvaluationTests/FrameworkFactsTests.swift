// Framework facts in rules: `inheriting from`/`conforming to` follow the framework chain a project class starts
// (`UITableViewController` is a `UIViewController`), `be isolated to MainActor` holds where Swift infers it from a
// framework or project type, and `@Model` / `NSManagedObject` classes are told apart from models that should be
// structs. Every evaluation runs with the fast paths and without (`evaluation` in TestSupport).

@testable import PolicyEvaluation
import XCTest

final class FrameworkSupertypeTests: XCTestCase {
    func testATableViewControllerSubclassInheritsFromUIViewController() {
        assertFindings("class inheriting from UIViewController must not exist",
                       ["A.swift": "import UIKit\nfinal class FeedViewController: UITableViewController {}\nfinal class Plain {}"],
                       ["p-1 A.swift:2 FeedViewController: class FeedViewController must not exist"])
    }

    func testASubclassOfAProjectBaseClassInheritsTheFrameworkChain() {
        assertFindings("class inheriting from UIViewController must not exist", [
            "Base.swift": "class BaseListController: UICollectionViewController {}",
            "Feed.swift": "final class FeedController: BaseListController {}",
        ], [
            "p-1 Base.swift:1 BaseListController: class BaseListController must not exist",
            "p-1 Feed.swift:1 FeedController: class FeedController must not exist",
        ])
    }

    func testAGlobSupertypePatternSeesTheFrameworkAncestors() {
        assertFindings("class inheriting from *Responder must not exist",
                       ["A.swift": "final class Cell: UITableViewCell {}\nfinal class Plain: NSObject {}"],
                       ["p-1 A.swift:1 Cell: class Cell must not exist"])
    }

    func testAFrameworkProtocolRefinementCountsForConformingTo() {
        assertFindings("class conforming to UIScrollViewDelegate must not exist",
                       ["A.swift": "final class Source: NSObject, UITableViewDelegate {}\nfinal class Other: NSObject, UITableViewDataSource {}"],
                       ["p-1 A.swift:1 Source: class Source must not exist"])
    }

    func testAnOptionSetIsEquatableThroughSetAlgebra() {
        assertFindings("struct not conforming to Equatable must not exist",
                       ["A.swift": "struct Flags: OptionSet { let rawValue: Int }\nstruct Tag: Hashable {}\nstruct Plain {}"],
                       ["p-1 A.swift:3 Plain: struct Plain must not exist"])
    }

    func testAProjectDeclarationOfAFrameworkNameWins() {
        // the project's own UIView is not UIKit's: it says what its supertypes are
        assertClean("class inheriting from UIResponder must not exist",
                    ["A.swift": "class UIView {}\nfinal class Badge: UIView {}"])
    }

    func testTheSupertypeIndexListsFrameworkDescendantsOnceInIdOrder() {
        let g = graph([("A.swift", "class A: UITableViewController, UIViewController {}\nclass B: UINavigationController {}\nclass C: NSObject {}")])
        let index = SupertypeIndex(g, wanted: LiteralNameSet(["UIViewController"]))
        XCTAssertEqual((index.symbolsByName["UIViewController"] ?? []).map(g.name), ["A", "B"])
    }

    func testTheFrameworkTableHasNoCycleAndKnowsEveryNameItUses() {
        for (name, type) in FrameworkFacts.types {
            XCTAssertFalse(FrameworkFacts.ancestors(of: name).contains(name), "\(name) is its own ancestor")
            for supertype in type.supertypes where supertype != "NSObjectProtocol" {
                XCTAssertNotNil(FrameworkFacts.types[supertype], "\(name)'s supertype \(supertype) is not in the table")
            }
        }
        XCTAssertEqual(FrameworkFacts.ancestors(of: "UITableViewController"), ["UIViewController", "UIResponder", "NSObject", "NSObjectProtocol"])
    }
}

final class MainActorIsolationTests: XCTestCase {
    private let rule = "symbol that is isolated to MainActor must not exist"

    func testAnNSWindowControllerSubclassIsMainActorIsolated() {
        assertFindings(rule, ["A.swift": "import AppKit\nfinal class PrefsWindowController: NSWindowController {}"],
                       ["p-1 A.swift:2 PrefsWindowController: class PrefsWindowController must not exist"])
    }

    func testAMemberOfAnIsolatedTypeIsIsolated() {
        assertFindings("method that is isolated to MainActor must not exist",
                       ["A.swift": "final class Prefs: NSWindowController {\n    func reload() {}\n}"],
                       ["p-1 A.swift:2 Prefs.reload(): func Prefs.reload() must not exist"])
    }

    func testANonisolatedMemberIsNotIsolated() {
        assertFindings("method that is isolated to MainActor must not exist",
                       ["A.swift": "final class Prefs: NSViewController {\n    nonisolated func key() -> String { \"\" }\n    func show() {}\n}"],
                       ["p-1 A.swift:3 Prefs.show(): func Prefs.show() must not exist"])
    }

    func testADeinitAndANestedTypeAreNotIsolatedByTheirType() {
        assertFindings(rule, ["A.swift": "final class Screen: UIViewController {\n    deinit {}\n    struct Row {}\n}"],
                       ["p-1 A.swift:1 Screen: class Screen must not exist"])
    }

    func testAnExtensionOfAnIsolatedTypeAndItsMembersAreIsolated() {
        assertFindings(rule, [
            "A.swift": "final class Screen: UIView {}",
            "B.swift": "extension Screen {\n    func layoutBadge() {}\n}",
        ], [
            "p-1 A.swift:1 Screen: class Screen must not exist",
            "p-1 B.swift:1 Screen: extension Screen must not exist",
            "p-1 B.swift:2 Screen.layoutBadge(): func Screen.layoutBadge() must not exist",
        ])
    }

    func testAMainActorExtensionIsolatesItsMembersOnly() {
        assertFindings(rule, ["A.swift": "final class Model {}\n@MainActor extension Model {\n    func refresh() {}\n}"],
                       ["p-1 A.swift:2 Model: extension Model must not exist", "p-1 A.swift:3 Model.refresh(): func Model.refresh() must not exist"])
    }

    func testAViewIsIsolatedThroughAProjectProtocolThatRefinesIt() {
        assertFindings("struct that is isolated to MainActor must not exist",
                       ["A.swift": "protocol Screen: View {}\nstruct Home: Screen {}\nstruct Row: Hashable {}"],
                       ["p-1 A.swift:2 Home: struct Home must not exist"])
    }

    func testASubclassOfAMainActorProjectClassIsIsolated() {
        assertFindings("class that is isolated to MainActor must not exist",
                       ["A.swift": "@MainActor class Store {}\nfinal class CartStore: Store {}\nfinal class Plain {}"],
                       ["p-1 A.swift:1 Store: class Store must not exist", "p-1 A.swift:2 CartStore: class CartStore must not exist"])
    }

    func testAnAppDelegateAndAnAppAreIsolated() {
        assertFindings("type that is isolated to MainActor must not exist", [
            "A.swift": "final class AppDelegate: NSObject, UIApplicationDelegate {}\n@main struct Demo: App {}\nstruct Config: Codable {}",
        ], [
            "p-1 A.swift:1 AppDelegate: class AppDelegate must not exist",
            "p-1 A.swift:2 Demo: struct Demo must not exist",
        ])
    }

    func testAWrittenAttributeIsolatesAFreeFunction() {
        assertFindings("func that is isolated to MainActor must not exist",
                       ["A.swift": "@MainActor func present() {}\nfunc compute() {}"],
                       ["p-1 A.swift:1 present(): func present() must not exist"])
    }

    func testACustomGlobalActorFollowsProjectTypesButNotFrameworkFacts() {
        assertFindings("type that is isolated to DatabaseActor must not exist",
                       ["A.swift": "@DatabaseActor class Store {}\nclass Cache: Store {}\nclass Screen: UIViewController {}"],
                       ["p-1 A.swift:1 Store: class Store must not exist", "p-1 A.swift:2 Cache: class Cache must not exist"])
    }

    func testViewControllersNeedNotWriteMainActor() {
        // the rule a pack writes: a controller isolated by its framework superclass passes without `@MainActor`
        assertFindings("class matching *Controller must be isolated to MainActor", [
            "A.swift": "final class FeedViewController: UITableViewController {}\n@MainActor final class CartController {}\nfinal class ProfileController {}",
        ], ["p-1 A.swift:3 ProfileController: class ProfileController must be isolated to MainActor"])
    }
}

final class ClassByNecessityTests: XCTestCase {
    func testModelFinalClassIsRecognised() {
        assertFindings("layer PersistentModel = class with @Model or class inheriting from NSManagedObject\n"
                       + "class under Models and not PersistentModel should not exist", [
            "Models/Trip.swift": "import SwiftData\n@Model final class Trip {}",
            "Models/Place.swift": "final class Place: NSManagedObject {}",
            "Models/Visit.swift": "final class Visit: BaseEntity {}\nclass BaseEntity: NSManagedObject {}",
            "Models/User.swift": "final class User {}",
        ], ["p-1 Models/User.swift:1 User: class User should not exist"])
    }
}

final class IsolationFromConformanceTests: XCTestCase {
    private let rule = "class that is isolated to MainActor must not exist"

    func testAConformanceInTheTypesOwnFileIsolatesIt() {
        assertFindings(rule, [
            "Client.swift": "@MainActor protocol FeedSource {}\nfinal class FeedClient {}\nextension FeedClient: FeedSource {}",
        ], ["p-1 Client.swift:2 FeedClient: class FeedClient must not exist"])
    }

    func testAConformanceAddedInAnotherFileDoesNotIsolateTheType() {
        // another module's protocol, conformed to where it is used: Swift does not infer the type's isolation from it
        assertClean(rule, [
            "Client.swift": "final class FeedClient {}",
            "Editor.swift": "@MainActor protocol EditorClient {}\nextension FeedClient: EditorClient {}",
        ])
    }

    func testEachPartOfACompositionOrAnAttributedEntryCounts() {
        assertFindings(rule, [
            "A.swift": "@MainActor protocol Screen {}\nprotocol Named {}\nfinal class Feed: Named & Screen {}\nfinal class Cell: @unchecked UITableViewCell {}",
        ], ["p-1 A.swift:3 Feed: class Feed must not exist", "p-1 A.swift:4 Cell: class Cell must not exist"])
    }

    func testAProtocolInheritedThroughAProjectProtocolIsolates() {
        assertFindings(rule, [
            "A.swift": "@MainActor protocol Screen {}\nprotocol ListScreen: Screen {}\nfinal class Feed: ListScreen {}",
        ], ["p-1 A.swift:3 Feed: class Feed must not exist"])
    }
}
