// Conventions 11–15: models are values, imports per folder, presentation does not reach data, naming,
// and size limits (parameters, complexity, force unwraps).

import Findings
import XCTest

final class ModelAndStructureConventionTests: XCTestCase {
    // 11. structs under Models are Equatable without @Published or async; a class there is a warning.
    static let modelPolicy = """
        struct under Models must conform to Equatable, must have no @Published property, no async func
        class under Models should not exist
        """

    func test_models_violations_reportErrorsAndWarning() {
        let files = [
            "App/Models/Order.swift": """
                struct Order {
                    @Published var total = 0
                    func load() async {}
                }
                """,
            "App/Models/Cart.swift": "final class Cart {}\n",
            "App/Views/Row.swift": "struct Row {}\n",
        ]
        let result = findings(policy: Self.modelPolicy, files: files)
        XCTAssertEqual(render(result), [
            "p-2 App/Models/Cart.swift:1 Cart: class Cart should not exist",
            "p-1 App/Models/Order.swift:1 Order: struct Order must conform to Equatable",
            "p-1 App/Models/Order.swift:1 Order: struct Order must have no @Published property, no async func",
        ])
        XCTAssertEqual(result.map(\.severity), [.warning, .error, .error])
    }

    func test_models_equatableValues_noFinding() {
        let files = [
            "App/Models/User.swift": "struct User: Equatable { var name: String }\n",
            "App/Models/Tag.swift": """
                struct Tag {
                    var name: String
                    func normalized() -> Tag { self }
                }
                extension Tag: Equatable {}
                enum Kind { case a }
                """,
        ]
        assertClean(Self.modelPolicy, files)
    }

    // 12. imports per folder.
    static let importPolicy = """
        file under Domain must import only Foundation
        file under Data must not import SwiftUI, UIKit
        file must not import Swinject
        """

    func test_imports_forbiddenModules_reportFiles() {
        let files = [
            "App/Domain/Rules.swift": "import Foundation\nimport Combine\n",
            "App/Data/Store.swift": "import Foundation\nimport UIKit\n",
            "App/DI/Container.swift": "import Swinject\n",
        ]
        assertFindings(Self.importPolicy, files, [
            "p-3 App/DI/Container.swift:1 App/DI/Container.swift: file App/DI/Container.swift must not import Swinject",
            "p-2 App/Data/Store.swift:2 App/Data/Store.swift: file App/Data/Store.swift must not import SwiftUI, UIKit",
            "p-1 App/Domain/Rules.swift:2 App/Domain/Rules.swift: file App/Domain/Rules.swift must import only Foundation",
        ])
    }

    func test_imports_allowedModules_noFinding() {
        let files = [
            "App/Domain/User.swift": "import Foundation\nstruct User {}\n",
            "App/Domain/Strings.swift": "import Foundation.NSString\n",
            "App/Domain/Empty.swift": "struct Empty {}\n",
            "App/Data/Repository.swift": "import Foundation\nimport CoreData\n",
            "App/Views/FeedView.swift": "import SwiftUI\n",
        ]
        assertClean(Self.importPolicy, files)
    }

    // 13. types under Presentation do not reference types under Data.
    static let presentationPolicy = "type under Presentation must not reference type under Data\n"

    func test_presentation_referencesData_reportsType() {
        let files = [
            "App/Data/UserDTO.swift": "struct UserDTO {}\n",
            "App/Presentation/UserList.swift": """
                struct UserList {
                    func load() -> [UserDTO] { [] }
                }
                """,
        ]
        assertFindings(Self.presentationPolicy, files, [
            "p-1 App/Presentation/UserList.swift:2 UserList: struct UserList must not reference type under Data",
        ])
    }

    func test_presentation_conformsToOrExtendsWithDataType_reportsType() {
        let files = [
            "App/Data/Repository.swift": "protocol UserRepository {}\nclass BaseStore {}\n",
            "App/Presentation/Screens.swift": """
                struct UserScreen {}
                extension UserScreen: UserRepository {}
                final class ListStore: BaseStore {}
                """,
        ]
        assertFindings(Self.presentationPolicy, files, [
            "p-1 App/Presentation/Screens.swift:2 UserScreen: struct UserScreen must not reference type under Data",
            "p-1 App/Presentation/Screens.swift:3 ListStore: class ListStore must not reference type under Data",
        ])
    }

    func test_presentation_referencesDomain_noFinding() {
        let files = [
            "App/Data/UserDTO.swift": "struct UserDTO { let user: User }\n",
            "App/Domain/User.swift": "struct User {}\n",
            "App/Presentation/UserScreen.swift": "struct UserScreen { let user: User }\n",
        ]
        assertClean(Self.presentationPolicy, files)
    }

    // 14. naming: protocols not *Delegate/*Manager (warning); ViewModels folder ⇔ *ViewModel name.
    static let namingPolicy = """
        protocol should not be named *Delegate, *Manager
        type under ViewModels must be named *ViewModel
        type named *ViewModel must be under ViewModels
        """

