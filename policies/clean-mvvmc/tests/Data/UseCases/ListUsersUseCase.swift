import Foundation

// A use case protocol kept in Data (an app with Domain/ and Data/ swapped, round AY): its place is
// use-case-protocol-in-domain's finding, not also every view model's that depends on it.
// expect: use-case-protocol-in-domain
protocol ListUsersUseCase {
    func execute() async throws -> [String]
}
