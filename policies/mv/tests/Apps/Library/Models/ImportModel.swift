// Fixture: a model written as the document prescribes, and one written against it.
import Observation

enum ImportModelState {
    case uninitialized
    case loading(prior: ImportSnapshot?)
    case ready(ImportSnapshot)
    case operating(ImportProgress, prior: ImportSnapshot?)

    // ok: model-state-init-trivial
    init(from progress: ImportProgress, prior: ImportSnapshot?) {
        if let snapshot = progress.completedSnapshot {
            self = .ready(snapshot)
        } else {
            self = .operating(progress, prior: prior)
        }
    }
}

// ok: observable-main-actor, observable-only-in-apps, model-status-flags, model-no-client-work
@MainActor @Observable final class ImportModel {
    // ok: model-state-is-enum
    var state: ImportModelState = .uninitialized
    private let useCase: ImportUseCase

    init(useCase: ImportUseCase) { self.useCase = useCase }

    // ok: model-state-direct-assignment, model-minimal-logic
    func startImport() {
        let prior = state.snapshot
        Task {
            for try await progress in useCase.stream() {
                state = ImportModelState(from: progress, prior: prior)
            }
        }
    }
}

// expect: observable-main-actor
@Observable final class ExportModel {
    // expect: model-state-is-enum
    var state: ExportStatus = ExportStatus()

    func startExport() async throws {
        for try await progress in useCase.stream() { // expect: model-state-direct-assignment
            switch progress {
            case .started: state = ExportStatus(running: true)
            case .finished(let url): state = ExportStatus(url: url)
            case .failed: state = ExportStatus()
            }
        }
    }
}

struct ExportStatus {
    var running = false
    var url: URL?
}

enum SyncModelState {
    case idle, syncing, ready(SyncSnapshot), failed

    // expect: model-state-init-trivial
    init(from progress: SyncProgress) {
        if progress.isCancelled {
            self = .failed
        } else if let snapshot = progress.snapshot, snapshot.count > 0 {
            self = .ready(snapshot)
        } else if progress.step > 2 && progress.total > 0 {
            self = .syncing
        } else {
            self = .idle
        }
    }
}

// In an Apps folder an observable class is in the Apps layer even when public (an app target made public for a
// test package exports nothing); outside it one is reported (SDKs/Catalog/CatalogClient.swift).
@MainActor @Observable public final class SharedImportTracker { public var fraction = 0.0 } // ok: observable-only-in-apps
