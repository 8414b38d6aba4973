enum LibraryModelState {
    case uninitialized
    case loading(prior: LibrarySnapshot?)
    case ready(LibrarySnapshot)
    case failed(prior: LibrarySnapshot?)

    var snapshot: LibrarySnapshot? {
        switch self {
        case .uninitialized: return nil
        case .loading(let prior), .failed(let prior): return prior
        case .ready(let snapshot): return snapshot
        }
    }
}