    func test_naming_violations_reportEach() {
        let files = [
            "App/Protocols.swift": "protocol FeedDelegate {}\nprotocol CacheManager {}\nprotocol FeedLoading {}\n",
            "App/ViewModels/FeedState.swift": "struct FeedState {}\n",
            "App/Views/ProfileViewModel.swift": "final class ProfileViewModel {}\n",
        ]
        let result = findings(policy: Self.namingPolicy, files: files)
        XCTAssertEqual(render(result), [
            "p-1 App/Protocols.swift:1 FeedDelegate: protocol FeedDelegate should not be named *Delegate, *Manager",
            "p-1 App/Protocols.swift:2 CacheManager: protocol CacheManager should not be named *Delegate, *Manager",
            "p-2 App/ViewModels/FeedState.swift:1 FeedState: struct FeedState must be named *ViewModel",
            "p-3 App/Views/ProfileViewModel.swift:1 ProfileViewModel: class ProfileViewModel must be under ViewModels",
        ])
        XCTAssertEqual(result.map(\.severity), [.warning, .warning, .error, .error])
    }

    func test_naming_conforming_noFinding() {
        let files = [
            "App/Protocols.swift": "protocol FeedLoading {}\nclass FeedManager {}\n",
            "App/ViewModels/FeedViewModel.swift": "final class FeedViewModel {}\n",
            "App/Features/Feed/ViewModels/ListViewModel.swift": "struct ListViewModel {}\n",
        ]
        assertClean(Self.namingPolicy, files)
    }

    // 15. size: at most 5 parameters, complexity at most 10, no force unwraps outside Tests/.
    static let sizePolicy = """
        func must have at most 5 parameters
        func must have complexity at most 10
        file not under Tests must have no force unwraps
        """

    static func branches(_ count: Int) -> String {
        (0..<count).map { "    if x == \($0) { return \($0) }\n" }.joined()
    }

    func test_size_overLimits_reportFunctionsAndFile() {
        let files = [
            "App/Limits.swift": """
                func six(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) {}
                func branchy(x: Int) -> Int {
                \(Self.branches(10))    return -1
                }
                func parse(_ text: String) -> Int {
                    Int(text)!
                }
                """,
        ]
        assertFindings(Self.sizePolicy, files, [
            "p-1 App/Limits.swift:1 six(a:b:c:d:e:f:): func six(a:b:c:d:e:f:) must have at most 5 parameters",
            "p-2 App/Limits.swift:2 branchy(x:): func branchy(x:) must have complexity at most 10",
            "p-3 App/Limits.swift:16 App/Limits.swift: file App/Limits.swift must have no force unwraps",
        ])
    }

    // `have N lines`: a declaration's lines from its first to its last, a file's lines; the limit itself passes.
    func test_lines_countDeclarationsFromFirstToLastLineAndFilesWhole() {
        let files = [
            "App/Short.swift": "func one() {}\nfunc three() {\n    _ = 1\n}\n",
            "App/Long.swift": "struct Box {\n    var a = 1\n    func four() {\n        _ = 1\n        _ = 2\n    }\n}\n",
        ]
        assertFindings("func must have at most 3 lines\nfile must have at most 5 lines\nstruct must have at least 8 lines\n", files, [
            "p-2 App/Long.swift:1 App/Long.swift: file App/Long.swift must have at most 5 lines",
            "p-3 App/Long.swift:1 Box: struct Box must have at least 8 lines",
            "p-1 App/Long.swift:3 Box.four(): func Box.four() must have at most 3 lines",
        ])
    }

    // `internal` holds where no access level is written and where `internal` is; `private(set)` is no access level.
    func test_internal_unwrittenOrExplicitAccessLevel() {
        let files = ["App/Access.swift": """
            func unwritten() {}
            internal func explicit() {}
            public func open() {}
            private func hidden() {}
            struct Box {
                private(set) var count = 0
                public internal(set) var total = 0
            }
            """]
        assertFindings("func must be internal\nproperty must be internal\n", files, [
            "p-1 App/Access.swift:3 open(): func open() must be internal",
            "p-1 App/Access.swift:4 hidden(): func hidden() must be internal",
            "p-2 App/Access.swift:7 Box.total: var Box.total must be internal",
        ])
    }

    func test_size_withinLimits_noFinding() {
        let files = [
            "App/Limits.swift": """
                func five(a: Int, b: Int, c: Int, d: Int, e: Int) {}
                func branchy(x: Int) -> Int {
                \(Self.branches(9))    return -1
                }
                func parse(_ text: String) -> Int? {
                    Int(text)
                }
                """,
            "App/Tests/ParseTests.swift": """
                func testParse() {
                    _ = Int("1")!
                }
                """,
        ]
        assertClean(Self.sizePolicy, files)
    }
}
