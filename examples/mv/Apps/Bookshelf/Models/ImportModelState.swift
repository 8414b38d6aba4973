enum ImportModelState {
    case uninitialized
    case operating(ImportProgress, prior: ImportSnapshot?)
    case ready(ImportSnapshot)

    init(from progress: ImportProgress, prior: ImportSnapshot?) {
        if let snapshot = progress.completedSnapshot {
            self = .ready(snapshot)
        } else {
            self = .operating(progress, prior: prior)
        }
    }

    var snapshot: ImportSnapshot? {
        switch self {
        case .uninitialized: return nil
        case .operating(_, let prior): return prior
        case .ready(let snapshot): return snapshot
        }
    }
}
