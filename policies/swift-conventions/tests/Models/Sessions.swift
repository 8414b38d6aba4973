import Observation

// Section 5: models are structs compared with ==. A struct in Models without Equatable is still reported.
struct LapRecord: Identifiable { // expect: model-equatable
    let id: Int
    let seconds: Double
}

// An @Observable session kept in a Models folder holds UI state: the document's table makes it a controller
// ("UI state -> Controller (@Observable class)"), so the model rules (struct, no async) do not apply to it.
@Observable
@MainActor
final class LapViewerSession { // ok: model-struct, model-no-async
    private(set) var currentLap = 0
    private var pageTask: Task<Void, Never>?

    func select(_ lap: Int) { currentLap = lap }

    func loadMore() async {
        pageTask?.cancel()
        pageTask = Task {
            if Task.isCancelled { return }
        }
        await pageTask?.value
    }

    deinit { pageTask?.cancel() }
}
