import Foundation

// Fixture (round AR): a use case declared with swift-dependencies. The test value nested in the TestDependencyKey
// conformance (`Unimplemented`, whose methods fail the test that calls them) is a test double, not the use case's
// implementation; the live implementation is still named and placed by the document's rules.
protocol DiscoverMoviesUseCase: Sendable {
    func execute(page: Int) async throws -> [String]
}

enum DiscoverMoviesUseCaseKey: TestDependencyKey {
    struct Unimplemented: DiscoverMoviesUseCase { // ok: use-case-impl-naming, use-case-impl-in-data
        func execute(page: Int) async throws -> [String] { fatalError("unimplemented") }
    }

    static let testValue: any DiscoverMoviesUseCase = Unimplemented()
}

struct LiveDiscoverMovies: DiscoverMoviesUseCase { // expect: use-case-impl-naming, use-case-impl-in-data
    func execute(page: Int) async throws -> [String] { [] }
}
