// Conventions 16–19: escaping completion parameters, @Observable classes, no view models, test naming.

import XCTest

final class MiscConventionTests: XCTestCase {
    // 16. an @escaping closure parameter named completion is not allowed.
    static let completionPolicy = "parameter named completion with @escaping must not exist\n"

    func test_completion_escaping_reportsParameter() {
        let files = ["App/Loader.swift": """
            final class Loader {
                func load(completion: @escaping (Int) -> Void) {}
                func save(then completion: @escaping () -> Void) {}
            }
            """]
        assertFindings(Self.completionPolicy, files, [
            "p-1 App/Loader.swift:2 Loader.load(completion:) parameter completion: parameter Loader.load(completion:) parameter completion must not exist",
            "p-1 App/Loader.swift:3 Loader.save(then:) parameter completion: parameter Loader.save(then:) parameter completion must not exist",
        ])
    }

    func test_completion_labelDiffersFromName_matchesEither() {
        let files = ["App/Loader.swift": """
            final class Loader {
                func load(completion handler: @escaping (Int) -> Void) {}
                func save(handler completion: @escaping () -> Void) {}
                func run(handler callback: @escaping () -> Void) {}
            }
            """]
        assertFindings(Self.completionPolicy, files, [
            "p-1 App/Loader.swift:2 Loader.load(completion:) parameter handler: parameter Loader.load(completion:) parameter handler must not exist",
            "p-1 App/Loader.swift:3 Loader.save(handler:) parameter completion: parameter Loader.save(handler:) parameter completion must not exist",
        ])
    }

    func test_completion_nonEscapingOrOtherName_noFinding() {
        let files = ["App/Loader.swift": """
            func fetch(completion: (Int) -> Void) {}
            func run(handler: @escaping () -> Void) {}
            func load() async -> Int { 0 }
            """]
        assertClean(Self.completionPolicy, files)
    }

    func test_parameterWithoutNameFilter_checksEveryParameterOfEveryFunction() {
        let files = ["App/Loader.swift": """
            struct Loader {
                init(done: @escaping () -> Void) {}
                func load(id: Int, then: @escaping () -> Void) {}
                subscript(key: String, fallback: @escaping () -> Int) -> Int { 0 }
            }
            """]
        XCTAssertEqual(places(findings(policy: "parameter with @escaping must not exist\n", files: files)), [
            "p-1 App/Loader.swift:2 Loader.init(done:) parameter done",
            "p-1 App/Loader.swift:3 Loader.load(id:then:) parameter then",
            "p-1 App/Loader.swift:4 Loader.subscript(key:fallback:) parameter fallback",
        ])
    }

    // 17. @Observable classes are @MainActor and hold at most one Bool property named is*.
    static let observablePolicy = """
        layer Store = class with @Observable
        Store must have @MainActor, must not have more than 1 property typed Bool named is*
        @Observable class must have @MainActor, must not have more than 1 property typed Bool named is*
        """

    func test_observable_noMainActorAndTwoFlags_reportsBoth() {
        let files = ["App/SearchController.swift": """
            @Observable
            final class SearchController {
                var isLoading: Bool = false
                var isEmpty: Bool = true
            }
            """]
        assertFindings(Self.observablePolicy, files, [
            "p-1 App/SearchController.swift:1 SearchController: class SearchController must have @MainActor",
            "p-1 App/SearchController.swift:1 SearchController: class SearchController must not have more than 1 property typed Bool named is*",
            "p-2 App/SearchController.swift:1 SearchController: class SearchController must have @MainActor",
            "p-2 App/SearchController.swift:1 SearchController: class SearchController must not have more than 1 property typed Bool named is*",
        ])
    }

    func test_observable_flagsTypedByLiteral_reportsCount() {
        let files = ["App/SearchController.swift": """
            @MainActor
            @Observable
            final class SearchController {
                var isLoading = false
                private(set) var isEmpty = true
                var query = ""
            }
            """]
        assertFindings(Self.observablePolicy, files, [
            "p-1 App/SearchController.swift:1 SearchController: class SearchController must not have more than 1 property typed Bool named is*",
            "p-2 App/SearchController.swift:1 SearchController: class SearchController must not have more than 1 property typed Bool named is*",
        ])
    }

