import Observation

enum ShelfOrderState {
    case unsorted
    case sorting(remaining: Int)
    case sorted(count: Int)
}

@MainActor @Observable final class ShelfOrderModel {
    var state: ShelfOrderState = .unsorted
    private let useCase: SyncUseCase

    init(useCase: SyncUseCase) { self.useCase = useCase }

    // Deliberate violation: re-deriving model cases from the use case state case by case.
    func follow() async {
        for await progress in useCase.stream() { // expect: model-state-direct-assignment
            switch progress {
            case .uploading(let remaining): state = .sorting(remaining: remaining)
            case .finished: state = .sorted(count: 0)
            }
        }
    }
}
