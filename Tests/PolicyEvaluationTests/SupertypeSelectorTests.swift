// `conforming to (S)` / `inheriting from (S)`: some supertype, written or inherited through project types, is a
// project type S selects, whatever its name.

import Findings
import PolicyEvaluation
import XCTest

final class SupertypeSelectorTests: XCTestCase {
    let files = ["App/Services.swift": """
        protocol RecipeNetworkType { func recipes() async throws -> [String] }
        protocol Loader: RecipeNetworkType {}
        final class RecipeService: RecipeNetworkType { func recipes() async throws -> [String] { [] } }
        final class CachedService: Loader { func recipes() async throws -> [String] { [] } }
        final class PlainService: Sendable { func recipes() async throws -> [String] { [] } }
        class BaseStore {}
        final class FeedStore: BaseStore {}
        """]

    func testAConformanceToAProjectProtocolOfAnyNameIsSelected() {
        assertFindings("class named *Service must conform to (protocol)\n", files, [
            "p-1 App/Services.swift:5 PlainService: class PlainService must conform to (protocol)",
        ])
    }

    func testTheSelectorReadsTheSupertypesDeclaration() {
        // through a refinement (Loader: RecipeNetworkType) and by a project class, not a framework type
        assertFindings("class conforming to (protocol named *NetworkType) must not exist\n", files, [
            "p-1 App/Services.swift:3 RecipeService: class RecipeService must not exist",
            "p-1 App/Services.swift:4 CachedService: class CachedService must not exist",
        ])
        assertFindings("class inheriting from (class) must not exist\n", files, [
            "p-1 App/Services.swift:7 FeedStore: class FeedStore must not exist",
        ])
    }
}
