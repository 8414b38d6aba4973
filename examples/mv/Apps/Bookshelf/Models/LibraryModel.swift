import Observation

@MainActor @Observable final class LibraryModel {
    private(set) var state: LibraryModelState = .uninitialized
    private let useCase: LibraryUseCase

    init(useCase: LibraryUseCase) { self.useCase = useCase }

    func load() async {
        let prior = state.snapshot
        state = .loading(prior: prior)
        do {
            for try await snapshot in useCase.stream() {
                state = .ready(snapshot)
            }
        } catch {
            state = .failed(prior: prior)
        }
    }
}
