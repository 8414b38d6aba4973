import Foundation
import Observation

@MainActor @Observable final class ImportModel {
    private(set) var state: ImportModelState = .uninitialized
    private let useCase: ImportUseCase
    private var task: Task<Void, Never>?

    init(useCase: ImportUseCase) { self.useCase = useCase }

    func startImport(from file: URL) {
        let prior = state.snapshot
        task?.cancel()
        task = Task {
            do {
                for try await progress in useCase.stream(file: file) {
                    state = ImportModelState(from: progress, prior: prior)
                }
            } catch {
                state = .uninitialized
            }
        }
    }
}
