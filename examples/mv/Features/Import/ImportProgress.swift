/// The state an import goes through; the use case owns this data.
public enum ImportProgress: Sendable {
    case reading(fraction: Double)
    case saving(count: Int)
    case completed(ImportSnapshot)

    public var completedSnapshot: ImportSnapshot? {
        if case .completed(let snapshot) = self { return snapshot }
        return nil
    }
}
