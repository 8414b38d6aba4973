import Foundation

// Round BX fixture: the protocol of a use case whose implementation reaches a repository's shared instance.
protocol FetchCitiesUseCase {
    func execute() async throws -> [String]
}
