// Fixture (round AO): the Showcase list's use case.
protocol FetchShowcaseUseCase: Sendable {
    func execute() async throws -> [ShowcaseItem]
}
