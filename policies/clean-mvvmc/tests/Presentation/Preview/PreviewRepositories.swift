// Near miss: "Mocks: Mock[Name]", as apps write the stand-ins their previews use: a preview's repository is a test
// double, not a Data-layer repository to name, place or hide behind a protocol.
// (The protocol is declared here only to keep the fixture small: it belongs in Domain/Repositories.)
// expect: repository-protocol-in-domain
protocol ArticleRepository {
    func articles() async throws -> [String]
}

// ok: repository-impl-naming, repository-impl-in-data
private final class PreviewArticleRepository: ArticleRepository {
    func articles() async throws -> [String] { ["Preview"] }
}
