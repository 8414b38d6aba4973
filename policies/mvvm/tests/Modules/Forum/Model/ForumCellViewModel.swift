import Foundation

// Near miss, as apps write it: a view model kept in a folder named Model is a view model, and calling a service is
// its job (View → ViewModel → Service).
protocol ForumPostServiceProtocol {
    func fetchPosts() async throws -> [String]
}

@MainActor
final class ForumCellViewModel: ObservableObject { // ok: model-plain-data
    @Published private(set) var posts: [String] = []
    private let service: ForumPostServiceProtocol // ok: model-plain-data

    init(service: ForumPostServiceProtocol) {
        self.service = service
    }

    func loadPosts() async {
        posts = (try? await service.fetchPosts()) ?? [] // ok: model-plain-data
    }
}
