// Fixture: "Model -> Use Case State Flow" and "State Ownership" of the document. Models assign the use case's
// state directly; switching over it to rebuild similar model cases is the document's code smell.
import Observation

enum ReaderModelState {
    case uninitialized
    case loading(prior: SyncSnapshot?)
    case ready(SyncSnapshot)
    case operating(SyncProgress, prior: SyncSnapshot?)

    init(from progress: SyncProgress, prior: SyncSnapshot?) { // ok: model-state-init-trivial
        if let snapshot = progress.completedSnapshot {
            self = .ready(snapshot)
        } else {
            self = .operating(progress, prior: prior)
        }
    }
}

// ok: observable-main-actor, model-status-flags, model-state-is-enum
@MainActor @Observable final class ReaderModel {
    var state: ReaderModelState = .uninitialized
    private let useCase: SyncUseCase

    init(useCase: SyncUseCase) { self.useCase = useCase }

    // The document's "Good: Direct assignment via init".
    func startSync() {
        let prior = state.snapshot
        Task {
            for try await useCaseState in useCase.stream() { // ok: model-state-direct-assignment
                state = ReaderModelState(from: useCaseState, prior: prior)
            }
        }
    }

    // A stream of snapshots assigned to one case as they come: direct, no translation.
    func follow() async {
        for await snapshot in useCase.snapshots() { // ok: model-state-direct-assignment
            state = .ready(snapshot)
        }
    }

    // The document's "Bad: Redundant transformation", in its own words.
    func startImport() {
        Task {
            for try await useCaseState in useCase.stream() { // expect: model-state-direct-assignment
                switch useCaseState {
                case .importing(let progress):
                    state = .operating(progress, prior: nil)
                case .completed(let snapshot):
                    state = .ready(snapshot)
                }
            }
        }
    }

    // As real apps write it: a non-throwing stream, 'if case' instead of a switch, and 'self.state'. The
    // method is long enough for model-minimal-logic, which leaves the mapping loop to this rule.
    func resume() async { // ok: model-minimal-logic
        for await update in useCase.updates() { // expect: model-state-direct-assignment
            guard !Task.isCancelled else { return }
            if case .importing(let progress) = update, progress.step > 0 {
                self.state = .operating(progress, prior: nil)
            } else if case .completed(let snapshot) = update, snapshot.count > 0 {
                self.state = .ready(snapshot)
            } else if case .failed = update, prior == nil || retries > 2 {
                self.state = .uninitialized
            } else {
                self.state = .loading(prior: nil)
            }
        }
    }

    // Near miss (round AZ): each value assigned as it comes, one case read only to finish.
    var uploads: [String: ImportProgress] = [:]
    func upload(_ name: String) async {
        for await progress in useCase.uploadProgress(name) { // ok: model-state-direct-assignment
            uploads[name] = progress
            if case .done(let remote) = progress { print(remote); return }
        }
    }
}

// An init that decodes a server's status string is parsing a wire value, not re-mapping a use case's state.
enum ReaderQueueState {
    case queued, running, finished, failed
    init(rawServerValue: String) { // ok: model-state-init-trivial
        switch rawServerValue.lowercased() {
        case "queued", "pending": self = .queued
        case "running", "active": self = .running
        case "finished", "done": self = .finished
        default: self = .failed
        }
    }
}