    func test_observable_mainActorOneFlag_noFinding() {
        let files = ["App/FeedController.swift": """
            @MainActor
            @Observable
            final class FeedController {
                var isLoading: Bool = false
                var hasMore: Bool = true
                var isDone: Int = 0
            }
            final class Plain {
                var isA: Bool = false
                var isB: Bool = false
            }
            """]
        assertClean(Self.observablePolicy, files)
    }

    // 18. no type may be named *ViewModel.
    func test_noViewModels_reportsEveryType() {
        let files = ["App/ViewModels.swift": """
            final class FeedViewModel {}
            struct ProfileViewModel {}
            protocol SettingsViewModel {}
            extension FeedViewModel {}
            """]
        assertFindings("type named *ViewModel must not exist", files, [
            "p-1 App/ViewModels.swift:1 FeedViewModel: class FeedViewModel must not exist",
            "p-1 App/ViewModels.swift:2 ProfileViewModel: struct ProfileViewModel must not exist",
            "p-1 App/ViewModels.swift:3 SettingsViewModel: protocol SettingsViewModel must not exist",
        ])
    }

    func test_noViewModels_otherNames_noFinding() {
        let files = ["App/Feed.swift": "final class FeedController {}\nstruct FeedView {}\nfunc makeViewModel() {}\n"]
        assertClean("type named *ViewModel must not exist", files)
    }

    // 19. test methods in XCTestCase subclasses are named test_<method>_<condition>_<result>.
    static let testNamingPolicy = """
        method named test* in class inheriting from XCTestCase must be named test_*_*_*
        method named test* in class inheriting from XCTestCase must match regex "^test_[A-Za-z0-9]+_[A-Za-z0-9]+_[A-Za-z0-9]+$"
        """

    func test_testNaming_badNames_reportGlobAndRegex() {
        let files = ["Tests/FeedTests.swift": """
            import XCTest
            final class FeedTests: XCTestCase {
                func test_load_whenEmpty_showsPlaceholder() {}
                func testLoad() {}
                func test_a_b_c_d() {}
                func helper() {}
            }
            class BaseTestCase: XCTestCase {}
            final class DerivedTests: BaseTestCase {
                func test_only_two() {}
            }
            """]
        let glob = "must be named test_*_*_*"
        let regex = "must match regex \"^test_[A-Za-z0-9]+_[A-Za-z0-9]+_[A-Za-z0-9]+$\""
        assertFindings(Self.testNamingPolicy, files, [
            "p-1 Tests/FeedTests.swift:4 FeedTests.testLoad(): func FeedTests.testLoad() \(glob)",
            "p-2 Tests/FeedTests.swift:4 FeedTests.testLoad(): func FeedTests.testLoad() \(regex)",
            "p-2 Tests/FeedTests.swift:5 FeedTests.test_a_b_c_d(): func FeedTests.test_a_b_c_d() \(regex)",
            "p-1 Tests/FeedTests.swift:10 DerivedTests.test_only_two(): func DerivedTests.test_only_two() \(glob)",
            "p-2 Tests/FeedTests.swift:10 DerivedTests.test_only_two(): func DerivedTests.test_only_two() \(regex)",
        ])
    }

    func test_testNaming_goodNamesOrNotATestCase_noFinding() {
        let files = ["Tests/FeedTests.swift": """
            import XCTest
            final class FeedTests: XCTestCase {
                func test_load_whenEmpty_showsPlaceholder() {}
                func helperForTests() {}
            }
            extension FeedTests {
                func test_reload_whenOffline_showsError() {}
            }
            final class Fixture {
                func testThing() {}
            }
            """]
        assertClean(Self.testNamingPolicy, files)
    }
}
