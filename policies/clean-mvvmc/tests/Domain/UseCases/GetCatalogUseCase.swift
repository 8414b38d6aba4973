protocol GetCatalogUseCase {
    func execute() async throws -> [String]
}

final class GetCatalogUseCaseImpl: GetCatalogUseCase { // expect: use-case-impl-in-data
    private let repository: CatalogRepositoryProtocol // ok: domain-no-outer-layers
    init(repository: CatalogRepositoryProtocol) { self.repository = repository } // ok: domain-no-outer-layers
    func execute() async throws -> [String] { try await repository.fetchAlbums() }
}
