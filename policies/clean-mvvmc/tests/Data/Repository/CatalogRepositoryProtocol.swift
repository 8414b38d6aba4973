// "Domain/Repositories/ — Protocol definitions": a repository protocol filed with its implementation in Data, named
// with a Protocol suffix as apps often write it. The review comment is on the protocol, not on each use case that
// (rightly) depends on it.
protocol CatalogRepositoryProtocol { // expect: repository-protocol-in-domain
    func fetchAlbums() async throws -> [String]
}
