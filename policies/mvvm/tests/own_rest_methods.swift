import SwiftUI
import Combine

// Near miss: "Database access — Service only" is about the database. A view model whose own method, over the app's
// REST API service, happens to be named getDocuments does not touch Firebase, and neither does the view calling it.
protocol DocumentsAPIProtocol {
    func documents() -> AnyPublisher<[String], Error>
}

@MainActor
final class DocumentsViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    private let api: DocumentsAPIProtocol
    private var cancellables = Set<AnyCancellable>()

    init(api: DocumentsAPIProtocol) { self.api = api }

    func getDocuments() {
        api.documents()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.titles = $0 })
            .store(in: &cancellables)
    }
}

struct DocumentsView: View {
    @StateObject var viewModel: DocumentsViewModel

    var body: some View {
        List(viewModel.titles, id: \.self) { Text($0) }
            .onAppear {
                viewModel.getDocuments() // ok: firestore-calls-in-services
            }
    }
}
